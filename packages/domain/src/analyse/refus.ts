import type { Refus } from "../shared/index.ts";

/** Every refusal of the analyses: a price or stock band that is not one of the table's. */
export type RefusAnalyse = Refus<"TRANCHE_INVALIDE">;
