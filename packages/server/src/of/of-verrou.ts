import { isOfVerrouille, MSG_OF_NON_EDITABLE, MSG_OF_NON_TROUVE } from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";
import { BusinessError } from "../http/errors.ts";

/**
 * Every write to an OF goes through here, inside its transaction: the row is locked (FOR UPDATE, so
 * two people cannot change it at once) and an invoiced OF (600) is refused whatever the client sent.
 * Returns the current row.
 */
export async function lockOfForChange(tx: Tx, numSachet: number) {
  const rows = await tx.select().from(of).where(eq(of.numSachet, numSachet)).for("update");
  const row = rows[0];
  if (!row) throw new BusinessError(404, MSG_OF_NON_TROUVE, undefined, "OF_NON_TROUVE");
  if (isOfVerrouille(row.statut))
    throw new BusinessError(409, MSG_OF_NON_EDITABLE, undefined, "OF_VERROUILLE");
  return row;
}
