import { msgOfsPretsAFacturer, REFUS_OF_NON_TROUVE, refusPretAFacturer, STATUT } from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { changerStatuts } from "../noyau-of/index.ts";
import { lockOfsAFacturer } from "./pret-a-facturer.queries.ts";

/**
 * "Prêt à facturer" (575) of one OF (/finaliser) or of a selection (/filter), in one transaction: every
 * OF is checked (finalised, priced, weighed) before any moves, so one refusal moves none.
 */
export function passerPretAFacturer(ctx: AppContext, idUser: number, numSachets: readonly number[]) {
  const nums = [...new Set(numSachets)].sort((a, b) => a - b);
  return withTx(ctx.db, idUser, async (tx) => {
    const rows = await lockOfsAFacturer(tx, nums);
    if (rows.length !== nums.length) refus(REFUS_OF_NON_TROUVE);
    for (const row of rows) {
      const r = refusPretAFacturer(row);
      if (r) refus(r);
    }
    await changerStatuts(tx, nums, STATUT.pretAFacturer, "pretAFacturer");
    return { ofs: nums, message: msgOfsPretsAFacturer(nums) };
  });
}
