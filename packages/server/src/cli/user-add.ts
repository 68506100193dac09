import { normaliseCredentials } from "@ecrin/domain";
import { hashPassword } from "../admin/index.ts";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { utilisateur } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";

/** npm run user:add -- <login> <password> <role> [num_agence]: creates (or resets) a user. */
const [loginArg, passwordArg, roleArg, agenceArg] = process.argv.slice(2);
if (!loginArg || !passwordArg || !roleArg || !/^\d+$/.test(roleArg)) {
  console.error("Usage : npm run user:add -- <login> <mot de passe> <rôle> [num_agence]");
  console.error("Rôles : 1 direction (tout), 6 bureau ; les autres rôles ne peuvent pas se connecter.");
  process.exit(2);
}
const { user, password } = normaliseCredentials(loginArg, passwordArg);
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const passwordHash = await hashPassword(password);
  const role = Number(roleArg);
  const numAgence = agenceArg ? Number(agenceArg) : null;
  await withTx(database.db, null, (tx) =>
    tx
      .insert(utilisateur)
      .values({ login: user, passwordHash, role, numAgence })
      .onConflictDoUpdate({ target: utilisateur.login, set: { passwordHash, role, numAgence, actif: true } }),
  );
  console.log(`Utilisateur « ${user} » enregistré avec le rôle ${role}.`);
} finally {
  await database.close();
}
