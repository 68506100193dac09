import {
  ANNULATION_RETOUR,
  type GenreLigne,
  type LigneAtelier,
  type LigneAtelierDe,
  type LigneOuverte,
  type LignesJoaillierQuery,
  type LignesSertiQuery,
  type OuvriersActifs,
  type PrefillOf,
} from "@ecrin/domain";
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.ts";
import { motifContient, motifDebut } from "../db/like.ts";
import { joaillier, ouvrier, serti, sertisseur } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

export async function ouvriersActifs(db: Db): Promise<OuvriersActifs> {
  const cols = { id: joaillier.id, label: joaillier.label, avatar: joaillier.avatar };
  const [joailliers, sertisseurs] = await Promise.all([
    db.select(cols).from(joaillier).where(eq(joaillier.actif, 1)).orderBy(asc(joaillier.label)),
    db
      .select({ id: sertisseur.id, label: sertisseur.label, avatar: sertisseur.avatar })
      .from(sertisseur)
      .where(eq(sertisseur.actif, 1))
      .orderBy(asc(sertisseur.label)),
  ]);
  return { joailliers, sertisseurs };
}

/** Spec 02 section 2.1: the OF's weight, its product's theoretical time and setting price. */
export async function prefillOf(db: Executor, numSachet: number): Promise<PrefillOf | undefined> {
  const rows = await db.execute<PrefillOf & Record<string, unknown>>(sql`
    select o.num_sachet as "numSachet", o.statut, o.poids, coalesce(c.plus_mo, 0)::text as temps,
           coalesce(c.plus_serti, 0)::text as prix, coalesce(o.ref, c.ref) as ref, c.description
    from "of" o left join centre c on c.id_centre = o.idp
    where o.num_sachet = ${numSachet}`);
  return rows.rows[0];
}

// ----- lines as LigneAtelier -----------------------------------------------------------------------

/**
 * Where each field of a LigneAtelier lives for each kind of line: the old tables name the same thing
 * twice (n_sachet/of_serto, poids_d/pds_d, date_envoi/date_e...); this is the only translation.
 */
const COLONNES = {
  joaillier: {
    table: "ouvrier",
    ouvriers: "joaillier",
    id: "l.id_ligne",
    numSachet: "l.n_sachet",
    idOuvrier: "l.id_ouvrier",
    dateEnvoi: "l.date_envoi",
    poidsEnvoye: "l.poids_d",
    poidsRendu: "l.poids_r",
    rendu: "l.rendu",
    dateRetour: "l.date_retour",
    temps: "l.temps",
  },
  serti: {
    table: "serti",
    ouvriers: "sertisseur",
    id: "l.id_sert",
    numSachet: "l.of_serto",
    idOuvrier: "l.id_serto",
    dateEnvoi: "l.date_e",
    poidsEnvoye: "l.pds_d",
    poidsRendu: "l.pds_r",
    rendu: "l.rendu_serti",
    dateRetour: "l.date_r",
    prix: "l.prix",
  },
} as const;

const col = (g: GenreLigne, k: Exclude<keyof (typeof COLONNES)["joaillier"], "temps">) =>
  sql.raw(COLONNES[g][k]);

/** The select list of a LigneAtelier of kind g, over FROM_LIGNES(g). */
function selectLigne(g: GenreLigne): SQL {
  const valeur = g === "joaillier" ? sql`l.temps::text as temps` : sql`l.prix::text as prix`;
  return sql`select ${g}::text as genre, ${col(g, "id")} as id, ${col(g, "numSachet")} as "numSachet",
    ${col(g, "idOuvrier")} as "idOuvrier", w.label as ouvrier, ${col(g, "dateEnvoi")}::text as "dateEnvoi",
    ${col(g, "poidsEnvoye")}::text as "poidsEnvoye", ${col(g, "poidsRendu")}::text as "poidsRendu",
    ${valeur}, ${col(g, "rendu")} as rendu, ${col(g, "dateRetour")}::text as "dateRetour",
    coalesce(o.ref, c.ref) as ref, c.description`;
}

