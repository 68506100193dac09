import { dec, TEXTE_AFFICHE_MAX } from "@ecrin/domain";
import { convert } from "./convert.ts";
import type { TableReport } from "./report.ts";
import type { ColumnMap, TableMap, Value } from "./types.ts";

/** An Écrin column as the import needs it (from information_schema). */
export interface PgColumn {
  notNull: boolean;
  /** data_type: "numeric", "integer", "text", "character varying", "date", "boolean"... */
  type: string;
  /** Length of a varchar column. */
  max: number | null;
}

/** Where a mapped column sits in the old row read, and its MySQL text form for a FLOAT/DOUBLE. */
export interface ReadColumn {
  map: ColumnMap;
  at: number | null;
  textAt: number | null;
  /** Read through the mapping's `aDefaut` expression (the old column is absent): what it reads, in French. */
  aDefaut?: string;
}

/** A required date the old system left at zero, when neither the row nor an earlier row gives one. */
const DATE_PAR_DEFAUT = "2000-01-01";

/** The value of an empty required column, by Écrin type (a reference is never invented: see convertRow). */
function valeurVide(type: string, scale: number): Value {
  if (type === "numeric") return (0).toFixed(scale);
  if (type === "integer" || type === "smallint" || type === "bigint") return 0;
  if (type === "boolean") return false;
  return "";
}

/**
 * The old rows of one table into Écrin values, by decisions instead of errors (issue 26): each old value
 * converted, then a required date left at zero takes another date of the row or the previous row's,
 * an empty required value its type's zero (a required reference: the row is skipped), a negative
 * correction moves to its opposite column, and the mapping's fixes run; each decision is reported.
 */
export class RowConverter {
  private readonly lastDate = new Map<string, string>();

  constructor(
    private readonly m: TableMap,
    private readonly cols: ReadColumn[],
    private readonly pg: Map<string, PgColumn>,
    private readonly report: TableReport,
  ) {}

  convertRow(id: string, raw: unknown[]): Record<string, Value> | null {
    const { m, report } = this;
    const values: Record<string, Value> = { [m.key.to]: Number(raw[0]) };
    const read: Record<string, unknown> = {};
    for (const rc of this.cols) {
      const c = rc.map;
      const pgc = this.pg.get(c.to);
      const max = pgc?.max ?? (pgc?.type === "text" ? TEXTE_AFFICHE_MAX : undefined);
      const source = rc.at === null ? null : raw[rc.at];
      read[c.to] = source;
      const out = convert(source, c.conv, rc.textAt === null ? undefined : raw[rc.textAt], max);
      if (out.adjusted)
        report.adjusted.push({ id, kind: out.kind ?? "correction", column: c.to, change: out.adjusted });
      values[c.to] = out.value ?? c.ifNull ?? null;
      if (rc.aDefaut && out.value !== null)
        report.adjusted.push({
          id,
          kind: "correction",
          column: c.to,
          change: `${c.from} absente de l'ancienne base → ${rc.aDefaut} ${String(out.value)}`,
        });
    }
    if (!this.dates(id, values, read) || !this.required(id, values)) return null;
    this.negatives(id, values);
    for (const fix of m.fixes ?? []) {
      const f = fix(values);
      if (!f) continue;
      if ("skip" in f) {
        report.skipped.push({ id, kind: f.kind ?? "correction", reason: f.skip });
        return null;
      }
      report.adjusted.push({ id, kind: f.kind ?? "correction", column: f.column, change: f.change });
    }
    return values;
  }

  /** A required date at zero: another date of the same row, else the previous row's, else 2000-01-01. */
  private dates(id: string, values: Record<string, Value>, read: Record<string, unknown>): boolean {
    const dateCols = this.cols.map((rc) => rc.map).filter((c) => c.conv.kind === "date");
    for (const c of dateCols) {
      const required = (c.conv.kind === "date" && c.conv.required) || this.pg.get(c.to)?.notNull;
      const v = values[c.to];
      if (typeof v === "string") {
        if (required) this.lastDate.set(c.to, v);
        continue;
      }
      if (!required) continue;
      const other = dateCols.find((o) => o !== c && typeof values[o.to] === "string");
      const previous = this.lastDate.get(c.to);
      const [date, source] = other
        ? [values[other.to] as string, `la date ${other.to} de la ligne`]
        : previous
          ? [previous, "la date de la ligne précédente"]
          : [DATE_PAR_DEFAUT, "aucune date connue"];
      values[c.to] = date;
      this.report.adjusted.push({
        id,
        kind: "date_zero",
        column: c.to,
        change: `« ${String(read[c.to] ?? "NULL")} » → ${date} (${source})`,
      });
    }
    return true;
  }

  /** An empty required column: its type's zero; an empty required reference skips the row. */
  private required(id: string, values: Record<string, Value>): boolean {
    for (const rc of this.cols) {
      const c = rc.map;
      const pgc = this.pg.get(c.to);
      if (values[c.to] !== null || !pgc?.notNull) continue;
      if (c.ref && !c.ref.nullable) {
        this.report.skipped.push({
          id,
          kind: "vide_obligatoire",
          reason: `${c.from} vide (référence obligatoire vers ${c.ref.table})`,
        });
        return false;
      }
      const v = valeurVide(pgc.type, c.conv.kind === "decimal" ? c.conv.scale : 0);
      values[c.to] = v;
      this.report.adjusted.push({
        id,
        kind: "vide_obligatoire",
        column: c.to,
        change: `vide → ${String(v)}`,
      });
    }
    return true;
  }

  /**
   * A negative correction Écrin's checks refuse: kept as it is, the row flagged `reprise` (the checks of
   * migration 0030 let a flagged row through), reported.
   */
  private negatives(id: string, values: Record<string, Value>): void {
    for (const rc of this.cols) {
      const c = rc.map;
      const v = values[c.to];
      if (!c.negatif || typeof v !== "string" || !dec(v).lessThan(0)) continue;
      if (c.negatif === "reprise_sous_moins_un" && dec(v).greaterThan(-1)) continue;
      values.reprise = true;
      this.report.adjusted.push({
        id,
        kind: "negatif",
        column: c.to,
        change: `${v} gardé tel quel (correction de l'ancien système, ligne marquée reprise)`,
      });
    }
  }
}
