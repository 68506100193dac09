export {
  type AffectationInput,
  type AffectationResultat,
  affectationSchema,
  type DesaffectationInput,
  desaffectationSchema,
  idsParType,
  MSG_RECHERCHE_COURTE,
  nomImageSchema,
  type ProduitImage,
  parDefautInitial,
  peutDesaffecter,
  peutEnregistrer,
  rechercheImageSchema,
} from "./affectation.ts";
export { COLONNES_IMAGES } from "./colonnes.ts";
export {
  COULEURS_PALETTE_PNG,
  formatTaille,
  gainCompression,
  IMAGE_COTE_MAX_PX,
  IMAGE_ENVOI_MAX_OCTETS,
  IMAGE_TAILLE_MAX_OCTETS,
  isTailleMiniature,
  QUALITES_COMPRESSION,
  TAILLES_MINIATURE,
  type TailleMiniature,
} from "./compression.ts";
export { type ImageEnvoyee, type ImageListe, renommageSchema, type SuppressionImage } from "./image.ts";
export {
  MSG_IMAGE_COMPRESSION,
  MSG_IMAGE_ENVOI_ILLISIBLE,
  MSG_IMAGE_EXISTE,
  MSG_IMAGE_FICHIER_ABSENT,
  MSG_IMAGE_FORMAT,
  MSG_IMAGE_INTROUVABLE,
  MSG_IMAGE_NOM_INVALIDE,
  MSG_IMAGE_PRODUIT_INTROUVABLE,
  MSG_IMAGE_REFUSEE,
  MSG_IMAGE_SANS_FICHIER,
  MSG_IMAGE_TROP_LOURDE,
  MSG_MINIATURE_TAILLE,
} from "./messages.ts";
export {
  formatDuNom,
  IMAGE_FORMATS,
  type ImageFormat,
  isNomImageSur,
  nomImageSur,
  nomPourFormat,
  nomRenomme,
} from "./nom.ts";
