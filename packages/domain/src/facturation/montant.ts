import { z } from "zod";
import { parseDecimalFr, toFixed2 } from "../shared/index.ts";

/** NUMERIC(12,2): ten integer digits at most. */
const MONTANT_PLAFOND = "10000000000";

/**
 * An amount in euros typed by a person, strictly positive, in cents: "1 234,56", "1234.56", "12,3".
 * A third decimal is refused rather than silently rounded (the column keeps two). Yields "1234.56".
 */
export function montantPositif(msgs: { required: string; invalid: string }) {
  return z.union([z.string(), z.number()], { error: msgs.required }).transform((v, ctx) => {
    const texte = String(v).trim();
    if (texte === "") {
      ctx.addIssue({ code: "custom", message: msgs.required });
      return z.NEVER;
    }
    const d = parseDecimalFr(texte);
    if (d === null || d.lte(0) || d.decimalPlaces() > 2 || d.gte(MONTANT_PLAFOND)) {
      ctx.addIssue({ code: "custom", message: msgs.invalid });
      return z.NEVER;
    }
    return toFixed2(d);
  });
}
