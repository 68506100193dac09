import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";

/**
 * npm run analyse:rebuild: rebuilds, in one transaction, the sales projection of the analyses (analyse_vente)
 * from the invoice lines of both channels, the production per day (analyse_production_jour) and the metal loss
 * per jeweller and day (analyse_perte_joaillier_jour) from the workshop lines, and the invoice totals of
 * /compta's list (compta_total_facture) from the invoices and their lines, and the OFs per status of the OF
 * lists' totals (of_compte_statut). The triggers keep them in step;
 * this is for a database restored from elsewhere or a projection suspected wrong.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const debut = Date.now();
  await withTx(database.db, null, async (tx) => {
    await tx.execute(sql`select analyse_vente_reconstruire()`);
    await tx.execute(sql`select analyse_production_reconstruire()`);
    await tx.execute(sql`select analyse_perte_joaillier_reconstruire()`);
    await tx.execute(sql`select compta_total_facture_reconstruire()`);
    await tx.execute(sql`select of_compte_statut_reconstruire()`);
  });
  const n = await database.db.execute<{ n: number; p: number }>(
    sql`select (select count(*)::int from analyse_vente) as n, (select count(*)::int from analyse_production_jour) as p`,
  );
  console.log(
    `analyse_vente reconstruite : ${n.rows[0]?.n ?? 0} lignes, analyse_production_jour : ${n.rows[0]?.p ?? 0} jours, en ${Date.now() - debut} ms.`,
  );
} finally {
  await database.close();
}
