import type {
  LigneJoaillier,
  LigneJoaillierSort,
  LigneSerti,
  LigneSertiSort,
  LignesJoaillierQuery,
  LignesSertiQuery,
  OuvriersActifs,
  PrefillOf,
} from "@ecrin/domain";
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.ts";
import { joaillier, ouvrier, serti, sertisseur } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (x) => `\\${x}`);

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

// ----- lists ---------------------------------------------------------------------------------------

const SORTS_JOAILLIER: Record<LigneJoaillierSort, SQL> = {
  idLigne: sql`l.id_ligne`,
  nSachet: sql`l.n_sachet`,
  joaillier: sql`j.label`,
  dateEnvoi: sql`l.date_envoi`,
  poidsD: sql`l.poids_d`,
  poidsR: sql`l.poids_r`,
  temps: sql`l.temps`,
  dateRetour: sql`l.date_retour`,
  ref: sql`coalesce(o.ref, c.ref)`,
};

// Without a search text the filters read the line alone, and its joins are foreign keys: the count
// then reads one table (a million returned lines on the large set).
const FROM_JOAILLIER = sql`
  from ouvrier l
  join joaillier j on j.id = l.id_ouvrier
  join "of" o on o.num_sachet = l.n_sachet
  left join centre c on c.id_centre = o.idp`;

function whereJoaillier(f: LignesJoaillierQuery): SQL {
  const c: SQL[] = [sql`true`];
  if (f.rendu !== undefined) c.push(sql`l.rendu = ${f.rendu}`);
  if (f.idOuvrier !== undefined) c.push(sql`l.id_ouvrier = ${f.idOuvrier}`);
  if (f.numSachet !== undefined) c.push(sql`l.n_sachet = ${f.numSachet}`);
  if (f.q !== undefined) {
    const like = `%${escapeLike(f.q)}%`;
    c.push(sql`(l.n_sachet::text like ${`${escapeLike(f.q)}%`} or coalesce(o.ref, c.ref) ilike ${like}
      or j.label ilike ${like})`);
  }
  return sql.join(c, sql` and `);
}

