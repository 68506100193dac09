import { parseArgs } from "node:util";
import pg from "pg";
import { DEFAULT_BENCH_URL, describeData, prepareBenchDatabase } from "./database.ts";
import { BENCH_ENDPOINTS, type BenchEntry, type BenchSession, type BenchSql } from "./registry.ts";
import { login, startServer } from "./server.ts";
import { ratio, type Summary, summarize } from "./stats.ts";

/**
 * npm run bench [-- --n 50 --warmup 5 --only <texte> --no-load]: times each registered endpoint
 * through the real HTTP server against its main SQL run raw, on the large demo set. A tool, not a test.
 */
const USAGE = "Usage : npm run bench -- [--n 50] [--warmup 5] [--only <texte>] [--no-load]";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    only: { type: "string" },
    "no-load": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
const n = Number(args.n);
const warmup = Number(args.warmup);
if (args.help || !Number.isInteger(n) || n < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

interface Row {
  entry: BenchEntry;
  api?: Summary;
  sql?: Summary;
  bytes?: number;
  error?: string;
}

async function timeApi(
  baseUrl: string,
  cookie: string,
  entry: BenchEntry,
): Promise<{ api: Summary; bytes: number }> {
  const init: RequestInit = {
    method: entry.method,
    headers: { cookie, ...(entry.body === undefined ? {} : { "content-type": "application/json" }) },
    ...(entry.body === undefined ? {} : { body: JSON.stringify(entry.body) }),
  };
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${entry.path}`, init);
    // The body is read in the timing: a list is not served until its last byte is.
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    if (i >= warmup) samples.push(ms);
    bytes = body.byteLength;
  }
  return { api: summarize(samples), bytes };
}

async function timeSql(pool: pg.Pool, entry: BenchEntry, session: BenchSession): Promise<Summary> {
  const given = typeof entry.sql === "function" ? entry.sql(session) : entry.sql;
  const queries: BenchSql[] = [given].flat();
  const samples: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    await Promise.all(queries.map((q) => pool.query(q.text, q.values)));
    if (i >= warmup) samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

const ms = (v: number | undefined) => (v === undefined ? "" : v.toFixed(2));

function printTable(rows: Row[]): void {
  const header = ["Endpoint", "API p50 ms", "API p95 ms", "SQL p50 ms", "SQL p95 ms", "API/SQL", "réponse"];
  const lines = rows.map((r) => {
    const q = r.api && r.sql ? ratio(r.api.p50, r.sql.p50) : null;
    const size = r.bytes === undefined ? "" : `${(r.bytes / 1024).toFixed(1)} Ko`;
    const cells = [`${r.entry.method} ${r.entry.path}`, ms(r.api?.p50), ms(r.api?.p95), ms(r.sql?.p50)];
    cells.push(ms(r.sql?.p95), q === null ? "" : `×${q.toFixed(1)}`, size);
    return r.error ? [cells[0]!, `ÉCHEC : ${r.error}`] : cells;
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => (i === 0 || l.length > 2 ? (l[i] ?? "") : "").length)),
  );
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  // A failed row shows its error in place of the numbers, left-aligned.
  for (const l of lines) console.log(l.length === 2 ? `${l[0]!.padEnd(widths[0]!)}  ${l[1]}` : format(l));
}

const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
const selected = BENCH_ENDPOINTS.filter((e) =>
  args.only ? `${e.area} ${e.name} ${e.method} ${e.path}`.includes(args.only) : true,
);
if (selected.length === 0) {
  console.error(`Aucun endpoint ne correspond à « ${args.only} ».`);
  process.exit(2);
}

async function main(): Promise<Row[]> {
  console.log(`Base : ${url.replace(/\/\/[^@/]*@/, "//***@")}`);
  await prepareBenchDatabase(url, { load: !args["no-load"] });

  const server = await startServer(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const rows: Row[] = [];
  try {
    console.log(`Données : ${await describeData(pool)}`);
    console.log(
      `Serveur : pid ${server.pid}, ${server.baseUrl} ; ${warmup} requêtes d'échauffement puis ${n} mesurées.\n`,
    );
    const { cookie, session } = await login(server.baseUrl, "direction", "direction");
    for (const entry of selected) {
      const row: Row = { entry };
      try {
        Object.assign(row, await timeApi(server.baseUrl, cookie, entry));
        row.sql = await timeSql(pool, entry, session).catch((e: unknown) => {
          throw new Error(`SQL : ${e instanceof Error ? e.message : String(e)}`);
        });
      } catch (e) {
        row.error = e instanceof Error ? e.message : String(e);
      }
      rows.push(row);
    }
    const peak = server.peakMemoryKb();
    await fetch(`${server.baseUrl}/api/auth/logout`, { method: "POST", headers: { cookie } });
    printTable(rows);
    console.log(
      `\nMémoire pic du serveur : ${peak === null ? "indisponible (hors Linux)" : `${(peak / 1024).toFixed(0)} Mo (VmHWM)`}`,
    );
  } finally {
    await server.stop();
    await pool.end();
  }
  return rows;
}

/** A failed query error carries its whole parameter arrays (megabytes with bulk inserts): keep the head. */
function shortError(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const cause = e instanceof Error && e.cause instanceof Error ? `\nCause : ${e.cause.message}` : "";
  return `${text.length > 600 ? `${text.slice(0, 600)}…` : text}${cause}`;
}

try {
  const rows = await main();
  if (rows.some((r) => r.error)) process.exitCode = 1;
} catch (e) {
  console.error(`Échec du banc d'essai : ${shortError(e)}`);
  process.exitCode = 1;
}
