import type { Centre, CentreData, ListResult } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import { type CataloguePage, lireRows, orderBy } from "./catalogue.queries.ts";

export const CENTRE_SORTS = {
  ref: sql`c.ref`,
  description: sql`c.description`,
  type: sql`tp.description`,
  plusMo: sql`c.plus_mo`,
  plusFonteMg: sql`c.plus_fonte`,
  plusPoidsMg: sql`c.plus_poids`,
  plusSerti: sql`c.plus_serti`,
  prixDivers: sql`c.prix_divers`,
  tarif: sql`tf.description`,
  idCentre: sql`c.id_centre`,
} as const;
export type CentreSort = keyof typeof CENTRE_SORTS;

interface CentreListQuery {
  q?: string | undefined;
  idCv?: number | undefined;
  sort: CentreSort;
  dir: "asc" | "desc";
}

function filtre(query: Pick<CentreListQuery, "q" | "idCv">): SQL {
  const conditions: SQL[] = [];
  if (query.q) {
    const motif = motifContient(query.q);
    conditions.push(sql`(c.ref ilike ${motif} or c.description ilike ${motif})`);
  }
  if (query.idCv !== undefined) conditions.push(sql`c.id_cv = ${query.idCv}`);
  return conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
}

const colonnes = sql`c.id_centre as "idCentre", c.ref, c.description, c.plus_mo::text as "plusMo",
  c.plus_fonte::text as "plusFonteMg", c.plus_poids::text as "plusPoidsMg",
  c.plus_serti::text as "plusSerti", c.prix_divers::text as "prixDivers",
  p.id_tarif_produit as "idTarifProduit", tf.description as tarif, c.id_cv as "idCv", cv.ref as "refCv",
  tp.description as type, c.img_centre as "imgCentre"`;

const jointures = sql`left join produit p on p.id_centre = c.id_centre
  left join tarif_produit tf on tf.id_tarif_produit = p.id_tarif_produit
  left join centre_vide cv on cv.id_cv = c.id_cv
  left join type_produit tp on tp.id_typ_prod = cv.type_prod`;

/** Sorts on the centre's own columns page the centre table alone, before the joins. */
const TRI_DIRECT = new Set<CentreSort>([
  "ref",
  "description",
  "plusMo",
  "plusFonteMg",
  "plusPoidsMg",
  "plusSerti",
  "prixDivers",
  "idCentre",
]);

/** One page of the centre list (GET /api/produits/catalogue/centres), filtered on ref or description. */
export function centrePageQuery(query: CentreListQuery, page: CataloguePage): SQL {
  const tri = orderBy(CENTRE_SORTS[query.sort], query.dir, sql`c.id_centre`);
  const pagine = sql`${filtre(query)} ${tri} limit ${page.limit} offset ${page.offset}`;
  if (TRI_DIRECT.has(query.sort)) {
    return sql`select ${colonnes} from (select * from centre c ${pagine}) c ${jointures} ${tri}`;
  }
  return sql`select ${colonnes} from centre c ${jointures} ${pagine}`;
}

export function centreCountQuery(query: Pick<CentreListQuery, "q" | "idCv">): SQL {
  return sql`select count(*)::int as n from centre c ${filtre(query)}`;
}

export async function listCentres(
  db: Executor,
  query: CentreListQuery,
  page: CataloguePage,
): Promise<ListResult<Centre>> {
  const [rows, total] = await Promise.all([
    lireRows<Centre>(db, centrePageQuery(query, page)),
    db.execute<{ n: number }>(centreCountQuery(query)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findCentre(db: Executor, idCentre: number): Promise<Centre | undefined> {
  return (
    await lireRows<Centre>(
      db,
      sql`select ${colonnes} from centre c ${jointures} where c.id_centre = ${idCentre}`,
    )
  ).rows[0];
}

/** The centre holding this ref and description pair, compared without case or surrounding spaces. */
export async function findCentreParPaire(
  db: Executor,
  ref: string,
  description: string,
): Promise<number | undefined> {
  const r = await db.execute<{ idCentre: number }>(sql`select id_centre as "idCentre" from centre
    where lower(ref) = lower(${ref.trim()}) and lower(description) = lower(${description.trim()})
    order by id_centre limit 1`);
  return r.rows[0]?.idCentre;
}

export async function existe(db: Executor, table: "centre_vide" | "tarif_produit", id: number) {
  const r =
    table === "centre_vide"
      ? await db.execute(sql`select 1 from centre_vide where id_cv = ${id}`)
      : await db.execute(sql`select 1 from tarif_produit where id_tarif_produit = ${id}`);
  return r.rows.length > 0;
}

export async function insertCentre(db: Executor, v: CentreData): Promise<number> {
  const r = await db.execute<{ idCentre: number }>(sql`insert into centre
      (ref, description, plus_mo, plus_fonte, plus_poids, plus_serti, prix_divers, id_cv)
    values (${v.ref}, ${v.description}, ${v.plusMo}, ${v.plusFonteMg}, ${v.plusPoidsMg}, ${v.plusSerti},
      ${v.prixDivers}, ${v.idCv})
    returning id_centre as "idCentre"`);
  return r.rows[0]!.idCentre;
}

/** The produit row sold on OFs: its tariff, and the centre's weight as product weight. */
export async function insertProduit(db: Executor, idCentre: number, v: CentreData): Promise<void> {
  await db.execute(sql`insert into produit (id_centre, id_tarif_produit, id_stade, poids)
    values (${idCentre}, ${v.idTarifProduit}, null, ${v.plusPoidsMg})`);
}

export async function updateCentre(db: Executor, idCentre: number, v: CentreData): Promise<void> {
  await db.execute(sql`update centre set ref = ${v.ref}, description = ${v.description},
      plus_mo = ${v.plusMo}, plus_fonte = ${v.plusFonteMg}, plus_poids = ${v.plusPoidsMg},
      plus_serti = ${v.plusSerti}, prix_divers = ${v.prixDivers}, id_cv = ${v.idCv}
    where id_centre = ${idCentre}`);
}

/** Type Tarif lives on the produit row; an old centre without one gets it now. */
export async function upsertTarifProduit(db: Executor, idCentre: number, v: CentreData): Promise<void> {
  await db.execute(sql`insert into produit (id_centre, id_tarif_produit, poids)
    values (${idCentre}, ${v.idTarifProduit}, ${v.plusPoidsMg})
    on conflict (id_centre) do update set id_tarif_produit = excluded.id_tarif_produit`);
}
