import { erreurReglageVendeur, SETTING_KEYS, type SettingKey } from "@ecrin/domain";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import { ecrireReglages, loadSettings } from "../settings.ts";

/** npm run setting -- [<key> <value>]: lists the settings, or stores one (read at the next start). */
const [key, value] = process.argv.slice(2);
if (key !== undefined && (!SETTING_KEYS.includes(key as SettingKey) || value === undefined)) {
  console.error("Usage : npm run setting -- [<clé> <valeur>]");
  console.error(`Clés : ${SETTING_KEYS.join(", ")}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  if (key !== undefined && value !== undefined) {
    // The seller's SIREN, SIRET and VAT number are refused as a client's would be (issue 25 point 9).
    const erreur = erreurReglageVendeur(
      key as SettingKey,
      value,
      (await loadSettings(database.db)).vendeurSiren,
    );
    if (erreur !== null) {
      console.error(`Réglage « ${key} » refusé : ${erreur}`);
      process.exitCode = 2;
    } else {
      await withTx(database.db, null, (tx) => ecrireReglages(tx, { [key]: value }));
      console.log(`Réglage « ${key} » enregistré ; il sera lu au prochain démarrage du serveur.`);
    }
  }
  if (process.exitCode !== 2)
    for (const [k, v] of Object.entries(await loadSettings(database.db))) console.log(`${k} = ${v}`);
} finally {
  await database.close();
}
