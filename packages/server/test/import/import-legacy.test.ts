import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/connection.ts";
import { withTx } from "../../src/db/tx.ts";
import { prochainNumero } from "../../src/facturation/index.ts";
import { ImportError, type ImportReport, importLegacy } from "../../src/import/import-legacy.ts";
import { createTestDatabase } from "../helpers/database.ts";

// MariaDB must be reachable (CI starts it): no skip, the test fails if it is not.
const MYSQL = "mysql://root@127.0.0.1:3306";
const legacyDb = `ecrin_legacy_test_${randomBytes(4).toString("hex")}`;
const FROM = `${MYSQL}/${legacyDb}`;

let database: Database;

/** A small old-system history: old names and MySQL types, latin1 and utf8 text, zero dates, 0 = none. */
async function createLegacy(): Promise<void> {
  const c = await mysql.createConnection({ uri: MYSQL, charset: "utf8mb4", multipleStatements: true });
  await c.query(`create database ${legacyDb}`);
  await c.query(`use ${legacyDb}`);
  await c.query("set session sql_mode = ''");
  await c.query(`create table clients (id int primary key auto_increment, label varchar(100), id_parent int not null default 0,
    nom_agence varchar(150), adresse varchar(200), cp varchar(10), ville varchar(100), actif tinyint not null default 1
  ) default charset latin1`);
  await c.query(`create table facture (id_fact int primary key auto_increment, id_bijouterie int, date_fact date,
    echeance int, date_echeance date, date_paiement date not null default '0000-00-00', port float, taux_tva double,
    cours_fixe double, cours_courant double, client varchar(150), adresse varchar(200), cp varchar(10), ville varchar(100)
  ) default charset utf8`);
  await c.query(`create table avoir (id_avoir int primary key auto_increment, id_clt int, date date, ref varchar(100),
    description text, tot_ht double, id_fact int not null default 0) default charset utf8`);
  await c.query(
    `insert into clients values (1,'BIJ1',0,'Bijouterie Élégance','3 rue de l''Étoile','75008','Paris',1),
     (2,'BIJ2',1,'Orfèvrerie Façon Môme','1 place Süd','69002','Lyon',1),(3,'BIJ3',0,'Ancien client','','','Nîmes',0)`,
  );
  for (let i = 1; i <= 24; i++) {
    const year = i <= 12 ? 2009 : 2010;
    const port = i === 5 ? 7.126 : i % 3 === 0 ? 0 : 12.5 + i / 10;
    const paiement = i % 2 === 0 ? `${year}-06-30` : "0000-00-00";
    await c.query("insert into facture values (?,?,?,30,?,?,?,19.6,?,0,?,?,?,?)", [
      100 + i,
      (i % 3) + 1,
      `${year}-${String((i % 12) + 1).padStart(2, "0")}-10`,
      i === 7 ? "0000-00-00" : `${year}-12-31`,
      paiement,
      port,
      i % 4 === 0 ? 24512.3456 : null,
      i % 2 ? "Orfèvrerie Façon Môme" : "Bijouterie Élégance",
      "",
      "75008",
      "Zürich",
    ]);
  }
  await c.query(`insert into avoir values (7,1,'2010-03-01','AV-1','Remise « geste » accordée',150.1,105),
    (8,2,'2010-04-02','','Retour pièce',80,0)`);
  await c.end();
}

function counts(r: ImportReport) {
  return r.tables.map((t) => [t.old, t.read, t.inserted, t.updated, t.unchanged]);
}