export async function listLignesJoaillier(db: Db, f: LignesJoaillierQuery, page: Page) {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    db.execute<LigneJoaillier & Record<string, unknown>>(sql`
      select l.id_ligne as "idLigne", l.n_sachet as "nSachet", l.id_ouvrier as "idOuvrier", j.label as joaillier,
             l.date_envoi::text as "dateEnvoi", l.poids_d as "poidsD", l.poids_r as "poidsR", l.temps, l.rendu,
             l.date_retour::text as "dateRetour", coalesce(o.ref, c.ref) as ref, c.description
      ${FROM_JOAILLIER}
      where ${whereJoaillier(f)}
      order by ${SORTS_JOAILLIER[f.sort]} ${dir} nulls last, l.id_ligne ${dir}
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n ${f.q === undefined ? sql`from ouvrier l` : FROM_JOAILLIER} where ${whereJoaillier(f)}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

const SORTS_SERTI: Record<LigneSertiSort, SQL> = {
  idSert: sql`l.id_sert`,
  ofSerto: sql`l.of_serto`,
  sertisseur: sql`s.label`,
  dateE: sql`l.date_e`,
  pdsD: sql`l.pds_d`,
  pdsR: sql`l.pds_r`,
  prix: sql`l.prix`,
  dateR: sql`l.date_r`,
  ref: sql`coalesce(o.ref, c.ref)`,
};

const FROM_SERTI = sql`
  from serti l
  join sertisseur s on s.id = l.id_serto
  join "of" o on o.num_sachet = l.of_serto
  left join centre c on c.id_centre = o.idp`;

function whereSerti(f: LignesSertiQuery): SQL {
  const c: SQL[] = [sql`true`];
  if (f.rendu !== undefined) c.push(sql`l.rendu_serti = ${f.rendu}`);
  if (f.idSerto !== undefined) c.push(sql`l.id_serto = ${f.idSerto}`);
  if (f.numSachet !== undefined) c.push(sql`l.of_serto = ${f.numSachet}`);
  if (f.q !== undefined) {
    const like = `%${escapeLike(f.q)}%`;
    c.push(sql`(l.of_serto::text like ${`${escapeLike(f.q)}%`} or coalesce(o.ref, c.ref) ilike ${like}
      or s.label ilike ${like})`);
  }
  return sql.join(c, sql` and `);
}

export async function listLignesSerti(db: Db, f: LignesSertiQuery, page: Page) {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    db.execute<LigneSerti & Record<string, unknown>>(sql`
      select l.id_sert as "idSert", l.of_serto as "ofSerto", l.id_serto as "idSerto", s.label as sertisseur,
             l.date_e::text as "dateE", l.pds_d as "pdsD", l.pds_r as "pdsR", l.prix, l.rendu_serti as "renduSerti",
             l.date_r::text as "dateR", coalesce(o.ref, c.ref) as ref, c.description
      ${FROM_SERTI}
      where ${whereSerti(f)}
      order by ${SORTS_SERTI[f.sort]} ${dir} nulls last, l.id_sert ${dir}
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n ${f.q === undefined ? sql`from serti l` : FROM_SERTI} where ${whereSerti(f)}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

// ----- workers and lines, inside a command's transaction ------------------------------------------

export async function lireJoaillier(tx: Tx, id: number) {
  return (await tx.select().from(joaillier).where(eq(joaillier.id, id)))[0];
}

/**
 * The jeweller, locked FOR SHARE until the end of the transaction: a weighing locks him FOR UPDATE
 * (vue.queries lockJoaillier), so a send, an edit or a reset of his lines and his weighing run one
 * after the other (the weighing never misses a line in progress, nor closes one being reset).
 * Shared: two commands on the same jeweller do not wait on each other.
 */
export async function verrouillerJoaillier(tx: Tx, id: number) {
  return (await tx.select().from(joaillier).where(eq(joaillier.id, id)).for("share"))[0];
}

export async function lireSertisseur(tx: Tx, id: number) {
  return (await tx.select().from(sertisseur).where(eq(sertisseur.id, id)))[0];
}

export async function lireLigneJoaillier(tx: Tx, id: number) {
  return (await tx.select().from(ouvrier).where(eq(ouvrier.idLigne, id)))[0];
}

export async function lireLigneSerti(tx: Tx, id: number) {
  return (await tx.select().from(serti).where(eq(serti.idSert, id)))[0];
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

export async function nonRenduesSerti(tx: Tx, numSachet: number, idSerto: number, sauf?: number) {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(serti)
    .where(
      and(
        eq(serti.ofSerto, numSachet),
        eq(serti.idSerto, idSerto),
        eq(serti.renduSerti, 0),
        sauf === undefined ? undefined : ne(serti.idSert, sauf),
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function insertLigneJoaillier(
  tx: Tx,
  v: { nSachet: number; idOuvrier: number; poidsD: string },
) {
  const [row] = await tx.insert(ouvrier).values(v).returning({ id: ouvrier.idLigne });
  if (!row) throw new Error("insert ouvrier returned nothing");
  return row.id;
}

export async function insertLigneSerti(tx: Tx, v: { ofSerto: number; idSerto: number; pdsD: string }) {
  const [row] = await tx.insert(serti).values(v).returning({ id: serti.idSert });
  if (!row) throw new Error("insert serti returned nothing");
  return row.id;
}

export async function updateLigneJoaillier(tx: Tx, id: number, v: PgUpdateSetSource<typeof ouvrier>) {
  await tx.update(ouvrier).set(v).where(eq(ouvrier.idLigne, id));
}

export async function updateLigneSerti(tx: Tx, id: number, v: PgUpdateSetSource<typeof serti>) {
  await tx.update(serti).set(v).where(eq(serti.idSert, id));
}

export async function deleteLigneJoaillier(tx: Tx, id: number) {
  await tx.delete(ouvrier).where(eq(ouvrier.idLigne, id));
}

export async function deleteLigneSerti(tx: Tx, id: number) {
  await tx.delete(serti).where(eq(serti.idSert, id));
}
