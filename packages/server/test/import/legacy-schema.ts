import type mysql from "mysql2/promise";
import { MAPPING } from "../../src/import/mapping/index.ts";
import type { ColumnMap, TableMap } from "../../src/import/types.ts";

// MariaDB must be reachable (CI starts it): no skip, the test fails if it is not.
export const MYSQL = "mysql://root@127.0.0.1:3306";

/** Inserts rows into an old table (and counts them). */
export type Insert = (table: string, cols: string[], values: unknown[][]) => Promise<void>;

/** Old tables written by hand in the test (the others take their old names and MySQL types from MAPPING). */
const BY_HAND = ["clients", "facture", "avoir"];
/** Old tables in latin1 (the others utf8): text must come out as the same UTF-8 from both. */
const LATIN1 = new Set(["clients", "of", "joaillier", "centre", "t_statuts", "stade", "user"]);
/**
 * Every mapped old table: the small history fills the sales side, the dirty test adds stones, stock, gold
 * box and metal ledgers (import-pierres-metal.test.ts has its own fixture for those).
 */
const OURS = new Set(MAPPING.map((m) => m.old));
export const LEGACY_MAPPING: TableMap[] = MAPPING.filter((m) => OURS.has(m.old));
export const LEGACY_TABLES = LEGACY_MAPPING.map((m) => m.old);

/** MySQL type of an old column, the way the old system typed it: FLOAT weights, DOUBLE money, 0 = none. */
function mysqlType(c: ColumnMap): string {
  switch (c.conv.kind) {
    case "int":
      return "int";
    case "ref0":
      return "int not null default 0";
    case "date":
      return "date not null default '0000-00-00'";
    case "decimal":
      return c.conv.scale === 3 ? "float" : "double";
    case "flag01":
    case "bool01":
      return "tinyint not null default 0";
    case "texte":
      return "text";
    case "const":
      return "";
  }
}
/** The old tables: three written by hand, the others with their old names and MySQL types from MAPPING. */
export async function createOldTables(c: mysql.Connection): Promise<void> {
  await c.query(`create table clients (id int primary key auto_increment, label varchar(100), id_parent int not null default 0,
    nom_agence varchar(150), adresse varchar(200), cp varchar(10), ville varchar(100), actif tinyint not null default 1
  ) default charset latin1`);
  await c.query(`create table facture (id_fact int primary key auto_increment, id_bijouterie int, date_fact date,
    echeance int, date_echeance date, date_paiement date not null default '0000-00-00', port float, taux_tva double,
    cours_fixe double, cours_courant double, client varchar(150), adresse varchar(200), cp varchar(10), ville varchar(100)
  ) default charset utf8`);
  await c.query(`create table avoir (id_avoir int primary key auto_increment, id_clt int, date date, ref varchar(100),
    description text, tot_ht double, id_fact int not null default 0) default charset utf8`);
  for (const m of LEGACY_MAPPING.filter((x) => !BY_HAND.includes(x.old))) {
    const cols = m.columns.filter((x) => x.conv.kind !== "const");
    await c.query(
      `create table ${c.escapeId(m.old)} (${c.escapeId(m.key.from)} int primary key, ${cols
        .map((x) => `${c.escapeId(x.from)} ${mysqlType(x)}`)
        .join(", ")}) default charset ${LATIN1.has(m.old) ? "latin1" : "utf8"}`,
    );
  }
}

/** Tiny seeded generator: the same history on every run. */
export function seeded(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}
