import { z } from "zod";
import { identifiant, RECHERCHE_MAX_CARACTERES, RECHERCHE_MIN_CARACTERES, texte } from "../shared/index.ts";
import { MSG_AUCUN_PRODUIT, MSG_IMAGE_NOM_INVALIDE, MSG_IMAGE_NOM_VIDE } from "./messages.ts";
import { isNomImageSur } from "./nom.ts";

/** A product of the assignment screen: a centre, or a centre vide (the parent of centres). */
export interface ProduitImage {
  type: "centre" | "centreVide";
  id: number;
  ref: string;
  /** Centre: its description; centre vide: empty. */
  description: string;
  image: string | null;
  /** Centre: its centre vide (the parent) and that one's image; centre vide: null. */
  idCv: number | null;
  imageParent: string | null;
}

export const MSG_RECHERCHE_COURTE = `Saisissez au moins ${RECHERCHE_MIN_CARACTERES} caractères.`;

/** Spec 02 sections 5 and 9: product and image searches start from 2 characters. */
export const rechercheImageSchema = z.object({
  q: texte()
    .trim()
    .min(RECHERCHE_MIN_CARACTERES, MSG_RECHERCHE_COURTE)
    .max(RECHERCHE_MAX_CARACTERES, MSG_RECHERCHE_COURTE),
});

export const nomImageSchema = texte(MSG_IMAGE_NOM_VIDE)
  .min(1, MSG_IMAGE_NOM_VIDE)
  .refine(isNomImageSur, MSG_IMAGE_NOM_INVALIDE);

const ids = z.array(identifiant()).max(1000).default([]);

const auMoinsUnProduit = (v: { centres: number[]; centresVides: number[] }) =>
  v.centres.length + v.centresVides.length > 0;

/**
 * POST /api/images/affectation. `parDefaut` ("Image par Défaut") also sets the image on the centre
 * vide of each chosen centre, so that the parent and its other pieces show it by default.
 */
export const affectationSchema = z
  .object({ centres: ids, centresVides: ids, nom: nomImageSchema, parDefaut: z.boolean().default(false) })
  .refine(auMoinsUnProduit, { message: MSG_AUCUN_PRODUIT, path: ["centres"] });
export type AffectationInput = z.infer<typeof affectationSchema>;

/** POST /api/images/desaffectation: the chosen products lose their image (their parents keep theirs). */
export const desaffectationSchema = z
  .object({ centres: ids, centresVides: ids })
  .refine(auMoinsUnProduit, { message: MSG_AUCUN_PRODUIT, path: ["centres"] });
export type DesaffectationInput = z.infer<typeof desaffectationSchema>;

export interface AffectationResultat {
  centres: number;
  centresVides: number;
}

/**
 * The initial state of 'Image par Défaut' (spec 02 section 2.20: "initially taken from the parent"):
 * ticked when no chosen centre has a parent with another image of its own, i.e. the parent has no
 * image yet or shows the same one as the centre. A parent's distinct default is thus never replaced
 * unless someone ticks the box. Without any centre (only centres vides) there is no parent: false.
 */
export function parDefautInitial(produits: readonly ProduitImage[]): boolean {
  // Only a centre has a parent: a centre vide's idCv is always null (see ProduitImage).
  const centres = produits.filter((p) => p.idCv !== null);
  if (centres.length === 0) return false;
  return centres.every((c) => c.imageParent === null || c.imageParent === c.image);
}

/** Spec 02 section 2.20: Enregistrer needs a product and an image; Désaffecter needs a product. */
export function peutEnregistrer(nbProduits: number, image: string | null): boolean {
  return nbProduits > 0 && image !== null;
}

export function peutDesaffecter(nbProduits: number): boolean {
  return nbProduits > 0;
}

/** The ids to send, split by table. */
export function idsParType(produits: readonly ProduitImage[]): { centres: number[]; centresVides: number[] } {
  return {
    centres: produits.filter((p) => p.type === "centre").map((p) => p.id),
    centresVides: produits.filter((p) => p.type === "centreVide").map((p) => p.id),
  };
}
