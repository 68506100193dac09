import type { Settings } from "@ecrin/domain";
import { parametre } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";

/**
 * The settings a demo company has filled in that a fresh install leaves to its owner: the seller's
 * bank domiciliation of the LCR remittances (empty, a remittance is refused), the refiner's supplier
 * record (issue 25 point 3). Written when absent only,
 * so a setting already made is kept.
 */
export const REGLAGES_DEMO: Partial<Settings> = {
  lcrDomiciliation: "BNP PARIBAS PARIS OPERA",
  // The refiner the register names (with its address): supplier 3, "Affinerie Cookson-Clal".
  fournisseurAffineur: 3,
};

export async function ecrireReglagesDemo(tx: Tx): Promise<void> {
  await tx
    .insert(parametre)
    .values(Object.entries(REGLAGES_DEMO).map(([cle, valeur]) => ({ cle, valeur: String(valeur) })))
    .onConflictDoNothing();
}
