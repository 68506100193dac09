import type { ColonnesListe } from "../shared/index.ts";
import type { ImageListe } from "./image.ts";

/** GET /api/images (its CSV export; the gallery shows cards, not a table). */
export const COLONNES_IMAGES: ColonnesListe<ImageListe> = [
  { key: "nom", label: "Nom", kind: "text" },
  { key: "taille", label: "Taille (octets)", kind: "integer" },
  { key: "largeur", label: "Largeur", kind: "integer" },
  { key: "hauteur", label: "Hauteur", kind: "integer" },
  { key: "nbProduits", label: "Produits", kind: "integer" },
];
