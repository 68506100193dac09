// Sums of the reconciliation checks, written the same way on both sides: the old FLOAT/DOUBLE values
// read at full precision (`col + 0e0`: the binary value as a DOUBLE, written out in full, not a FLOAT's
// 6-digit text) and rounded half away from zero at the column's scale (as the old PHP and the import
// round them), Écrin's exact NUMERIC as is.

/** MySQL: one old number (FLOAT, DOUBLE or DECIMAL column) at full precision, rounded at `scale`. */
export function oldValue(column: string, scale: number): string {
  return `round(cast(cast(\`${column}\` + 0e0 as char) as decimal(65,30)), ${scale})`;
}

/** MySQL: sum of `expr` (a column or `a - b` of columns) rounded at `scale`, as DECIMAL text. */
export function oldSum(columns: string | [string, string], scale: number): string {
  const e =
    typeof columns === "string"
      ? oldValue(columns, scale)
      : `${oldValue(columns[0], scale)} - ${oldValue(columns[1], scale)}`;
  return `cast(coalesce(sum(${e}), 0) as decimal(20,${scale}))`;
}
/** PostgreSQL: the same sum on Écrin's NUMERIC columns, as text. */
export function ecrinSum(columns: string | [string, string], scale: number): string {
  const e = typeof columns === "string" ? `"${columns}"` : `"${columns[0]}" - "${columns[1]}"`;
  return `coalesce(sum(${e}), 0)::numeric(20,${scale})::text`;
}
