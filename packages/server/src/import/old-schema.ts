import type mysql from "mysql2/promise";
import type { TableMap } from "./types.ts";

interface OldColumn {
  name: string;
  type: string;
}

/**
 * The old database's tables and columns, read once (information_schema): each mapped column found
 * under its name or one of its aliases, every missing one listed at once, the old columns the import
 * does not read listed too, FLOAT/DOUBLE columns known (read at full precision).
 */
export class OldSchema {
  private readonly resolved = new Map<string, OldColumn>();
  /** Mapped columns absent from the old base that the mapping reads another way (`aDefaut`). */
  private readonly absent = new Set<string>();

  private constructor(private readonly tables: Map<string, Map<string, OldColumn>>) {}

  static async read(conn: mysql.Connection): Promise<OldSchema> {
    const [rows] = (await conn.query(
      "select table_name as t, column_name as c, data_type as d from information_schema.columns where table_schema = database()",
    )) as unknown as [{ t: string; c: string; d: string }[]];
    const tables = new Map<string, Map<string, OldColumn>>();
    for (const r of rows) {
      const t = tables.get(r.t.toLowerCase()) ?? new Map<string, OldColumn>();
      tables.set(r.t.toLowerCase(), t);
      t.set(r.c.toLowerCase(), { name: r.c, type: r.d.toLowerCase() });
    }
    return new OldSchema(tables);
  }

  /** Resolves every mapped column; returns the missing ones ("table.colonne"), all of them. */
  resolve(maps: TableMap[]): string[] {
    const missing: string[] = [];
    for (const m of maps) {
      const cols = this.tables.get(m.old.toLowerCase());
      if (!cols) {
        missing.push(`table ${m.old} absente`);
        continue;
      }
      const wanted = [
        { from: m.key.from, aliases: [] as string[] },
        ...m.columns.filter((c) => c.conv.kind !== "const"),
      ];
      for (const c of wanted) {
        const found = [c.from, ...(c.aliases ?? [])].map((n) => cols.get(n.toLowerCase())).find(Boolean);
        if (found) this.resolved.set(`${m.old}.${c.from}`, found);
        else if ("aDefaut" in c && c.aDefaut) this.absent.add(`${m.old}.${c.from}`);
        else
          missing.push(
            `${m.old}.${c.from}${c.aliases?.length ? ` (ni ${c.aliases.join(", ")})` : ""} absente`,
          );
      }
    }
    return missing;
  }

  /** Old columns of the mapped tables the import does not read ("table.colonne"). */
  unread(maps: TableMap[]): string[] {
    const out: string[] = [];
    for (const m of maps) {
      const read = new Set(
        [...this.resolved.entries()]
          .filter(([k]) => k.startsWith(`${m.old}.`))
          .map(([, v]) => v.name.toLowerCase()),
      );
      for (const c of this.tables.get(m.old.toLowerCase())?.values() ?? [])
        if (!read.has(c.name.toLowerCase())) out.push(`${m.old}.${c.name}`);
    }
    return [...new Set(out)];
  }

  /** The column's name in the old database (the alias found). */
  name(table: string, column: string): string {
    return this.resolved.get(`${table}.${column}`)?.name ?? column;
  }

  /** The old column is absent: the mapping's `aDefaut` expression is read instead. */
  isAbsent(table: string, column: string): boolean {
    return this.absent.has(`${table}.${column}`);
  }

  /** What the old base gives for a mapped column, in SQL: its name (escaped), or the `aDefaut` expression. */
  source(m: TableMap, column: string): string {
    const c = m.columns.find((x) => x.from === column);
    if (c?.aDefaut && this.isAbsent(m.old, column)) return c.aDefaut.sql;
    return `\`${this.name(m.old, column).replace(/`/g, "``")}\``;
  }

  isFloat(table: string, column: string): boolean {
    const t = this.resolved.get(`${table}.${column}`)?.type;
    return t === "float" || t === "double" || t === "real";
  }
}
