import type { CentreVide, CentreVideData, CentreVideOption, ListResult } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import { type CataloguePage, lireRows, orderBy } from "./catalogue.queries.ts";

export const CV_SORTS = {
  ref: sql`cv.ref`,
  type: sql`tp.description`,
  facon: sql`cv.facon`,
  faconFonteMg: sql`cv.facon_fonte`,
  poidsMetalMg: sql`cv.poids_metal`,
  sertiMin: sql`cv.serti_min`,
  prenomLigne: sql`cv.prenom_ligne`,
  nomLigne: sql`cv.nom_ligne`,
  idCv: sql`cv.id_cv`,
} as const;
export type CvSort = keyof typeof CV_SORTS;

interface CvListQuery {
  q?: string | undefined;
  sort: CvSort;
  dir: "asc" | "desc";
}

const filtre = (q: string | undefined) => (q ? sql`where cv.ref ilike ${motifContient(q)}` : sql``);

const colonnes = sql`cv.id_cv as "idCv", cv.ref, cv.facon::text as facon,
  cv.facon_fonte::text as "faconFonteMg", cv.poids_metal::text as "poidsMetalMg",
  cv.serti_min::text as "sertiMin", cv.prenom_ligne as "prenomLigne", cv.nom_ligne as "nomLigne", cv.type_prod as "typeProd",
  tp.description as type, cv.wordpress = 1 as wordpress, cv.image`;

/** One page of the centre vide list (GET /api/produits/catalogue/cv), filtered on the ref. */
export function cvPageQuery(query: CvListQuery, page: CataloguePage): SQL {
  return sql`select ${colonnes}
    from centre_vide cv left join type_produit tp on tp.id_typ_prod = cv.type_prod
    ${filtre(query.q)}
    ${orderBy(CV_SORTS[query.sort], query.dir, sql`cv.id_cv`)}
    limit ${page.limit} offset ${page.offset}`;
}

export function cvCountQuery(query: Pick<CvListQuery, "q">): SQL {
  return sql`select count(*)::int as n from centre_vide cv ${filtre(query.q)}`;
}

export async function listCentresVides(
  db: Executor,
  query: CvListQuery,
  page: CataloguePage,
): Promise<ListResult<CentreVide>> {
  const [rows, total] = await Promise.all([
    lireRows<CentreVide>(db, cvPageQuery(query, page)),
    db.execute<{ n: number }>(cvCountQuery(query)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findCentreVide(db: Executor, idCv: number): Promise<CentreVide | undefined> {
  const r = await lireRows<CentreVide>(
    db,
    sql`select ${colonnes}
    from centre_vide cv left join type_produit tp on tp.id_typ_prod = cv.type_prod
    where cv.id_cv = ${idCv}`,
  );
  return r.rows[0];
}

/** The centre vide holding this ref, compared without case or surrounding spaces. */
export async function findCvParRef(db: Executor, ref: string): Promise<number | undefined> {
  const r = await db.execute<{ idCv: number }>(
    sql`select id_cv as "idCv" from centre_vide where lower(ref) = lower(${ref.trim()}) order by id_cv limit 1`,
  );
  return r.rows[0]?.idCv;
}

/** Centres vides whose ref starts with the typed text, for the centre form's picker. */
export async function searchCvOptions(db: Executor, q: string, limit: number): Promise<CentreVideOption[]> {
  const r = await lireRows<CentreVideOption>(
    db,
    sql`select cv.id_cv as "idCv", cv.ref, tp.description as type
    from centre_vide cv left join type_produit tp on tp.id_typ_prod = cv.type_prod
    where lower(cv.ref) like ${motifDebut(q.trim().toLowerCase())}
    order by lower(cv.ref), cv.id_cv limit ${limit}`,
  );
  return r.rows;
}

export async function typeProduitExiste(db: Executor, id: number): Promise<boolean> {
  const r = await db.execute(sql`select 1 from type_produit where id_typ_prod = ${id}`);
  return r.rows.length > 0;
}

const valeurs = (v: CentreVideData) => ({
  ref: v.ref,
  facon: v.facon,
  faconFonte: v.faconFonteMg,
  poidsMetal: v.poidsMetalMg,
  typeProd: v.typeProd,
  sertiMin: v.sertiMin,
  prenomLigne: v.prenomLigne === "" ? null : v.prenomLigne,
  nomLigne: v.nomLigne === "" ? null : v.nomLigne,
  wordpress: v.wordpress ? 1 : 0,
});

export async function insertCentreVide(db: Executor, v: CentreVideData): Promise<number> {
  const w = valeurs(v);
  const r = await db.execute<{ idCv: number }>(sql`insert into centre_vide
      (ref, facon, facon_fonte, poids_metal, type_prod, serti_min, prenom_ligne, nom_ligne, wordpress)
    values (${w.ref}, ${w.facon}, ${w.faconFonte}, ${w.poidsMetal}, ${w.typeProd}, ${w.sertiMin},
      ${w.prenomLigne}, ${w.nomLigne}, ${w.wordpress})
    returning id_cv as "idCv"`);
  return r.rows[0]!.idCv;
}

export async function updateCentreVide(db: Executor, idCv: number, v: CentreVideData): Promise<boolean> {
  const w = valeurs(v);
  const r = await db.execute(sql`update centre_vide set ref = ${w.ref}, facon = ${w.facon},
      facon_fonte = ${w.faconFonte}, poids_metal = ${w.poidsMetal}, type_prod = ${w.typeProd},
      serti_min = ${w.sertiMin}, prenom_ligne = ${w.prenomLigne}, nom_ligne = ${w.nomLigne}, wordpress = ${w.wordpress}
    where id_cv = ${idCv} returning id_cv`);
  return r.rows.length > 0;
}
