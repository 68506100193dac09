import { loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/connection.ts";
import { synchroniserPlateforme } from "../../src/plateforme/index.ts";
import { loadSettings } from "../../src/settings.ts";

/**
 * One run of the platform worker in a process of its own (depot-sigkill.test.ts kills it mid-deposit):
 * the database of DATABASE_URL or DATA_DIR, the platform of PLATEFORME_URL (the fake's credentials).
 */
const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
const settings = await loadSettings(database.db, {
  plateformeUrl: process.env.PLATEFORME_URL ?? "",
  plateformeClientId: "ecrin",
  plateformeClientSecret: "secret-de-test",
});
console.log("travailleur prêt");
await synchroniserPlateforme({ db: database.db, settings, config: loadConfig({}) });
console.log("travailleur fini");
await database.close();
