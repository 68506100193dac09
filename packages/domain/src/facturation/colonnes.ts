import type { ColonnesListe } from "../shared/index.ts";
import type { LigneAvoir } from "./avoir.ts";

/** GET /api/facturation/avoirs (spec 02 section 2.19): Liste des Avoirs. */
export const COLONNES_AVOIRS: ColonnesListe<LigneAvoir> = [
  { key: "numero", label: "Id Avoir", kind: "text", sortKey: "idAvoir" },
  { key: "client", label: "Client", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "totHt", label: "Total HT", kind: "money" },
  { key: "date", label: "Date", kind: "date" },
  { key: "factures", label: "Facture", kind: "text" },
];
