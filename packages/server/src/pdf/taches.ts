import type { ColonnesListe, SourceJournal } from "@ecrin/domain";
import type { RenderOptions } from "bwip-js/node";
import type { DocumentTableau } from "./tableau-pages.ts";

/**
 * What the documents' pool sends to its worker (worker.ts), by structured clone: a PDF definition
 * (gabarit.ts makes it data), a long table laid out by pdfkit (tableau-pages.ts), a barcode's options, or the rows of a text export (issue 29.3: the FEC,
 * the Quadra file and every list's CSV are written off the request thread, like the PDFs; issue 29.1 B:
 * the accounting files cross as their journals' rows, their entries built in the worker too).
 */
export type TacheDocument =
  | { doc: unknown; xmp?: string }
  | { tableau: DocumentTableau }
  | { codeBarre: RenderOptions }
  /** The worker's warm-up: its fonts parsed, a small document of each kind laid out (pool.ts). */
  | { prechauffe: true }
  | TacheTexte;

export type TacheTexte =
  | { texte: "fec" | "quadra"; sources: readonly SourceJournal[] }
  | { texte: "csv"; colonnes: ColonnesListe; lignes: readonly unknown[][] };

/** A Decimal (decimal.js) loses its class in a structured clone: it crosses as its digits, tagged. */
const DECIMAL = "$ecrinDecimal";

const estDecimal = (v: unknown): v is { toFixed(): string } =>
  typeof v === "object" && v !== null && "toFixed" in v && "isFinite" in v;

/**
 * A list's rows as the CSV reads them: per row, the value of each column's key only (the CSV reads
 * nothing else), in the columns' order, a Decimal as its plain digits (toFixed: the same scale).
 */
export function depuisLignes<R>(colonnes: ColonnesListe<R>, rows: Iterable<R>): unknown[][] {
  const lignes: unknown[][] = [];
  for (const row of rows) {
    lignes.push(
      colonnes.map((c) => {
        const v = (row as Record<string, unknown>)[c.key];
        return estDecimal(v) ? { [DECIMAL]: v.toFixed() } : v;
      }),
    );
  }
  return lignes;
}

/** The rows back, in the worker: objects keyed by the columns, the Decimals restored by `dec`. */
export function versLignes(
  colonnes: ColonnesListe,
  lignes: readonly unknown[][],
  dec: (chiffres: string) => unknown,
): Record<string, unknown>[] {
  return lignes.map((l) =>
    Object.fromEntries(
      colonnes.map((c, i) => {
        const v = l[i];
        return [c.key, typeof v === "object" && v !== null && DECIMAL in v ? dec(String(v[DECIMAL])) : v];
      }),
    ),
  );
}
