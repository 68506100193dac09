import { z } from "zod";
import { texte } from "../shared/index.ts";
import { MSG_IMAGE_NOM_VIDE } from "./messages.ts";

/** A row of GET /api/images. */
export interface ImageListe {
  idImage: number;
  nom: string;
  /** Bytes, before and after compression (null for images recorded before the uploader). */
  tailleOrigine: number | null;
  taille: number | null;
  largeur: number | null;
  hauteur: number | null;
  dateUpload: string;
  /** Centres and centres vides showing it. */
  nbProduits: number;
}

/** The answer of POST /api/images. */
export interface ImageEnvoyee {
  nom: string;
  tailleOrigine: number;
  tailleCompressee: number;
  largeur: number;
  hauteur: number;
}

export const renommageSchema = z.object({
  nouveauNom: texte(MSG_IMAGE_NOM_VIDE).trim().min(1, MSG_IMAGE_NOM_VIDE).max(255),
});

export interface SuppressionImage {
  nom: string;
  /** Centres and centres vides that showed it and no longer do. */
  produitsLiberes: number;
}
