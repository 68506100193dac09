import { asc, inArray } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";

/** The OFs to move, locked FOR UPDATE in number order (as changerStatuts locks them): what is checked. */
export function lockOfsAFacturer(tx: Tx, nums: readonly number[]) {
  return tx
    .select({ numSachet: of.numSachet, statut: of.statut, prixFact: of.prixFact, poids: of.poids })
    .from(of)
    .where(inArray(of.numSachet, [...nums]))
    .orderBy(asc(of.numSachet))
    .for("update");
}
