import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import type { Db } from "../../src/db/connection.ts";

// The old system's stones, stock, gold box and metal tables for import-pierres-metal.test.ts.
// MariaDB must be reachable (CI starts it): no skip, the test fails if it is not.
export const MYSQL = "mysql://root@127.0.0.1:3306";
/** OFs the stones and stock point to: inserted directly in Écrin (import-a's `of` mapping is not used here). */
export const OFS = [501, 502, 503, 504];

/** The old tables, old names and MySQL types: FLOAT/DOUBLE weights, zero dates, 0 = none, latin1 and utf8. */
export async function createLegacy(legacyDb: string): Promise<void> {
  const c = await mysql.createConnection({ uri: MYSQL, charset: "utf8mb4" });
  await c.query(`create database ${legacyDb}`);
  await c.query(`use ${legacyDb}`);
  await c.query("set session sql_mode = ''");
  const tables = [
    `clients (id int primary key, label varchar(100), id_parent int not null default 0, nom_agence varchar(150),
      adresse varchar(200), cp varchar(10), ville varchar(100), actif tinyint not null default 1) default charset latin1`,
    `pierres_recues (id_conf int primary key auto_increment, no_confie varchar(50), date_reception date, id_four int,
      id_pier int, id_qual int not null default 0, euro double, dollar double, cours_eur_doll float, poids float,
      certificat varchar(100), lg tinyint, en_cours tinyint, date_sorti date not null default '0000-00-00',
      label_fact varchar(100), facture tinyint, pierre_etat int, date_fact date not null default '0000-00-00'
    ) default charset latin1`,
    `op_stock (id_op int primary key auto_increment, date_op date, poids_sortant float, \`of\` int, id_stock int)`,
    `pierre_retour (id_retour int primary key auto_increment, id_confie int, pds float, designation varchar(200),
      date date) default charset latin1`,
    `plateau (id_plateau int primary key, label varchar(50), description varchar(200), actif tinyint) default charset latin1`,
    // As the spec names it: no entry date (the import reads the OF's delivery, else creation, date).
    `new_stock_prod (\`of\` int primary key, plateau int not null default 0)`,
    `\`of\` (num_sachet int primary key, date_crea date, date_livr date not null default '0000-00-00')`,
    `new_historique_conf (id int primary key auto_increment, \`of\` int, description varchar(255), id_stade int,
      type_metal int, ladim varchar(30), date_entre date, date_sortie date not null default '0000-00-00',
      id_bijouterie int, poids float, leprix double) default charset utf8`,
    `boite_or (id_boite int primary key auto_increment, id_ouvr int, done_ouvr float, rendu_ouvr float, date date,
      label varchar(200)) default charset latin1`,
    `reception_metal (id int primary key auto_increment, id_client int, poids double, date date, client varchar(150))`,
    `mouvements_clal (id int primary key auto_increment, date_mouvement date, designation varchar(200), metal_id int,
      entree_or_fin double, sortie_or_750 double, sortie_or_fin double, perte double) default charset utf8`,
    `mouvements_metal (id int primary key auto_increment, fournisseur_id int not null default 0,
      client_id int not null default 0, date_mouvement date, designation varchar(200), metal_id int,
      entree_or_fin double, sortie_or_750 double, sortie_or_fin double, perte double) default charset utf8`,
  ];
  for (const t of tables) await c.query(`create table ${t}`);
  await c.query(`insert into clients values (1,'BIJ1',0,'Bijouterie Élégance','','','Paris',1),
    (2,'BIJ2',0,'Orfèvrerie Façon','','','Lyon',1)`);
  // Eight lots over 2009-2010; lot 3 weighs 1.2345 ct (one digit beyond the carats' scale), lot 5 has no rate.
  for (let i = 1; i <= 8; i++)
    await c.query("insert into pierres_recues values (?,?,?,5,1,?,?,?,?,?,?,?,?,?,?,?,?,?)", [
      i,
      `CF-${100 + i}`,
      i <= 4 ? `2009-0${i}-15` : `2010-0${i - 4}-20`,
      i % 2 ? 0 : 2,
      i % 2 ? 850.5 : 0,
      i % 2 ? 0 : 1200.25,
      i === 5 ? 0 : i % 2 ? 1 : 1.1234,
      i === 3 ? 1.2345 : 0.5 + i / 4,
      i === 2 ? "GIA n° 2141" : "",
      i % 3 === 0 ? 1 : 0,
      i === 8 ? 0 : 1,
      i === 8 ? "2010-09-01" : "0000-00-00",
      i === 7 ? "Facturé à Élégance" : "",
      i === 7 ? 1 : 0,
      i === 7 ? 2 : 1,
      i === 7 ? "2010-08-31" : "0000-00-00",
    ]);
  for (let i = 1; i <= 10; i++)
    await c.query("insert into op_stock values (?,?,?,?,?)", [
      i,
      i <= 5 ? `2009-1${i % 3}-0${i}` : `2010-0${i - 5}-1${i % 9}`,
      0.05 * i + 0.013,
      OFS[i % OFS.length],
      (i % 8) + 1,
    ]);
  await c.query(`insert into pierre_retour values (1,1,0.25,'Éclat sur la table, renvoyé','2009-05-02'),
    (2,6,0.125,'Mauvaise couleur','2010-06-30')`);
  await c.query("insert into plateau values (1,'P1','Vitrine Élégance',1),(2,'P2','',0)");
  await c.query("insert into new_stock_prod values (501,1),(502,0),(503,2)");
  await c.query(`insert into \`of\` values (501,'2009-01-10','2009-02-20'),(502,'2009-03-10','0000-00-00'),
    (503,'2009-05-10','2009-06-20'),(504,'2009-07-10','0000-00-00')`);
  await c.query(`insert into new_historique_conf values
    (1,501,'Bague « Étoile »',2,1,'52','2009-04-01','2009-09-30',1,3.456,1250.5),
    (2,501,'Bague « Étoile »',2,1,'52','2009-10-01','0000-00-00',2,3.456,1250.5),
    (3,503,'',0,0,'','2010-02-02','0000-00-00',1,0,0)`);
  for (let i = 1; i <= 12; i++)
    await c.query("insert into boite_or values (?,?,?,?,?,?)", [
      i,
      (i % 2) + 1,
      i === 4 ? 4.5678 : i % 3 ? 10 + i / 8 : 0,
      i % 3 ? 0 : 2.5 + i / 10,
      `${i <= 6 ? 2009 : 2010}-0${(i % 9) + 1}-0${(i % 7) + 1}`,
      i === 1 ? "Chutes rendues à l'atelier" : "",
    ]);
  await c.query(`insert into reception_metal values (1,1,25.5,'2009-03-03','Bijouterie Élégance'),
    (2,2,12.125,'2010-01-04','Orfèvrerie Façon'),(3,1,4.75,'2010-02-05','Bijouterie Élégance')`);
  await c.query(`insert into mouvements_clal values (1,'2009-01-05','Achat lingot Øre',1,1000,0,0,0),
    (2,'2009-06-05','Affinage chutes',1,0,40,30,0),(3,'2010-02-01','Achat grenaille argent',2,500.5,0,0,0)`);
  await c.query(`insert into mouvements_metal values (1,5,0,'2009-02-02','Or confié fournisseur',1,200,0,0,0.5),
    (2,5,0,'2009-07-07','Retour fournisseur',1,0,20,15,0.5),
    (3,0,1,'2010-03-03','Or rendu au client',1,0,8,8,1),
    (4,0,2,'2010-04-04','Or du client',1,12.5,0,0,0)`);
  await c.end();
}

/** The few rows the old tables point to and that other mappings own: inserted directly in Écrin. */
export async function insertReferences(db: Db): Promise<void> {
  const x = (q: ReturnType<typeof sql>) => db.execute(q);
  await x(sql`insert into fournisseur (four_id, raison_soc, type_four) values (5, 'Diamants & Cie', 998)`);
  await x(sql`insert into pierre (id_pier, type_pier, forme, dim1) values (1, 1, 1, 1.5)`);
  await x(sql`insert into joaillier (id, label) values (1, 'Marc'), (2, 'Léa')`);
  await x(sql`insert into centre_vide (id_cv, ref, type_prod) values (1, 'CV-1', 1)`);
  await x(sql`insert into centre (id_centre, ref, description, id_cv) values (1, 'B-1', 'Bague', 1)`);
  await x(sql`insert into produit (id_centre, id_tarif_produit) values (1, 1)`);
  for (const n of OFS)
    await x(sql`insert into "of" (num_sachet, idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, ref)
      values (${n}, 1, 1, 650, 2, 1, 1, 'B-1')`);
}
