import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "../../src/admin/index.ts";
import { createBackup, RestoreRefusedError, restoreBackup } from "../../src/db/backup.ts";
import type { Manifest } from "../../src/db/backup-manifest.ts";
import { type Database, migrateDatabase, openDatabase } from "../../src/db/connection.ts";
import { client, image, utilisateur } from "../../src/db/schema/index.ts";
import { queryRows } from "../../src/demo/context.ts";
import {
  autreFormat,
  empreinteDossiers,
  etrangere,
  inverserUnBit,
  tronquer,
  vide,
} from "../helpers/archives.ts";

/**
 * npm run restore never destroys the live data for a bad archive: a truncated, bit-flipped,
 * wrong-version, empty or foreign archive is refused in French with --force, and the current base,
 * images and register files stay byte-identical (PGlite: every file of the folders; PostgreSQL: every
 * row of every table, and no database left behind). A good archive replaces them, the previous data
 * kept beside, dated.
 */

const url = process.env.DATABASE_URL;
const tmp = mkdtempSync(join(tmpdir(), "ecrin-restauration-"));
/** The damaged archives, apart from the target's folder and its neighbours (which must not change). */
const abimees = mkdtempSync(join(tmpdir(), "ecrin-abimees-"));
/** Opening and counting a base takes seconds, more on a loaded machine. */
const LONG = 300_000;
const created: string[] = [];

async function newPostgres(template?: string): Promise<string> {
  const name = `ecrin_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  created.push(name);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(abimees, { recursive: true, force: true });
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ d: string }>("select datname as d from pg_database");
  for (const { d } of rows) {
    if (created.some((c) => d.startsWith(c))) await admin.query(`drop database if exists ${d} with (force)`);
  }
  await admin.end();
});

const source = { dataDir: join(tmp, "source"), imagesDir: join(tmp, "source", "images") };
const cible = { dataDir: join(tmp, "cible"), imagesDir: join(tmp, "cible", "images") };
let sourceUrl: string | undefined;
let cibleUrl: string | undefined;
let archive: string;

const open = (where: { dataDir: string }, dbUrl: string | undefined) =>
  openDatabase({ url: dbUrl, dataDir: dbUrl ? undefined : where.dataDir });

async function avec<T>(
  where: { dataDir: string },
  dbUrl: string | undefined,
  fn: (d: Database) => Promise<T>,
) {
  const d = await open(where, dbUrl);
  try {
    return await fn(d);
  } finally {
    await d.close();
  }
}

/** The rows of every table, as text, hashed per table (PostgreSQL: what "byte-identical" means). */
async function empreinteBase(d: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ t: string }>(
    d.db,
    "select tablename as t from pg_tables where schemaname = 'public' order by 1",
  );
  const out: Record<string, string> = {};
  for (const { t } of tables) {
    const [r] = await queryRows<{ h: string | null }>(
      d.db,
      `select md5(string_agg(x::text, '|' order by x::text)) as h from "${t}" x`,
    );
    out[t] = r?.h ?? "";
  }
  return out;
}

async function basesDuServeur(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ d: string }>("select datname as d from pg_database order by 1");
  await admin.end();
  return rows.map((r) => r.d).filter((d) => created.some((c) => d.startsWith(c)));
}

/** What must not change: the target's base and folders, and (PostgreSQL) the server's databases. */
async function etatCible() {
  const dossiers = empreinteDossiers(cible.dataDir);
  if (!url) return { dossiers, voisins: readdirSync(dirname(cible.dataDir)).sort() };
  return {
    dossiers,
    base: await avec(cible, cibleUrl, empreinteBase),
    bases: await basesDuServeur(),
    voisins: readdirSync(dirname(cible.dataDir)).sort(),
  };
}

beforeAll(async () => {
  // The source starts from the run's migrated template (test/global-setup.ts), on either engine.
  sourceUrl = url ? await newPostgres(inject("modeles").migre) : undefined;
  cibleUrl = url ? await newPostgres() : undefined;
  const template = url ? undefined : inject("pgliteTemplate");
  const d = await openDatabase({
    url: sourceUrl,
    dataDir: url ? undefined : source.dataDir,
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  try {
    await migrateDatabase(d);
    await d.db.insert(client).values({ nomAgence: "Bijouterie Éclat", label: "Éclat" });
    await d.db
      .insert(utilisateur)
      .values({ login: "sauve", role: 6, passwordHash: await hashPassword("sauve") });
  } finally {
    await d.close();
  }
  mkdirSync(source.imagesDir, { recursive: true });
  writeFileSync(join(source.imagesDir, "bague.jpg"), "image bague");
  mkdirSync(join(source.dataDir, "registre"), { recursive: true });
  writeFileSync(join(source.dataDir, "registre", "sceaux.journal"), "2026-11-23 3f2a...\n");
  const r = await createBackup({ ...source, databaseUrl: sourceUrl, backupDir: join(tmp, "sauvegardes") });
  archive = r.file;
}, 300_000);

describe(`npm run backup finds the server's images or refuses (${url ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "refuses to save 0 images from a folder that is not the server's when the base lists some",
    async () => {
      const d = await open(source, sourceUrl);
      try {
        await d.db.insert(image).values({ nom: "bague.jpg" });
      } finally {
        await d.close();
      }
      const ailleurs = join(tmp, "pas-les-images");
      const r = createBackup({
        ...source,
        imagesDir: ailleurs,
        databaseUrl: sourceUrl,
        backupDir: join(tmp, "sauvegardes-refusees"),
      });
      await expect(r).rejects.toThrow(
        `La base compte 1 image(s) mais le dossier ${ailleurs} n'en contient aucune : ce n'est pas celui du ` +
          "serveur. Lancez la sauvegarde avec le DATA_DIR (ou IMAGES_DIR) du serveur.",
      );
      expect(readdirSync(join(tmp, "sauvegardes-refusees"))).toEqual([]);
    },
    LONG,
  );
});

