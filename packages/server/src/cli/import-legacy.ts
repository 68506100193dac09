import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/connection.ts";
import {
  formatReport,
  ImportError,
  type ImportProgress,
  type ImportReport,
  importLegacy,
  reportCsv,
} from "../import/import-legacy.ts";

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

const USAGE =
  "Usage : npm run import:legacy -- --from mysql://utilisateur:mdp@hote:3306/base [--dry-run] [--only t1,t2] [--merge] [--rapport fichier.csv] [--accepter-doublons premier|dernier]";

/** The report on the terminal and, every problem of every table, in the CSV file (even on failure). */
function printReport(report: ImportReport, file: string): void {
  console.log(formatReport(report));
  writeFileSync(file, reportCsv(report));
  console.log(`Rapport détaillé (tableur) : ${file}`);
}

/** npm run import:legacy -- --from mysql://user:pass@host:3306/db [--dry-run] [--only t1,t2] [--merge] */
const { values } = parseArgs({
  options: {
    from: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    only: { type: "string" },
    merge: { type: "boolean", default: false },
    rapport: { type: "string", default: "rapport-reprise.csv" },
    "accepter-doublons": { type: "string" },
  },
});
const doublons = values["accepter-doublons"];
if (!values.from || (doublons !== undefined && doublons !== "premier" && doublons !== "dernier")) {
  console.error(USAGE);
  process.exit(2);
}
const rapport = resolve(values.rapport);
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
    ...(doublons ? { accepterDoublons: doublons } : {}),
    onProgress: (line) => console.log(line),
    onTick: progress,
  });
  printReport(report, rapport);
  if (report.reconciliation.some((c) => c.old !== c.ecrin && !c.explained)) code = 1;
} catch (e) {
  if (e instanceof ImportError && e.report) printReport(e.report, rapport);
  console.error(
    e instanceof ImportError ? `Import arrêté (le groupe en cours est annulé) — ${e.message}` : e,
  );
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
