import type { Refus } from "../shared/index.ts";

/**
 * The refusals of the accounting exports (issue 25 points 7 and 8): settings the files cannot hold,
 * clients whose id does not fit the account, entry numbers beyond Quadra's 5 digits.
 */
export type RefusExportCompta = Refus<
  "REGLAGES_COMPTA_INVALIDES" | "CLIENTS_SANS_COMPTE" | "TROP_D_ECRITURES_QUADRA"
>;
