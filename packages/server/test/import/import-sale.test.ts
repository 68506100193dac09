import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/connection.ts";
import { facturesPdf } from "../../src/facturation/index.ts";
import { type ImportReport, importLegacy, reportCsv } from "../../src/import/import-legacy.ts";
import { loadSettings } from "../../src/settings.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";
import { createLegacy, LEGACY_TABLES, type Legacy } from "./legacy-fixture.ts";

// A dirty old database (issue 26): the small history plus one row of each kind a 2010s PHP/MySQL
// back-office accumulates. It imports in one run, every conversion reported, the reconciliation equal.
/**
 * The other dirty kinds (issue 26): mojibake, reference lists with other ids, negative corrections of every
 * kind, invoice lines without OF or of an OF the old base lost, a NULL required amount, an OF of a centre
 * without product row, a lot in state 0 and its consumptions (one of an unknown OF), stock pieces (a zero
 * entry date, an absent OF), ledger rows with two parties or none.
 */
async function dirtyRows(old: Legacy): Promise<void> {
  await old.run("insert into clients values (20,'FRAN','0','FranÃ§oise Bijoux','','','',1)");
  await old.run("insert into metal values (50, 'OR')");
  await old.run("insert into tva values (9, 20, 'TVA normale (ancienne liste)')");
  await old.run(`insert into avoir values (22,1,'2010-06-03','AV-NEG','Annulation d''avoir',-20,0)`);
  await old.run(`insert into constituant_fact (id, fact, \`of\`, designation, commentaire, prix_u_ht, reaco, rem, totht, poids_u, of_reservation)
    values (900,130,0,'Frais de gravure','',45,0,0,45,0,0), (901,130,0,'Correction remise','',-50,0,0,-50,0,0),
    (902,132,88888,'Bague (OF perdu)','',15000.25,0,0,15000.25,3.5,0)`);
  await old.run(`insert into constituant_fact_extensia (id, fact_id, \`of\`, prix, description, poids, prenom)
    values (50,201,0,null,'Ligne sans prix',0,'')`);
  await old.run("insert into centre (id_centre, ref, description, id_cv) values (4,'BRA-1','Bracelet',1)");
  await old.run(`insert into \`of\` (num_sachet, idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, typ_com,
      id_type_commande, date_crea, ref, Nom_agence, prix_fact, prix_r, poids)
    select 1300, 4, id_bijouterie, statut, id_stade, typ_transp, type_metal, typ_com, id_type_commande, date_crea,
      'BRA-1', Nom_agence, prix_fact, prix_r, poids from \`of\` where num_sachet = 1001`);
  await old.run(`insert into pierres_recues (id_conf, no_confie, date_reception, id_four, id_pier, id_qual, euro, dollar,
      cours_eur_doll, poids, certificat, lg, en_cours, date_sorti, label_fact, facture, pierre_etat, date_fact)
    values (20,'CF-20','2010-01-10',1,1,0,100,0,1,2.5,'',0,1,'0000-00-00','',0,0,'0000-00-00')`);
  await old.run(`insert into op_stock (id_op, date_op, poids_sortant, \`of\`, id_stock) values
    (30,'2010-02-01',0.5,1001,20), (31,'2010-02-02',-0.125,1001,20), (32,'2010-02-03',0.25,77777,20)`);
  await old.run("insert into pierre_retour values (40,20,0.25,'Retour fournisseur','2010-03-01')");
  await old.run("insert into plateau values (1,'P1','',1)");
  await old.run(`insert into new_stock_prod (\`of\`, plateau, date_entree) values
    (1005,1,'2010-04-04'), (1006,0,'0000-00-00'), (55555,1,'2010-01-01')`);
  await old.run(
    `insert into boite_or values (1,1,10,0,'2010-01-05',''), (2,1,-1.5,0,'2010-01-06','Correction pesée')`,
  );
  await old.run("insert into reception_metal values (1,1,25.5,'2010-01-07'), (2,1,-5,'2010-01-08')");
  // Metal 50 « OR » means Écrin's metal 1: its ledger rows join metal 1's account (two old accounts, one).
  await old.run(`insert into mouvements_clal values (1,'2010-01-09','Achat lingot',1,1000,0,0,0),
    (2,'2010-01-10','Correction achat',1,-10,0,0,0), (3,'2010-01-14','Achat lingot OR',50,20.5,0,0,0)`);
  await old.run(`insert into mouvements_metal values (1,1,0,'2010-01-11','Or confié',1,200,0,0,0),
    (2,1,1,'2010-01-12','Deux parties',1,5,0,0,0), (3,0,0,'2010-01-13','Aucune partie',1,3,0,0,0),
    (4,1,0,'2010-01-15','Or confié OR',50,50,0,12.25,0), (5,0,0,'2010-01-16','Aucune partie OR',50,2,0,0,0)`);
}

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
    // The same stone entered twice; the same tariff twice.
    await legacy.run(
      "insert into pierre select 99, type_pier, forme, color, typ_dim, dim1, dim2, dim3, coeff from pierre order by id_pier limit 1",
    );
    await legacy.run(
      "insert into tarifs select 9, id_pier, id_qual, id_four, euro, dollar from tarifs where id_tarif = 1",
    );
    await dirtyRows(legacy);
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
    // Every issued document equal one by one (number, date, HT, VAT, TTC), every client, every lot.
    const mesure = (measure: string) => r.reconciliation.find((c) => c.measure === measure);
    expect(mesure("factures identiques (numéro, date, HT, TVA, TTC)")).toEqual({
      table: "facture",
      measure: "factures identiques (numéro, date, HT, TVA, TTC)",
      old: "26",
      ecrin: "26",
    });
    expect(mesure("factures EXTENSIA identiques (numéro, date, HT, TVA, TTC)")).toMatchObject({
      old: "6",
      ecrin: "6",
    });
    expect(mesure("avoirs identiques (numéro, date, HT, TVA, TTC)")).toMatchObject({ old: "5", ecrin: "5" });
    expect(mesure("clients au facturé HT net (factures − avoirs) identique")).toMatchObject({
      old: "6",
      ecrin: "6",
    });
    expect(mesure("carats restants du lot : clés identiques")).toMatchObject({ old: "1", ecrin: "1" });
    expect(r.reconciliation.filter((c) => c.measure.startsWith("document "))).toEqual([]);
    // Our own shipped rows are not gaps; a list's row meaning one of ours is not written twice.
    expect(r.reconciliation.find((c) => c.table === "metal" && c.measure === "nombre")).toEqual({
      table: "metal",
      measure: "nombre",
      old: "6",
      ecrin: "5",
      explained: "1 ignorée(s) (meme_sens) : ids 50",
    });
    // A difference from skipped rows adds up to them and names them.
    expect(
      r.reconciliation.find(
        (c) => c.measure === "solde métal (g fin) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
      )?.explained,
    ).toBe("5.000 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)");
  });

  it("reconciles the metal accounts two old metals merge into: every old row counted once, per account", () => {
    const compte = (table: string, nom: string) =>
      r.reconciliation
        .filter((c) => c.table === table && c.measure.includes(` ${nom} `))
        .map((c) => [c.measure, c.old, c.ecrin, c.explained]);
    expect(compte("mouvement_clal", "CLAL")).toEqual([
      ["mouvements (nombre) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)", "3", "3", undefined],
      [
        "or fin entré (g) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)",
        "1010.500",
        "1010.500",
        undefined,
      ],
      ["or 750 sorti (g) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      ["or fin sorti (g) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      [
        "solde métal (g fin) CLAL métal 1 (ancien(s) métal 1 + 50, même sens)",
        "1010.500",
        "1010.500",
        undefined,
      ],
    ]);
    expect(compte("mouvement_metal", "fournisseur")).toEqual([
      ["mouvements (nombre) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)", "3", "3", undefined],
      [
        "or fin entré (g) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "255.000",
        "255.000",
        undefined,
      ],
      [
        "or 750 sorti (g) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "0.000",
        "0.000",
        undefined,
      ],
      [
        "or fin sorti (g) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "12.250",
        "12.250",
        undefined,
      ],
      [
        "solde métal (g fin) fournisseur 1 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "242.750",
        "242.750",
        undefined,
      ],
    ]);
    // The rows of no account (skipped), of both old metals: named, and their sum is the difference.
    expect(compte("mouvement_metal", "client")).toEqual([
      [
        "mouvements (nombre) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "2",
        "0",
        "2 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)",
      ],
      [
        "or fin entré (g) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "5.000",
        "0.000",
        "5.000 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)",
      ],
      ["or 750 sorti (g) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      ["or fin sorti (g) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)", "0.000", "0.000", undefined],
      [
        "solde métal (g fin) client 0 métal 1 (ancien(s) métal 1 + 50, même sens)",
        "5.000",
        "0.000",
        "5.000 des 2 ligne(s) ignorée(s) de mouvements_metal (ids 3, 5)",
      ],
    ]);
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
        change: "-2.500 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
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

  it("keeps every line and correction as the old base has it, flagged and reported", async () => {
    const decisions = (old: string) =>
      r.tables.find((t) => t.old === old)?.adjusted.map((a) => `${a.id} ${a.kind} ${a.column} ${a.change}`);
    const ignored = (old: string) =>
      r.tables.find((t) => t.old === old)?.skipped.map((s) => `${s.id} ${s.kind} ${s.reason}`);
    expect(decisions("clients")).toContain(
      "20 mojibake nom_agence « FranÃ§oise Bijoux » → « Françoise Bijoux » (UTF-8 lu en latin1, réparé)",
    );
    expect(ignored("metal")).toEqual([
      "50 meme_sens même description « OR » que id_metal 1 d'Écrin : non recopié, ses références vont à 1",
    ]);
    expect(ignored("tva")).toEqual([
      "9 meme_sens même taux « 20.00 » que id_tva 1 d'Écrin : non recopié, ses références vont à 1",
    ]);
    expect(decisions("constituant_fact")).toEqual([
      "900 correction of ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
      "901 negatif prix_u_ht -50.00 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      "901 negatif totht -50.00 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      "901 correction of ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
      "902 reference_inconnue of of 88888 inconnu → vide",
    ]);
    expect(decisions("constituant_fact_extensia")).toEqual([
      "50 vide_obligatoire prix vide → 0.00",
      "50 correction of ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
    ]);
    expect(decisions("avoir")).toContain(
      "22 negatif tot_ht -20.00 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    );
    expect(decisions("of")).toContain(
      "1300 archive idp produit 4 absent de l'ancienne base → reconstruit archivé depuis cette ligne",
    );
    expect(decisions("pierres_recues")).toEqual([
      "20 correction pierre_etat état 0 (aucun) → 1 (lot gardé, en stock)",
    ]);
    expect(decisions("op_stock")).toEqual([
      "31 negatif poids_sortant -0.125 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
      "32 reference_inconnue of of 77777 inconnu → vide",
    ]);
    expect(decisions("boite_or")).toEqual([
      "2 negatif done_ouvr -1.500 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    ]);
    expect(decisions("reception_metal")).toEqual([
      "2 negatif poids -5.000 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    ]);
    expect(decisions("mouvements_clal")).toEqual([
      "2 negatif entree_or_fin -10.000 gardé tel quel (correction de l'ancien système, ligne marquée reprise)",
    ]);
    expect(ignored("mouvements_metal")).toEqual([
      "3 parties ni fournisseur ni client : mouvement d'aucun compte",
      "5 parties ni fournisseur ni client : mouvement d'aucun compte",
    ]);
    expect(ignored("new_stock_prod")).toEqual(["55555 reference_inconnue of 55555 inconnu dans of"]);
    expect(
      await rows(
        sql`select id, fact, "of", designation, totht, reprise from constituant_fact where id >= 900 order by id`,
      ),
    ).toEqual([
      { id: 900, fact: 130, of: null, designation: "Frais de gravure", totht: "45.00", reprise: false },
      { id: 901, fact: 130, of: null, designation: "Correction remise", totht: "-50.00", reprise: true },
      { id: 902, fact: 132, of: null, designation: "Bague (OF perdu)", totht: "15000.25", reprise: false },
    ]);
    // The lines without OF are in the analyses' projection too.
    expect(
      await rows(
        sql`select id_ligne, "of", montant from analyse_vente where canal = 0 and id_ligne >= 900 order by 1`,
      ),
    ).toEqual([
      { id_ligne: 900, of: null, montant: "45.00" },
      { id_ligne: 901, of: null, montant: "-50.00" },
      { id_ligne: 902, of: null, montant: "15000.25" },
    ]);
    expect(await rows(sql`select nom_agence from client where id = 20`)).toEqual([
      { nom_agence: "Françoise Bijoux" },
    ]);
    expect(
      await rows(sql`select id_metal, description from metal where description ilike 'or' order by 1`),
    ).toEqual([{ id_metal: 1, description: "Or" }]);
    expect(await rows(sql`select id_conf, pierre_etat from pierres_recues`)).toEqual([
      { id_conf: 20, pierre_etat: 1 },
    ]);
    expect(await rows(sql`select id_op, "of", poids_sortant, reprise from op_stock order by 1`)).toEqual([
      { id_op: 30, of: 1001, poids_sortant: "0.500", reprise: false },
      { id_op: 31, of: 1001, poids_sortant: "-0.125", reprise: true },
      { id_op: 32, of: null, poids_sortant: "0.250", reprise: false },
    ]);
    expect(await rows(sql`select "of", date_entree::text as d from new_stock_prod order by 1`)).toEqual([
      { of: 1005, d: "2010-04-04" },
      { of: 1006, d: "2010-04-04" },
    ]);
    expect(
      await rows(
        sql`select c.id_centre, p.id_centre as produit from centre c join produit p using (id_centre) where id_centre = 4`,
      ),
    ).toEqual([{ id_centre: 4, produit: 4 }]);
    expect(
      await rows(sql`select id, metal_id, entree_or_fin, reprise from mouvement_clal order by id`),
    ).toEqual([
      { id: 1, metal_id: 1, entree_or_fin: "1000.000", reprise: false },
      { id: 2, metal_id: 1, entree_or_fin: "-10.000", reprise: true },
      { id: 3, metal_id: 1, entree_or_fin: "20.500", reprise: false },
    ]);
  });

  it("prints an imported invoice with its lines without OF, as issued", async () => {
    const ctx = { db: database.db, settings: await loadSettings(database.db), config: loadConfig({}) };
    const texte = texteDuPdf(await facturesPdf(ctx, { ids: [130], canal: "standard" }));
    expect(texte).toContain("N° F130");
    expect(texte).toContain("Frais de gravure");
    expect(texte).toContain("Correction remise");
  });

  it("Écrin's own rows still refuse a negative: only an imported row may carry one", async () => {
    await expect(
      database.db.execute(
        sql`insert into boite_or (id_ouvr, done_ouvr, rendu_ouvr, date) values (1, -1, 0, current_date)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update avoir set tot_ht = -5 where id_avoir = 20`),
    ).rejects.toThrow();
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
    expect(
      await rows(
        sql`select id_ligne, poids_d, poids_r, reprise from ouvrier where id_ligne in (9001, 9002) order by 1`,
      ),
    ).toEqual([
      { id_ligne: 9001, poids_d: "-2.500", poids_r: "0.000", reprise: true },
      { id_ligne: 9002, poids_d: "1.000", poids_r: "0.000", reprise: false },
    ]);
  });
});
