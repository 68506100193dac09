/** The ledger's messages, word for word from spec 03 sections 5 and 8. */
export const MSG_DATE_REQUISE = "Date requise";
export const MSG_PERTE_REQUISE = "% Perte requis";
export const MSG_DOIT_ETRE_NOMBRE = "Doit être un nombre";
export const MSG_MIN_0 = ">= 0";
export const MSG_MAX_100 = "<= 100";
export const MSG_DESIGNATION_REQUISE = "Désignation requise";
export const MSG_UN_DES_CHAMPS = "Remplir au moins un des champs (Entrée / Sortie / Vieil Or)";
export const MSG_UN_CHAMP = "Remplir au moins un champ";
export const MSG_METAL_REQUIS = "Métal requis";
export const MSG_CLAL_MIN_0 = ">=0";
export const MSG_CLAL_UN_CHAMP = "Renseigner au moins un champ";
export const MSG_ERREUR_SAUVEGARDE = "Erreur lors de la sauvegarde";
export const MSG_AUCUN_MOUVEMENT = "Aucun mouvement";
export const MSG_ERREUR_CHARGEMENT = "Erreur lors du chargement des données.";
export const MSG_COURS_INDISPONIBLE = "N/A";

/** '{label} requis': the party of the tab. */
export const msgPartieRequise = (label: string) => `${label} requis`;

/** Refusals of the server beyond the form's own checks. */
export const MSG_MOUVEMENT_INTROUVABLE = "Mouvement introuvable.";
export const MSG_FOURNISSEUR_INCONNU = "Fournisseur inconnu.";
export const MSG_FOURNISSEUR_OR_REQUIS = "Fournisseur d'or actif (type 998) requis.";
export const MSG_CLIENT_INCONNU = "Client inconnu.";
export const MSG_METAL_INCONNU = "Métal inconnu.";
export const MSG_RECEPTION_INTROUVABLE = "Réception introuvable.";
export const MSG_COMPTE_INCONNU = "Compte inconnu.";
export const MSG_CLIENT_REQUIS = "Client requis";
export const MSG_POIDS_INVALIDE = "Poids invalide";
export const MSG_PRIX_OU_CONFIE = "Prix au gramme requis (ou cocher Confié)";
export const MSG_TITRE_INVALIDE = "Titre invalide";
export const MSG_PRIX_INVALIDE = "Prix invalide";

/** Said once after a save (issue 28.5), word for word on screen. */
export const MSG_MOUVEMENT_ENREGISTRE = "Mouvement enregistré.";
export const MSG_MOUVEMENT_MODIFIE = "Mouvement modifié.";
export const MSG_RECEPTION_ENREGISTREE = "Réception enregistrée.";
export const MSG_COURS_OR_ENREGISTRE = "Cours de l'or enregistré";
export const MSG_COURS_OR_ACTUALISE = "Cours de l'or actualisé";
export const MSG_SOLDE_OUVERTURE_ENREGISTRE = "Solde d'ouverture enregistré";
export const MSG_FOURNISSEUR_ENREGISTRE = "Fournisseur enregistré";
/** The gold form's save: what the supplier's account received, in fine grams ("12,50"). */
export const msgOrEnregistreFournisseur = (grammesFin: string) =>
  `Enregistré au compte du fournisseur : ${grammesFin} g fin`;
