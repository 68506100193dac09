import { relative } from "node:path";
import { parseArgs } from "node:util";
import { deleteSession } from "../admin/index.ts";
import { BenchClient } from "./client.ts";
import {
  type BenchDatabase,
  DEFAULT_BENCH_URL,
  describeData,
  openPgliteBench,
  PGLITE_BENCH_DIR,
  PGLITE_BENCH_SCALE,
  postgresBench,
  prepareBenchDatabase,
  preparePgliteBench,
} from "./database.ts";
import { BENCH_ENDPOINTS, type BenchEntry, type BenchSession, type BenchSql } from "./registry.ts";
import {
  type BenchServer,
  type BenchTarget,
  buildServer,
  login,
  startBareServer,
  startServer,
} from "./server.ts";
import { ratio, type Summary, summarize } from "./stats.ts";

/**
 * npm run bench [-- --n 50 --warmup 5 --only <texte> --no-load --postgres-seul]: times each registered
 * endpoint through the real HTTP server against its main SQL run raw, on the large demo set in
 * PostgreSQL, then on the medium set in the embedded database (PGlite, the default of `npm start`;
 * left out with --postgres-seul), and prints the ratio PGlite/PostgreSQL per endpoint (issue 29.6).
 * A tool, not a test.
 */
const USAGE =
  "Usage : npm run bench -- [--n 50] [--warmup 5] [--only <texte>] [--no-load] [--postgres-seul] [--echelle small|medium|large]";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    only: { type: "string" },
    "no-load": { type: "boolean", default: false },
    // PGlite is benched by default; --pglite is still accepted (it was needed before issue 29.6).
    pglite: { type: "boolean", default: true },
    "postgres-seul": { type: "boolean", default: false },
    // The set PostgreSQL's empty database is loaded with: large by default (minutes on a quiet machine).
    echelle: { type: "string", default: "large" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const n = Number(args.n);
const warmup = Number(args.warmup);
const ECHELLES = ["small", "medium", "large"] as const;
const echelle = ECHELLES.find((e) => e === args.echelle);
if (args.help || !Number.isInteger(n) || n < 1 || !Number.isInteger(warmup) || warmup < 0 || !echelle) {
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

/** One request through the API, timed until its last byte is read (a list is not served before). */
async function apiOnce(client: BenchClient, cookie: string, entry: BenchEntry) {
  const t0 = performance.now();
  const res = await client.send(entry.method, entry.path, { headers: { cookie }, body: entry.body });
  const ms = performance.now() - t0;
  if (res.status >= 400) throw new Error(`HTTP ${res.status} ${res.body.toString().slice(0, 200)}`);
  return { ms, bytes: res.body.byteLength };
}

type SqlRun = () => Promise<unknown>;

/**
 * One run of an entry's SQL: its statements together (Promise.all) as a service sends a page and its
 * total, or a replay's in turn, as its service sent them.
 */
async function sqlRun(database: BenchDatabase, entry: BenchEntry, session: BenchSession): Promise<SqlRun> {
  const given = typeof entry.sql === "function" ? entry.sql(session) : entry.sql;
  if (!("replay" in given)) {
    const statements = [given].flat();
    return () => Promise.all(statements.map((q) => database.query(q.text, q.values)));
  }
  const recording = database.recording();
  await given.replay(recording.db);
  const statements: BenchSql[] = recording.statements;
  if (statements.length === 0) throw new Error("le rejeu n'a envoyé aucune requête");
  return async () => {
    for (const q of statements) await database.query(q.text, q.values);
  };
}

const sqlError = (e: unknown) => new Error(`SQL : ${e instanceof Error ? e.message : String(e)}`);

/**
 * Times an endpoint through the API and, when given, its SQL, alternating one request and one SQL
 * run: both series see the same load of the machine (a busy moment would otherwise land on one).
 */
async function timeEntry(
  client: BenchClient,
  cookie: string,
  entry: BenchEntry,
  sql: SqlRun | null,
): Promise<Pick<Row, "api" | "sql" | "bytes">> {
  const api: number[] = [];
  const raw: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmup + n; i++) {
    const once = await apiOnce(client, cookie, entry);
    bytes = once.bytes;
    if (i >= warmup) api.push(once.ms);
    if (!sql) continue;
    const t0 = performance.now();
    await sql().catch((e: unknown) => {
      throw sqlError(e);
    });
    if (i >= warmup) raw.push(performance.now() - t0);
  }
  return { api: summarize(api), bytes, ...(sql ? { sql: summarize(raw) } : {}) };
}

async function timeSqlAlone(run: SqlRun): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    await run();
    if (i >= warmup) samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

/**
 * What HTTP alone costs with this client: the same requests to a bare node:http server in its own
 * process. Part of every row's overhead that no change to Écrin's server can remove.
 */
async function timeClientFloor(): Promise<Summary> {
  const bare = await startBareServer();
  const client = new BenchClient(bare.baseUrl);
  try {
    const samples: number[] = [];
    for (let i = 0; i < warmup + n; i++) {
      const t0 = performance.now();
      await client.send("GET", "/api/auth/session", { headers: { cookie: "ecrin_session=x" } });
      if (i >= warmup) samples.push(performance.now() - t0);
    }
    return summarize(samples);
  } finally {
    client.close();
    await bare.stop();
  }
}

const ms = (v: number | undefined) => (v === undefined ? "" : v.toFixed(2));

function printTable(rows: Row[]): void {
  const header = ["Endpoint", "API p50 ms", "API p95 ms", "SQL p50 ms", "SQL p95 ms", "surcoût p50 ms"];
  header.push("API/SQL", "réponse");
  const lines = rows.map((r) => {
    const q = r.api && r.sql ? ratio(r.api.p50, r.sql.p50) : null;
    const overhead = r.api && r.sql ? r.api.p50 - r.sql.p50 : undefined;
    const size = r.bytes === undefined ? "" : `${(r.bytes / 1024).toFixed(1)} Ko`;
    const cells = [`${r.entry.method} ${r.entry.path}`, ms(r.api?.p50), ms(r.api?.p95), ms(r.sql?.p50)];
    cells.push(ms(r.sql?.p95), ms(overhead), q === null ? "" : `×${q.toFixed(1)}`, size);
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
// --only "a|b": the endpoints whose area, name, method or path holds one of the texts.
const motifs = args.only?.split("|").filter((m) => m !== "");
const selected = BENCH_ENDPOINTS.filter((e) =>
  motifs ? motifs.some((m) => `${e.area} ${e.name} ${e.method} ${e.path}`.includes(m)) : true,
);
if (selected.length === 0) {
  console.error(`Aucun endpoint ne correspond à « ${args.only} ».`);
  process.exit(2);
}

const SERVER_WARMUP = 300;

const peakLine = (server: BenchServer) => {
  const peak = server.peakMemoryKb();
  return `Mémoire pic du serveur : ${peak === null ? "indisponible (hors Linux)" : `${(peak / 1024).toFixed(0)} Mo (VmHWM)`}`;
};

async function startLoggedIn(target: BenchTarget) {
  const server = await startServer(target);
  const client = new BenchClient(server.baseUrl);
  try {
    const { cookie, session } = await login(client, "direction", "direction");
    // The path every request takes (HTTP, guard, session lookup, JSON) is compiled by V8 after a few
    // hundred requests: warmed once here, not by the first endpoints' own warm-up.
    for (let i = 0; i < SERVER_WARMUP; i++)
      await client.send("GET", "/api/auth/session", { headers: { cookie } });
    console.log(
      `Serveur : pid ${server.pid}, ${server.baseUrl} ; ${SERVER_WARMUP} requêtes de mise en route, puis par ` +
        `endpoint ${warmup} d'échauffement et ${n} mesurées.\n`,
    );
    return { server, client, cookie, session };
  } catch (e) {
    client.close();
    await server.stop();
    throw e;
  }
}

/** Times every selected endpoint through the API, and its SQL alongside when given a database. */
async function timeEndpoints(
  client: BenchClient,
  cookie: string,
  sql: { database: BenchDatabase; session: BenchSession } | null,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const entry of selected) {
    const row: Row = { entry };
    try {
      const run = sql
        ? await sqlRun(sql.database, entry, sql.session).catch((e: unknown) => Promise.reject(sqlError(e)))
        : null;
      Object.assign(row, await timeEntry(client, cookie, entry, run));
    } catch (e) {
      row.error = e instanceof Error ? e.message : String(e);
    }
    rows.push(row);
  }
  return rows;
}

/** PostgreSQL: the server and the bench's pool side by side, API then SQL endpoint by endpoint. */
async function runPostgres(): Promise<Row[]> {
  console.log(`PostgreSQL : ${url.replace(/\/\/[^@/]*@/, "//***@")}`);
  await prepareBenchDatabase(url, { load: !args["no-load"], scale: echelle });
  const database = postgresBench(url);
  try {
    console.log(`Données : ${await describeData(database)}`);
    const { server, client, cookie, session } = await startLoggedIn({ databaseUrl: url });
    try {
      const rows = await timeEndpoints(client, cookie, { database, session });
      const memory = peakLine(server);
      await client.send("POST", "/api/auth/logout", { headers: { cookie } });
      printTable(rows);
      console.log(`\n${memory}`);
      return rows;
    } finally {
      client.close();
      await server.stop();
    }
  } finally {
    await database.close();
  }
}

/**
 * PGlite serves one process per folder (db/lock.ts): the API is timed first with the server holding
 * the folder; once it has stopped, the bench opens the folder itself and times the SQL in its own
 * process, as the server runs it (no network), with the session the server opened.
 */
async function runPglite(): Promise<Row[]> {
  const dir = PGLITE_BENCH_DIR;
  console.log(
    `PGlite : ${relative(process.env.INIT_CWD ?? process.cwd(), dir) || dir} (échelle ${PGLITE_BENCH_SCALE})`,
  );
  await preparePgliteBench(dir, { load: !args["no-load"] });
  const { server, client, cookie, session } = await startLoggedIn({ dataDir: dir });
  let rows: Row[];
  let memory: string;
  try {
    rows = await timeEndpoints(client, cookie, null);
    memory = peakLine(server);
  } finally {
    client.close();
    await server.stop();
  }
  const database = await openPgliteBench(dir);
  try {
    console.log(`Données : ${await describeData(database)}`);
    for (const row of rows.filter((r) => !r.error)) {
      try {
        const run = await sqlRun(database, row.entry, session);
        row.sql = await timeSqlAlone(run);
      } catch (e) {
        row.error = sqlError(e).message;
      }
    }
    // The server's logout, done here: the session would otherwise stay in the kept folder.
    await deleteSession(database.recording().db, session.tokenHash);
  } finally {
    await database.close();
  }
  printTable(rows);
  console.log(`\n${memory}`);
  return rows;
}

async function main(): Promise<Row[]> {
  buildServer();
  const floor = await timeClientFloor();
  console.log(
    `Plancher HTTP (ce client + un serveur node:http nu) : p50 ${ms(floor.p50)} ms, p95 ${ms(floor.p95)} ms ; ` +
      "compris dans la colonne surcoût.\n",
  );
  const rows = await runPostgres();
  if (args["postgres-seul"]) return rows;
  console.log("");
  const lite = await runPglite();
  console.log("");
  printRatios(rows, lite);
  return [...rows, ...lite];
}

const fois = (a: number | undefined, b: number | undefined) => {
  const r = a === undefined || b === undefined ? null : ratio(a, b);
  return r === null ? "" : `×${r.toFixed(1)}`;
};

/**
 * PGlite beside PostgreSQL, endpoint by endpoint (goal of issue 29.6: within 3x). PGlite holds the
 * medium set, PostgreSQL the large one: a ratio under 1 may only say that PGlite has less to read.
 */
function printRatios(postgres: Row[], pglite: Row[]): void {
  console.log(`PGlite (jeu ${PGLITE_BENCH_SCALE}) / PostgreSQL (jeu ${echelle}), par endpoint :`);
  const header = [
    "Endpoint",
    "PG API p50",
    "PGlite API p50",
    "PGlite/PG p50",
    "PG API p95",
    "PGlite API p95",
  ];
  header.push("PGlite/PG p95", "PGlite/PG SQL p50");
  const lines = postgres.map((pg, i) => {
    const lite = pglite[i];
    const cells = [`${pg.entry.method} ${pg.entry.path}`, ms(pg.api?.p50), ms(lite?.api?.p50)];
    cells.push(fois(lite?.api?.p50, pg.api?.p50), ms(pg.api?.p95), ms(lite?.api?.p95));
    cells.push(fois(lite?.api?.p95, pg.api?.p95), fois(lite?.sql?.p50, pg.sql?.p50));
    return cells;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(format(l));
  const ratios = postgres.flatMap((pg, i) => {
    const a = pglite[i]?.api?.p95;
    const b = pg.api?.p95;
    const r = a === undefined || b === undefined ? null : ratio(a, b);
    return r === null ? [] : [{ r, path: pg.entry.path }];
  });
  const au = ratios.filter((x) => x.r > 3);
  console.log(
    `\n${ratios.length - au.length} endpoint(s) sur ${ratios.length} à moins de 3 fois PostgreSQL (p95)` +
      (au.length ? ` ; au-delà : ${au.map((x) => `${x.path} ×${x.r.toFixed(1)}`).join(", ")}` : "."),
  );
}

/** A failed query error carries its whole parameter arrays (megabytes with bulk inserts): keep the head. */
function shortError(e: unknown): string {
  const text = e instanceof Error ? e.message : typeof e === "object" ? JSON.stringify(e) : String(e);
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