describe(`npm run restore checks the whole archive first (${url ? "PostgreSQL" : "PGlite"})`, () => {
  it("describes every member in sauvegarde.json: size, SHA-256, row counts, migration level", () => {
    const manifest = JSON.parse(
      execFileSync("tar", ["-xOf", archive, "sauvegarde.json"]).toString(),
    ) as Manifest;
    expect(manifest).toMatchObject({ application: "ecrin", format: 2, base: url ? "postgres" : "pglite" });
    expect(manifest.lignes).toMatchObject({ client: 1, utilisateur: 1 });
    expect(manifest.migrations).toBeGreaterThan(19);
    expect(manifest.lignes["drizzle.__drizzle_migrations"]).toBe(manifest.migrations);
    expect(manifest.membres.map((m) => m.nom).sort()).toEqual([
      url ? "base.pgdump" : "base.tar.gz",
      "images/bague.jpg",
      "registre/sceaux.journal",
    ]);
    // sha256sum of the text "image bague"
    expect(manifest.membres.find((m) => m.nom === "images/bague.jpg")).toEqual({
      nom: "images/bague.jpg",
      taille: 11,
      sha256: "06068530b237555cbc272e24110a97153f7f28944175e2b0406140915e35d41e",
    });
  });

  it(
    "restores into an empty target: base, images and the register's files",
    async () => {
      const r = await restoreBackup({ ...cible, databaseUrl: cibleUrl, file: archive });
      expect(r).toMatchObject({ base: url ? "postgres" : "pglite", format: 2, images: 1, ancien: [] });
      expect(readFileSync(join(cible.dataDir, "registre", "sceaux.journal"), "utf8")).toBe(
        "2026-11-23 3f2a...\n",
      );
      expect(readFileSync(join(cible.imagesDir, "bague.jpg"), "utf8")).toBe("image bague");
      await avec(cible, cibleUrl, async (d) => {
        const [n] = await queryRows<{ n: number }>(d.db, "select count(*)::int as n from client");
        expect(n?.n).toBe(1);
        // The target now lives on: a row and an image the archive does not have.
        await d.db.insert(client).values({ nomAgence: "Client après la sauvegarde", label: "Après" });
      });
      writeFileSync(join(cible.imagesDir, "collier.jpg"), "image collier");
    },
    LONG,
  );

  it.each([
    [
      "truncated",
      () => tronquer(archive, join(abimees, "tronquee.tar")),
      /tronquée, endommagée|n'est pas une sauvegarde Écrin lisible/,
    ],
    [
      "bit-flipped in the base",
      () => inverserUnBit(archive, url ? "base.pgdump" : "base.tar.gz", join(abimees, "bit.tar")),
      /le fichier base\.(pgdump|tar\.gz) est altéré \(son empreinte SHA-256 diffère\)/,
    ],
    [
      "bit-flipped in an image",
      () => inverserUnBit(archive, "images/bague.jpg", join(abimees, "bit-image.tar")),
      /le fichier images\/bague\.jpg est altéré/,
    ],
    [
      "of another version",
      () => autreFormat(archive, join(abimees, "version.tar"), 99),
      /sauvegarde Écrin de format 99, que cette version ne sait pas lire \(format 2\)/,
    ],
    [
      "empty",
      () => vide(join(abimees, "vide.tar")),
      /est vide : ce n'est pas une sauvegarde\. Rien n'a été modifié\./,
    ],
    ["foreign", () => etrangere(join(abimees, "etrangere.tar")), /n'est pas une sauvegarde Écrin lisible/],
  ])(
    "refuses a %s archive with --force in French, and changes nothing",
    async (_cas, fabriquer, message) => {
      const avant = await etatCible();
      const fichier = fabriquer();
      const r = restoreBackup({ ...cible, databaseUrl: cibleUrl, file: fichier, force: true });
      await expect(r).rejects.toThrow(RestoreRefusedError);
      await expect(r).rejects.toThrow(message);
      await expect(r).rejects.not.toThrow(/zlib|incorrect header|unexpected end|EOF/i);
      expect(await etatCible()).toEqual(avant);
    },
    LONG,
  );

  it(
    "replaces the target with a good archive, keeping the previous data dated",
    async () => {
      const avant = await etatCible();
      const r = await restoreBackup({
        ...cible,
        databaseUrl: cibleUrl,
        file: archive,
        force: true,
        date: new Date(2026, 10, 24, 3, 4, 5),
      });
      expect(r.ancien).toEqual(
        url
          ? [
              expect.stringMatching(/^base PostgreSQL ecrin_t_\w+_avant_20261124_030405$/),
              `${cible.imagesDir}.avant-20261124-030405`,
              `${join(cible.dataDir, "registre")}.avant-20261124-030405`,
            ]
          : [`${cible.dataDir}.avant-20261124-030405`],
      );
      await avec(cible, cibleUrl, async (d) => {
        const [n] = await queryRows<{ n: number }>(d.db, "select count(*)::int as n from client");
        expect(n?.n).toBe(1);
      });
      expect(readdirSync(cible.imagesDir)).toEqual(["bague.jpg"]);
      // The previous data, byte for byte, beside it: base, images, register.
      const garde = `${cible.dataDir}.avant-20261124-030405`;
      const relatives = (e: Record<string, string>, dossier: string) =>
        Object.fromEntries(Object.entries(e).map(([k, v]) => [k.slice(dossier.length + 1), v]));
      if (!url)
        expect(relatives(empreinteDossiers(garde), garde)).toEqual(relatives(avant.dossiers, cible.dataDir));
      else expect(existsSync(join(`${cible.imagesDir}.avant-20261124-030405`, "collier.jpg"))).toBe(true);
    },
    LONG,
  );
});
