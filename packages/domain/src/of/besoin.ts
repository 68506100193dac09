import { z } from "zod";
import { STATUT } from "../noyau-of/index.ts";
import {
  addDays,
  avecPeriodeOrdonnee,
  completerPeriode,
  type DecimalInput,
  identifiantTexte,
  isValidIsoDate,
  type Periode,
  periodeOptionnelleShape,
  sum,
  texte,
  toDecimalString,
} from "../shared/index.ts";

/**
 * Spec 03 section 2.14, /of/besoin: the stones the production still needs. A need row is one stone
 * of the catalogue in one quality (the fields of spec 03 section 3: qte, forme, dim1, description),
 * summed over the stone lines of the products of the OFs to deliver in the period: quantity = the
 * stones, total weight = their carats. The detail lists the OFs that need it.
 *
 * Which OFs: delivery date in the period, not yet made (created or in the workshop: statut below 500,
 * a finished piece has its stones), and not on stones the client supplies (pierres_clt = 1: nothing
 * to buy, as their price leaves the stones out).
 */
export const BESOIN_JOURS_PAR_DEFAUT = 14;

export function isOfEnBesoin(statut: number): boolean {
  return statut < STATUT.fabrique;
}

/** Spec 03 section 9: from today to today + 14 days. */
export function defaultPeriodeBesoin(todayIso: string): { debut: string; fin: string } {
  if (!isValidIsoDate(todayIso)) throw new RangeError(`Invalid ISO date: "${todayIso}"`);
  return { debut: todayIso, fin: addDays(todayIso, BESOIN_JOURS_PAR_DEFAUT) };
}

export const MSG_BESOIN_CLE_INVALIDE = "Besoin inconnu.";
export const MSG_BESOIN_CLIENT_INVALIDE = "Client invalide.";

/** The key of a need row: the stone and the quality ("12-3"; "12-0" when the line has no quality). */
export function cleBesoin(idPierre: number, idQual: number | null): string {
  return `${idPierre}-${idQual ?? 0}`;
}

export function parseCleBesoin(cle: string): { idPierre: number; idQual: number | null } | null {
  const m = /^([1-9]\d{0,8})-(0|[1-9]\d{0,8})$/.exec(cle);
  if (!m) return null;
  const idQual = Number(m[2]);
  return { idPierre: Number(m[1]), idQual: idQual === 0 ? null : idQual };
}

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const periode = periodeOptionnelleShape();
const besoinsFiltreSchema = z.object({
  debut: z.preprocess(blankToUndefined, periode.debut),
  fin: z.preprocess(blankToUndefined, periode.fin),
  client: z.preprocess(blankToUndefined, identifiantTexte(MSG_BESOIN_CLIENT_INVALIDE).optional()),
});

/** GET /api/of/besoins: a period (today .. today + 14 by default) and an optional client. */
export const besoinsQuerySchema = avecPeriodeOrdonnee(besoinsFiltreSchema);
export type BesoinsQuery = z.output<typeof besoinsQuerySchema>;

/** GET /api/of/besoins/detail: the same request and the key of the chosen row. */
export const besoinDetailQuerySchema = avecPeriodeOrdonnee(
  besoinsFiltreSchema.extend({
    cle: texte(MSG_BESOIN_CLE_INVALIDE).refine((c) => parseCleBesoin(c) !== null, MSG_BESOIN_CLE_INVALIDE),
  }),
);
export type BesoinDetailQuery = z.output<typeof besoinDetailQuerySchema>;

/** The dates given, the default period for the missing ones. */
export function resolvePeriodeBesoin(
  q: { debut?: string | undefined; fin?: string | undefined },
  todayIso: string,
): Periode {
  return completerPeriode(q, defaultPeriodeBesoin(todayIso));
}

export type LigneBesoin = {
  cle: string;
  /** Stones needed. */
  quantite: number;
  /** The stone and its quality, e.g. "Diamant Rond 1,5 mm – VS". */
  description: string;
  /** Carats, 3 decimals ("1.250"). */
  poidsTotal: string;
  /** OFs that need it. */
  nbOf: number;
  /** A lot of this stone is in stock with a remaining weight (issue 13, pierres). */
  enStock: boolean;
};

export type OfBesoin = {
  numSachet: number;
  dateLivr: string | null;
  ref: string | null;
  client: string;
  libelleStatut: string;
  /** This OF's stones of the row, and their carats. */
  quantite: number;
  poids: string;
};

export interface Besoins {
  debut: string;
  fin: string;
  lignes: LigneBesoin[];
}

/** The totals of a need from its OFs: what the row must show (the server's two queries agree on it). */
export function totalBesoin(ofs: ReadonlyArray<{ quantite: number; poids: DecimalInput }>): {
  quantite: number;
  poidsTotal: string;
} {
  return {
    quantite: ofs.reduce((n, o) => n + o.quantite, 0),
    poidsTotal: toDecimalString(sum(ofs.map((o) => o.poids)), 3),
  };
}
