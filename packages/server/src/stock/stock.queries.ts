import { and, eq, isNull, sql } from "drizzle-orm";
import { centre, newHistoriqueConf, newStockProd } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/** What a piece entering the stock records of itself (its OF row). */
export interface PieceStock {
  numSachet: number;
  idStade: number;
  typeMetal: number;
  dim: string | null;
  poids: string | null;
  prixFact: string | null;
}

/** The product's description (centre), or null. */
export async function descriptionProduit(ex: Executor, idCentre: number): Promise<string | null> {
  const [row] = await ex
    .select({ description: centre.description })
    .from(centre)
    .where(eq(centre.idCentre, idCentre));
  return row?.description ?? null;
}

export async function deleteStockRow(tx: Tx, numSachet: number) {
  await tx.delete(newStockProd).where(eq(newStockProd.of, numSachet));
}

/** A new stock row, or the same row entered again today (its tray forgotten). */
export async function upsertStockRow(tx: Tx, numSachet: number) {
  await tx
    .insert(newStockProd)
    .values({ of: numSachet })
    .onConflictDoUpdate({ target: newStockProd.of, set: { dateEntree: sql`current_date`, plateau: null } });
}

/** The piece's open stays end today (never before they began). */
export async function fermerSejours(tx: Tx, numSachet: number) {
  await tx
    .update(newHistoriqueConf)
    .set({ dateSortie: sql`greatest(current_date, ${newHistoriqueConf.dateEntree})` })
    .where(and(eq(newHistoriqueConf.of, numSachet), isNull(newHistoriqueConf.dateSortie)));
}

export async function insertSejour(tx: Tx, values: typeof newHistoriqueConf.$inferInsert) {
  await tx.insert(newHistoriqueConf).values(values);
}
