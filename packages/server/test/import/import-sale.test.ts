import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/connection.ts";
import { type ImportReport, importLegacy, reportCsv } from "../../src/import/import-legacy.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { createLegacy, LEGACY_TABLES, type Legacy } from "./legacy-fixture.ts";

// A dirty old database (issue 26): the small history plus one row of each kind a 2010s PHP/MySQL
// back-office accumulates. It imports in one run, every conversion reported, the reconciliation equal.
let database: Database;
let legacy: Legacy;
let r: ImportReport;

const rows = async (q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows;

describe("import:legacy of a dirty old database: one run, every conversion reported", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    legacy = await createLegacy(database.db);
    // A client its own parent, two clients each other's parent.
    await legacy.run(`insert into clients values (10,'Boucle',10,'Boucle','','','',1),
      (11,'Cycle A',12,'Cycle A','','','',1), (12,'Cycle B',11,'Cycle B','','','',1)`);
    // An issued invoice of a client deleted from the clients table; FLOAT money over 10,000 €.
    await legacy.run(`insert into facture values
      (130,777,'2010-05-10',30,'2010-06-10','0000-00-00',5,19.6,null,0,'Bijouterie Disparue','1 rue Vide','75001','Paris'),
      (132,2,'2010-07-10',30,'2010-08-10','0000-00-00',12345.67,19.6,null,0,'Orfèvrerie Façon Môme','','75008','Zürich')`);
    // A credit note of a deleted client; a description holding a NUL byte.
    await legacy.run(`insert into avoir values (20,1,'2010-06-01','AV-N','Retour\\0 pièce',10,0),
      (21,778,'2010-06-02','','Avoir client disparu',12.5,0)`);
    // A negative correction of a workshop weight; a zero date in a required date.
    await legacy.run(`insert into ouvrier (id_ligne, n_sachet, id_ouvrier, date_envoi, poids_d, poids_r, temps, rendu, date_retour)
      values (9001,1001,1,'2010-01-04',-2.5,0,1,0,'0000-00-00'), (9002,1002,1,'0000-00-00',1,0,1,1,'2010-02-03')`);
    // The same stone entered twice.
    await legacy.run(
      "insert into pierre select 99, type_pier, forme, color, typ_dim, dim1, dim2, dim3, coeff from pierre order by id_pier limit 1",
    );
    r = await importLegacy(database.db, { from: legacy.from, only: LEGACY_TABLES });
  }, 600_000);
  afterAll(async () => {
    await database?.close();
    await legacy?.drop();
  });

  it("reconciles: every measure equal, or its difference named (skipped, rebuilt rows)", () => {
    for (const c of r.reconciliation)
      expect(
        c.old === c.ecrin || c.explained !== undefined,
        `${c.table} ${c.measure} ${c.old} ${c.ecrin}`,
      ).toBe(true);
    expect(r.reconciliation.find((c) => c.table === "client" && c.measure === "nombre")?.explained).toBe(
      "2 reconstruite(s) archivée(s) (ids 777, 778)",
    );
  });

  it("reports each decision by kind, table and old id, also as a CSV file", () => {
    const adj = (old: string, id: string) =>
      r.tables.find((t) => t.old === old)?.adjusted.filter((a) => a.id === id);
    expect(adj("clients", "10")).toEqual([
      { id: "10", kind: "cycle", column: "id_parent", change: "10 (lui-même) → vide" },
    ]);
    expect(adj("clients", "11")).toEqual([
      { id: "11", kind: "cycle", column: "id_parent", change: "12 → vide (cycle 11 → 12 → 11)" },
    ]);
    expect(adj("facture", "132")).toEqual([
      {
        id: "132",
        kind: "arrondi",
        column: "port",
        change: "affiché 12345.7 (soit 12345.70), valeur exacte 12345.669921875 → 12345.67",
      },
    ]);
    expect(adj("facture", "130")).toEqual([
      {
        id: "130",
        kind: "archive",
        column: "id_bijouterie",
        change: "client 777 absent de l'ancienne base → reconstruit archivé depuis cette ligne",
      },
    ]);
    expect(adj("avoir", "20")).toEqual([
      { id: "20", kind: "caractere_nul", column: "description", change: "1 caractère(s) NUL retiré(s)" },
    ]);
    expect(adj("ouvrier", "9001")).toEqual([
      {
        id: "9001",
        kind: "negatif",
        column: "poids_d",
        change: "-2.500 → 0, 2.500 ajouté à poids_r (même solde)",
      },
    ]);
    expect(adj("ouvrier", "9002")).toEqual([
      {
        id: "9002",
        kind: "date_zero",
        column: "date_envoi",
        change: "« 0000-00-00 » → 2010-02-03 (la date date_retour de la ligne)",
      },
    ]);
    expect(r.tables.find((t) => t.old === "pierre")?.skipped.map((s) => [s.id, s.kind])).toEqual([
      ["99", "doublon"],
    ]);
    const csv = reportCsv(r);
    expect(csv.startsWith("\ufeffGenre;Table ancienne;Ancien id;Colonne;Valeur lue et décision\r\n")).toBe(
      true,
    );
    expect(csv).toContain("cycle de parents;clients;11;id_parent;12 → vide (cycle 11 → 12 → 11)\r\n");
  });

  it("keeps the issued documents exactly, the rebuilt client inactive, the cycles broken", async () => {
    expect(
      await rows(sql`select id, label, adresse, ville, actif from client where id in (777, 778) order by id`),
    ).toEqual([
      { id: 777, label: "Bijouterie Disparue", adresse: "1 rue Vide", ville: "Paris", actif: false },
      { id: 778, label: "Client supprimé n° 778", adresse: "", ville: "", actif: false },
    ]);
    expect(
      await rows(
        sql`select id_fact, id_bijouterie, port from facture where id_fact in (130, 132) order by 1`,
      ),
    ).toEqual([
      { id_fact: 130, id_bijouterie: 777, port: "5.00" },
      { id_fact: 132, id_bijouterie: 2, port: "12345.67" },
    ]);
    expect(
      await rows(
        sql`select id_avoir, id_clt, description, tot_ht from avoir where id_avoir in (20, 21) order by 1`,
      ),
    ).toEqual([
      { id_avoir: 20, id_clt: 1, description: "Retour pièce", tot_ht: "10.00" },
      { id_avoir: 21, id_clt: 778, description: "Avoir client disparu", tot_ht: "12.50" },
    ]);
    expect(await rows(sql`select id, id_parent from client where id in (10, 11, 12) order by id`)).toEqual([
      { id: 10, id_parent: null },
      { id: 11, id_parent: null },
      { id: 12, id_parent: 11 },
    ]);
    expect(await rows(sql`select id_ligne, poids_d, poids_r from ouvrier where id_ligne = 9001`)).toEqual([
      { id_ligne: 9001, poids_d: "0.000", poids_r: "2.500" },
    ]);
  });
});
