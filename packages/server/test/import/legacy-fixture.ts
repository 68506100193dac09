import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import type { Db } from "../../src/db/connection.ts";
import { insertPeopleAndCatalogue } from "./legacy-catalogue.ts";
import { createOldTables, LEGACY_MAPPING, MYSQL, seeded } from "./legacy-schema.ts";

export { LEGACY_TABLES } from "./legacy-schema.ts";

export interface Legacy {
  from: string;
  /** Rows per old table. */
  rows: Record<string, number>;
  /** Some OFs of the history: at 575 on each channel, with workshop lines. */
  of575: number;
  of575Extensia: number;
  ofAvecLignes: number;
  run(query: string, values?: unknown[]): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A small old-system history (old names and MySQL types, latin1 and utf8 text, zero dates, 0 = none):
 * the reference lists as Écrin has them, 300 OFs across all statuses with their workshop and setting
 * lines, invoices of both channels with their lines, credit notes.
 */
export async function createLegacy(ecrin: Db): Promise<Legacy> {
  const name = `ecrin_legacy_test_${randomBytes(4).toString("hex")}`;
  const c = await mysql.createConnection({ uri: MYSQL, charset: "utf8mb4" });
  await c.query(`create database ${name}`);
  await c.query(`use ${name}`);
  await c.query("set session sql_mode = ''");
  const rows: Record<string, number> = {};
  const insert = async (table: string, cols: string[], values: unknown[][]) => {
    if (values.length === 0) return;
    await c.query(
      `insert into ${c.escapeId(table)} (${cols.map((x) => c.escapeId(x)).join(", ")}) values ?`,
      [values],
    );
    rows[table] = (rows[table] ?? 0) + values.length;
  };
  await createOldTables(c);
  // Reference lists and rates: the rows Écrin ships (same ids), through the old names.
  for (const m of LEGACY_MAPPING.filter((x) => x.group === "reference")) {
    const cols = [m.key, ...m.columns];
    const found = await ecrin.execute(
      sql.raw(`select ${cols.map((x) => `"${x.to}"::text as "${x.to}"`).join(", ")} from "${m.table}"`),
    );
    await insert(
      m.old,
      cols.map((x) => x.from),
      (found.rows as Record<string, string>[]).map((r) => cols.map((x) => r[x.to])),
    );
  }
  const ids = async (table: string, key: string) =>
    (await ecrin.execute(sql.raw(`select "${key}" as k from "${table}" order by 1`))).rows.map((r) =>
      Number(r.k),
    );
  const statuts = await ids("t_statuts", "statut");
  const stades = await ids("stade", "id_stade");
  const metaux = await ids("type_metal", "id_type");
  const formes = await ids("forme_pier", "id_form");
  const types = await ids("type_pier", "id_typ_pier");
  const qualites = await ids("qualite", "id_qual");

  await insertPeopleAndCatalogue(insert, { stades, formes, types, qualites });
  // 300 OFs across all statuses, 2009 and 2010, with workshop lines, setting lines and invoice lines.
  const rnd = seeded(19);
  const colsOf = (old: string) => {
    const m = LEGACY_MAPPING.find((x) => x.old === old);
    return m ? [m.key.from, ...m.columns.filter((x) => x.conv.kind !== "const").map((x) => x.from)] : [];
  };
  const ofCols = colsOf("of");
  const ofs: unknown[][] = [];
  const ouvrier: unknown[][] = [];
  const serti: unknown[][] = [];
  const lignes: unknown[][] = [];
  const lignesExt: unknown[][] = [];
  let of575 = 0;
  let of575Extensia = 0;
  for (let i = 0; i < 300; i++) {
    const n = 1000 + i;
    const statut = statuts[i % statuts.length] as number;
    const ext = i % 10 === 3;
    const annee = 2009 + (i % 2);
    const crea = `${annee}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`;
    if (statut === 575 && ext && !of575Extensia) of575Extensia = n;
    if (statut === 575 && !ext && !of575) of575 = n;
    const v: Record<string, unknown> = {
      num_sachet: n,
      idp: i === 299 ? 99 : ext ? 2 : 1 + (i % 3 === 2 ? 2 : 0),
      id_bijouterie: ext ? 502 : 1 + (i % 3),
      statut,
      id_stade: stades[i % stades.length],
      typ_transp: 1,
      type_metal: metaux[i % metaux.length],
      typ_com: 1,
      id_type_commande: 1,
      id_user: i === 7 ? 77 : i % 5 === 0 ? 99 : 10 + (i % 2),
      date_crea: crea,
      date_livr: i % 7 === 0 ? "0000-00-00" : `${annee}-12-15`,
      date_l_imp: i % 4 === 0 ? 1 : 0,
      poids: (i % 40) + 0.125,
      Notes: i % 2 ? "Gravure « Amélie » côté intérieur" : "",
      label_produit: i === 11 ? "Étiquette trop longue pour Écrin" : `OF${n}`,
      prix_fact: i === 12 ? 12.345 : 100 + i + 0.5,
      prix_r: 40 + (i % 9),
      echeance: 30,
      of_reservation: i === 10 ? 99999 : i % 50 === 0 ? n + 1 : 0,
      photo_of: i % 3 ? "no_pic.jpg" : `of${n}.jpg`,
      ref: ext ? "EXT-1" : "SOL-1",
      Nom_agence: ext ? "EXTENSIA" : "Bijouterie Élégance",
      nom_ligne: ext ? "EXTENSIA" : "",
      taux_tva: annee === 2009 ? 19.6 : 20,
      ville: "Besançon",
    };
    ofs.push(ofCols.map((col) => v[col] ?? (col.startsWith("date") ? "0000-00-00" : null)));
    for (let j = 0; j <= i % 2; j++) {
      const rendu = (i + j) % 3 === 0 ? 0 : 1;
      const retour = rendu && i !== 5 ? crea : "0000-00-00";
      ouvrier.push([
        5000 + ouvrier.length,
        n,
        1 + ((i + j) % 3),
        crea,
        3.5 + rnd(10),
        rendu ? 3.25 : 0,
        45.5,
        rendu,
        retour,
      ]);
    }
    if (i % 3 === 0) serti.push([700 + serti.length, n, 1 + (i % 2), crea, 3.25, 3.125, 12.5, 1, crea]);
    if (statut === 600 && !ext)
      lignes.push([
        1 + lignes.length,
        101 + (lignes.length % 24),
        n,
        `Solitaire « ${n} »`,
        "",
        100 + i + 0.5,
        0,
        0,
        100 + i + 0.5,
        3.125,
        0,
      ]);
    if (statut === 600 && ext)
      lignesExt.push([
        1 + lignesExt.length,
        201 + (lignesExt.length % 6),
        n,
        60.25 + i,
        "Bague Étoile",
        2.5,
        "Étoile",
      ]);
  }
  await insert("of", ofCols, ofs);
  await insert("ouvrier", colsOf("ouvrier"), ouvrier);
  await insert("serti", colsOf("serti"), serti);

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
  rows.facture = 24;
  await insert("constituant_fact", colsOf("constituant_fact"), lignes);
  await insert(
    "facture_extensia",
    colsOf("facture_extensia"),
    Array.from({ length: 6 }, (_, k) => [
      201 + k,
      502,
      `${2009 + (k % 2)}-0${k + 1}-20`,
      30,
      "0000-00-00",
      "0000-00-00",
      0,
      19.6,
      0,
      0,
      "EXTENSIA",
      "9 quai Bérard",
      "13002",
      "Marseille",
    ]),
  );
  await insert("constituant_fact_extensia", colsOf("constituant_fact_extensia"), lignesExt);
  await c.query(`insert into avoir values (7,1,'2010-03-01','AV-1','Remise « geste » accordée',150.1,105),
    (8,2,'2010-04-02','','Retour pièce',80,0)`);
  rows.avoir = 2;
  await c.end();
  const from = `${MYSQL}/${name}`;
  return {
    from,
    rows,
    of575,
    of575Extensia,
    ofAvecLignes: 1001,
    async run(query, values) {
      const k = await mysql.createConnection({ uri: from, charset: "utf8mb4" });
      await k.query(query, values);
      await k.end();
    },
    async drop() {
      const k = await mysql.createConnection({ uri: MYSQL });
      await k.query(`drop database if exists ${name}`);
      await k.end();
    },
  };
}
