import type { Ecriture } from "./ecriture.ts";

/**
 * The entries of every journal in one order, the same at every export: by date, then by the journal's
 * place in the list of journals, then by the entry's number in its journal.
 */
export function ordonnerEcritures(journaux: readonly (readonly Ecriture[])[]): Ecriture[] {
  return journaux
    .flatMap((es, rang) => es.map((e) => ({ e, rang })))
    .sort((a, b) =>
      a.e.date !== b.e.date
        ? a.e.date < b.e.date
          ? -1
          : 1
        : a.rang - b.rang || a.e.numEcriture - b.e.numEcriture,
    )
    .map((x) => x.e);
}
