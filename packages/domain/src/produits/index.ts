export {
  type Centre,
  type CentreData,
  type CentreVideOption,
  centreFormSchema,
  centreInputSchema,
} from "./catalogue-centre.ts";
export {
  type CentreVide,
  type CentreVideData,
  centreVideFormSchema,
  centreVideInputSchema,
  type RefCentreVide,
  refEnConflit,
} from "./catalogue-cv.ts";
export { mgVersGrammes, mgVersGrammesSaisie } from "./catalogue-fields.ts";
export {
  type CentreCible,
  LIBELLES_MAINTENANCE,
  type LigneCopiable,
  type LigneExistante,
  type MaintenanceApplication,
  type MaintenanceCentreVide,
  type MaintenanceDemande,
  type MaintenanceResultat,
  maintenanceApplicationSchema,
  maintenanceDemandeSchema,
  type PorteeMaintenance,
  planMaintenance,
  textePlan,
} from "./catalogue-maintenance.ts";
export {
  MSG_CENTRE_ENREGISTRE,
  MSG_CENTRE_INTROUVABLE,
  MSG_CENTRE_VIDE_INTROUVABLE,
  MSG_COMBINAISON_DEJA_EXISTANTE,
  MSG_CONFIRMER_NOUVEAU_PRODUIT,
  MSG_CV_AJOUTE,
  MSG_CV_ENREGISTRE,
  MSG_LIGNE_PIERRE_INTROUVABLE,
  MSG_MAINTENANCE_PERIMEE,
  MSG_MAINTENANCE_RIEN_A_FAIRE,
  MSG_MODELE_HORS_CENTRE_VIDE,
  MSG_PIERRE_CENTRE_AJOUTEE,
  MSG_PIERRE_CENTRE_ENREGISTREE,
  MSG_PIERRE_INTROUVABLE,
  MSG_PIERRE_SUPPRIMEE,
  MSG_PRODUIT_CREE,
  MSG_QUALITE_INTROUVABLE,
  MSG_REF_DEJA_EXISTANTE,
  MSG_TARIF_INTROUVABLE,
  MSG_TYPE_INTROUVABLE,
  msgMaintenanceAppliquee,
  msgPierreRemplacee,
  resumeMaintenance,
} from "./catalogue-messages.ts";
export {
  dimensionPierre,
  type LignePierre,
  type LignePierreData,
  lignePierreInputSchema,
  type PierreOption,
  poidsLigneSuggere,
  poidsUnitaire,
  prixCaratEuro,
} from "./catalogue-pierres.ts";
export { COLONNES_CENTRES, COLONNES_CENTRES_VIDES, COLONNES_PIERRES_CENTRE } from "./colonnes.ts";
export { coutPierre } from "./couts.ts";
export {
  calculerDevis,
  DEVIS_TARIFS,
  type DevisCours,
  type DevisCouts,
  type DevisPierre,
  type DevisPierreCalculee,
  type DevisResultat,
  type DevisTarifCle,
  saisirCoutDevis,
} from "./devis.ts";
export {
  DEVIS_MODELES,
  type DevisClient,
  type DevisClientPierre,
  type DevisModele,
  dateValiditeDevis,
  devisClient,
  MSG_DEVIS_TARIF_INCONNU,
} from "./devis-client.ts";
export {
  ajouterPierreDevis,
  type DevisAjoutChamp,
  type DevisAjoutErreur,
  type DevisPierreTarif,
  retirerPierreDevis,
} from "./devis-pierres.ts";
export {
  type DevisPdf,
  type DevisPdfInput,
  type DevisProduit,
  type DevisProduitTrouve,
  devisCoutsSchema,
  devisPdfSchema,
  devisRechercheSchema,
  MSG_DEVIS_CLIENT_INCONNU,
  MSG_DEVIS_COURS_MANQUANT,
  MSG_DEVIS_NOMBRE_POSITIF,
  MSG_DEVIS_PRODUIT_INCONNU,
  MSG_DEVIS_RECHERCHE_COURTE,
} from "./devis-schema.ts";
export { type CoursPrix, calculerPrixProduit, type PrixInputs, type PrixProduit } from "./prix.ts";
export type { LignePierreDetail, ProduitDetailPrix } from "./prix-detail.ts";
export {
  type PrixRetenu,
  prixRetenuSelonStade,
  prixSelonStade,
  revientReproductionSelonStade,
} from "./prix-stade.ts";
export {
  MSG_PRIX_PRODUIT_INTROUVABLE,
  MSG_RECHERCHE_PRODUIT_COURTE,
  type ProduitTrouve,
  prefixeRechercheProduit,
  produitAutoSelectionne,
  RECHERCHE_PRODUIT_LIMITE,
  rechercheProduitActive,
  rechercheProduitQuerySchema,
  urlVignette,
} from "./produit-recherche.ts";
export type { RefusProduits } from "./refus.ts";
export { messageRevalorisation, type Revalorisation, resumerRevalorisation } from "./revalorisation.ts";
