// Sums of the reconciliation checks, written the same way on both sides: the old DOUBLE/FLOAT values
// read in their shortest decimal form (what the import reads) and rounded half up at the column's
// scale (as the import converts them), Écrin's exact NUMERIC as is.

/** MySQL: sum of `expr` (a column or `a - b` of columns) rounded at `scale`, as DECIMAL text. */
export function oldSum(columns: string | [string, string], scale: number): string {
  const r = (c: string) => `round(cast(cast(\`${c}\` as char) as decimal(30,10)), ${scale})`;
  const e = typeof columns === "string" ? r(columns) : `${r(columns[0])} - ${r(columns[1])}`;
  return `cast(coalesce(sum(${e}), 0) as decimal(20,${scale}))`;
}

/** PostgreSQL: the same sum on Écrin's NUMERIC columns, as text. */
export function ecrinSum(columns: string | [string, string], scale: number): string {
  const e = typeof columns === "string" ? `"${columns}"` : `"${columns[0]}" - "${columns[1]}"`;
  return `coalesce(sum(${e}), 0)::numeric(20,${scale})::text`;
}
