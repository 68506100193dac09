import type { LigneTarifPierre, PierreInput, PierreSort, PierresQuery } from "@ecrin/domain";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import { pierre, tarifs } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/** Sortable columns of the price list, as SQL. */
const SORTS: Record<PierreSort, SQL> = {
  type: sql`tp.description`,
  forme: sql`fp.description`,
  couleur: sql`co.description`,
  poids: sql`pi.poids`,
  description: sql`pi.description`,
  qualite: sql`q.description`,
  fournisseur: sql`f.raison_soc`,
  euro: sql`t.euro`,
  dollar: sql`t.dollar`,
  coeff: sql`pi.coeff`,
};

const FROM = sql`
  from pierre pi
  join type_pier tp on tp.id_typ_pier = pi.type_pier
  join forme_pier fp on fp.id_form = pi.forme
  left join couleur co on co.id_color = pi.color
  left join tarifs t on t.id_pier = pi.id_pier
  left join qualite q on q.id_qual = t.id_qual
  left join fournisseur f on f.four_id = t.id_four`;

function where(f: PierresQuery): SQL {
  const c: SQL[] = [sql`true`];
  if (f.type !== undefined) c.push(sql`pi.type_pier = ${f.type}`);
  if (f.forme !== undefined) c.push(sql`pi.forme = ${f.forme}`);
  if (f.couleur !== undefined) c.push(sql`pi.color = ${f.couleur}`);
  if (f.qualite !== undefined) c.push(sql`t.id_qual = ${f.qualite}`);
  if (f.poidsMin !== undefined) c.push(sql`pi.poids >= ${f.poidsMin}`);
  if (f.poidsMax !== undefined) c.push(sql`pi.poids <= ${f.poidsMax}`);
  if (f.q !== undefined) c.push(sql`pi.description ilike ${motifContient(f.q)}`);
  return sql.join(c, sql` and `);
}

/** Spec 02 section 2.11: one row per stone and tariff, with the labels, filtered and sorted. */
export function pierresPageQuery(f: PierresQuery, page: Page): SQL {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  return sql`
    select pi.id_pier || '-' || coalesce(t.id_tarif, 0) as id, pi.id_pier as "idPier", t.id_tarif as "idTarif",
           pi.type_pier as "typePier", pi.forme, pi.color, t.id_qual as "idQual", t.id_four as "idFour",
           pi.typ_dim as "typDim", pi.dim1, pi.dim2, pi.dim3,
           tp.description as type, fp.description as "formeLabel", co.description as couleur, pi.poids,
           pi.description, q.description as qualite, f.raison_soc as fournisseur, t.euro, t.dollar, pi.coeff
    ${FROM}
    where ${where(f)}
    order by ${SORTS[f.sort]} ${dir} nulls last, pi.id_pier, t.id_tarif
    limit ${page.limit} offset ${page.offset}`;
}

export function pierresCountQuery(f: PierresQuery): SQL {
  return sql`select count(*)::int as n ${FROM} where ${where(f)}`;
}

export async function listPierres(db: Executor, f: PierresQuery, page: Page) {
  const [rows, total] = await Promise.all([
    db.execute<LigneTarifPierre & Record<string, unknown>>(pierresPageQuery(f, page)),
    db.execute<{ n: number }>(pierresCountQuery(f)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Stones of the same type and shape, with their qualities: the candidates of the duplicate rule. */
export async function pierresSemblables(db: Executor, typePier: number, forme: number) {
  return (
    await db.execute<{
      idPier: number;
      typePier: number;
      forme: number;
      color: number | null;
      dim1: string;
      dim2: string;
      dim3: string;
      qualites: number[];
    }>(sql`
      select pi.id_pier as "idPier", pi.type_pier as "typePier", pi.forme, pi.color, pi.dim1, pi.dim2, pi.dim3,
             coalesce(array_agg(t.id_qual) filter (where t.id_qual is not null), '{}') as qualites
      from pierre pi left join tarifs t on t.id_pier = pi.id_pier
      where pi.type_pier = ${typePier} and pi.forme = ${forme}
      group by pi.id_pier`)
  ).rows;
}

const pierreValues = (v: PierreInput) => ({
  typePier: v.typePier,
  forme: v.forme,
  color: v.color,
  typDim: v.typDim,
  dim1: v.dim1,
  dim2: v.dim2,
  dim3: v.dim3,
  poids: v.poids ?? null,
  description: v.description,
  coeff: v.coeff,
});

export async function insertPierre(db: Executor, v: PierreInput): Promise<number> {
  return (await db.insert(pierre).values(pierreValues(v)).returning({ id: pierre.idPier }))[0]!.id;
}

export async function updatePierre(db: Executor, id: number, v: PierreInput): Promise<boolean> {
  return (
    (
      await db
        .update(pierre)
        .set(pierreValues(v))
        .where(eq(pierre.idPier, id))
        .returning({ id: pierre.idPier })
    ).length > 0
  );
}

export async function insertTarif(
  db: Executor,
  v: { idPier: number; idQual: number; idFour: number | null; euro: string; dollar: string },
): Promise<number> {
  return (await db.insert(tarifs).values(v).returning({ id: tarifs.idTarif }))[0]!.id;
}

/** The stones of the given tariffs (locked: the prices are about to change). */
export async function tarifsPourModification(db: Executor, ids: readonly number[]) {
  return db
    .select({ idTarif: tarifs.idTarif, idPier: tarifs.idPier })
    .from(tarifs)
    .where(inArray(tarifs.idTarif, [...ids]))
    .for("update");
}

export async function updateTarifs(
  db: Executor,
  ids: readonly number[],
  v: { euro?: string; dollar?: string },
) {
  if (v.euro === undefined && v.dollar === undefined) return;
  await db
    .update(tarifs)
    .set({
      ...(v.euro === undefined ? {} : { euro: v.euro }),
      ...(v.dollar === undefined ? {} : { dollar: v.dollar }),
    })
    .where(inArray(tarifs.idTarif, [...ids]));
}

export async function updateCoeffPierres(db: Executor, idPiers: readonly number[], coeff: string) {
  await db
    .update(pierre)
    .set({ coeff })
    .where(inArray(pierre.idPier, [...idPiers]));
}
