import { REFUS_OF_NON_TROUVE, refusOfVerrouille } from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";
import { refus } from "../http/errors.ts";

export type OfRow = typeof of.$inferSelect;

/**
 * The OF's row locked FOR UPDATE (two people cannot change it at once), whatever its status: for the
 * status commands, whose transition table decides what an invoiced OF allows (see transitions.ts).
 */
export async function lockOf(tx: Tx, numSachet: number): Promise<OfRow> {
  const [row] = await tx.select().from(of).where(eq(of.numSachet, numSachet)).for("update");
  if (!row) refus(REFUS_OF_NON_TROUVE);
  return row;
}

/**
 * Every write to an OF goes through here, inside its transaction: the row is locked and an invoiced
 * OF (600) is refused whatever the client sent. Returns the current row.
 */
export async function lockOfForChange(tx: Tx, numSachet: number): Promise<OfRow> {
  const row = await lockOf(tx, numSachet);
  const verrou = refusOfVerrouille(row.statut);
  if (verrou) refus(verrou);
  return row;
}
