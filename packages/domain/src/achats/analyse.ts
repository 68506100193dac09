import type { z } from "zod";
import { avecPeriodeOrdonnee, type ColonnesListe, listQuerySchema, periodeShape } from "../shared/index.ts";

/**
 * Approved purchases per supplier and month (issue 30 point 4), under "Factures fournisseurs": the
 * supplier invoices approved (205), grouped by supplier (its record in Écrin, else the seller's SIREN
 * and name as received) and by the month of the invoice's date (BT-2); HT, VAT, TTC summed exactly.
 * A supplier's credit note (BT-3 = 381) counts negative.
 */
export interface LigneAchatsFournisseurMois {
  /** "2026-11|four:12" or "2026-11|siren:552100554": one row per month and supplier. */
  id: string;
  /** "11/2026". */
  mois: string;
  fournisseur: string;
  siren: string | null;
  nombre: number;
  ht: string;
  tva: string;
  ttc: string;
}

export const COLONNES_ACHATS_FOURNISSEUR_MOIS: ColonnesListe<LigneAchatsFournisseurMois> = [
  { key: "mois", label: "Mois", kind: "text" },
  { key: "fournisseur", label: "Fournisseur", kind: "text" },
  { key: "siren", label: "SIREN", kind: "text" },
  { key: "nombre", label: "Factures", kind: "integer" },
  { key: "ht", label: "HT", kind: "money" },
  { key: "tva", label: "TVA", kind: "money" },
  { key: "ttc", label: "TTC", kind: "money" },
];

export const TRIS_ACHATS_FOURNISSEUR_MOIS = ["mois", "fournisseur", "ht"] as const;

export const achatsFournisseurMoisQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(TRIS_ACHATS_FOURNISSEUR_MOIS, "mois").extend(periodeShape()),
);
export type AchatsFournisseurMoisQuery = z.output<typeof achatsFournisseurMoisQuerySchema>;
