export {
  type AchatsFournisseurMoisQuery,
  achatsFournisseurMoisQuerySchema,
  COLONNES_ACHATS_FOURNISSEUR_MOIS,
  type LigneAchatsFournisseurMois,
  TRIS_ACHATS_FOURNISSEUR_MOIS,
} from "./analyse.ts";
export {
  COLONNES_FACTURES_FOURNISSEURS,
  type FacturesFournisseursQuery,
  facturesFournisseursQuerySchema,
  type LigneFactureFournisseur,
  SIREN_FILTRE,
  TRIS_FACTURES_FOURNISSEURS,
} from "./colonnes.ts";
export { controlerFacture } from "./controle.ts";
export type { DecisionPassee, DetailFactureFournisseur } from "./detail.ts";
export {
  dateIsoDepuis,
  type FactureRecue,
  type LigneRecue,
  type PartieRecue,
  SYNTAXES,
  type Syntaxe,
  sirenDepuis,
} from "./facture-recue.ts";
export {
  type Lecture,
  lectureEchouee,
  lireArbre,
  REGLE_LECTURE,
  TAILLE_MAX_FICHIER_ACHAT,
} from "./lecture.ts";
export {
  MSG_COMMENTAIRE_INVALIDE,
  MSG_COMMENTAIRE_REQUIS,
  MSG_COMMENTAIRE_TROP_LONG,
  MSG_DECISION_INVALIDE,
  MSG_FACTURE_FOURNISSEUR_INTROUVABLE,
  MSG_FACTURE_INVALIDE_APPROBATION,
  MSG_FILTRE_SIREN_INVALIDE,
  MSG_FILTRE_VALIDE_INVALIDE,
  MSG_MOTIF_INVALIDE,
  MSG_PDF_ILLISIBLE,
  MSG_PDF_SANS_XML,
  MSG_STATUT_ACHAT_INVALIDE,
  MSG_XML_ENTITES,
  MSG_XML_ILLISIBLE,
  msgDecisionImpossible,
  msgFichierTropGros,
  msgSyntaxeInconnue,
} from "./messages.ts";
export {
  type Connu,
  ECART_DATE_JOURS,
  type Ecart,
  type EtatRapprochement,
  type FamilleAchat,
  FENETRE_RAPPROCHEMENT_JOURS,
  familleAchat,
  LABELS_ETAT_RAPPROCHEMENT,
  LABELS_FAMILLE_ACHAT,
  type LienAchat,
  type LotPierresConnu,
  type MouvementOrConnu,
  poidsGrammes,
  type Rapprochement,
  rapprocher,
  type TraiteConnue,
  titreDeLigne,
} from "./rapprochement.ts";
export {
  DECISIONS,
  type Decision,
  type DecisionAchat,
  decisionAchatSchema,
  decisionsOuvertes,
  LABELS_STATUT_ACHAT,
  MOTIF_ACHAT_KEYS,
  MOTIFS_ACHAT,
  type MotifAchat,
  REFUS_ACHAT_INTROUVABLE,
  type RefusAchat,
  refusDecision,
  STATUT_ACHAT_KEYS,
  STATUTS_ACHAT,
  type StatutAchat,
} from "./statut.ts";
export { attributA, chemin, enfants, type NoeudXml, texteA } from "./xml.ts";
