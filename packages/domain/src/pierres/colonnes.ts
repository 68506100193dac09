import type { ColonnesListe } from "../shared/index.ts";
import type { LigneTarifPierre } from "./pierre.ts";

/** GET /api/pierres (spec 02 section 2.11): the stone price list, one row per stone and tariff. */
export const COLONNES_TARIF_PIERRES: ColonnesListe<LigneTarifPierre> = [
  { key: "type", label: "Type", kind: "text" },
  { key: "formeLabel", label: "Forme", kind: "text", sortKey: "forme" },
  { key: "couleur", label: "Couleur", kind: "text" },
  { key: "poids", label: "Poids", kind: "weight", unit: "ct" },
  { key: "description", label: "Description", kind: "text" },
  { key: "qualite", label: "Qualité", kind: "text" },
  { key: "fournisseur", label: "Fournisseur", kind: "text" },
  { key: "euro", label: "Euro", kind: "money" },
  { key: "dollar", label: "Dollar", kind: "decimal", places: 2 },
  { key: "coeff", label: "Coef", kind: "decimal", places: 2 },
];
