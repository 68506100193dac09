import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import { reprendreRegistre } from "../registre/index.ts";

/**
 * npm run registre:reprise -- --depuis AAAA-MM-JJ: opens the police register on the movements recorded
 * since that day that it does not hold yet (after `npm run import:legacy`, whose historical load does not
 * write it, or on a database that had movements before the register was kept). Run twice, it writes nothing.
 */
const i = process.argv.indexOf("--depuis");
const depuis = i >= 0 ? process.argv[i + 1] : undefined;
if (!depuis || !/^\d{4}-\d{2}-\d{2}$/.test(depuis)) {
  console.error("Usage : npm run registre:reprise -- --depuis AAAA-MM-JJ");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const n = await withTx(database.db, null, (tx) => reprendreRegistre(tx, depuis));
  console.log(
    `Livre de police : ${n} entrées écrites pour les mouvements depuis le ${depuis.split("-").reverse().join("/")}.`,
  );
} finally {
  await database.close();
}