async function snapshot(): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const t of ["client", "facture", "avoir"])
    out.push((await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(t)}`)).rows[0]);
  out.push(
    (
      await database.db.execute(
        sql`select count(*)::int as n, (select coalesce(sum(port), 0)::text from facture) as port from audit`,
      )
    ).rows[0],
  );
  return out;
}

describe("import:legacy (old MySQL system → Écrin)", () => {
  beforeAll(async () => {
    await createLegacy();
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    const c = await mysql.createConnection({ uri: MYSQL });
    await c.query(`drop database if exists ${legacyDb}`);
    await c.end();
  });

  it("--dry-run changes nothing and prints the same report", async () => {
    const before = await snapshot();
    const r = await importLegacy(database.db, { from: FROM, dryRun: true });
    expect(counts(r)).toEqual([
      ["clients", 3, 3, 0, 0],
      ["facture", 24, 24, 0, 0],
      ["avoir", 2, 2, 0, 0],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("imports with the conversions, the reconciliation equal and no audit rows", async () => {
    const r = await importLegacy(database.db, { from: FROM });
    expect(counts(r)).toEqual([
      ["clients", 3, 3, 0, 0],
      ["facture", 24, 24, 0, 0],
      ["avoir", 2, 2, 0, 0],
    ]);
    expect(r.tables[1]?.adjusted).toEqual([{ id: "105", column: "port", change: "7.126 → 7.13" }]);
    for (const c of r.reconciliation) expect(c.old, `${c.table} ${c.measure}`).toBe(c.ecrin);
    expect(r.reconciliation.map((c) => `${c.table} ${c.measure}`)).toEqual([
      "client nombre",
      "facture nombre",
      "facture port 2009",
      "facture port 2010",
      "avoir nombre",
      "avoir tot_ht 2010",
    ]);
    expect(r.reconciliation.find((c) => c.table === "facture" && c.measure === "nombre")).toMatchObject({
      old: "24",
      ecrin: "24",
    });
    const clients = (
      await database.db.execute(sql`select id, nom_agence, id_parent, adresse, actif from client order by id`)
    ).rows;
    expect(clients).toEqual([
      {
        id: 1,
        nom_agence: "Bijouterie Élégance",
        id_parent: null,
        adresse: "3 rue de l'Étoile",
        actif: true,
      },
      { id: 2, nom_agence: "Orfèvrerie Façon Môme", id_parent: 1, adresse: "1 place Süd", actif: true },
      { id: 3, nom_agence: "Ancien client", id_parent: null, adresse: "", actif: false },
    ]);
    const f = (
      await database.db.execute(
        sql`select id_fact, date_echeance::text as de, date_paiement::text as dp, port, taux_tva, cours_fixe, client, adresse, ville from facture where id_fact in (104, 105, 107) order by id_fact`,
      )
    ).rows;
    expect(f).toEqual([
      {
        id_fact: 104,
        de: "2009-12-31",
        dp: "2009-06-30",
        port: "12.90",
        taux_tva: "19.60",
        cours_fixe: "24512.3456",
        client: "Bijouterie Élégance",
        adresse: null,
        ville: "Zürich",
      },
      {
        id_fact: 105,
        de: "2009-12-31",
        dp: null,
        port: "7.13",
        taux_tva: "19.60",
        cours_fixe: null,
        client: "Orfèvrerie Façon Môme",
        adresse: null,
        ville: "Zürich",
      },
      {
        id_fact: 107,
        de: null,
        dp: null,
        port: "13.20",
        taux_tva: "19.60",
        cours_fixe: null,
        client: "Orfèvrerie Façon Môme",
        adresse: null,
        ville: "Zürich",
      },
    ]);
    const a = (
      await database.db.execute(
        sql`select id_avoir, ref, description, tot_ht, id_fact from avoir order by id_avoir`,
      )
    ).rows;
    expect(a).toEqual([
      { id_avoir: 7, ref: "AV-1", description: "Remise « geste » accordée", tot_ht: "150.10", id_fact: 105 },
      { id_avoir: 8, ref: null, description: "Retour pièce", tot_ht: "80.00", id_fact: null },
    ]);
    const audit = (
      await database.db.execute(
        sql`select count(*)::int as n from audit where table_name in ('client','facture','avoir')`,
      )
    ).rows[0];
    expect(audit).toEqual({ n: 0 });
  });

  it("refuses a database that already holds documents unless --merge", async () => {
    await expect(importLegacy(database.db, { from: FROM })).rejects.toThrow(
      "la base Écrin contient déjà des documents (OF, factures ou avoirs) ; relancer avec --merge pour fusionner",
    );
  });

  it("a second run (--merge) changes nothing: 0 inserted, same sums", async () => {
    const before = await snapshot();
    const r = await importLegacy(database.db, { from: FROM, merge: true });
    expect(counts(r)).toEqual([
      ["clients", 3, 0, 0, 3],
      ["facture", 24, 0, 0, 24],
      ["avoir", 2, 0, 0, 2],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("an issued invoice that differs is reported, never updated, and the group is rolled back", async () => {
    const c = await mysql.createConnection({ uri: FROM });
    await c.query("update facture set port = 99 where id_fact = 110");
    await c.query("insert into avoir values (9,1,'2010-05-05','X','Nouveau',1,0)");
    await c.end();
    const err = await importLegacy(database.db, { from: FROM, merge: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).message).toContain("facture (ancien id 110)");
    const n = (await database.db.execute(sql`select count(*)::int as n from avoir`)).rows[0];
    expect(n).toEqual({ n: 2 });
  });

  it("numbering continues after the highest imported number", async () => {
    const [f, a] = await withTx(database.db, null, async (tx) => [
      await prochainNumero(tx, "facture"),
      await prochainNumero(tx, "avoir"),
    ]);
    expect(f).toBe(125);
    expect(a).toBe(8 + 1);
  });
});
