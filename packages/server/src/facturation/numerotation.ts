import { eq, max } from "drizzle-orm";
import { avoir, facture, factureExtensia, numerotation } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";

/** The numbering series (rows of `numerotation`) and the key that carries the number. */
const SERIES = {
  facture: facture.idFact,
  facture_extensia: factureExtensia.idFact,
  avoir: avoir.idAvoir,
} as const;
type Serie = keyof typeof SERIES;

/**
 * The next number of a series, inside the caller's transaction. The series row is locked FOR UPDATE
 * until the transaction ends, so concurrent invoicings take their numbers one after the other, and a
 * rolled-back transaction gives its number back: continuous, no gap, no duplicate (migration 0003).
 * The caller inserts the document with this number as its key before committing.
 */
export async function prochainNumero(tx: Tx, serie: Serie): Promise<number> {
  await tx.select().from(numerotation).where(eq(numerotation.serie, serie)).for("update");
  const cle = SERIES[serie];
  const [row] = await tx.select({ dernier: max(cle) }).from(cle.table);
  return (row?.dernier ?? 0) + 1;
}
