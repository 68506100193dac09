/**
 * Import speed tool (issue 19; not a CI test): exports Écrin's large demo database (ecrin_bench, read
 * only) into a MariaDB database with the OLD schema derived from MAPPING (old table and column names,
 * MySQL types from each conversion: decimal → DOUBLE, date → DATE with the zero date for NULL,
 * texte → VARCHAR/TEXT latin1, int → INT with 0 for "none"), then times `import:legacy` into a fresh
 * PostgreSQL database and prints the rows per second of each table.
 *
 *   npm run import:bench -w @ecrin/server -- [--source postgres://…/ecrin_bench] [--mysql mysql://root@127.0.0.1:3306]
 *     [--only t1,t2] [--skip-export] [--keep] [--ancienne nom_base] [--pglite]
 *
 * `--pglite` imports into a fresh embedded database (a temporary folder) instead of PostgreSQL; the
 * peak resident memory of the import's process (export and initdb apart) is printed at the end, and after each table the
 * peak since the previous line with what it held then (JS heap, buffers, PGlite's WASM memory).
 * `--rapport fichier.csv` writes the detailed report (to compare two runs).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import mysql from "mysql2/promise";
import pg from "pg";
import { DEFAULT_BENCH_URL } from "../bench/database.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { importLegacy, reportCsv } from "./import-legacy.ts";
import { MAPPING } from "./mapping/index.ts";
import type { Conversion, TableMap } from "./types.ts";

const BATCH = 2000;

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

const { values: args } = parseArgs({
  options: {
    source: { type: "string", default: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL },
    mysql: { type: "string", default: "mysql://root@127.0.0.1:3306" },
    only: { type: "string" },
    "skip-export": { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    ancienne: { type: "string", default: "ecrin_bench_ancien" },
    pglite: { type: "boolean", default: false },
    rapport: { type: "string" },
    /** Internal: the step a child process runs (the export, or a fresh PGlite's creation in this folder). */
    "export-seul": { type: "boolean", default: false },
    "creer-pglite": { type: "string" },
  },
});
const OLD_DB = args.ancienne;

interface OldColumn {
  name: string;
  /** Écrin's column it is read from. */
  from: string;
  conv: Conversion;
}

/** The old columns of a mapped table: the key, then every column read (once per old name). */
function oldColumns(m: TableMap, textKey: boolean): OldColumn[] {
  const key: Conversion = textKey ? { kind: "texte", max: 255 } : { kind: "int" };
  const out: OldColumn[] = [{ name: m.key.from, from: m.key.to, conv: key }];
  for (const c of m.columns)
    if (c.conv.kind !== "const" && !out.some((o) => o.name === c.from))
      out.push({ name: c.from, from: c.to, conv: c.conv });
  return out;
}

/** The MySQL type the old system used for a conversion. */
function mysqlType(c: Conversion): string {
  switch (c.kind) {
    case "int":
    case "ref0":
      return "INT";
    case "date":
      return "DATE";
    case "decimal":
      return "DOUBLE";
    case "flag01":
    case "bool01":
      return "TINYINT";
    case "texte":
      return c.max && c.max <= 255 ? `VARCHAR(${c.max})` : "TEXT";
    case "const":
      throw new Error("une constante n'a pas de colonne dans l'ancienne base");
  }
}

/** Écrin's value (as text) back to what the old system stored. */
function oldValue(v: string | null, c: Conversion): string | number | null {
  switch (c.kind) {
    case "int":
      return v === null ? null : Number(v);
    case "ref0":
      return v === null ? (c.none?.[0] ?? 0) : Number(v);
    case "date":
      return v ?? "0000-00-00";
    case "decimal":
      return v === null ? null : Number(v);
    case "flag01":
    case "bool01":
      return v === "true" || v === "1" ? 1 : 0;
    case "texte":
      return v ?? (c.nullIfEmpty ? "" : null);
    case "const":
      return null;
  }
}

