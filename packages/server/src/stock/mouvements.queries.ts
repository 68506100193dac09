import { and, eq, inArray, sql } from "drizzle-orm";
import { client, mouvementPlateau, newStockProd, of, plateau } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/** The selected OFs locked FOR UPDATE in number order, with whether each has its stock row. */
export async function lockPieces(tx: Tx, ofs: readonly number[]) {
  const nums = [...new Set(ofs)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(of)
    .where(inArray(of.numSachet, nums))
    .orderBy(of.numSachet)
    .for("update");
  const stock = await tx
    .select({ of: newStockProd.of, plateau: newStockProd.plateau })
    .from(newStockProd)
    .where(inArray(newStockProd.of, nums));
  const plateaux = new Map(stock.map((s) => [s.of, s.plateau]));
  return { nums, rows, plateaux };
}

export async function clientExiste(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      id: client.id,
      nomAgence: client.nomAgence,
      adresse: client.adresse,
      cp: client.cp,
      ville: client.ville,
    })
    .from(client)
    .where(eq(client.id, id));
  return row;
}

export async function plateauExiste(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: plateau.idPlateau, label: plateau.label })
    .from(plateau)
    .where(eq(plateau.idPlateau, id));
  return row;
}

/** The OF's fields a stock move writes (never its status: noyau-of/index.ts does). */
export async function majOf(tx: Tx, nums: readonly number[], set: Partial<typeof of.$inferInsert>) {
  if (nums.length === 0) return;
  await tx
    .update(of)
    .set(set)
    .where(inArray(of.numSachet, [...nums]));
}

export async function poserSurPlateau(
  tx: Tx,
  moves: { of: number; de: number | null }[],
  vers: number | null,
) {
  const bouges = moves.filter((m) => m.de !== vers);
  if (bouges.length === 0) return;
  await tx
    .update(newStockProd)
    .set({ plateau: vers })
    .where(
      inArray(
        newStockProd.of,
        bouges.map((m) => m.of),
      ),
    );
  await tx.insert(mouvementPlateau).values(bouges.map((m) => ({ of: m.of, de: m.de, vers })));
}

/** Clears the reservations of these stock pieces (0/none). */
export async function effacerReservations(tx: Tx, nums: readonly number[]) {
  await tx
    .update(of)
    .set({ ofReservation: null })
    .where(and(inArray(of.numSachet, [...nums]), sql`${of.ofReservation} is not null`));
}
