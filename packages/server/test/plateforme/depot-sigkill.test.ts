import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DEFAULT_SETTINGS } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CLIENT_FAKE, FakePlateforme } from "../../../../e2e/helpers/fake-plateforme/index.ts";
import { loadConfig } from "../../src/config.ts";
import { type Database, migrateDatabase, openDatabase } from "../../src/db/connection.ts";
import { synchroniserPlateforme } from "../../src/plateforme/index.ts";

/**
 * SIGKILL during a deposit (issue 30 point 2): the worker runs in a process of its own, the platform
 * creates the flow and holds its answer, the process is killed. The next run must find that flow by
 * its trackingId and keep it: no flow lost, none doubled. On both databases: a PostgreSQL database of
 * its own, or a PGlite folder on disk (the killed process leaves its lock behind).
 */
const serverDir = resolve(import.meta.dirname, "../..");
const pa = new FakePlateforme();
const TRACKING = "LC-SIGKILL-1";
let cible: { url?: string; dataDir?: string };
let nettoyer: () => Promise<void>;

async function ouvrir(): Promise<Database> {
  return openDatabase(cible);
}

beforeAll(async () => {
  await pa.demarrer();
  const url = process.env.DATABASE_URL;
  if (url) {
    const nom = `ecrin_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A copy of the run's migrated template (test/global-setup.ts), not a migration from nothing.
    await admin.query(`create database ${nom} template ${inject("modeles").migre}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${nom}`;
    cible = { url: u.toString() };
    nettoyer = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${nom} with (force)`);
      await c.end();
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "ecrin-sigkill-"));
    cible = { dataDir };
    nettoyer = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const template = url ? undefined : inject("pgliteTemplate");
  const d = await openDatabase({
    ...cible,
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  await migrateDatabase(d);
  // A lifecycle message queued for deposit (a flow like any: the worker's path is the same).
  await d.db.execute(sql`
    insert into plateforme_envoi (type_document, tracking_id, flow_syntax, fichier)
    values ('cdar', ${TRACKING}, 'CDAR', convert_to('<rsm:CrossDomainAcknowledgementAndResponse/>', 'UTF8'))`);
  await d.close();
}, 120_000);
afterAll(async () => {
  await pa.arreter();
  await nettoyer();
});

describe("SIGKILL during a deposit", () => {
  it("leaves no lost and no doubled flow", async () => {
    let liberer = () => {};
    pa.retenirDepot = new Promise<void>((r) => (liberer = r));
    const enfant = spawn(process.execPath, ["--import", "tsx", "test/plateforme/travailleur-enfant.ts"], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: cible.url ?? "",
        DATA_DIR: cible.dataDir ?? "",
        PLATEFORME_URL: pa.url,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let sortie = "";
    enfant.stdout.on("data", (d) => (sortie += d));
    enfant.stderr.on("data", (d) => (sortie += d));
    const fin = new Promise<number | null>((r) =>
      enfant.on("exit", (_code, signal) => r(signal === "SIGKILL" ? -9 : _code)),
    );
    // The platform holds the flow, its answer not sent: kill the worker now.
    const limite = Date.now() + 120_000;
    while (pa.deposes(TRACKING).length === 0) {
      if (Date.now() > limite) throw new Error(`le travailleur n'a rien déposé : ${sortie}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    enfant.kill("SIGKILL");
    expect(await fin).toBe(-9);
    expect(sortie).not.toContain("travailleur fini");
    pa.retenirDepot = null;
    liberer();

    const d = await ouvrir();
    try {
      const lire = async () =>
        (
          (await d.db.execute(
            sql`select etat, flow_id, tentatives from plateforme_envoi where tracking_id = ${TRACKING}`,
          )) as unknown as { rows: { etat: string; flow_id: string | null; tentatives: number }[] }
        ).rows[0];
      // Killed mid-send: the row says a deposit was started, its result unknown.
      expect(await lire()).toMatchObject({ etat: "en_cours", flow_id: null, tentatives: 1 });
      await d.db.execute(sql`update plateforme_envoi set prochain_essai = now()`);
      const settings = {
        ...DEFAULT_SETTINGS,
        plateformeUrl: pa.url,
        plateformeClientId: CLIENT_FAKE.id,
        plateformeClientSecret: CLIENT_FAKE.secret,
      };
      await synchroniserPlateforme({ db: d.db, settings, config: loadConfig({}) });
      await synchroniserPlateforme({ db: d.db, settings, config: loadConfig({}) });
      expect(pa.deposes(TRACKING)).toHaveLength(1);
      expect(await lire()).toMatchObject({ etat: "depose", flow_id: pa.deposes(TRACKING)[0]?.flowId });
    } finally {
      await d.close();
    }
  }, 240_000);
});
