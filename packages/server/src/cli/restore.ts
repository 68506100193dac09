import { resolve } from "node:path";
import { loadConfig } from "../config.ts";
import { restoreBackup } from "../db/backup.ts";

/** npm run restore -- <fichier> [--force]: into an empty database (and image folder) unless --force. */
const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((a) => a !== "--force");
if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error("Usage : npm run restore -- <fichier de sauvegarde .tar> [--force]");
  console.error("Sans --force, la base et le dossier d'images doivent être vides ; avec --force, les");
  console.error(
    "données remplacées sont gardées à côté, datées. Rien n'est touché si l'archive est endommagée.",
  );
  process.exit(2);
}
const config = loadConfig();
// npm runs the script in packages/server: a relative path is the one the user typed it from.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.dataDir})`;
try {
  const t0 = Date.now();
  const r = await restoreBackup({
    file,
    force,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    imagesDir: config.imagesDir,
  });
  console.log(
    `Sauvegarde du ${new Date(r.date).toLocaleString("fr-FR")} vérifiée et restaurée dans ${where}, ` +
      `${r.images} image(s) dans ${config.imagesDir}, en ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
  );
  if (r.format === 1) {
    console.log(
      "Sauvegarde de format 1 : sans empreintes ni comptes, seule son ouverture a pu être vérifiée.",
    );
  }
  for (const a of r.ancien)
    console.log(`Les données remplacées sont gardées : ${a} (à supprimer quand inutile).`);
  console.log("Les migrations plus récentes s'appliqueront au prochain démarrage du serveur.");
} catch (e) {
  console.error(`Échec de la restauration : ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
}
