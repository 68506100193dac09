import { COURS, type LignePierreData, type PierreOption } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import { lireRows } from "./catalogue.queries.ts";

/** A stone line as read, before the domain computes PoidsU, Dimension and Prix/Ct. */
interface LignePierreBrute {
  id: number;
  idCentre: number;
  idPierre: number;
  idQual: number | null;
  qte: number;
  pdsR: string;
  centre: boolean;
  type: string;
  forme: string;
  typDim: number;
  dim1: string;
  dim2: string;
  dim3: string;
  qualite: string | null;
  euro: string | null;
  dollar: string | null;
}

/**
 * The stone lines of a centre (centre_pierre.php?id=), centre stone first, with the price per carat of
 * the stone in the line's quality: the general price (no supplier) when there is one, else the lowest.
 */
function lignesPierresQuery(idCentre: number): SQL {
  return sql`select cp.id, cp.id_centre as "idCentre", cp.id_pierre as "idPierre", cp.id_qual as "idQual",
      cp.qte, cp.pds_r::text as "pdsR", cp.centre = 1 as centre, tp.description as type,
      fp.description as forme, p.typ_dim as "typDim", p.dim1::text as dim1, p.dim2::text as dim2,
      p.dim3::text as dim3, q.description as qualite, t.euro::text as euro, t.dollar::text as dollar
    from centre_pierres cp
    join pierre p on p.id_pier = cp.id_pierre
    join type_pier tp on tp.id_typ_pier = p.type_pier
    join forme_pier fp on fp.id_form = p.forme
    left join qualite q on q.id_qual = cp.id_qual
    left join lateral (
      select euro, dollar from tarifs
      where id_pier = cp.id_pierre and id_qual = cp.id_qual
      order by id_four nulls first, euro limit 1
    ) t on true
    where cp.id_centre = ${idCentre}
    order by cp.centre desc, cp.id`;
}

export async function listLignesPierres(db: Executor, idCentre: number): Promise<LignePierreBrute[]> {
  return (await lireRows<LignePierreBrute>(db, lignesPierresQuery(idCentre))).rows;
}

export async function coursEuroDollar(db: Executor): Promise<string | null> {
  const r = await db.execute<{ valeur: string }>(
    sql`select valeur::text as valeur from cours where id_cours = ${COURS.euroDollar}`,
  );
  return r.rows[0]?.valeur ?? null;
}

export async function findLigne(db: Executor, idCentre: number, id: number): Promise<boolean> {
  const r = await db.execute(sql`select 1 from centre_pierres where id = ${id} and id_centre = ${idCentre}`);
  return r.rows.length > 0;
}

export async function centreExiste(db: Executor, idCentre: number): Promise<boolean> {
  return (await db.execute(sql`select 1 from centre where id_centre = ${idCentre}`)).rows.length > 0;
}

export async function pierreExiste(db: Executor, idPierre: number): Promise<boolean> {
  return (await db.execute(sql`select 1 from pierre where id_pier = ${idPierre}`)).rows.length > 0;
}

export async function qualiteExiste(db: Executor, idQual: number): Promise<boolean> {
  return (await db.execute(sql`select 1 from qualite where id_qual = ${idQual}`)).rows.length > 0;
}

export async function insertLigne(db: Executor, idCentre: number, v: LignePierreData): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`insert into centre_pierres
      (id_centre, id_pierre, id_qual, qte, pds_r, centre)
    values (${idCentre}, ${v.idPierre}, ${v.idQual}, ${v.qte}, ${v.pdsR}, ${v.centre ? 1 : 0})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateLigne(db: Executor, idCentre: number, id: number, v: LignePierreData) {
  await db.execute(sql`update centre_pierres set id_pierre = ${v.idPierre}, id_qual = ${v.idQual},
      qte = ${v.qte}, pds_r = ${v.pdsR}, centre = ${v.centre ? 1 : 0}
    where id = ${id} and id_centre = ${idCentre}`);
}

export async function deleteLigne(db: Executor, idCentre: number, id: number): Promise<boolean> {
  const r = await db.execute(
    sql`delete from centre_pierres where id = ${id} and id_centre = ${idCentre} returning id`,
  );
  return r.rows.length > 0;
}

type PierreOptionBrute = Omit<PierreOption, "dimension"> & {
  typDim: number;
  dim1: string;
  dim2: string;
  dim3: string;
};

/** The stone picker: every typed word found in the stone's description, type or shape. */
export function pierresOptionsQuery(q: string, limit: number): SQL {
  const mots = q.split(/\s+/).filter((m) => m !== "");
  const conditions = mots.map((m) => {
    const motif = motifContient(m);
    return sql`(p.description ilike ${motif} or tp.description ilike ${motif} or fp.description ilike ${motif})`;
  });
  const where = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
  return sql`select p.id_pier as "idPier", p.description, tp.description as type, fp.description as forme,
      p.typ_dim as "typDim", p.dim1::text as dim1, p.dim2::text as dim2, p.dim3::text as dim3,
      p.poids::text as poids,
      coalesce((
        select json_agg(json_build_object('idQual', q.id_qual, 'label', q.description) order by q.id_qual)
        from qualite q where exists (select 1 from tarifs t where t.id_pier = p.id_pier and t.id_qual = q.id_qual)
      ), '[]'::json) as qualites
    from pierre p
    join type_pier tp on tp.id_typ_pier = p.type_pier
    join forme_pier fp on fp.id_form = p.forme
    ${where}
    order by tp.description, fp.description, p.dim1, p.dim2, p.dim3, p.id_pier
    limit ${limit}`;
}

export async function searchPierres(db: Executor, q: string, limit: number): Promise<PierreOptionBrute[]> {
  return (await lireRows<PierreOptionBrute>(db, pierresOptionsQuery(q, limit))).rows;
}

/** A stone line of a product as the OF sheet prints it (Qté, Forme, Dimension, Carats, Qualité, Centre). */
export interface PierreProduit {
  idCentre: number;
  qte: number;
  type: string;
  forme: string;
  typDim: number;
  dim1: string;
  dim2: string;
  dim3: string;
  /** Carats of the whole line. */
  pdsR: string;
  qualite: string | null;
  centre: boolean;
}

/** The stone lines of several products at once (centre stone first), by product. */
export async function pierresDesProduits(
  db: Executor,
  idCentres: readonly number[],
): Promise<Map<number, PierreProduit[]>> {
  const out = new Map<number, PierreProduit[]>();
  if (idCentres.length === 0) return out;
  const r = await lireRows<PierreProduit>(
    db,
    sql`select cp.id_centre as "idCentre", cp.qte, tp.description as type, fp.description as forme,
      p.typ_dim as "typDim", p.dim1::text as dim1, p.dim2::text as dim2, p.dim3::text as dim3,
      cp.pds_r::text as "pdsR", q.description as qualite, cp.centre = 1 as centre
    from centre_pierres cp
    join pierre p on p.id_pier = cp.id_pierre
    join type_pier tp on tp.id_typ_pier = p.type_pier
    join forme_pier fp on fp.id_form = p.forme
    left join qualite q on q.id_qual = cp.id_qual
    where cp.id_centre in (${sql.join(
      [...new Set(idCentres)].map((id) => sql`${id}`),
      sql`, `,
    )})
    order by cp.id_centre, cp.centre desc, cp.id`,
  );
  for (const row of r.rows) {
    const liste = out.get(row.idCentre) ?? [];
    liste.push(row);
    out.set(row.idCentre, liste);
  }
  return out;
}