// Without a search text the filters read the line alone, and its joins are foreign keys: the count
// then reads one table (a million returned lines on the large set).
const fromLignes = (g: GenreLigne) => sql`
  from ${sql.raw(COLONNES[g].table)} l
  join ${sql.raw(COLONNES[g].ouvriers)} w on w.id = ${col(g, "idOuvrier")}
  join "of" o on o.num_sachet = ${col(g, "numSachet")}
  left join centre c on c.id_centre = o.idp`;

type LignesQuery = LignesJoaillierQuery | LignesSertiQuery;

function whereLignes(g: GenreLigne, f: LignesQuery): SQL {
  const c: SQL[] = [sql`true`];
  if (f.rendu !== undefined) c.push(sql`${col(g, "rendu")} = ${f.rendu}`);
  if (f.idOuvrier !== undefined) c.push(sql`${col(g, "idOuvrier")} = ${f.idOuvrier}`);
  if (f.numSachet !== undefined) c.push(sql`${col(g, "numSachet")} = ${f.numSachet}`);
  if (f.q !== undefined) {
    const like = motifContient(f.q);
    c.push(sql`(${col(g, "numSachet")}::text like ${motifDebut(f.q)} or coalesce(o.ref, c.ref) ilike ${like}
      or w.label ilike ${like})`);
  }
  return sql.join(c, sql` and `);
}

function orderLignes(g: GenreLigne, sort: LignesQuery["sort"]): SQL {
  switch (sort) {
    case "ouvrier":
      return sql`w.label`;
    case "ref":
      return sql`coalesce(o.ref, c.ref)`;
    case "temps":
      return sql`l.temps`;
    case "prix":
      return sql`l.prix`;
    default:
      return col(g, sort);
  }
}

type PageLignes<G extends GenreLigne> = { rows: LigneAtelierDe<G>[]; total: number };

