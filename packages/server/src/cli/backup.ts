import { loadConfig } from "../config.ts";
import { createBackup } from "../db/backup.ts";

/** npm run backup: one dated archive (database + images) in BACKUP_DIR; fit for cron. */
if (process.argv.length > 2) {
  console.error("Usage : npm run backup   (dossier : BACKUP_DIR, par défaut ./backups)");
  process.exit(2);
}
const config = loadConfig();
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.dataDir})`;
try {
  const t0 = Date.now();
  const r = await createBackup({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    imagesDir: config.imagesDir,
    backupDir: config.backupDir,
  });
  if (r.warning) console.warn(`Avertissement de tar (images modifiées pendant la copie) : ${r.warning}`);
  const how = { serveur: "écrite par le serveur en marche", direct: "serveur arrêté", pg_dump: "pg_dump" }[
    r.via
  ];
  console.log(
    `Sauvegarde de ${where} (${how}) et de ${r.images} image(s) écrite en ` +
      `${((Date.now() - t0) / 1000).toFixed(1)} s : ${r.file} (${(r.bytes / 1e6).toFixed(1)} Mo).`,
  );
} catch (e) {
  console.error(`Échec de la sauvegarde : ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
}
