import type { Refus } from "../shared/index.ts";

/** Every refusal of the images area (upload, gallery, thumbnails, SVG, the web-shop sync). */
export type RefusImages = Refus<
  | "IMAGE_INTROUVABLE"
  | "IMAGE_SANS_FICHIER"
  | "IMAGE_PRODUIT_INTROUVABLE"
  | "IMAGE_NOM_INVALIDE"
  | "IMAGE_EXISTE"
  | "IMAGE_FICHIER_ABSENT"
  | "IMAGE_TROP_LOURDE"
  | "IMAGE_ENVOI_ILLISIBLE"
  | "IMAGE_REFUSEE"
  | "IMAGE_TROP_GRANDE"
  | "IMAGE_FORMAT"
  | "IMAGE_COMPRESSION"
  | "MINIATURE_TAILLE"
  | "SVG_SANS_CONTOUR"
  | "WP_NON_CONFIGURE"
  | "WP_EN_COURS"
  | "WP_PAS_EN_COURS"
  | "WP_SYNCHRO_INTROUVABLE"
>;
