import type { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/db/connection.ts";
import { type ImportReport, importLegacy } from "../../src/import/import-legacy.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { createLegacy, LEGACY_TABLES, type Legacy } from "./legacy-fixture.ts";

/**
 * A dirty old database (issue 26), shared by `import-sale-rapport.test.ts` (the report: reconciliation and
 * decisions) and `import-sale.test.ts` (the rows as imported): the small history plus one row of each kind a
 * 2010s PHP/MySQL back-office accumulates, imported in one run. Each test file calls `importSale()` once and
 * gets its own database and import.
 */

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

export const sale = {
  database: undefined as unknown as Database,
  legacy: undefined as unknown as Legacy,
  r: undefined as unknown as ImportReport,
};

export const rows = async (q: ReturnType<typeof sql>) => (await sale.database.db.execute(q)).rows;

/** The old database with its dirty rows, imported before the file's tests; both dropped after them. */
export function importSale() {
  beforeAll(async () => {
    sale.database = await createTestDatabase();
    sale.legacy = await createLegacy(sale.database.db);
    // A client its own parent, two clients each other's parent.
    await sale.legacy.run(`insert into clients values (10,'Boucle',10,'Boucle','','','',1),
      (11,'Cycle A',12,'Cycle A','','','',1), (12,'Cycle B',11,'Cycle B','','','',1)`);
    // An issued invoice of a client deleted from the clients table; FLOAT money over 10,000 €.
    await sale.legacy.run(`insert into facture values
      (130,777,'2010-05-10',30,'2010-06-10','0000-00-00',5,19.6,null,0,'Bijouterie Disparue','1 rue Vide','75001','Paris'),
      (132,2,'2010-07-10',30,'2010-08-10','0000-00-00',12345.67,19.6,null,0,'Orfèvrerie Façon Môme','','75008','Zürich')`);
    // A credit note of a deleted client; a description holding a NUL byte.
    await sale.legacy.run(`insert into avoir values (20,1,'2010-06-01','AV-N','Retour\\0 pièce',10,0),
      (21,778,'2010-06-02','','Avoir client disparu',12.5,0)`);
    // A negative correction of a workshop weight; a zero date in a required date.
    await sale.legacy.run(`insert into ouvrier (id_ligne, n_sachet, id_ouvrier, date_envoi, poids_d, poids_r, temps, rendu, date_retour)
      values (9001,1001,1,'2010-01-04',-2.5,0,1,0,'0000-00-00'), (9002,1002,1,'0000-00-00',1,0,1,1,'2010-02-03')`);
    // The same stone entered twice; the same tariff twice.
    await sale.legacy.run(
      "insert into pierre select 99, type_pier, forme, color, typ_dim, dim1, dim2, dim3, coeff from pierre order by id_pier limit 1",
    );
    await sale.legacy.run(
      "insert into tarifs select 9, id_pier, id_qual, id_four, euro, dollar from tarifs where id_tarif = 1",
    );
    await dirtyRows(sale.legacy);
    sale.r = await importLegacy(sale.database.db, { from: sale.legacy.from, only: LEGACY_TABLES });
  }, 600_000);
  afterAll(async () => {
    await sale.database?.close();
    await sale.legacy?.drop();
  });
}
