import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BenchClient } from "./client.ts";
import { BENCH_ENDPOINTS } from "./registry.ts";
import { type BenchServer, type BenchTarget, buildServer, login, startServer } from "./server.ts";

/**
 * npm run bench:boucle -- (--data-dir <dossier PGlite> | --url <PostgreSQL>) [--duree 15] [--connexions 10]
 * [--debut aaaa-mm-jj --fin aaaa-mm-jj] [--document releve|fec]: what a year's metal statement (PDF), or
 * with `--document fec` a year's FEC, does to the others (issues 29.1, 29.3). The built server runs twice:
 * documents laid out and exports written on the request thread (ECRIN_PDF_THREADS=0, as before the
 * pool), then in the documents' worker pool. Each time, the OF search under load alone, then the same
 * load while the document is asked again and again; printed: the server's event-loop delay
 * (perf_hooks.monitorEventLoopDelay, probe sonde-boucle.mjs) and how busy its thread was (event-loop utilization), the list's p50/p97.5 and req/s, the
 * statements made and their p50. A tool, not a test.
 */
const USAGE =
  "Usage : npm run bench:boucle -- (--data-dir <dossier> | --url <postgres://...>) [--duree 15] [--connexions 10] [--debut aaaa-mm-jj --fin aaaa-mm-jj] [--document releve|fec]";

const aujourdhui = new Date().toISOString().slice(0, 10);
const ilYaUnAn = `${Number(aujourdhui.slice(0, 4)) - 1}${aujourdhui.slice(4)}`;
const { values: args } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    url: { type: "string" },
    duree: { type: "string", default: "15" },
    connexions: { type: "string", default: "10" },
    debut: { type: "string", default: ilYaUnAn },
    fin: { type: "string", default: aujourdhui },
    document: { type: "string", default: "releve" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const duree = Number(args.duree);
const connexions = Number(args.connexions);
const cible: BenchTarget | null = args.url
  ? { databaseUrl: args.url }
  : args["data-dir"]
    ? { dataDir: args["data-dir"] }
    : null;
/** The long document asked next to the list: its path and its name in the table. */
const DOCUMENTS: Record<string, { path: string; nom: string }> = {
  releve: {
    path: `/api/metal/comptes-poids/releve?genre=clal&metal=1&debut=${args.debut}&fin=${args.fin}`,
    nom: "relevé",
  },
  fec: { path: `/api/compta/export/fec?debut=${args.debut}&fin=${args.fin}`, nom: "FEC" },
};
const choisi = DOCUMENTS[args.document];
if (args.help || !cible || !choisi || !(duree > 0) || !Number.isInteger(connexions) || connexions < 1) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

const SONDE = fileURLToPath(new URL("./sonde-boucle.mjs", import.meta.url));
const LISTE = BENCH_ENDPOINTS.find((e) => e.name === "liste des OF, recherche « so » (ref, client)")?.path;
const DOCUMENT = choisi!.path;
const NOM = choisi!.nom;

interface Boucle {
  p50: number;
  p99: number;
  max: number;
  /** Share of the time the request thread was busy (event-loop utilization), %. */
  occupe: number;
}

/** The probe's figures since its last reading (SIGUSR2 makes it write them, then reset). */
async function lireSonde(server: BenchServer, fichier: string): Promise<Boucle> {
  rmSync(fichier, { force: true });
  process.kill(server.pid, "SIGUSR2");
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(fichier, "utf8")) as Boucle;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("La sonde de la boucle d'événements n'a pas répondu.");
}

const charger = (server: BenchServer, cookie: string, path: string, connections: number) =>
  autocannon({
    url: `${server.baseUrl}${path}`,
    connections,
    duration: duree,
    timeout: 30,
    headers: { cookie, "accept-encoding": "br, gzip" },
  });

interface Ligne {
  mode: string;
  phase: string;
  boucle: Boucle;
  liste: autocannon.Result;
  doc: autocannon.Result | null;
}

async function mesurer(mode: string, threads: string | null, fichier: string): Promise<Ligne[]> {
  const server = await startServer(cible!, {
    nodeArgs: ["--import", SONDE],
    env: { ECRIN_SONDE_BOUCLE: fichier, ...(threads === null ? {} : { ECRIN_PDF_THREADS: threads }) },
  });
  const client = new BenchClient(server.baseUrl);
  try {
    const { cookie } = await login(client, "direction", "direction");
    const essai = await client.send("GET", DOCUMENT, { headers: { cookie } });
    if (essai.status !== 200) throw new Error(`${NOM} refusé : ${essai.status} ${essai.body.toString()}`);
    console.log(`  ${mode} : ${NOM} de ${(essai.body.length / 1024).toFixed(0)} Kio ; liste seule...`);
    await lireSonde(server, fichier);
    const seule = await charger(server, cookie, LISTE!, connexions);
    const b1 = await lireSonde(server, fichier);
    console.log(`  ${mode} : liste et ${NOM} en boucle...`);
    const [liste, doc] = await Promise.all([
      charger(server, cookie, LISTE!, connexions),
      charger(server, cookie, DOCUMENT, 1),
    ]);
    const b2 = await lireSonde(server, fichier);
    return [
      { mode, phase: "liste seule", boucle: b1, liste: seule, doc: null },
      { mode, phase: `liste + ${NOM} d'un an`, boucle: b2, liste, doc },
    ];
  } finally {
    client.close();
    await server.stop();
  }
}

function imprimer(lignes: Ligne[]): void {
  const header = [
    "Rendu",
    "Phase",
    "fil occupé",
    "boucle p50",
    "p99",
    "max",
    "liste req/s",
    "p50",
    "p97,5",
    `${NOM}s`,
    "p50",
  ];
  const cells = lignes.map((l) => [
    l.mode,
    l.phase,
    `${l.boucle.occupe} %`,
    `${l.boucle.p50} ms`,
    `${l.boucle.p99} ms`,
    `${l.boucle.max} ms`,
    l.liste.requests.average.toFixed(1),
    `${l.liste.latency.p50} ms`,
    `${l.liste.latency.p97_5} ms`,
    l.doc ? String(l.doc.requests.total) : "-",
    l.doc ? `${l.doc.latency.p50} ms` : "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const format = (c: string[]) =>
    c.map((x, i) => (i < 2 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(format(c));
  const erreurs = lignes.reduce((n, l) => n + l.liste.errors + l.liste.non2xx + (l.doc?.non2xx ?? 0), 0);
  if (erreurs > 0) console.log(`Erreurs ou réponses non 2xx : ${erreurs}`);
}

if (!LISTE) throw new Error("endpoint du banc introuvable : la recherche d'OF");
buildServer();
const dossier = mkdtempSync(join(tmpdir(), "ecrin-boucle-"));
try {
  const lignes = [
    ...(await mesurer("sur le fil des requêtes", "0", join(dossier, "avant.json"))),
    ...(await mesurer("pool de documents", null, join(dossier, "apres.json"))),
  ];
  console.log("");
  imprimer(lignes);
} finally {
  rmSync(dossier, { recursive: true, force: true });
}
