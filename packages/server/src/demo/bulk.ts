import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/** A cell: numbers for integer columns, strings for decimals, dates and text, null for NULL. */
type Cell = string | number | boolean | null;

/** Makes one table's bulk writer on the load's executor and batch size (see `demoTables`). */
export type NewTable = (name: string, cols: Array<[string, string]>, parents?: BulkTable[]) => BulkTable;

/**
 * Buffered multi-row insert of one table, column by column:
 * `insert into t (a, b) select * from unnest($1::int[], $2::numeric[])`, one parameter per column,
 * so a batch of thousands of rows is one short statement on PostgreSQL and on PGlite alike.
 * Rows carry their ids (the generator assigns them); a table flushes its parents first so foreign
 * keys always find their row. Memory stays bounded by the batch size.
 */
export class BulkTable {
  private readonly buffers: Cell[][];
  private rows = 0;
  /** Rows written so far (for the report). */
  written = 0;

  constructor(
    private readonly ex: Executor,
    readonly table: string,
    private readonly columns: ReadonlyArray<readonly [name: string, pgType: string]>,
    private readonly parents: readonly BulkTable[] = [],
    private readonly batchSize = 5000,
  ) {
    this.buffers = columns.map(() => []);
  }

  async add(row: readonly Cell[]): Promise<void> {
    if (row.length !== this.columns.length) {
      throw new RangeError(`${this.table}: ${row.length} values for ${this.columns.length} columns`);
    }
    for (let i = 0; i < row.length; i++) this.buffers[i]!.push(row[i]!);
    this.rows++;
    if (this.rows >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    for (const p of this.parents) await p.flush();
    if (this.rows === 0) return;
    const cols = sql.join(
      this.columns.map(([name]) => sql.identifier(name)),
      sql`, `,
    );
    const arrays: SQL[] = this.columns.map(
      ([, type], i) => sql`${arrayLiteral(this.buffers[i]!)}::${sql.raw(type)}[]`,
    );
    await this.ex.execute(
      sql`insert into ${sql.identifier(this.table)} (${cols}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
    this.written += this.rows;
    for (const b of this.buffers) b.length = 0;
    this.rows = 0;
  }
}

/** PostgreSQL array literal: {1,"a \"b\"",NULL}. */
function arrayLiteral(values: readonly Cell[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = "NULL";
    else if (typeof v === "number") parts[i] = String(v);
    else if (typeof v === "boolean") parts[i] = v ? "t" : "f";
    else parts[i] = `"${v.replace(/[\\"]/g, "\\$&")}"`;
  }
  return `{${parts.join(",")}}`;
}
