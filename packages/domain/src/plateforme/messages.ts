/** French messages of the platform area (issue 30). */
export const MSG_PLATEFORME_NON_CONFIGUREE =
  "Plateforme de facturation électronique non configurée (npm run setting -- plateformeUrl …).";
export const MSG_WEBHOOK_REFUSE = "Appel refusé : secret du webhook absent ou faux.";
export const MSG_DOCUMENT_NON_ENVOYE = "Ce document n'a pas été transmis à la plateforme.";
export const MSG_ENCAISSEMENT_IMPOSSIBLE =
  "Encaissement impossible : la facture n'est pas à disposition du client, ou déjà encaissée, refusée ou rejetée.";
export const MSG_DESTINATAIRE_NON_JOIGNABLE =
  "Le client ne reçoit pas encore de factures électroniques (aucune ligne d'annuaire pour son SIREN).";
export const MSG_SIREN_DESTINATAIRE_FORMAT = "Le SIREN doit comporter 9 chiffres.";
export const MSG_SIREN_CLIENT_ABSENT = "Le client n'a pas de SIREN : la facture ne peut pas être adressée.";
export const msgRejetPlateforme = (motif: string): string => `Rejetée par la plateforme : ${motif}`;
export const MSG_STATUT_PLATEFORME_INCONNU = "Statut de plateforme inconnu.";

/** The summary of one run of the e-invoicing worker (system page, "Synchroniser maintenant"). */
export const msgSynchronisationPlateforme = (deposes: number, statuts: number) =>
  `${deposes} document(s) déposé(s), ${statuts} statut(s) reçu(s).`;
