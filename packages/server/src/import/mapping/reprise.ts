import type { ColumnMap } from "../types.ts";

/**
 * The `reprise` flag of a table whose negative corrections are kept as they are (migration 0030): false,
 * set by the row converter when a column marked `negatif` holds a negative the checks would refuse.
 */
export const REPRISE: ColumnMap = { from: "", to: "reprise", conv: { kind: "const", value: false } };
