import { relative } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BenchClient } from "./client.ts";
import {
  DEFAULT_BENCH_URL,
  PGLITE_BENCH_DIR,
  PGLITE_BENCH_SCALE,
  prepareBenchDatabase,
  preparePgliteBench,
} from "./database.ts";
import { BENCH_ENDPOINTS } from "./registry.ts";
import { type BenchServer, type BenchTarget, buildServer, login, startServer } from "./server.ts";

/**
 * npm run bench:charge [-- --connexions 10,50 --duree 20 --pglite --seul postgres|pglite]: logged-in
 * clients in parallel (autocannon) on the OF search, the invoice list, /filter's totals and one write
 * (a rate renamed), each for `duree` seconds at each number of connections; prints per run the
 * requests per second, p50, p97.5, errors, time-outs and the server's peak memory. A tool, not a test.
 */
const USAGE =
  "Usage : npm run bench:charge -- [--connexions 10,50] [--duree 20] [--timeout 10] [--pglite] [--only <texte>]";

const { values: args } = parseArgs({
  options: {
    connexions: { type: "string", default: "10,50" },
    duree: { type: "string", default: "20" },
    timeout: { type: "string", default: "10" },
    pglite: { type: "boolean", default: false },
    only: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const connexions = (args.connexions ?? "").split(",").map(Number);
const duree = Number(args.duree);
const timeout = Number(args.timeout);
if (args.help || connexions.some((c) => !Number.isInteger(c) || c < 1) || !(duree > 0) || !(timeout > 0)) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

/** A registered endpoint's path, found by its name: the load runs what `npm run bench` times. */
function cheminDe(nom: string): string {
  const e = BENCH_ENDPOINTS.find((x) => x.name === nom);
  if (!e) throw new Error(`endpoint du banc inconnu : ${nom}`);
  return e.path;
}

interface Scenario {
  nom: string;
  method: "GET" | "PUT";
  path: string;
  body?: string;
}

async function scenarios(client: BenchClient, cookie: string): Promise<Scenario[]> {
  // The write: the first rate of the list renamed to what it is (the same row every time, no growth).
  const res = await client.send("GET", "/api/admin/cours?page=0&pageSize=1", { headers: { cookie } });
  const cours = JSON.parse(res.body.toString()) as {
    rows: { idCours: number; description: string; valeur: string }[];
  };
  const premier = cours.rows[0];
  const all: Scenario[] = [
    {
      nom: "recherche d'OF « so »",
      method: "GET",
      path: cheminDe("liste des OF, recherche « so » (ref, client)"),
    },
    { nom: "factures d'une année", method: "GET", path: cheminDe("factures d'une année, par montant") },
    { nom: "/filter, totaux", method: "GET", path: cheminDe("filter, totaux des trois listes") },
  ];
  if (premier) {
    all.push({
      nom: "écriture : un cours modifié",
      method: "PUT",
      path: `/api/admin/cours/${premier.idCours}`,
      body: JSON.stringify({ description: premier.description, valeur: premier.valeur }),
    });
  } else console.log("Aucun cours dans la base : pas de scénario d'écriture.");
  return all.filter((s) => (args.only ? `${s.nom} ${s.path}`.includes(args.only) : true));
}

interface Mesure {
  scenario: string;
  connexions: number;
  reqParS: number;
  p50: number;
  p975: number;
  erreurs: number;
  timeouts: number;
  non2xx: number;
  memoireMo: number | null;
}

async function charger(server: BenchServer, cookie: string, s: Scenario, n: number): Promise<Mesure> {
  const r = await autocannon({
    url: `${server.baseUrl}${s.path}`,
    method: s.method,
    connections: n,
    duration: duree,
    timeout,
    headers: {
      cookie,
      "accept-encoding": "br, gzip",
      ...(s.body ? { "content-type": "application/json" } : {}),
    },
    ...(s.body ? { body: s.body } : {}),
  });
  const peak = server.peakMemoryKb();
  return {
    scenario: s.nom,
    connexions: n,
    reqParS: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    erreurs: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    memoireMo: peak === null ? null : peak / 1024,
  };
}

function imprimer(mesures: Mesure[]): void {
  const header = [
    "Scénario",
    "conn.",
    "req/s",
    "p50 ms",
    "p97,5 ms",
    "erreurs",
    "time-outs",
    "non 2xx",
    "mémoire pic",
  ];
  const lignes = mesures.map((m) => [
    m.scenario,
    String(m.connexions),
    m.reqParS.toFixed(1),
    String(m.p50),
    String(m.p975),
    String(m.erreurs),
    String(m.timeouts),
    String(m.non2xx),
    m.memoireMo === null ? "?" : `${m.memoireMo.toFixed(0)} Mo`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lignes.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lignes) console.log(format(l));
}

async function mesurer(target: BenchTarget): Promise<Mesure[]> {
  const server = await startServer(target);
  const client = new BenchClient(server.baseUrl);
  try {
    const { cookie } = await login(client, "direction", "direction");
    const mesures: Mesure[] = [];
    for (const s of await scenarios(client, cookie)) {
      for (const n of connexions) {
        console.log(`  ${s.nom}, ${n} connexions, ${duree} s...`);
        mesures.push(await charger(server, cookie, s, n));
      }
    }
    await client.send("POST", "/api/auth/logout", { headers: { cookie } });
    return mesures;
  } finally {
    client.close();
    await server.stop();
  }
}

async function main(): Promise<boolean> {
  buildServer();
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
  const runs: [string, () => Promise<BenchTarget>][] = [
    [
      `PostgreSQL : ${url.replace(/\/\/[^@/]*@/, "//***@")}`,
      async () => {
        await prepareBenchDatabase(url, { load: true });
        return { databaseUrl: url };
      },
    ],
  ];
  if (args.pglite) {
    const dir = PGLITE_BENCH_DIR;
    runs.push([
      `PGlite : ${relative(process.env.INIT_CWD ?? process.cwd(), dir) || dir} (échelle ${PGLITE_BENCH_SCALE})`,
      async () => {
        await preparePgliteBench(dir, { load: true });
        return { dataDir: dir };
      },
    ]);
  }
  let propre = true;
  for (const [titre, preparer] of runs) {
    console.log(titre);
    const mesures = await mesurer(await preparer());
    console.log("");
    imprimer(mesures);
    console.log("");
    if (mesures.some((m) => m.erreurs + m.timeouts + m.non2xx > 0)) propre = false;
  }
  return propre;
}

try {
  if (!(await main())) process.exitCode = 1;
} catch (e) {
  console.error(`Échec du banc de charge : ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
