import { eq } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";

/**
 * The OF's weight alone, for a workshop command that leaves its status as it is (a cancelled return of
 * an OF still in fabrication), on an OF the caller has locked (lockOfForChange). A command that moves
 * the status writes the weight with it (changerStatut).
 */
export async function ecrirePoidsOf(tx: Tx, numSachet: number, poids: string | null): Promise<void> {
  await tx.update(of).set({ poids }).where(eq(of.numSachet, numSachet));
}
