import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  createBackup,
  RestoreRefusedError,
  restoreBackup,
  serveBackupRequests,
} from "../../src/db/backup.ts";
import { type Database, migrateDatabase, openDatabase } from "../../src/db/connection.ts";
import { DataDirLockedError } from "../../src/db/lock.ts";
import { queryRows } from "../../src/demo/context.ts";
import { loadDemo } from "../../src/demo/index.ts";

const url = process.env.DATABASE_URL;
const tmp = mkdtempSync(join(tmpdir(), "ecrin-backup-"));
const backupDir = join(tmp, "backups");
const created: string[] = [];

/** PostgreSQL: a new empty database beside DATABASE_URL, dropped at the end. */
async function newPostgres(): Promise<string> {
  const name = `ecrin_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  if (!url || created.length === 0) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A forced restore keeps the previous base beside it (`<base>_avant_<date>`): dropped too.
  const { rows } = await admin.query<{ d: string }>("select datname as d from pg_database");
  for (const { d } of rows) {
    if (created.some((c) => d.startsWith(c))) await admin.query(`drop database if exists ${d} with (force)`);
  }
  await admin.end();
});

/** Rows of every table, and the invoice and credit-note totals: what a restore must give back. */
async function snapshot(database: Database) {
  const tables = await queryRows<{ t: string }>(
    database.db,
    "select tablename as t from pg_tables where schemaname = 'public' order by 1",
  );
  const counts = await queryRows<{ t: string; n: number }>(
    database.db,
    [
      ...tables.map(({ t }) => `select '${t}' as t, count(*)::int as n from "${t}"`),
      "select 'drizzle.__drizzle_migrations', count(*)::int from drizzle.__drizzle_migrations",
      // The audit and immutability triggers come back too.
      "select 'triggers', count(*)::int from pg_trigger where not tgisinternal",
    ].join(" union all "),
  );
  const [totals] = await queryRows<Record<string, string>>(
    database.db,
    `select
       (select sum(totht)::text from constituant_fact) as factures,
       (select string_agg(fact || '=' || total, ',' order by fact)
          from (select fact, sum(totht) as total from constituant_fact group by fact) f) as par_facture,
       (select sum(prix)::text from constituant_fact_extensia) as extensia,
       (select sum(tot_ht)::text from avoir) as avoirs,
       (select string_agg(id_avoir || '=' || tot_ht, ',' order by id_avoir) from avoir) as par_avoir`,
  );
  return { counts: Object.fromEntries(counts.map((c) => [c.t, Number(c.n)])), totals };
}

const image = (name: string) => Buffer.from(`image ${name}`);

function writeImages(dir: string) {
  mkdirSync(join(dir, ".thumbs", "60"), { recursive: true });
  writeFileSync(join(dir, "bague.jpg"), image("bague"));
  writeFileSync(join(dir, "collier.png"), image("collier"));
  writeFileSync(join(dir, ".thumbs", "60", "bague.jpg"), "miniature en cache");
}

const listImages = (dir: string) => readdirSync(dir).sort();

describe(`npm run backup / restore (${url ? "PostgreSQL" : "PGlite"})`, () => {
  it("restores the same rows and invoice totals, with the images; refuses a non-empty target without --force", async () => {
    const imagesDir = join(tmp, "images-source");
    writeImages(imagesDir);
    const dataDir = join(tmp, "data-source");
    const template = url ? undefined : inject("pgliteTemplate");
    const sourceUrl = url ? await newPostgres() : undefined;
    const source = await openDatabase({
      url: sourceUrl,
      dataDir: url ? undefined : dataDir,
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    await migrateDatabase(source);
    await loadDemo(source.db, { scale: "small" });
    const before = await snapshot(source);
    // The small demo, the same on both engines (demo.test.ts pins its counts): 1864 invoices, 46 credit notes,
    // 6 076 686,25 € of standard invoice lines.
    expect([before.counts.facture, before.counts.avoir, before.totals?.factures]).toEqual([
      1864,
      46,
      "6076686.25",
    ]);

    // PGlite: the base stays open, as under a running server, which writes the dump when asked.
    const stopServing = source.pglite ? serveBackupRequests(dataDir, source.pglite) : null;
    const backup = await createBackup({ databaseUrl: sourceUrl, dataDir, imagesDir, backupDir });
    await stopServing?.();
    await source.close();
    expect(backup.via).toBe(url ? "pg_dump" : "serveur");
    expect(backup.file).toMatch(/ecrin-\d{8}-\d{6}\.tar$/);
    expect(backup.images).toBe(2);
    const members = execFileSync("tar", ["-tf", backup.file]).toString().trim().split("\n").sort();
    expect(members).toEqual([
      url ? "base.pgdump" : "base.tar.gz",
      "images/",
      "images/bague.jpg",
      "images/collier.png",
      "registre/",
      "sauvegarde.json",
    ]);
    expect(readdirSync(backupDir)).toEqual([backup.file.split("/").pop()]);

    const target = { databaseUrl: url ? await newPostgres() : undefined, dataDir: join(tmp, "data-cible") };
    const targetImages = join(tmp, "images-cible");
    const restored = await restoreBackup({ ...target, imagesDir: targetImages, file: backup.file });
    expect(restored).toMatchObject({ base: url ? "postgres" : "pglite", images: 2 });
    const reopen = () => openDatabase({ url: target.databaseUrl, dataDir: url ? undefined : target.dataDir });
    const check = async () => {
      const database = await reopen();
      try {
        await migrateDatabase(database);
        expect(await snapshot(database)).toEqual(before);
      } finally {
        await database.close();
      }
      expect(listImages(targetImages)).toEqual(["bague.jpg", "collier.png"]);
      expect(readFileSync(join(targetImages, "bague.jpg"))).toEqual(image("bague"));
    };
    await check();

    // Now full: refused without --force, and nothing changed.
    writeFileSync(join(targetImages, "nouvelle.jpg"), image("nouvelle"));
    const again = restoreBackup({ ...target, imagesDir: targetImages, file: backup.file });
    await expect(again).rejects.toThrow(RestoreRefusedError);
    await expect(again).rejects.toThrow(/n'est pas vide : restauration refusée\. Relancez avec --force/);
    expect(listImages(targetImages)).toContain("nouvelle.jpg");

    if (!url) {
      // The base stopped: the backup opens the folder itself. While a process has the target open,
      // even --force is refused.
      const direct = await createBackup({
        dataDir,
        imagesDir,
        backupDir,
        date: new Date(2026, 0, 2, 3, 4, 5),
      });
      expect(direct.via).toBe("direct");
      expect(direct.file).toMatch(/ecrin-20260102-030405\.tar$/);
      const open = await reopen();
      try {
        await expect(
          restoreBackup({ ...target, imagesDir: targetImages, file: direct.file, force: true }),
        ).rejects.toThrow(DataDirLockedError);
      } finally {
        await open.close();
      }
    }
    await restoreBackup({ ...target, imagesDir: targetImages, file: backup.file, force: true });
    await check();

    // A backup of the other kind of database is refused with a French message.
    const other = url
      ? restoreBackup({
          dataDir: join(tmp, "autre"),
          imagesDir: join(tmp, "autre-images"),
          file: backup.file,
        })
      : restoreBackup({
          databaseUrl: "postgres://nobody@127.0.0.1:1/none",
          dataDir,
          imagesDir: targetImages,
          file: backup.file,
        });
    await expect(other).rejects.toThrow(url ? /vient d'une base PostgreSQL/ : /vient de la base embarquée/);
  }, 600_000);
});
