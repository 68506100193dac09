export {
  type ComptesAchats,
  compteCollectifFournisseurs,
  compteFournisseur,
  ecritureAchat,
  ecrituresAchats,
  type FactureAchat,
  JOURNAL_ACHATS_LIBELLE,
  pieceRefAchat,
} from "./achats.ts";
export {
  type CedantLcr,
  type EffetLcr,
  FIN_ENREGISTREMENT_CFONB,
  fichierCfonbLcr,
  LONGUEUR_CFONB,
  MSG_LCR_AUCUNE_TRAITE,
  MSG_LCR_DATE_REMISE,
  MSG_LCR_DOMICILIATION,
  MSG_LCR_IBAN_VENDEUR,
  MSG_LCR_NUMERO_EMETTEUR,
  MSG_LCR_SELECTION,
  MSG_LCR_SELECTION_VIDE,
  msgLcrClientSansIban,
  msgLcrTraitesHorsRemise,
  numeroEmetteurValide,
  type RemiseLcrQuery,
  remiseLcrQuerySchema,
  type TraiteDeRemise,
  texteCfonb,
} from "./cfonb-lcr.ts";
export { COLONNES_AVOIRS_COMPTA, COLONNES_FACTURES_COMPTA, COLONNES_TRAITES } from "./colonnes.ts";
export { type ComptesTvaParTaux, lireComptesTvaParTaux } from "./comptes-tva.ts";
export {
  type ComptesVentes,
  clientsSansCompte,
  codeJournalValide,
  compteValide,
  type DocumentVente,
  type Ecriture,
  ecrituresDe,
  MSG_REGLAGES_COMPTA_INVALIDES,
  msgClientsSansCompte,
  type NatureDocument,
  reglagesComptaValides,
} from "./ecriture.ts";
export { FEC_ENTETE, fichierFec, nomFichierFec } from "./fec.ts";
export { ordonnerEcritures } from "./journaux.ts";
export {
  type AvoirCompta,
  type AvoirsComptaQuery,
  avoirsComptaQuerySchema,
  type ComptaFiltre,
  comptaFiltreSchema,
  cumulTotaux,
  defaultPeriodeCompta,
  type ExportComptaQuery,
  exportComptaQuerySchema,
  type FactureCompta,
  type FacturesComptaQuery,
  facturesComptaQuerySchema,
  idFactureCompta,
  msgFichierTelecharge,
  numerosParCanal,
  type SoldeCompta,
  soldeCompta,
  type TotauxLigne,
  type TriAvoirCompta,
  type TriFactureCompta,
} from "./liste.ts";
export { montantEnLettres } from "./montant-lettres.ts";
export { fichierQuadra, MSG_TROP_D_ECRITURES_QUADRA, nomFichierQuadra, numerotableQuadra } from "./quadra.ts";
export type { RefusCompta } from "./refus.ts";
export {
  type ComptesReglements,
  type EffetRemis,
  ecrituresReglements,
  type Reglement,
} from "./reglements.ts";
export {
  type DecisionRemise,
  decisionRemise,
  MSG_REMISE_INTROUVABLE,
  msgRemiseDejaFaite,
  msgRemiseEnregistree,
  nomFichierRemiseLcr,
  type RemiseLcr,
  type RemiseLcrDemande,
  referenceRemiseLcr,
  remiseLcrSchema,
  type TraiteChoisie,
} from "./remise-lcr.ts";
export {
  type Banque,
  decouperTraite,
  echeanceAffichee,
  type FournisseurTraite,
  MSG_TRAITE_BANQUE_INCONNUE,
  MSG_TRAITE_CLIENT_INCONNU,
  MSG_TRAITE_ECHEANCE_AVANT_CREATION,
  MSG_TRAITE_FOURNISSEUR_INCONNU,
  MSG_TRAITE_INTROUVABLE,
  MSG_TRAITE_NB_DECOUPE_INVALIDE,
  MSG_VARIABLES_MANQUANTES,
  msgNumEffetUtilise,
  msgTraiteCreee,
  msgTraiteImpressionImpossible,
  NB_DECOUPE_DEFAUT,
  numeroEffetEcheance,
  prochainNumEffet,
  type TraiteCreee,
} from "./traite.ts";
export {
  FACTURES_TRAITE_MAX,
  type FactureAReglee,
  type FactureReglee,
  refusFacturesTraite,
} from "./traite-factures.ts";
export {
  apercuEcheances,
  CHAMPS_TRAITE_CLIENT,
  CHAMPS_TRAITE_FOURNISSEUR,
  champsManquants,
  type TraiteClient,
  type TraiteFournisseur,
  traiteClientSchema,
  traiteFournisseurSchema,
} from "./traite-schema.ts";
export {
  echeancesTraite,
  type LigneTraite,
  MSG_TRAITES_CLIENT_INVALIDE,
  TRIS_TRAITES,
  type TraitesQuery,
  traitesQuerySchema,
} from "./traites-liste.ts";
