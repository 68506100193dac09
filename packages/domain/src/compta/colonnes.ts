import { LIBELLE_CANAL } from "../facturation/index.ts";
import type { ColonnesListe } from "../shared/index.ts";
import type { AvoirCompta, FactureCompta, TotauxLigne } from "./liste.ts";
import type { LigneTraite } from "./traites-liste.ts";

const COLONNES_TOTAUX: ColonnesListe<TotauxLigne> = [
  { key: "totalHt", label: "Total HT", kind: "money" },
  { key: "tva", label: "TVA", kind: "money" },
  { key: "totalTtc", label: "Total TTC", kind: "money" },
];

/** GET /api/compta/factures (spec 03 section 2.15): the invoices of the period, both channels. */
export const COLONNES_FACTURES_COMPTA: ColonnesListe<FactureCompta> = [
  { key: "identifiant", label: "N° facture", kind: "text" },
  { key: "canal", label: "Canal", kind: "text", labels: LIBELLE_CANAL },
  { key: "client", label: "Client", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  ...COLONNES_TOTAUX,
];

/** GET /api/compta/avoirs: the credit notes of the period. */
export const COLONNES_AVOIRS_COMPTA: ColonnesListe<AvoirCompta> = [
  { key: "identifiant", label: "N° avoir", kind: "text" },
  { key: "client", label: "Client", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  { key: "description", label: "Description", kind: "text" },
  ...COLONNES_TOTAUX,
];

/** GET /api/compta/traites: the customer bills created (the history of /traite). */
export const COLONNES_TRAITES: ColonnesListe<LigneTraite> = [
  { key: "numEffet", label: "N° effet", kind: "text" },
  { key: "dateCreation", label: "Date", kind: "date" },
  { key: "client", label: "Client", kind: "text" },
  { key: "totalTtc", label: "Montant TTC", kind: "money" },
  { key: "nbDecoupe", label: "Nb échéances", kind: "integer" },
  { key: "echeances", label: "Échéances", kind: "text" },
];
