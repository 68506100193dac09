export {
  type AvoirCreation,
  type AvoirSort,
  type AvoirsQuery,
  avoirCreationSchema,
  avoirsPdfQuerySchema,
  avoirsQuerySchema,
  designationAvoirPourFacture,
  FACTURES_CLIENT_MAX,
  FACTURES_REMISE_MAX,
  type FactureCorrigee,
  type FacturesClientQuery,
  facturesClientQuerySchema,
  IMPRESSION_MAX_AVOIRS,
  type LigneAvoir,
  libelleFactureCorrigee,
  MSG_AVOIR_CLIENT_INCONNU,
  MSG_AVOIR_DESIGNATION_OBLIGATOIRE,
  MSG_AVOIR_FACTURE_INVALIDE,
  MSG_AVOIR_NUMERO_INVALIDE,
  MSG_AVOIR_TOTAL_INVALIDE,
  MSG_AVOIR_TROP_DE_FACTURES,
  MSG_AVOIR_TVA_NORMALE_INCONNUE,
  MSG_RECHERCHE_FACTURE_INVALIDE,
  mentionFacturesCitees,
  msgAvoirCree,
  msgAvoirDepasseFacture,
  msgAvoirFactureIntrouvable,
  msgAvoirIntrouvable,
  msgFactureAutreClient,
  msgRemiseDepasseFactures,
  type RefusAvoir,
  refusAvoir,
  refusFacturesCitees,
  resteACrediter,
  tauxTvaAvoir,
  urlAvoirPourFacture,
} from "./avoir.ts";
export { CANAUX, type Canal, LIBELLE_CANAL } from "./canal.ts";
export { COLONNES_AVOIRS } from "./colonnes.ts";
export {
  type AdresseElectronique,
  adresseElectroniquePartie,
  SCHEMA_ADRESSE_SIREN,
} from "./facturx/adresse-electronique.ts";
export {
  type AdresseCii,
  type AjustementCii,
  type DocumentCii,
  EXONERATION,
  type LigneCii,
  type NoteCii,
  numeroFactureValide,
  type PartieCii,
  type TotauxCii,
  totauxCii,
  type VentilationTva,
} from "./facturx/cii.ts";
export type {
  AjustementLu,
  CiiLu,
  LigneLue,
  PartieLue,
  VentilationLue,
  Violation,
} from "./facturx/cii-lu.ts";
export { PROFIL_EN16931, xmlFacturX } from "./facturx/cii-xml.ts";
export {
  dateFrValide,
  identifiantFrValide,
  MODES_FACTURATION,
  TYPES_DOCUMENT_FR,
  violationsBrFr,
} from "./facturx/regles-br-fr.ts";
export { violationsEn16931 } from "./facturx/regles-en16931.ts";
export {
  avoirXmlParamsSchema,
  factureXmlQuerySchema,
  MSG_AVOIR_XML_INVALIDE,
  MSG_FACTURE_XML_INVALIDE,
} from "./facturx/schemas.ts";
export { identifiantAvoir, identifiantFacture, PREFIXE_SERIE } from "./identifiant.ts";
export {
  cleGroupe,
  facturesDuGroupe,
  type GroupeAFacturer,
  grouperAFacturer,
  isCanalAlternatif,
  type LigneAFacturer,
  ligneAFacturer,
  type OfAFacturer,
  type OptionsFacturation,
  ofSansPrix,
} from "./livraison.ts";
export {
  type FacturerData,
  type FacturerInput,
  facturerSchema,
  facturesPdfQuerySchema,
  MSG_AUTOLIQUIDATION_SANS_TVA,
  MSG_CLIENT_FACTURE_INCONNU,
  MSG_CONFIRMER_FACTURES,
  MSG_GROUPE_DIFFERENT,
  MSG_IDS_FACTURES_INVALIDES,
  MSG_OFS_A_FACTURER_OBLIGATOIRES,
  MSG_PORT_INVALIDE,
  MSG_RESERVATION_CHANGEE,
  MSG_TVA_INCONNUE,
  msgFactureIntrouvable,
  msgFacturesEnregistrees,
  msgGroupeSansPrix,
  msgOfDejaFacture,
  msgOfPasPretAFacturer,
  msgOfSansPrix,
  msgReservationsMultiples,
  portSchema,
  type ResultatFacturation,
} from "./livraison-schema.ts";
export {
  type CategorieOperation,
  categorieOperation,
  conditionsPaiement,
  livraisonDistincte,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  MODE_FACTURATION,
  mentionCategorieOperation,
  mentionPenalitesRetard,
  mentionsClient,
} from "./mentions.ts";
export { montantPositif } from "./montant.ts";
export {
  type RefusFacturation,
  refusAutoliquidation,
  refusGroupeAFacturer,
  refusOfAFacturer,
  refusPieceReservee,
  refusReservations,
} from "./refus.ts";
export { prixCanalAlternatif, totalLigne, totauxDocument } from "./totaux.ts";
export type { CategorieTva } from "./tva.ts";
export {
  CATEGORIES_TVA,
  categorieDuTaux,
  categorieTaxee,
  isCategorieTva,
  LIBELLE_AUTOLIQUIDATION,
  libelleTva,
  MENTION_AUTOLIQUIDATION,
  mentionTva,
} from "./tva.ts";