async function exportTable(source: pg.Pool, target: mysql.Connection, m: TableMap): Promise<number> {
  const { rows: types } = await source.query<{ t: string }>(
    "select data_type as t from information_schema.columns where table_name = $1 and column_name = $2",
    [m.table, m.key.to],
  );
  const cols = oldColumns(m, !/int/.test(types[0]?.t ?? "integer"));
  await target.query(`drop table if exists ${target.escapeId(m.old)}`);
  await target.query(
    `create table ${target.escapeId(m.old)} (${cols
      .map((c, i) => `${target.escapeId(c.name)} ${mysqlType(c.conv)}${i === 0 ? " primary key" : ""}`)
      .join(", ")}) engine=InnoDB default charset latin1`,
  );
  const select = cols.map((c) => `${ident(c.from)}::text`).join(", ");
  // Qualified: the output column `key::text` has the same name and would sort as text.
  const key = `t.${ident(m.key.to)}`;
  const table = ident(m.table);
  const insert = `insert into ${target.escapeId(m.old)} (${cols.map((c) => target.escapeId(c.name)).join(", ")}) values ?`;
  let last: string | null = null;
  let n = 0;
  for (;;) {
    const res: pg.QueryResult<(string | null)[]> = await source.query<(string | null)[]>({
      text: `select ${select} from ${table} t${last === null ? "" : ` where ${key} > $1`} order by ${key} limit ${BATCH}`,
      values: last === null ? [] : [last],
      rowMode: "array",
    });
    const rows = res.rows;
    if (rows.length === 0) break;
    const values = rows.map((r) => r.map((v, i) => oldValue(v, (cols[i] as OldColumn).conv)));
    await target.query(insert, [values]).catch((e: Error) => {
      throw new Error(`export ${m.table} → ${m.old} : ${e.message}`);
    });
    n += rows.length;
    last = rows[rows.length - 1]?.[0] ?? null;
    if (rows.length < BATCH) break;
  }
  return n;
}

const only = args.only?.split(",").map((s) => s.trim());
const maps = MAPPING.filter((m) => !only || only.includes(m.old));
const server = args.mysql.replace(/\/+$/, "");

/**
 * The export and a fresh PGlite's creation (initdb holds a copy of the whole WASM heap: 900 MB) run in
 * child processes: the peak memory printed is the import's alone, as the office runs it (its database
 * created when Écrin first started, the old base already there).
 */
