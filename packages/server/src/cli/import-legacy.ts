import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import { formatReport, ImportError, type ImportProgress, importLegacy } from "../import/index.ts";

/** On a terminal, a bar with the rate per table on stderr; otherwise a plain line every 100 000 rows. */
function progress(p: ImportProgress): void {
  const rate = p.seconds > 0 ? Math.round(p.done / p.seconds) : p.done;
  const text = `${p.old} ${p.done.toLocaleString("fr-FR")}/${p.total.toLocaleString("fr-FR")} lignes, ${rate.toLocaleString("fr-FR")} lignes/s`;
  if (process.stderr.isTTY) {
    const width = 30;
    const full = p.total > 0 ? Math.min(width, Math.round((p.done / p.total) * width)) : width;
    process.stderr.write(`\r[${"#".repeat(full)}${".".repeat(width - full)}] ${text}\x1b[K`);
    if (p.done >= p.total) process.stderr.write("\n");
  } else if (p.done % 100_000 < 1000 && p.done > 0 && p.done < p.total) console.error(text);
}

/** npm run import:legacy -- --from mysql://user:pass@host:3306/db [--dry-run] [--only t1,t2] [--merge] */
const { values } = parseArgs({
  options: {
    from: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    only: { type: "string" },
    merge: { type: "boolean", default: false },
  },
});
if (!values.from) {
  console.error(
    "Usage : npm run import:legacy -- --from mysql://utilisateur:mdp@hote:3306/base [--dry-run] [--only t1,t2] [--merge]",
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await migrateDatabase(database);
  const report = await importLegacy(database.db, {
    from: values.from,
    dryRun: values["dry-run"],
    only: values.only
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    merge: values.merge,
    onProgress: (line) => console.log(line),
    onTick: progress,
  });
  console.log(formatReport(report));
  if (report.reconciliation.some((c) => c.old !== c.ecrin && !c.explained)) code = 1;
} catch (e) {
  console.error(
    e instanceof ImportError ? `Import arrêté (le groupe en cours est annulé) — ${e.message}` : e,
  );
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
