import { z } from "zod";
import type { Canal } from "../facturation/index.ts";
import { filtreStatutDocumentSchema, type StatutPlateformeDocument } from "../plateforme/index.ts";
import {
  addDays,
  avecPeriodeOrdonnee,
  type DecimalInput,
  identifiantTexte,
  isValidIsoDate,
  listQuerySchema,
  periodeShape,
  startOfMonth,
  sub,
  sum,
  toFixed2,
} from "../shared/index.ts";

/**
 * Spec 03 sections 2.15, 3, 7 and 9, /compta: the invoices (both channels) and the credit notes of a
 * period, filtered by client (a group takes in its agencies) and VAT rate, with their totals and the
 * balance (invoices minus credit notes). Every document total is totauxDocument's (lines + port, VAT
 * half-up to the cent), the same as on the PDFs and in the exports.
 *
 * A credit note carries no VAT rate: it takes the rate of the invoice it corrects, else the normal
 * rate (the highest rate of the tva table).
 */

/** Spec 03 section 9: the end date defaults to today + 30 days. */
export const COMPTA_JOURS_APRES = 30;

/**
 * The start date is not given by the spec: the 1st of the current month, as accounts are kept and
 * exported month by month.
 */
export function defaultPeriodeCompta(todayIso: string): { debut: string; fin: string } {
  if (!isValidIsoDate(todayIso)) throw new RangeError(`Invalid ISO date: "${todayIso}"`);
  return { debut: startOfMonth(todayIso), fin: addDays(todayIso, COMPTA_JOURS_APRES) };
}

export const MSG_COMPTA_CLIENT_INVALIDE = "Client invalide.";
export const MSG_COMPTA_TVA_INVALIDE = "Taux de TVA invalide.";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const idOptionnel = (message: string) => z.preprocess(blankToUndefined, identifiantTexte(message).optional());
const periode = periodeShape();
const filtreShape = {
  ...periode,
  client: idOptionnel(MSG_COMPTA_CLIENT_INVALIDE),
  /** id_tva of the reference list: the documents at that rate. */
  tva: idOptionnel(MSG_COMPTA_TVA_INVALIDE),
};

/** The filters of /compta (PUT compta/liste.php: client, debut, fin, tva). */
export const comptaFiltreSchema = avecPeriodeOrdonnee(z.object(filtreShape));
export type ComptaFiltre = z.output<typeof comptaFiltreSchema>;

export const TRIS_FACTURES_COMPTA = [
  "identifiant",
  "numero",
  "canal",
  "client",
  "date",
  "totalHt",
  "statut",
] as const;
export type TriFactureCompta = (typeof TRIS_FACTURES_COMPTA)[number];
export const TRIS_AVOIRS_COMPTA = ["identifiant", "numero", "client", "date", "totalHt", "statut"] as const;
export type TriAvoirCompta = (typeof TRIS_AVOIRS_COMPTA)[number];

export const facturesComptaQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(TRIS_FACTURES_COMPTA, "date").extend({
    ...filtreShape,
    statut: filtreStatutDocumentSchema,
  }),
);
export type FacturesComptaQuery = z.output<typeof facturesComptaQuerySchema>;

export const avoirsComptaQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(TRIS_AVOIRS_COMPTA, "date").extend({ ...filtreShape, statut: filtreStatutDocumentSchema }),
);
export type AvoirsComptaQuery = z.output<typeof avoirsComptaQuerySchema>;

/** The exports cover the whole sales journal of a period: no client or VAT filter. */
export const exportComptaQuerySchema = avecPeriodeOrdonnee(z.object(periode));
export type ExportComptaQuery = z.output<typeof exportComptaQuerySchema>;

export interface TotauxLigne {
  totalHt: string;
  tva: string;
  totalTtc: string;
}

/**
 * An invoice row of /compta: id = "canal-numero" (each channel numbers its own invoices), with its
 * life on the approved platform (issue 30.3: last status, date, reason; the outbox state).
 */
export interface FactureCompta extends TotauxLigne, StatutPlateformeDocument {
  id: string;
  canal: Canal;
  numero: number;
  /** The document's one printed identifier ("F185", "FX185"), as on its PDF, XML and FEC line. */
  identifiant: string;
  idClient: number;
  /** Nom_agence. */
  client: string;
  date: string;
  tauxTva: string;
}

export interface AvoirCompta extends TotauxLigne, StatutPlateformeDocument {
  id: number;
  numero: number;
  /** "AV54", as on its PDF, XML and FEC line. */
  identifiant: string;
  idClient: number;
  client: string;
  date: string;
  ref: string | null;
  description: string;
  tauxTva: string;
}

export function idFactureCompta(canal: Canal, numero: number): string {
  return `${canal}-${numero}`;
}

export interface TotauxCompta extends TotauxLigne {
  nombre: number;
}

/** Count and sums of documents (or of a selection of rows). */
export function cumulTotaux(docs: readonly TotauxLigne[]): TotauxCompta {
  const somme = (pick: (d: TotauxLigne) => DecimalInput) => toFixed2(sum(docs.map(pick)));
  return {
    nombre: docs.length,
    totalHt: somme((d) => d.totalHt),
    tva: somme((d) => d.tva),
    totalTtc: somme((d) => d.totalTtc),
  };
}

export interface SoldeCompta {
  factures: TotauxCompta;
  avoirs: TotauxCompta;
  /** Spec 03 section 2.15: invoices minus credit notes. */
  solde: TotauxLigne;
}

export function soldeCompta(factures: TotauxCompta, avoirs: TotauxCompta): SoldeCompta {
  const moins = (a: string, b: string) => toFixed2(sub(a, b));
  return {
    factures,
    avoirs,
    solde: {
      totalHt: moins(factures.totalHt, avoirs.totalHt),
      tva: moins(factures.tva, avoirs.tva),
      totalTtc: moins(factures.totalTtc, avoirs.totalTtc),
    },
  };
}

/** The invoice numbers of a selection, per channel (each channel prints through its own PDF). */
export function numerosParCanal(rows: readonly Pick<FactureCompta, "canal" | "numero">[]) {
  const out: Record<Canal, number[]> = { standard: [], alternatif: [] };
  for (const r of rows) out[r.canal].push(r.numero);
  for (const c of Object.keys(out) as Canal[]) out[c].sort((a, b) => a - b);
  return out;
}

/** Said once after an export (issue 27.4), word for word on screen. */
export const msgFichierTelecharge = (nom: string) => `Fichier ${nom} téléchargé.`;