function enfant(extra: string[]): void {
  const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? "", ...extra], {
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (args["creer-pglite"]) {
  const created = await openDatabase({ dataDir: args["creer-pglite"] });
  await migrateDatabase(created);
  await created.close();
  process.exit(0);
}

if (!args["skip-export"] && !args["export-seul"]) enfant([...process.argv.slice(2), "--export-seul"]);
else if (args["export-seul"]) {
  // Read only: the demo database is never changed.
  const source = new pg.Pool({
    connectionString: args.source,
    max: 1,
    options: "-c default_transaction_read_only=on",
  });
  const target = await mysql.createConnection({ uri: server, charset: "utf8mb4" });
  await target.query(`create database if not exists ${OLD_DB}`);
  await target.query(`use ${OLD_DB}`);
  // The old system's lax mode: zero dates accepted, characters outside latin1 become '?'.
  await target.query("set session sql_mode = ''");
  await target.query("set session unique_checks = 0");
  for (const m of maps) {
    const t0 = Date.now();
    const n = await exportTable(source, target, m);
    console.log(
      `export ${m.table} → ${OLD_DB}.${m.old} : ${n} lignes en ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  await target.end();
  await source.end();
  process.exit(0);
}

// A fresh database: PostgreSQL beside the source, or an embedded one in a temporary folder (--pglite).
const name = `ecrin_import_bench_${randomBytes(4).toString("hex")}`;
const url = new URL(args.source);
url.pathname = `/${name}`;
const dataDir = args.pglite ? mkdtempSync(join(tmpdir(), "ecrin-import-bench-")) : null;
if (dataDir) enfant(["--creer-pglite", dataDir]);
else {
  const admin = new pg.Client({ connectionString: args.source });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
}
const database = dataDir
  ? await openDatabase({ dataDir })
  : await openDatabase({ url: url.toString(), poolSize: 2 });
const memoire = sondeMemoire(() => database.pglite?.wasmBytes() ?? 0);
try {
  await migrateDatabase(database);
  const t0 = Date.now();
  const cpu0 = process.cpuUsage();
  const report = await importLegacy(database.db, {
    from: `${server}/${OLD_DB}`,
    only: only,
    onProgress: (line) => console.log(`${line}\n  ${memoire.pic()}`),
  });
  console.log(`fin (clés, index, projections, rapprochement) : ${memoire.pic()}`);
  if (args.rapport) writeFileSync(args.rapport, reportCsv(report));
  const seconds = (Date.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `CPU du processus pendant l'import : ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (charge moyenne ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")})`,
  );
  console.log("\ntable | lignes | secondes | lignes/s | ancienne base | conversion | références | écriture");
  let rows = 0;
  const p = { lecture: 0, conversion: 0, references: 0, ecriture: 0 };
  for (const t of report.tables) {
    rows += t.read;
    const q = t.profil ?? p;
    for (const k of Object.keys(p) as (keyof typeof p)[]) p[k] += q[k];
    console.log(
      `${t.old} | ${t.read} | ${t.seconds.toFixed(1)} | ${Math.round(t.read / Math.max(t.seconds, 0.001))} | ${q.lecture.toFixed(1)} | ${q.conversion.toFixed(1)} | ${q.references.toFixed(1)} | ${q.ecriture.toFixed(1)}`,
    );
  }
  const tables = report.tables.reduce((s, t) => s + t.seconds, 0);
  console.log(
    `profil : ancienne base ${p.lecture.toFixed(1)} s, conversion ${p.conversion.toFixed(1)} s, références ${p.references.toFixed(1)} s, écriture ${p.ecriture.toFixed(1)} s ; hors tables (clés et index remis, projections, numérotation, rapprochement) ${(seconds - tables).toFixed(1)} s`,
  );
  const ecarts = report.reconciliation.filter((c) => c.old !== c.ecrin && !c.explained);
  console.log(
    `total | ${rows} | ${seconds.toFixed(1)} (rapprochement compris) | ${Math.round(rows / seconds)}\nécarts de rapprochement non expliqués : ${ecarts.length}`,
  );
  for (const c of ecarts.slice(0, 20)) console.log(`  ${c.table} ${c.measure} : ${c.old} ≠ ${c.ecrin}`);
  console.log(
    `${dataDir ? "PGlite" : "PostgreSQL"} : mémoire résidente maximale du processus ${Math.round(process.resourceUsage().maxRSS / 1024)} Mo`,
  );
} finally {
  memoire.arreter();
  await database.close();
  if (dataDir) {
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`base gardée : ${dataDir}`);
  } else if (!args.keep) {
    const c = new pg.Client({ connectionString: args.source });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  } else console.log(`base gardée : ${url.toString()}`);
}

/**
 * The process's memory sampled every 100 ms: `pic()` gives the highest resident set since its previous
 * call and what it held at that moment (JS heap, buffers outside it, PGlite's WASM memory), in MB.
 */
function sondeMemoire(wasm: () => number) {
  const mo = (n: number) => Math.round(n / 1024 / 1024);
  let pic = { rss: 0, tas: 0, hors: 0, wasm: 0 };
  const mesurer = () => {
    const u = process.memoryUsage();
    if (u.rss > pic.rss) pic = { rss: u.rss, tas: u.heapUsed, hors: u.external, wasm: wasm() };
  };
  const timer = setInterval(mesurer, 100);
  timer.unref();
  return {
    pic: () => {
      mesurer();
      const p = pic;
      pic = { rss: 0, tas: 0, hors: 0, wasm: 0 };
      const max = mo(process.resourceUsage().maxRSS * 1024);
      return `mémoire : pic ${mo(p.rss)} Mo (tas JS ${mo(p.tas)}, hors tas ${mo(p.hors)}, WASM ${mo(p.wasm)}) ; maximum du processus ${max} Mo`;
    },
    arreter: () => clearInterval(timer),
  };
}
