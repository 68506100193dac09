import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/connection.ts";
import { type ImportReport, importLegacy } from "../../src/import/import-legacy.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { createLegacy, insertReferences, MYSQL } from "./ancienne-base-pierres-metal.ts";

// Stones, product stock, gold box and metal ledgers of the old system (spec 02 and 03 sections 3 and 7).
const legacyDb = `ecrin_legacy_pm_${randomBytes(4).toString("hex")}`;
const FROM = `${MYSQL}/${legacyDb}`;
const TABLES = [
  "pierres_recues",
  "op_stock",
  "pierre_retour",
  "plateau",
  "new_stock_prod",
  "new_historique_conf",
  "boite_or",
  "reception_metal",
  "mouvements_clal",
  "mouvements_metal",
];
const ECRIN_TABLES = [
  "pierres_recues",
  "op_stock",
  "pierre_retour",
  "plateau",
  "new_stock_prod",
  "new_historique_conf",
  "boite_or",
  "reception_metal",
  "mouvement_clal",
  "mouvement_metal",
];

let database: Database;

function counts(r: ImportReport) {
  return r.tables.map((t) => [t.old, t.read, t.inserted, t.updated, t.unchanged]);
}

async function snapshot(): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const t of ECRIN_TABLES)
    out.push((await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(t)}`)).rows[0]);
  out.push(
    (
      await database.db.execute(sql`select (select sum(poids)::text from pierres_recues) as recu,
        (select sum(poids_sortant)::text from op_stock) as conso,
        (select sum(done_ouvr - rendu_ouvr)::text from boite_or) as boite,
        (select count(*)::int from audit) as audit`)
    ).rows[0],
  );
  return out;
}

const toutes = (n: number[]) => TABLES.map((t, i) => [t, n[i], n[i], 0, 0]);
const LUS = [8, 10, 2, 2, 3, 3, 12, 3, 3, 4];

describe("import:legacy — stones, stock, gold box and metal ledgers", () => {
  beforeAll(async () => {
    await createLegacy(legacyDb);
    database = await createTestDatabase();
    // Clients through their mapped table; then the OFs, suppliers, stones and jewellers directly in Écrin.
    await importLegacy(database.db, { from: FROM, only: ["clients"] });
    await insertReferences(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    const c = await mysql.createConnection({ uri: MYSQL });
    await c.query(`drop database if exists ${legacyDb}`);
    await c.end();
  });

  it("--dry-run changes nothing and reports the same counts", async () => {
    const before = await snapshot();
    const r = await importLegacy(database.db, { from: FROM, only: TABLES, merge: true, dryRun: true });
    expect(counts(r)).toEqual(toutes(LUS));
    expect(await snapshot()).toEqual(before);
  });

  it("imports with the conversions; carats, gold box and metal balances reconcile", async () => {
    const r = await importLegacy(database.db, { from: FROM, only: TABLES, merge: true });
    expect(counts(r)).toEqual(toutes(LUS));
    // Floats that carry a digit beyond the column's scale are reported, not silently rounded away.
    expect(
      r.tables.flatMap((t) => t.adjusted.map((a) => `${t.old} #${a.id} ${a.column} ${a.change}`)),
    ).toEqual([
      "pierres_recues #3 poids 1.2345 → 1.235",
      "pierres_recues #5 cours_eur_doll 0.0000 → 1.0000 (cours par défaut)",
      "new_stock_prod #501 date_entree date_entree absente de l'ancienne base → date de livraison (sinon de création) de l'OF 2009-02-20",
      "new_stock_prod #502 date_entree date_entree absente de l'ancienne base → date de livraison (sinon de création) de l'OF 2009-03-10",
      "new_stock_prod #503 date_entree date_entree absente de l'ancienne base → date de livraison (sinon de création) de l'OF 2009-06-20",
      "boite_or #4 done_ouvr 4.5678 → 4.568",
    ]);
    for (const c of r.reconciliation) expect(c.old, `${c.table} ${c.measure}`).toBe(c.ecrin);
    const mesure = (table: string, prefix: string) =>
      r.reconciliation
        .filter((c) => c.table === table && c.measure.startsWith(prefix))
        .map((c) => [c.measure, c.ecrin]);
    expect(mesure("pierres_recues", "carats restants")).toEqual([
      ["carats restants du lot : clés identiques", "8"],
    ]);
    expect(mesure("pierres_recues", "carats reçus")).toEqual([
      ["carats reçus 2009", "4.485"],
      ["carats reçus 2010", "8.500"],
    ]);
    expect(mesure("op_stock", "carats")).toEqual([
      ["carats consommés 2009", "0.815"],
      ["carats consommés 2010", "2.065"],
    ]);
    expect(mesure("pierre_retour", "carats")).toEqual([
      ["carats rendus 2009", "0.250"],
      ["carats rendus 2010", "0.125"],
    ]);
    expect(mesure("boite_or", "solde")).toEqual([
      ["solde boîte or joaillier 1", "30.268"],
      ["solde boîte or joaillier 2", "36.800"],
    ]);
    expect(mesure("reception_metal", "or")).toEqual([
      ["or reçu du client 1", "30.250"],
      ["or reçu du client 2", "12.125"],
    ]);
    expect(mesure("mouvement_clal", "solde")).toEqual([
      ["solde métal (g fin) CLAL métal 1", "970.000"],
      ["solde métal (g fin) CLAL métal 2", "500.500"],
    ]);
    expect(mesure("mouvement_metal", "solde")).toEqual([
      ["solde métal (g fin) client 1 métal 1", "-8.000"],
      ["solde métal (g fin) client 2 métal 1", "12.500"],
      ["solde métal (g fin) fournisseur 5 métal 1", "185.000"],
    ]);
    const q = async (s: ReturnType<typeof sql>) => (await database.db.execute(s)).rows;
    expect(
      await q(sql`select id_conf, id_qual, euro, dollar, cours_eur_doll, poids, certificat, lg, en_cours,
        date_sorti::text as ds, label_fact, facture, pierre_etat, date_fact::text as df
        from pierres_recues where id_conf in (2, 7, 8) order by id_conf`),
    ).toEqual([
      {
        id_conf: 2,
        id_qual: 2,
        euro: "0.0000",
        dollar: "1200.2500",
        cours_eur_doll: "1.1234",
        poids: "1.000",
        certificat: "GIA n° 2141",
        lg: 0,
        en_cours: 1,
        ds: null,
        label_fact: null,
        facture: 0,
        pierre_etat: 1,
        df: null,
      },
      {
        id_conf: 7,
        id_qual: null,
        euro: "850.5000",
        dollar: "0.0000",
        cours_eur_doll: "1.0000",
        poids: "2.250",
        certificat: null,
        lg: 0,
        en_cours: 1,
        ds: null,
        label_fact: "Facturé à Élégance",
        facture: 1,
        pierre_etat: 2,
        df: "2010-08-31",
      },
      {
        id_conf: 8,
        id_qual: 2,
        euro: "0.0000",
        dollar: "1200.2500",
        cours_eur_doll: "1.1234",
        poids: "2.500",
        certificat: null,
        lg: 0,
        en_cours: 0,
        ds: "2010-09-01",
        label_fact: null,
        facture: 0,
        pierre_etat: 1,
        df: null,
      },
    ]);
    expect(
      await q(sql`select id_retour, designation, date::text as d from pierre_retour order by 1`),
    ).toEqual([
      { id_retour: 1, designation: "Éclat sur la table, renvoyé", d: "2009-05-02" },
      { id_retour: 2, designation: "Mauvaise couleur", d: "2010-06-30" },
    ]);
    expect(await q(sql`select "of", plateau, date_entree::text as d from new_stock_prod order by 1`)).toEqual(
      [
        { of: 501, plateau: 1, d: "2009-02-20" },
        { of: 502, plateau: null, d: "2009-03-10" },
        { of: 503, plateau: 2, d: "2009-06-20" },
      ],
    );
    expect(
      await q(sql`select id, description, id_stade, type_metal, ladim, date_entree::text as de,
        date_sortie::text as ds, poids, leprix from new_historique_conf order by id`),
    ).toEqual([
      expect.objectContaining({ id: 1, description: "Bague « Étoile »", ds: "2009-09-30", poids: "3.456" }),
      expect.objectContaining({ id: 2, ds: null, leprix: "1250.50" }),
      {
        id: 3,
        description: null,
        id_stade: null,
        type_metal: null,
        ladim: null,
        de: "2010-02-02",
        ds: null,
        poids: "0.000",
        leprix: "0.00",
      },
    ]);
    expect(await q(sql`select label from boite_or where id_boite in (1, 2) order by 1`)).toEqual([
      { label: "Chutes rendues à l'atelier" },
      { label: null },
    ]);
    expect(
      await q(sql`select id, fournisseur_id, client_id, designation, sortie_or_fin, perte from mouvement_metal
        where id in (1, 3) order by id`),
    ).toEqual([
      {
        id: 1,
        fournisseur_id: 5,
        client_id: null,
        designation: "Or confié fournisseur",
        sortie_or_fin: "0.000",
        perte: "0.50",
      },
      {
        id: 3,
        fournisseur_id: null,
        client_id: 1,
        designation: "Or rendu au client",
        sortie_or_fin: "8.000",
        perte: "1.00",
      },
    ]);
    expect(await q(sql`select designation from mouvement_clal where id = 1`)).toEqual([
      { designation: "Achat lingot Øre" },
    ]);
  });

  it("a second run changes nothing: every row unchanged, same sums", async () => {
    const before = await snapshot();
    const r = await importLegacy(database.db, { from: FROM, only: TABLES, merge: true });
    expect(counts(r)).toEqual(TABLES.map((t, i) => [t, LUS[i], 0, 0, LUS[i]]));
    for (const c of r.reconciliation) expect(c.old, `${c.table} ${c.measure}`).toBe(c.ecrin);
    expect(await snapshot()).toEqual(before);
  });

  it("a consumption of an unknown OF is kept, its OF empty; one of an unknown lot is skipped, named", async () => {
    const c = await mysql.createConnection({ uri: FROM });
    await c.query("insert into op_stock values (11,'2010-10-10',0.1,999,1), (12,'2010-10-11',0.2,501,99)");
    await c.end();
    const r = await importLegacy(database.db, { from: FROM, only: ["op_stock"], merge: true });
    expect(r.tables[0]?.adjusted).toEqual([
      { id: "11", kind: "reference_inconnue", column: "of", change: "of 999 inconnu → vide" },
    ]);
    expect(r.tables[0]?.skipped).toEqual([
      { id: "12", kind: "reference_inconnue", reason: "id_stock 99 inconnu dans pierres_recues" },
    ]);
    expect(r.reconciliation.find((x) => x.measure === "nombre")).toEqual({
      table: "op_stock",
      measure: "nombre",
      old: "12",
      ecrin: "11",
      explained: "1 ignorée(s) (reference_inconnue) : ids 12",
    });
    // The skipped row's carats: its year's difference adds up to it, and names it.
    expect(r.reconciliation.find((x) => x.measure === "carats consommés 2010")).toEqual({
      table: "op_stock",
      measure: "carats consommés 2010",
      old: "2.365",
      ecrin: "2.165",
      explained: "0.200 des 1 ligne(s) ignorée(s) de op_stock (ids 12)",
    });
    expect(
      (await database.db.execute(sql`select "of", poids_sortant from op_stock where id_op = 11`)).rows,
    ).toEqual([{ of: null, poids_sortant: "0.100" }]);
  });

  it("a row Écrin refuses is skipped with its old id and reason; the import goes on", async () => {
    const c = await mysql.createConnection({ uri: FROM });
    await c.query("insert into reception_metal values (4,2,1.5,'2010-11-11','Orfèvrerie Façon')");
    await c.query("insert into mouvements_metal values (5,5,0,'2010-11-12','X',1,1,0,0,0)");
    await c.end();
    const r = await importLegacy(database.db, { from: FROM, only: TABLES, merge: true });
    expect(r.tables.find((t) => t.old === "mouvements_metal")?.skipped).toEqual([
      { id: "5", kind: "refus_ecrin", reason: "refusée par la règle mouvement_metal_designation d'Écrin" },
    ]);
    // The reception read before it in the same group is kept.
    const n = (await database.db.execute(sql`select count(*)::int as n from reception_metal`)).rows[0];
    expect(n).toEqual({ n: 4 });
  });
});
