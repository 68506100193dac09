import {
  type CaFiltre,
  type CaFiltreQuery,
  flagsAttendus,
  type LigneDetailCa,
  type LigneFacon,
  type LigneTopVente,
  type PartCa,
  TRANCHES_PRIX,
  type Tranche,
  texteTranche,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import { motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/**
 * The SQL of the sales analyses, on the projection `analyse_vente v` (migration 0010): one row per
 * invoice line of both channels, as issued. Every query starts from the period (index on date_fact)
 * or from the client and the period (index on id_bijouterie, date_fact).
 */

/** A row type as db.execute wants it (an interface has no index signature). */
export type Row<T> = { [K in keyof T]: T[K] };

const and = (conds: SQL[]) => (conds.length === 0 ? sql`true` : sql.join(conds, sql` and `));

/** The filters other than the period. */
export function conditionsVente(f: CaFiltreQuery): SQL[] {
  const conds: SQL[] = [];
  if (f.client !== undefined) conds.push(dansArbreClient(sql`v.id_bijouterie`, f.client));
  const attendus = flagsAttendus(f);
  const flags: Array<[SQL, 0 | 1 | null]> = [
    [sql`v.devis`, attendus.devis],
    [sql`v.facon`, attendus.facon],
    [sql`v.date_l_imp`, attendus.imperatif],
    [sql`v.tournee`, attendus.tournee],
  ];
  for (const [col, val] of flags) if (val !== null) conds.push(sql`${col} = ${val}`);
  if (f.stade !== undefined) conds.push(sql`v.id_stade = ${f.stade}`);
  if (f.metal !== undefined) conds.push(sql`v.type_metal = ${f.metal}`);
  if (f.type !== undefined) conds.push(sql`v.type_prod = ${f.type}`);
  if (f.typeCommande !== undefined) conds.push(sql`v.id_type_commande = ${f.typeCommande}`);
  if (f.ref !== undefined) conds.push(sql`lower(v.ref) like ${motifDebut(f.ref.toLowerCase())}`);
  if (f.facture !== undefined) conds.push(sql`v.id_fact = ${f.facture}`);
  return conds;
}

export function whereVente(f: CaFiltre, extra: SQL[] = []): SQL {
  return and([sql`v.date_fact between ${f.debut} and ${f.fin}`, ...conditionsVente(f), ...extra]);
}

type Sens = "asc" | "desc";
const sens = (dir: Sens) => (dir === "asc" ? sql`asc` : sql`desc`);

const TRI_TOP: Record<string, SQL> = {
  caHt: sql`g.ca`,
  qte: sql`g.qte`,
  ref: sql`g.ref`,
  prixRevient: sql`g.pr`,
};

/** Top Vente: per product, the lines, revenue, cost and share of the period's revenue. */
export function topVenteQuery(f: CaFiltre, tri: { sort: string; dir: Sens }, page: Page): SQL {
  return sql`
    with g as (
      select v.idp, max(v.type_prod) as type_prod, count(*)::int as qte, sum(v.montant) as ca,
             sum(v.prix_r) as pr, coalesce(max(v.ref), '') as ref, max(v.designation) as des
      from analyse_vente v where ${whereVente(f)} group by v.idp),
    t as (select coalesce(sum(ca), 0) as total from g)
    select g.idp, g.qte, coalesce(tp.description, '') as "typeProduit", g.ref,
           coalesce(c.description, g.des, '') as designation, g.ca::text as "caHt", g.pr::text as "prixRevient",
           (case when t.total = 0 then 0 else round(g.ca * 100 / t.total, 2) end)::numeric(8, 2)::text as pourcentage,
           count(*) over ()::int as n
    from g cross join t
    left join type_produit tp on tp.id_typ_prod = g.type_prod
    left join centre c on c.id_centre = g.idp
    order by ${TRI_TOP[tri.sort] ?? sql`g.ca`} ${sens(tri.dir)}, g.idp
    limit ${page.limit} offset ${page.offset}`;
}

export async function topVente(db: Executor, f: CaFiltre, tri: { sort: string; dir: Sens }, page: Page) {
  const rows = (await db.execute<Row<LigneTopVente & { n: number }>>(topVenteQuery(f, tri, page))).rows;
  return { rows: rows.map(({ n: _n, ...r }) => r), total: rows[0]?.n ?? 0 };
}

/** The doughnuts of Top Vente: revenue by product type and by metal (alloy). */
export function repartitionQuery(f: CaFiltre, axe: "type" | "metal"): SQL {
  return axe === "type"
    ? sql`select v.type_prod as id, coalesce(tp.description, 'Sans type') as label,
             sum(v.montant)::text as "caHt", count(*)::int as qte
          from analyse_vente v left join type_produit tp on tp.id_typ_prod = v.type_prod
          where ${whereVente(f)} group by v.type_prod, tp.description order by sum(v.montant) desc`
    : sql`select v.type_metal as id, tm.description as label, sum(v.montant)::text as "caHt", count(*)::int as qte
          from analyse_vente v join type_metal tm on tm.id_type = v.type_metal
          where ${whereVente(f)} group by v.type_metal, tm.description order by sum(v.montant) desc`;
}

export async function repartition(db: Executor, f: CaFiltre, axe: "type" | "metal"): Promise<PartCa[]> {
  return (await db.execute<Row<PartCa>>(repartitionQuery(f, axe))).rows;
}

/** The SQL condition of a bracket on a column: the domain rule dansTranche, written in SQL. */
export function trancheSql(col: SQL, t: Tranche): SQL {
  if (t.max === 0) return sql`${col} = 0`;
  return sql`(${col} > ${t.min} and ${col} <= ${t.max})`;
}

/** The index of the bracket of TRANCHES_PRIX holding the column's value. */
function caseTranche(col: SQL): SQL {
  const branches = TRANCHES_PRIX.map((t, i) => sql`when ${trancheSql(col, t)} then ${i}`);
  return sql`case ${sql.join(branches, sql` `)} end`;
}

/** Analyse Vente: revenue by price bracket of the line (CA HT). */
export function parTrancheQuery(f: CaFiltre): SQL {
  return sql`select ${caseTranche(sql`v.montant`)}::int as i, sum(v.montant)::text as "caHt", count(*)::int as qte
    from analyse_vente v where ${whereVente(f)} group by 1 order by 1`;
}

export async function parTranche(db: Executor, f: CaFiltre) {
  const rows = (await db.execute<{ i: number | null; caHt: string; qte: number }>(parTrancheQuery(f))).rows;
  return TRANCHES_PRIX.map((t, i) => {
    const r = rows.find((x) => x.i === i);
    return { intervalle: texteTranche(t), caHt: r?.caHt ?? "0.00", qte: r?.qte ?? 0 };
  }).filter((t) => t.qte > 0);
}

/** Analyse Vente: revenue by the product's tariff (produit.id_tarif_produit). */
export function parTarifQuery(f: CaFiltre): SQL {
  return sql`select v.id_tarif_produit as id, coalesce(tp.description, 'Sans tarif') as label,
      sum(v.montant)::text as "caHt", count(*)::int as qte
    from analyse_vente v left join tarif_produit tp on tp.id_tarif_produit = v.id_tarif_produit
    where ${whereVente(f)} group by v.id_tarif_produit, tp.description order by sum(v.montant) desc`;
}

export async function parTarif(db: Executor, f: CaFiltre): Promise<PartCa[]> {
  return (await db.execute<Row<PartCa>>(parTarifQuery(f))).rows;
}

/** What a detail popup was opened from. */
export interface SelectionDetail {
  idp?: number | undefined;
  typeProd?: number | undefined;
  metalSlice?: number | undefined;
  tarif?: number | undefined;
  tranche?: Tranche | undefined;
}

function conditionsSelection(s: SelectionDetail): SQL[] {
  const conds: SQL[] = [];
  if (s.idp !== undefined) conds.push(sql`v.idp = ${s.idp}`);
  if (s.typeProd !== undefined) conds.push(sql`v.type_prod = ${s.typeProd}`);
  if (s.metalSlice !== undefined) conds.push(sql`v.type_metal = ${s.metalSlice}`);
  if (s.tarif !== undefined) conds.push(sql`v.id_tarif_produit = ${s.tarif}`);
  if (s.tranche !== undefined) conds.push(trancheSql(sql`v.montant`, s.tranche));
  return conds;
}

const TRI_DETAIL: Record<string, SQL> = {
  dateFact: sql`v.date_fact`,
  caHt: sql`v.montant`,
  numSachet: sql`v.of`,
  client: sql`cl.nom_agence`,
};

export function detailQuery(
  f: CaFiltre,
  s: SelectionDetail,
  tri: { sort: string; dir: Sens },
  page: Page,
): SQL {
  return sql`select v.canal || '-' || v.id_ligne as id, v.of as "numSachet", v.date_fact::text as "dateFact",
      v.id_fact as "idFact", cl.nom_agence as client, v.ref, v.designation, v.montant::text as "caHt",
      v.prix_r::text as "prixRevient", count(*) over ()::int as n
    from analyse_vente v join client cl on cl.id = v.id_bijouterie
    where ${whereVente(f, conditionsSelection(s))}
    order by ${TRI_DETAIL[tri.sort] ?? sql`v.date_fact`} ${sens(tri.dir)}, v.canal, v.id_ligne
    limit ${page.limit} offset ${page.offset}`;
}

export async function detail(
  db: Executor,
  f: CaFiltre,
  s: SelectionDetail,
  tri: { sort: string; dir: Sens },
  page: Page,
) {
  const rows = (await db.execute<Row<LigneDetailCa & { n: number }>>(detailQuery(f, s, tri, page))).rows;
  return { rows: rows.map(({ n: _n, ...r }) => r), total: rows[0]?.n ?? 0 };
}

/** CA par mois: tour and non-tour revenue per month of the period. */
export function caMoisQuery(f: CaFiltre): SQL {
  return sql`select to_char(v.date_fact, 'YYYY-MM') as mois,
      coalesce(sum(v.montant) filter (where v.tournee = 1), 0)::numeric(14, 2)::text as tournee,
      coalesce(sum(v.montant) filter (where v.tournee = 0), 0)::numeric(14, 2)::text as "horsTournee"
    from analyse_vente v where ${whereVente(f)} group by 1 order by 1`;
}

/** Revenue per year and month over the given period (Comparaison par mois). */
export function caAnneeMoisQuery(f: CaFiltre): SQL {
  return sql`select extract(year from v.date_fact)::int as annee, extract(month from v.date_fact)::int as mois,
      sum(v.montant)::text as total
    from analyse_vente v where ${whereVente(f)} group by 1, 2 order by 1, 2`;
}

/** Whether the month totals (analyse_ca_mois: client, tour) hold every filter asked. */
export function resumeMoisSuffit(f: CaFiltreQuery): boolean {
  const a = flagsAttendus(f);
  return (
    a.devis === null &&
    a.facon === null &&
    a.imperatif === null &&
    [f.stade, f.metal, f.type, f.typeCommande, f.ref, f.facture].every((x) => x === undefined)
  );
}

/**
 * Revenue per year, every year (Comparaison par an); the period is not applied. From the month totals
 * when they hold the filters (a few thousand rows instead of every line), else from the lines.
 */
export function caAnneesQuery(f: CaFiltreQuery): SQL {
  if (resumeMoisSuffit(f)) {
    const conds: SQL[] = [];
    if (f.client !== undefined) conds.push(dansArbreClient(sql`m.id_bijouterie`, f.client));
    const tournee = flagsAttendus(f).tournee;
    if (tournee !== null) conds.push(sql`m.tournee = ${tournee}`);
    return sql`select extract(year from m.mois)::int as annee, sum(m.montant)::text as total
      from analyse_ca_mois m where ${and(conds)} group by 1 order by 1`;
  }
  return sql`select extract(year from v.date_fact)::int as annee, sum(v.montant)::text as total
    from analyse_vente v where ${and(conditionsVente(f))} group by 1 order by 1`;
}

/** Credit notes per year; they carry only a client and a date, so only the client filter applies. */
export function avoirsAnneesQuery(client: number | undefined): SQL {
  const cond = client === undefined ? sql`true` : dansArbreClient(sql`a.id_clt`, client);
  return sql`select extract(year from a.date)::int as annee, sum(a.tot_ht)::text as total
    from avoir a where ${cond} group by 1 order by 1`;
}

const TRI_FACON: Record<string, SQL> = {
  dateFact: sql`v.date_fact`,
  client: sql`cl.nom_agence`,
  idFact: sql`v.id_fact`,
  poids: sql`v.poids`,
};

/** /facon: the lines of the period with their gold weight, and the total weight. */
export function faconQuery(f: CaFiltre, tri: { sort: string; dir: Sens }, page: Page): SQL {
  return sql`select v.canal || '-' || v.id_ligne as id, cl.nom_agence as client, v.date_fact::text as "dateFact",
      v.id_fact as "idFact", v.ref, v.ref_clt as "refClt", v.poids::text as poids,
      count(*) over ()::int as n, coalesce(sum(v.poids) over (), 0)::text as "poidsTotal"
    from analyse_vente v join client cl on cl.id = v.id_bijouterie
    where ${whereVente(f)}
    order by ${TRI_FACON[tri.sort] ?? sql`v.date_fact`} ${sens(tri.dir)}, v.canal, v.id_ligne
    limit ${page.limit} offset ${page.offset}`;
}

export async function facon(db: Executor, f: CaFiltre, tri: { sort: string; dir: Sens }, page: Page) {
  const rows = (
    await db.execute<Row<LigneFacon & { n: number; poidsTotal: string }>>(faconQuery(f, tri, page))
  ).rows;
  return {
    rows: rows.map(({ n: _n, poidsTotal: _p, ...r }) => r),
    total: rows[0]?.n ?? 0,
  };
}

export function poidsFaconQuery(f: CaFiltre): SQL {
  return sql`select coalesce(sum(v.poids), 0)::text as "poidsTotal", count(*)::int as n
    from analyse_vente v where ${whereVente(f)}`;
}
