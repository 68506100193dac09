import type { ColonnesListe } from "../shared/index.ts";
import { LIBELLE_NATURE, LIBELLE_SENS, type LigneRegistre } from "./registre.ts";

/** GET /api/registre: the register's columns, on screen, in the CSV and in the printed extract. */
export const COLONNES_REGISTRE: ColonnesListe<LigneRegistre> = [
  { key: "num", label: "N°", kind: "integer" },
  { key: "dateMouvement", label: "Date", kind: "date" },
  { key: "sens", label: "Sens", kind: "text", labels: LIBELLE_SENS },
  { key: "nature", label: "Nature", kind: "text", labels: LIBELLE_NATURE },
  { key: "description", label: "Description", kind: "text" },
  { key: "partie", label: "Provenance / destination", kind: "text" },
  { key: "pieces", label: "Pièces", kind: "integer" },
  { key: "poids", label: "Poids", kind: "decimal", places: 3 },
  { key: "unite", label: "Unité", kind: "text", labels: { g: "g", ct: "ct" } },
  { key: "titre", label: "Titre (‰)", kind: "integer" },
  { key: "poidsFin", label: "Poids fin (g)", kind: "decimal", places: 3 },
  { key: "pieceOf", label: "OF", kind: "integer" },
  { key: "entree", label: "Entrée n°", kind: "integer" },
  { key: "prix", label: "Prix (€)", kind: "money" },
  { key: "dateSortie", label: "Date de sortie", kind: "date" },
  { key: "corrige", label: "Corrige le n°", kind: "integer" },
  { key: "motif", label: "Motif", kind: "text" },
];
