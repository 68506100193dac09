import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { recevoirFluxFournisseurs, type SourceFlux } from "../../src/achats/index.ts";
import { type Database, migrateDatabase, openDatabase } from "../../src/db/connection.ts";
import { echantillon } from "./echantillons.ts";

/** Six SupplierInvoice flows; the child's download of the fourth never answers: it is killed there. */
const FLUX = Array.from({ length: 6 }, (_, i) => ({
  flowId: `k-${i}`,
  updatedAt: `2026-11-27T09:00:0${i}.000Z`,
}));
const FICHIER = echantillon("service-maintenance.xml");
const BLOQUE = "k-3";

let serveur: Server;
let base: string;
let enfant: ChildProcess | null = null;
let surBlocage: () => void = () => {};
const dataDir = mkdtempSync(join(tmpdir(), "ecrin-sigkill-"));
/** The database both processes open, one after the other: a PGlite folder, or a PostgreSQL database. */
let cible: { url?: string; dataDir?: string };
let nomBase: string | null = null;

beforeAll(async () => {
  serveur = createServer((req, res) => {
    const u = new URL(req.url ?? "/", "http://x");
    if (u.pathname === "/search") {
      const depuis = u.searchParams.get("depuis") ?? "";
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(FLUX.filter((f) => f.updatedAt > depuis).slice(0, 2)));
      return;
    }
    const id = u.pathname.replace("/flux/", "");
    if (id === BLOQUE && enfant) return surBlocage();
    res.end(FICHIER);
  });
  await new Promise<void>((r) => serveur.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`;
  const url = process.env.DATABASE_URL;
  if (url) {
    nomBase = `ecrin_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A copy of the run's migrated template (test/global-setup.ts), not a migration from nothing.
    await admin.query(`create database ${nomBase} template ${inject("modeles").migre}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${nomBase}`;
    cible = { url: u.toString() };
  } else {
    cible = { dataDir };
  }
  const db = await openDatabase({
    ...cible,
    ...(url ? {} : { loadDataDir: new Blob([readFileSync(inject("modeles").migre)]) }),
  });
  await migrateDatabase(db);
  await db.close();
}, 120_000);

afterAll(async () => {
  enfant?.kill("SIGKILL");
  serveur.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (nomBase && process.env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${nomBase} with (force)`);
    await c.end();
  }
});

const recus = async (db: Database) =>
  (
    await db.db.execute<{ flow_id: string; n: number }>(
      "select flow_id, count(*)::int as n from facture_fournisseur group by flow_id order by flow_id" as never,
    )
  ).rows;

describe("SIGKILL in the middle of a reception", () => {
  it("loses no flow and doubles none: the next run takes exactly the rest", async () => {
    const tue = new Promise<NodeJS.Signals | null>((resolve) => {
      enfant = spawn(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "reception-enfant.ts"), base, dataDir],
        { stdio: "inherit", env: { ...process.env, ...(cible.url ? { DATABASE_URL: cible.url } : {}) } },
      );
      surBlocage = () => enfant?.kill("SIGKILL");
      enfant.on("exit", (_code, signal) => resolve(signal));
    });
    expect(await tue).toBe("SIGKILL");
    enfant = null;

    const db = await openDatabase(cible);
    try {
      expect(await recus(db)).toEqual([
        { flow_id: "k-0", n: 1 },
        { flow_id: "k-1", n: 1 },
        { flow_id: "k-2", n: 1 },
      ]);
      const source: SourceFlux = {
        async parcourirFlux(_where, depuis, page) {
          const suite = FLUX.filter((f) => f.updatedAt > depuis);
          await page(suite, suite.at(-1)?.updatedAt ?? depuis);
        },
        async lireFlux() {
          return FICHIER;
        },
      };
      expect(await recevoirFluxFournisseurs(db.db, source)).toEqual({ recues: 3 });
      expect(await recus(db)).toEqual(FLUX.map((f) => ({ flow_id: f.flowId, n: 1 })));
    } finally {
      await db.close();
    }
  }, 120_000);
});
