import type { ColonnesListe } from "../shared/index.ts";
import type { Centre } from "./catalogue-centre.ts";
import type { CentreVide } from "./catalogue-cv.ts";
import type { LignePierre } from "./catalogue-pierres.ts";

/** GET /api/produits/catalogue/cv (spec 02 section 2.15): the centres vides; weights stored in mg, shown in g. */
export const COLONNES_CENTRES_VIDES: ColonnesListe<CentreVide> = [
  { key: "type", label: "Type", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "facon", label: "Façon (min)", kind: "decimal", places: 0 },
  { key: "faconFonteMg", label: "FSF (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "poidsMetalMg", label: "Poids (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "sertiMin", label: "Serti", kind: "money" },
  { key: "nomLigne", label: "Ligne", kind: "text" },
  { key: "prenomLigne", label: "Prénom", kind: "text" },
  { key: "wordpress", label: "Wordpress", kind: "yesNo" },
];

/** GET /api/produits/catalogue/centres (spec 02 section 2.16): the centres; weights stored in mg, shown in g. */
export const COLONNES_CENTRES: ColonnesListe<Centre> = [
  { key: "type", label: "Type", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
  { key: "plusMo", label: "Façon (min)", kind: "decimal", places: 0 },
  { key: "plusFonteMg", label: "FSF (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "plusPoidsMg", label: "Poids (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "plusSerti", label: "Serti", kind: "money" },
  { key: "prixDivers", label: "Divers", kind: "money" },
  { key: "tarif", label: "Tarif", kind: "text" },
  { key: "refCv", label: "Centre vide", kind: "text" },
];

/** GET /api/produits/catalogue/centres/:id/pierres: the stones of a centre, in carats. */
export const COLONNES_PIERRES_CENTRE: ColonnesListe<LignePierre> = [
  { key: "qte", label: "Qte", kind: "integer" },
  { key: "type", label: "Type", kind: "text" },
  { key: "forme", label: "Forme", kind: "text" },
  { key: "poidsU", label: "PoidsU (ct)", kind: "weight", unit: "ct" },
  { key: "dimension", label: "Dimension", kind: "text" },
  { key: "pdsR", label: "Poids (ct)", kind: "weight", unit: "ct" },
  { key: "qualite", label: "Qualité", kind: "text" },
  { key: "prixCarat", label: "Prix/Ct", kind: "money" },
  { key: "centre", label: "Centre", kind: "yesNo" },
];
