import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { serveBackupRequests } from "./db/backup.ts";
import { migrateDatabase, openDatabase } from "./db/connection.ts";
import { DossierDonneesError, verifierDossierDonnees } from "./db/dossier-donnees.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { isDatabaseEmpty, loadDemo } from "./demo/index.ts";
import { demarrerPoolDocuments } from "./pdf/index.ts";
import { loadSettings, plateformeSettingsFromEnv, wpSettingsFromEnv } from "./settings.ts";

const config = loadConfig();
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.dataDir})`;

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  // The folders first: a read-only or full disk is said in French, not as a Node stack trace.
  verifierDossierDonnees(config.dataDir);
  verifierDossierDonnees(config.imagesDir, "IMAGES_DIR");
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
} catch (e) {
  if (e instanceof DataDirLockedError || e instanceof DossierDonneesError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

await migrateDatabase(database);
if (await isDatabaseEmpty(database.db)) {
  if (config.demo) {
    console.log("Base vide : chargement des données de démonstration (petite échelle)...");
    const t0 = Date.now();
    await loadDemo(database.db, { scale: "small", imagesDir: config.imagesDir });
    console.log(`Données de démonstration chargées en ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  } else {
    console.log("Base vide. Créez le premier administrateur : npm run user:add -- <login> <mot de passe> 1");
  }
}

const settings = await loadSettings(database.db, {
  ...(config.publicSiteUrl ? { urlSitePublic: config.publicSiteUrl } : {}),
  ...wpSettingsFromEnv(process.env),
  ...plateformeSettingsFromEnv(process.env),
});
const { app } = await buildApp({ db: database.db, settings, config }, { logStream: process.stdout });
// npm run backup asks the running server for PGlite's dump (the only consistent copy of the folder).
const stopBackups = database.pglite ? serveBackupRequests(config.dataDir, database.pglite) : async () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} reçu : arrêt propre du serveur et de la base...`);
  try {
    await app.close();
  } finally {
    await stopBackups();
    await database.close();
    process.exit(0);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

// The documents' worker started and warmed now, while the server begins to listen.
demarrerPoolDocuments().catch((e: unknown) =>
  console.error(
    `Documents : préchauffage du fil de rendu impossible (${e instanceof Error ? e.message : String(e)})`,
  ),
);
await app.listen({ port: config.port, host: config.host });
console.log(`Écrin est servi sur http://localhost:${config.port} — base : ${where}`);
if (config.demo) {
  console.log("Comptes de démonstration :");
  console.log("  direction / direction  (rôle 1 : tout, dont les analyses)");
  console.log("  bureau    / bureau     (rôle 6 : bureau, sans les analyses)");
  console.log("  boutique  / boutique   (rôle 3 : refusé, renvoyé vers le site public)");
}
