import type { ColonnesListe } from "../shared/index.ts";
import type { Cours } from "./cours.ts";

/** GET /api/admin/cours (/cours): the rates. */
export const COLONNES_COURS: ColonnesListe<Cours> = [
  { key: "idCours", label: "Id", kind: "integer" },
  { key: "description", label: "Nom", kind: "text" },
  { key: "valeur", label: "Valeur", kind: "decimal", places: 4 },
];
