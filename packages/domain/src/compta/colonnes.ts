import { LIBELLE_CANAL } from "../facturation/index.ts";
import {
  ETATS_ENVOI,
  LIBELLES_STATUT_PLATEFORME,
  type StatutPlateformeDocument,
} from "../plateforme/index.ts";
import type { ColonnesListe } from "../shared/index.ts";
import type { AvoirCompta, FactureCompta, TotauxLigne } from "./liste.ts";
import type { LigneTraite } from "./traites-liste.ts";

const COLONNES_TOTAUX: ColonnesListe<TotauxLigne> = [
  { key: "totalHt", label: "Total HT", kind: "money" },
  { key: "tva", label: "TVA", kind: "money" },
  { key: "totalTtc", label: "Total TTC", kind: "money" },
];

/**
 * A document's life on the approved platform (issue 30.3): its last lifecycle status ("210 Refusée"),
 * when, the platform's reason, and the outbox state ("Destinataire non joignable").
 */
const COLONNES_PLATEFORME: ColonnesListe<StatutPlateformeDocument> = [
  { key: "statut", label: "Statut plateforme", kind: "text", labels: LIBELLES_STATUT_PLATEFORME },
  { key: "statutLe", label: "Statut le", kind: "datetime" },
  { key: "motif", label: "Motif plateforme", kind: "text" },
  { key: "envoi", label: "Envoi plateforme", kind: "text", labels: ETATS_ENVOI },
];

/** GET /api/compta/factures (spec 03 section 2.15): the invoices of the period, both channels. */
export const COLONNES_FACTURES_COMPTA: ColonnesListe<FactureCompta> = [
  { key: "identifiant", label: "N° facture", kind: "text" },
  { key: "canal", label: "Canal", kind: "text", labels: LIBELLE_CANAL },
  { key: "client", label: "Client", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  ...COLONNES_TOTAUX,
  ...COLONNES_PLATEFORME,
];

/** GET /api/compta/avoirs: the credit notes of the period. */
export const COLONNES_AVOIRS_COMPTA: ColonnesListe<AvoirCompta> = [
  { key: "identifiant", label: "N° avoir", kind: "text" },
  { key: "client", label: "Client", kind: "text" },
  { key: "date", label: "Date", kind: "date" },
  { key: "description", label: "Description", kind: "text" },
  ...COLONNES_TOTAUX,
  ...COLONNES_PLATEFORME,
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
