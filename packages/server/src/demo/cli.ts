import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { queryRows, SCALES } from "./context.ts";
import { type DemoScale, loadDemo } from "./index.ts";
import { DEMO_TABLES } from "./tables.ts";

/**
 * npm run demo -- --scale small|medium|large [--seed N] [--force]
 * Loads the demo data into the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 */
const args = process.argv.slice(2);
const optionValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const scale = (optionValue("--scale") ?? "small") as DemoScale;
const seedArg = optionValue("--seed");
const force = args.includes("--force");
if (!Object.hasOwn(SCALES, scale) || (seedArg !== undefined && !/^\d+$/.test(seedArg))) {
  console.error("Usage : npm run demo -- --scale small|medium|large [--seed N] [--force]");
  process.exit(2);
}

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
} catch (e) {
  if (e instanceof DataDirLockedError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.dataDir})`;
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
try {
  await migrateDatabase(database);
  const [business] = await queryRows<{ n: number }>(
    database.db,
    `select (select count(*) from utilisateur) + (select count(*) from client) + (select count(*) from "of") as n`,
  );
  if (Number(business?.n ?? 0) > 0) {
    if (!force) {
      console.error(
        `La base ${where} contient déjà des données (utilisateurs, clients ou OF) : chargement refusé.\n` +
          "Relancez avec --force pour effacer les données métier (les données de référence sont conservées).",
      );
      process.exitCode = 1;
    } else {
      console.log("--force : effacement des données métier...");
      const tables = DEMO_TABLES.map(([name]) => `"${name}"`).join(", ");
      await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
    }
  }
  if (process.exitCode !== 1) {
    console.log(`Chargement des données de démonstration (échelle ${scale}) dans ${where}...`);
    await loadDemo(database.db, {
      scale,
      imagesDir: config.imagesDir,
      ...(seedArg ? { seed: Number(seedArg) } : {}),
      onProgress: (step) => console.log(`[${elapsed()}] ${step}`),
    });
    const counts = await queryRows<{ t: string; n: string }>(
      database.db,
      DEMO_TABLES.filter(
        ([name]) => !["audit", "session", "log_connexion", "log_consultation_produit"].includes(name),
      )
        .map(([name]) => `select '${name}' as t, count(*)::text as n from "${name}"`)
        .join(" union all "),
    );
    for (const c of counts.sort((a, b) => a.t.localeCompare(b.t)))
      console.log(`  ${c.t.padEnd(28)} ${c.n.padStart(10)}`);
    console.log(`Données de démonstration chargées en ${elapsed()}.`);
  }
} catch (e) {
  // A failed batch carries its whole parameter arrays: show the database's reason only.
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
  console.error(
    `Échec du chargement après ${elapsed()} (rien n'a été écrit) :`,
    cause instanceof Error ? cause.message : cause,
  );
  if (cause instanceof Error && "detail" in cause) console.error(cause.detail);
  process.exitCode = 1;
} finally {
  await database.close();
}
