import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

const dir = mkdtempSync(join(tmpdir(), "ecrin-systeme-"));
const imagesDir = join(dir, "images");
const backupDir = join(dir, "backups");
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(imagesDir, "thumbs"), { recursive: true });
  writeFileSync(join(imagesDir, "a.jpg"), Buffer.alloc(1000));
  writeFileSync(join(imagesDir, "thumbs", "a.jpg"), Buffer.alloc(24));
  mkdirSync(backupDir);
  t = await createTestApp({ config: { imagesDir, backupDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string, who?: "direction" | "bureau") =>
  t.app.inject({ method: "GET", url, headers: who ? { cookie: await t.cookieOf(who) } : {} });

describe("GET /api/health", () => {
  it("answers 200 without a session when the database answers, and tells nothing else", async () => {
    const res = await get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statut: "ok" });
  });
});

describe("GET /api/admin/systeme (/test)", () => {
  it("is for role 1 only", async () => {
    expect((await get("/api/admin/systeme")).statusCode).toBe(401);
    expect((await get("/api/admin/systeme", "bureau")).statusCode).toBe(403);
  });

  it("shows the database, tables, images, settings and checks; no backup is a warning", async () => {
    const res = await get("/api/admin/systeme", "direction");
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(["pglite", "postgres"]).toContain(s.base.type);
    expect(s.base.type).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(s.base.tailleOctets).toBeGreaterThan(0);
    expect(s.base.migrations).toBeGreaterThanOrEqual(12);
    expect(s.tables).toContainEqual({ table: "utilisateur", lignes: 3 });
    expect(s.images).toMatchObject({ fichiers: 2, tailleOctets: 1024 });
    expect(s.sauvegarde).toMatchObject({ derniere: null, niveau: "attention" });
    const controles = Object.fromEntries(
      s.controles.map((c: { nom: string; niveau: string }) => [c.nom, c.niveau]),
    );
    expect(controles).toMatchObject({
      "Base de données": "ok",
      "Dossier des images": "ok",
      Sauvegarde: "attention",
    });
    expect(s.reglages.map((r: { configure: boolean }) => r.configure)).toEqual([false, false]);
    expect(s.serveur.uptimeSecondes).toBeGreaterThanOrEqual(0);
    expect(s.serveur.memoireOctets).toBeGreaterThan(0);
  });

  it("dates the last backup: over 24 h is a warning, a fresh one is fine; the shop secret never shows", async () => {
    const old = join(backupDir, "ecrin-20200101-010000.tar");
    writeFileSync(old, "x");
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    t.settings.wpUrl = "https://boutique.example";
    t.settings.wpCleClient = "ck_cle";
    t.settings.wpSecretClient = "cs_secret-ne-sort-pas";
    const stale = await get("/api/admin/systeme", "direction");
    expect(stale.json().sauvegarde).toMatchObject({
      fichier: "ecrin-20200101-010000.tar",
      niveau: "attention",
    });
    expect(stale.json().sauvegarde.ageHeures).toBeGreaterThan(47);
    expect(stale.json().reglages[1].configure).toBe(true);
    expect(stale.body).not.toContain("cs_secret-ne-sort-pas");
    expect(stale.body).not.toContain("ck_cle");
    writeFileSync(join(backupDir, "ecrin-20260101-010000.tar"), "x");
    const fresh = await get("/api/admin/systeme", "direction");
    expect(fresh.json().sauvegarde).toMatchObject({ fichier: "ecrin-20260101-010000.tar", niveau: "ok" });
  });
});