/** GET /api/atelier/{joaillier|serti}/lignes: one page of lines of kind g. */
export function listLignes(
  db: Db,
  g: "joaillier",
  f: LignesJoaillierQuery,
  page: Page,
): Promise<PageLignes<"joaillier">>;
export function listLignes(db: Db, g: "serti", f: LignesSertiQuery, page: Page): Promise<PageLignes<"serti">>;
export async function listLignes(
  db: Db,
  g: GenreLigne,
  f: LignesJoaillierQuery | LignesSertiQuery,
  page: Page,
): Promise<{ rows: LigneAtelier[]; total: number }> {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    db.execute<LigneAtelier & Record<string, unknown>>(sql`
      ${selectLigne(g)}
      ${fromLignes(g)}
      where ${whereLignes(g, f)}
      order by ${orderLignes(g, f.sort)} ${dir} nulls last, ${col(g, "id")} ${dir}
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n ${f.q === undefined ? sql`from ${sql.raw(COLONNES[g].table)} l` : fromLignes(g)} where ${whereLignes(g, f)}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Every line of kind g of one OF, in sending order (the Finaliser OF screen). */
export function lignesOf(
  db: Executor,
  g: "joaillier",
  numSachet: number,
): Promise<LigneAtelierDe<"joaillier">[]>;
export function lignesOf(db: Executor, g: "serti", numSachet: number): Promise<LigneAtelierDe<"serti">[]>;
export async function lignesOf(db: Executor, g: GenreLigne, numSachet: number): Promise<LigneAtelier[]> {
  const res = await db.execute<LigneAtelier & Record<string, unknown>>(sql`
    ${selectLigne(g)}
    ${fromLignes(g)}
    where ${col(g, "numSachet")} = ${numSachet}
    order by ${col(g, "dateEnvoi")}, ${col(g, "id")}`);
  return res.rows;
}

// ----- workers and lines, inside a command's transaction ------------------------------------------

/**
 * The jeweller, locked FOR SHARE until the end of the transaction: a weighing locks him FOR UPDATE
 * (pesee.queries lockJoaillier), so a send, an edit or a reset of his lines and his weighing run one
 * after the other (the weighing never misses a line in progress, nor closes one being reset).
 * Shared: two commands on the same jeweller do not wait on each other.
 */
export async function verrouillerJoaillier(tx: Tx, id: number) {
  return (await tx.select().from(joaillier).where(eq(joaillier.id, id)).for("share"))[0];
}

export async function lireSertisseur(tx: Tx, id: number) {
  return (await tx.select().from(sertisseur).where(eq(sertisseur.id, id)))[0];
}

/** A line as the commands see it, whatever its kind. */
export interface LigneCommande {
  id: number;
  numSachet: number;
  idOuvrier: number;
  rendu: number;
  /** Grams given back; 0 until returned. */
  poidsRendu: string;
  /** The weighing that closed it (jeweller lines only; setters are never weighed). */
  numPesee: number | null;
}

export async function lireLigneJoaillier(tx: Tx, id: number): Promise<LigneCommande | undefined> {
  const cols = {
    id: ouvrier.idLigne,
    numSachet: ouvrier.nSachet,
    idOuvrier: ouvrier.idOuvrier,
    rendu: ouvrier.rendu,
    poidsRendu: ouvrier.poidsR,
    numPesee: ouvrier.numPesee,
  };
  return (await tx.select(cols).from(ouvrier).where(eq(ouvrier.idLigne, id)))[0];
}

export async function lireLigneSerti(tx: Tx, id: number): Promise<LigneCommande | undefined> {
  const cols = {
    id: serti.idSert,
    numSachet: serti.ofSerto,
    idOuvrier: serti.idSerto,
    rendu: serti.renduSerti,
    poidsRendu: serti.pdsR,
    numPesee: sql<null>`null`,
  };
  return (await tx.select(cols).from(serti).where(eq(serti.idSert, id)))[0];
}

/** Lines of this OF at this jeweller not yet returned, other than `sauf` (the line being edited). */
export async function nonRenduesJoaillier(tx: Tx, numSachet: number, idOuvrier: number, sauf?: number) {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ouvrier)
    .where(
      and(
        eq(ouvrier.nSachet, numSachet),
        eq(ouvrier.idOuvrier, idOuvrier),
        eq(ouvrier.rendu, 0),
        sauf === undefined ? undefined : ne(ouvrier.idLigne, sauf),
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function nonRenduesSerti(tx: Tx, numSachet: number, idOuvrier: number, sauf?: number) {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(serti)
    .where(
      and(
        eq(serti.ofSerto, numSachet),
        eq(serti.idSerto, idOuvrier),
        eq(serti.renduSerti, 0),
        sauf === undefined ? undefined : ne(serti.idSert, sauf),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** What a send writes: the OF, the worker, the weight sent (grams). */
interface Envoi {
  numSachet: number;
  idOuvrier: number;
  poidsEnvoye: string;
}
/** What a return writes: both weights (grams), and the time (jeweller, minutes) or the price (setter, euros). */
export type Retour = { poidsEnvoye: string; poidsRendu: string } & ({ temps: string } | { prix: string });

const today = sql`current_date`;

export async function insertLigneJoaillier(tx: Tx, v: Envoi) {
  const values = { nSachet: v.numSachet, idOuvrier: v.idOuvrier, poidsD: v.poidsEnvoye };
  const [row] = await tx.insert(ouvrier).values(values).returning({ id: ouvrier.idLigne });
  if (!row) throw new Error("insert ouvrier returned nothing");
  return row.id;
}

export async function insertLigneSerti(tx: Tx, v: Envoi) {
  const values = { ofSerto: v.numSachet, idSerto: v.idOuvrier, pdsD: v.poidsEnvoye };
  const [row] = await tx.insert(serti).values(values).returning({ id: serti.idSert });
  if (!row) throw new Error("insert serti returned nothing");
  return row.id;
}

export async function modifierLigneJoaillier(tx: Tx, id: number, v: Omit<Envoi, "numSachet">) {
  await updateJoaillier(tx, id, { idOuvrier: v.idOuvrier, poidsD: v.poidsEnvoye });
}

export async function modifierLigneSerti(tx: Tx, id: number, v: Omit<Envoi, "numSachet">) {
  await updateSerti(tx, id, { idSerto: v.idOuvrier, pdsD: v.poidsEnvoye });
}

export async function retournerLigneJoaillier(tx: Tx, id: number, v: Retour) {
  const temps = "temps" in v ? v.temps : "0";
  await updateJoaillier(tx, id, {
    poidsD: v.poidsEnvoye,
    poidsR: v.poidsRendu,
    temps,
    rendu: 1,
    dateRetour: today,
  });
}

export async function retournerLigneSerti(tx: Tx, id: number, v: Retour) {
  const prix = "prix" in v ? v.prix : "0";
  await updateSerti(tx, id, { pdsD: v.poidsEnvoye, pdsR: v.poidsRendu, prix, renduSerti: 1, dateR: today });
}

/**
 * The weights the OF's returned lines gave back (jeweller and setter), grams, oldest return first (by
 * return date, a jeweller's before a setter's the same day): what set its weight, the last one standing.
 */
export async function poidsRendus(tx: Tx, numSachet: number): Promise<string[]> {
  const { rows } = await tx.execute<{ poids: string }>(sql`
    select poids from (
      select ${ouvrier.poidsR} as poids, ${ouvrier.dateRetour} as d, 0 as g, ${ouvrier.idLigne} as id
      from ${ouvrier} where ${ouvrier.nSachet} = ${numSachet} and ${ouvrier.rendu} = 1
      union all
      select ${serti.pdsR}, ${serti.dateR}, 1, ${serti.idSert}
      from ${serti} where ${serti.ofSerto} = ${numSachet} and ${serti.renduSerti} = 1
    ) r order by d nulls first, g, id`);
  return rows.map((r) => r.poids);
}

export async function annulerRetourJoaillier(tx: Tx, id: number) {
  const a = ANNULATION_RETOUR.joaillier;
  await updateJoaillier(tx, id, {
    poidsR: a.poidsRendu,
    temps: a.temps,
    rendu: a.rendu,
    dateRetour: a.dateRetour,
  });
}

export async function annulerRetourSerti(tx: Tx, id: number) {
  const a = ANNULATION_RETOUR.serti;
  await updateSerti(tx, id, {
    pdsD: a.poidsEnvoye,
    pdsR: a.poidsRendu,
    prix: a.prix,
    renduSerti: a.rendu,
    dateR: a.dateRetour,
  });
}

async function updateJoaillier(tx: Tx, id: number, v: PgUpdateSetSource<typeof ouvrier>) {
  await tx.update(ouvrier).set(v).where(eq(ouvrier.idLigne, id));
}

async function updateSerti(tx: Tx, id: number, v: PgUpdateSetSource<typeof serti>) {
  await tx.update(serti).set(v).where(eq(serti.idSert, id));
}

export async function deleteLigneJoaillier(tx: Tx, id: number) {
  await tx.delete(ouvrier).where(eq(ouvrier.idLigne, id));
}

export async function deleteLigneSerti(tx: Tx, id: number) {
  await tx.delete(serti).where(eq(serti.idSert, id));
}

/** The OF's lines not yet returned, jeweller and setter, oldest first: where the bag is (emplacementOf). */
export async function lignesOuvertes(db: Executor, numSachet: number): Promise<LigneOuverte[]> {
  const ouvertes = (g: GenreLigne) => sql`
    select ${g}::text as genre, ${col(g, "idOuvrier")} as "idOuvrier", w.label as ouvrier,
      ${col(g, "dateEnvoi")}::text as "dateEnvoi", ${col(g, "id")} as id, ${g === "joaillier" ? 0 : 1} as rang
    from ${sql.raw(COLONNES[g].table)} l
    join ${sql.raw(COLONNES[g].ouvriers)} w on w.id = ${col(g, "idOuvrier")}
    where ${col(g, "numSachet")} = ${numSachet} and ${col(g, "rendu")} = 0`;
  const res = await db.execute<LigneOuverte & Record<string, unknown>>(sql`
    select genre, id, "idOuvrier", ouvrier, "dateEnvoi" from (${ouvertes("joaillier")} union all ${ouvertes("serti")}) x
    order by "dateEnvoi", rang, id`);
  return res.rows;
}
