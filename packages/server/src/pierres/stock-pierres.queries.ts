import type {
  ConsommationLot,
  EtatLot,
  LigneStockPierre,
  StockPierreSort,
  StockPierresQuery,
  TotauxStockPierres,
  ValorisationPierres,
} from "@ecrin/domain";
import { motsRecherche } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient as contient } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const listeIds = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A lot's description: its stone (or "Pierre n") and quality. */
export const DESCRIPTION = sql`coalesce(nullif(pi.description, ''), 'Pierre ' || pi.id_pier) || coalesce(' ' || q.description, '')`;

/** Price per carat in euros: the euro price, or the dollar price at the lot's rate (spec 01 section 9). */
const PRIX_CT_EURO = sql`(case when p.euro > 0 then p.euro else p.dollar / p.cours_eur_doll end)`;

/** A weight's price in euros, rounded up to the cent as every stone cost is. */
const prixEuro = (poids: SQL) => sql`(ceil(${poids} * ${PRIX_CT_EURO} * 100) / 100)::numeric(14, 2)`;

/**
 * Consumed and returned carats and pieces of a lot, summed from its rows (never stored): two index-only
 * lookups per lot (op_stock_id_stock_idx, pierre_retour_id_confie_idx include the summed columns).
 */
const sommes = (idConf: SQL) => sql`
  left join lateral (
    select coalesce(sum(o.poids_sortant), 0) as poids, coalesce(sum(o.pieces), 0)::int as pieces
    from op_stock o where o.id_stock = ${idConf}
  ) c on true
  left join lateral (
    select coalesce(sum(r.pds), 0) as poids, coalesce(sum(r.pieces), 0)::int as pieces
    from pierre_retour r where r.id_confie = ${idConf}
  ) rt on true`;
/**
 * What remains of a lot, summed from its rows for the totals and the valuation: its consumption and its
 * returns read from their covering indexes, one lookup each per lot (no hash of every return: the lots
 * in stock are few, the returns of twenty years many).
 */
const RESTE_TOTAUX = sql`(p.poids
  - (select coalesce(sum(o.poids_sortant), 0) from op_stock o where o.id_stock = p.id_conf)
  - (select coalesce(sum(r.pds), 0) from pierre_retour r where r.id_confie = p.id_conf))`;

function where(f: StockPierresQuery): SQL {
  const c: SQL[] = [];
  if (f.historique !== "1") c.push(sql`p.en_cours = 1`);
  if (f.ids !== undefined && f.ids.length > 0) c.push(sql`p.id_conf in (${listeIds(f.ids)})`);
  if (f.facture !== undefined && f.facture.length > 0) {
    c.push(
      sql`(${sql.join(
        f.facture.map((x) => sql`p.label_fact ilike ${contient(x)}`),
        sql` or `,
      )})`,
    );
  }
  if (f.type !== undefined) c.push(sql`pi.type_pier = ${f.type}`);
  if (f.forme !== undefined) c.push(sql`pi.forme = ${f.forme}`);
  if (f.fournisseur !== undefined) c.push(sql`p.id_four = ${f.fournisseur}`);
  if (f.etat !== undefined && f.etat.length > 0) c.push(sql`p.pierre_etat in (${listeIds(f.etat)})`);
  if (f.labo !== undefined) c.push(sql`p.lg = ${Number(f.labo)}`);
  if (f.dateDebut !== undefined) c.push(sql`p.date_reception >= ${f.dateDebut}::date`);
  if (f.dateFin !== undefined) c.push(sql`p.date_reception <= ${f.dateFin}::date`);
  if (f.proprietaire !== undefined) c.push(sql`p.facture = ${f.proprietaire === "propre" ? 1 : 0}`);
  if (f.ageMin !== undefined) {
    c.push(sql`p.facture = 0 and p.date_reception <= current_date - ${f.ageMin}::int`);
  }
  for (const mot of f.q === undefined ? [] : motsRecherche(f.q)) {
    c.push(sql`(pi.description ilike ${contient(mot)} or p.no_confie ilike ${contient(mot)})`);
  }
  return c.length === 0 ? sql`true` : sql.join(c, sql` and `);
}

const FROM = sql`
  from pierres_recues p
  join pierre pi on pi.id_pier = p.id_pier`;

/** Sorted by a column of the lot itself, or by one of its sums (then every filtered lot is summed). */
const SORTS: Record<StockPierreSort, SQL> = {
  idConf: sql`"idConf"`,
  description: sql`description`,
  certificat: sql`certificat`,
  lg: sql`lg`,
  poids: sql`poids`,
  conso: sql`conso`,
  retour: sql`retour`,
  reste: sql`reste`,
  pieces: sql`pieces`,
  piecesReste: sql`"piecesReste"`,
  prixCt: sql`"prixCt"`,
  monnaie: sql`monnaie`,
  prixEuro: sql`"prixEuro"`,
  fournisseur: sql`fournisseur`,
  cours: sql`cours`,
  noConfie: sql`"noConfie"`,
  dateReception: sql`"dateReception"`,
  etat: sql`etat`,
  labelFact: sql`"labelFact"`,
  proprietaire: sql`proprietaire`,
  age: sql`age`,
};
const TRI_PAR_SOMME = new Set<StockPierreSort>(["conso", "retour", "reste", "piecesReste"]);

/**
 * The choice of the page's lots sorted on the lot's own columns (not on their text forms), so that the
 * indexes serve it: a column that is never null is sorted without "nulls last". The age (null once
 * invoiced) is the reception date the other way round, the invoiced lots last.
 */
function ordreLots(sort: StockPierreSort, dir: "asc" | "desc"): SQL {
  const d = dir === "desc" ? sql`desc` : sql`asc`;
  const inverse = dir === "desc" ? sql`asc` : sql`desc`;
  const colonnes: Partial<Record<StockPierreSort, SQL>> = {
    idConf: sql`p.id_conf`,
    poids: sql`p.poids`,
    cours: sql`p.cours_eur_doll`,
    noConfie: sql`p.no_confie`,
    dateReception: sql`p.date_reception`,
    lg: sql`p.lg`,
    proprietaire: sql`p.facture`,
  };
  if (sort === "age") return sql`order by p.facture asc, p.date_reception ${inverse}, p.id_conf ${d}`;
  const colonne = colonnes[sort];
  if (colonne) return sql`order by ${colonne} ${d}, p.id_conf ${d}`;
  return sql`order by ${SORTS[sort]} ${d} nulls last, p.id_conf ${d}`;
}

/**
 * Spec 02 section 2.9, Stock Pierre: one page of the filtered lots, sorted by the server. The lots of
 * the page are chosen first and only they are summed, unless the sort is on a sum.
 */
export function stockPierresPageQuery(f: StockPierresQuery, page: Page): SQL {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const ordre = sql`order by ${SORTS[f.sort]} ${dir} nulls last, "idConf" ${dir}`;
  const limite = sql`limit ${page.limit} offset ${page.offset}`;
  const parSomme = TRI_PAR_SOMME.has(f.sort);
  const lots = sql`
    select p.id_conf as "idConf", ${DESCRIPTION} as description, p.certificat, p.lg, p.poids, p.pieces,
           case when p.euro > 0 then p.euro else p.dollar end as "prixCt",
           case when p.euro > 0 or p.dollar = 0 then '€' else '$' end as monnaie,
           ${prixEuro(sql`p.poids`)} as "prixEuro",
           f.raison_soc as fournisseur, p.cours_eur_doll as cours, p.no_confie as "noConfie",
           to_char(p.date_reception, 'YYYY-MM-DD') as "dateReception", p.pierre_etat as "idEtat",
           e.description as etat, p.label_fact as "labelFact", p.facture, p.en_cours as "enCours",
           case when p.facture = 1 then 'propre' else 'confie' end as proprietaire,
           case when p.facture = 0 then current_date - p.date_reception end as age
    ${FROM}
    join fournisseur f on f.four_id = p.id_four
    join pierres_recues_etat e on e.id_etat = p.pierre_etat
    left join qualite q on q.id_qual = p.id_qual
    where ${where(f)}
    ${parSomme ? sql`` : sql`${ordreLots(f.sort, f.dir)} ${limite}`}`;
  return sql`
    select l."idConf", l.description, l.certificat, l.lg, l.poids, c.poids as conso, rt.poids as retour,
           l.poids - c.poids - rt.poids as reste, l.pieces,
           case when l.pieces is null then null else l.pieces - c.pieces - rt.pieces end as "piecesReste",
           l."prixCt", l.monnaie, l."prixEuro", l.fournisseur, l.cours, l."noConfie", l."dateReception",
           l."idEtat", l.etat, l."labelFact", l.facture, l."enCours", l.proprietaire, l.age
    from (${lots}) l
    ${sommes(sql`l."idConf"`)}
    ${ordre}
    ${parSomme ? limite : sql``}`;
}

/** The number of filtered lots (no sums needed). */
export function stockPierresCountQuery(f: StockPierresQuery): SQL {
  return sql`select count(*)::int as n ${FROM} where ${where(f)}`;
}

/**
 * The totals of the whole filtered set, not of the page: the number of lots, Prix Total (the lots'
 * price) and Prix non Consomme (the price of what remains).
 */
export function stockPierresTotauxQuery(f: StockPierresQuery): SQL {
  return sql`
    select count(*)::int as nombre,
           coalesce(sum(${prixEuro(sql`p.poids`)}), 0)::numeric(14, 2)::text as "prixTotal",
           coalesce(sum(${prixEuro(RESTE_TOTAUX)}), 0)::numeric(14, 2)::text as "prixNonConsomme"
    ${FROM}
    where ${where(f)}`;
}

export async function listStockPierres(db: Executor, f: StockPierresQuery, page: Page) {
  const [rows, total] = await Promise.all([
    db.execute<LigneStockPierre & Record<string, unknown>>(stockPierresPageQuery(f, page)),
    db.execute<{ n: number }>(stockPierresCountQuery(f)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function totauxStockPierres(db: Executor, f: StockPierresQuery): Promise<TotauxStockPierres> {
  const [t] = (await db.execute<TotauxStockPierres & Record<string, unknown>>(stockPierresTotauxQuery(f)))
    .rows;
  return t ?? { nombre: 0, prixTotal: "0.00", prixNonConsomme: "0.00" };
}

/**
 * The lot locked FOR UPDATE, then its sums: every feeding and return of a lot locks it first, so two
 * at once are taken in turn and never together exceed what remains. Null when there is no such lot.
 */
export async function lockLot(tx: Executor, idConf: number): Promise<EtatLot | null> {
  const [lot] = (
    await tx.execute<{ idConf: number; enCours: number; poids: string; pieces: number | null }>(sql`
      select id_conf as "idConf", en_cours as "enCours", poids, pieces
      from pierres_recues where id_conf = ${idConf} for update`)
  ).rows;
  if (!lot) return null;
  const [s] = (
    await tx.execute<{ conso: string; retour: string; piecesConso: number; piecesRetour: number }>(sql`
      select (select coalesce(sum(poids_sortant), 0) from op_stock where id_stock = ${idConf}) as conso,
             (select coalesce(sum(pds), 0) from pierre_retour where id_confie = ${idConf}) as retour,
             (select coalesce(sum(pieces), 0)::int from op_stock where id_stock = ${idConf}) as "piecesConso",
             (select coalesce(sum(pieces), 0)::int from pierre_retour where id_confie = ${idConf}) as "piecesRetour"`)
  ).rows;
  return {
    ...lot,
    conso: s!.conso,
    retour: s!.retour,
    piecesConso: s!.piecesConso,
    piecesRetour: s!.piecesRetour,
  };
}

/** Historique Consommation of a lot: Of, Ref, Description, Conso, Date, Statut. */
export function consommationLotQuery(idConf: number): SQL {
  return sql`
    select o.id_op as "idOp", o."of" as "numSachet", f.ref, coalesce(c.description, f.label_produit) as description,
           o.poids_sortant as poids, o.pieces, to_char(o.date_op, 'YYYY-MM-DD') as "dateOp", f.statut,
           ts.of_interne as "libelleStatut"
    from op_stock o
    join "of" f on f.num_sachet = o."of"
    join t_statuts ts on ts.statut = f.statut
    left join centre c on c.id_centre = f.idp
    where o.id_stock = ${idConf}
    order by o.date_op desc, o.id_op desc`;
}

export async function consommationLot(db: Executor, idConf: number): Promise<ConsommationLot[]> {
  return (await db.execute<ConsommationLot & Record<string, unknown>>(consommationLotQuery(idConf))).rows;
}

/** The lots exist (for the stock operations); their ids locked in order. */
export async function lockLots(tx: Executor, ids: readonly number[]): Promise<number[]> {
  return (
    await tx.execute<{ id: number }>(sql`
      select id_conf as id from pierres_recues
      where id_conf in (${listeIds(ids)})
      order by id_conf for update`)
  ).rows.map((r) => r.id);
}

/** Facturer: the lot becomes ours (facture 1, pierre_etat 2, date_fact), at the rate given. */
export async function facturerLots(
  tx: Executor,
  ids: readonly number[],
  v: { cours?: string | undefined; labelFact: string },
) {
  await tx.execute(sql`
    update pierres_recues set facture = 1, pierre_etat = 2, date_fact = current_date, label_fact = ${v.labelFact}
      ${v.cours === undefined ? sql`` : sql`, cours_eur_doll = ${v.cours}`}
    where id_conf in (${listeIds(ids)})`);
}

export async function changerEtatLots(tx: Executor, ids: readonly number[], etat: number) {
  await tx.execute(sql`update pierres_recues set pierre_etat = ${etat} where id_conf in (${listeIds(ids)})`);
}

/** Sortir du Stock (en_cours 0 with its date) or Reintegrer (en_cours 1, date cleared). */
export async function changerEnCoursLots(tx: Executor, ids: readonly number[], enCours: 0 | 1) {
  await tx.execute(sql`
    update pierres_recues set en_cours = ${enCours},
      date_sorti = ${enCours === 0 ? sql`current_date` : sql`null`}
    where id_conf in (${listeIds(ids)})`);
}

export async function etatExiste(db: Executor, etat: number): Promise<boolean> {
  return (await db.execute(sql`select 1 from pierres_recues_etat where id_etat = ${etat}`)).rows.length > 0;
}

/**
 * The stones' value for the /valorisation card: what remains of each lot at its price, owned lots
 * (invoiced) split into diamonds and other stones, entrusted lots apart. Lots out of stock are left out.
 */
export function valorisationPierresQuery(): SQL {
  return sql`
    select coalesce(sum(v) filter (where p.facture = 1 and tp.description ilike 'diamant%'), 0)::numeric(14, 2)::text
             as "proprietaireDiamant",
           coalesce(sum(v) filter (where p.facture = 1 and tp.description not ilike 'diamant%'), 0)::numeric(14, 2)::text
             as "proprietaireAutres",
           coalesce(sum(v) filter (where p.facture = 0 and tp.description ilike 'diamant%'), 0)::numeric(14, 2)::text
             as "confieDiamant",
           coalesce(sum(v) filter (where p.facture = 0 and tp.description not ilike 'diamant%'), 0)::numeric(14, 2)::text
             as "confieAutres",
           coalesce(sum(v) filter (where p.facture = 0), 0)::numeric(14, 2)::text as confie
    from pierres_recues p
    join pierre pi on pi.id_pier = p.id_pier
    join type_pier tp on tp.id_typ_pier = pi.type_pier
    cross join lateral (select greatest(${prixEuro(RESTE_TOTAUX)}, 0) as v) x
    where p.en_cours = 1`;
}

export async function valorisationPierres(db: Executor): Promise<ValorisationPierres> {
  return (await db.execute<ValorisationPierres & Record<string, unknown>>(valorisationPierresQuery()))
    .rows[0]!;
}

/**
 * For /of/besoin: whether a stone (in a quality, when given) has a lot in stock with a remaining weight,
 * as a SQL boolean over the caller's columns; stops at the first such lot.
 */
export function enStockSql(idPierre: SQL, idQual: SQL): SQL {
  return sql`exists (
    select 1 from pierres_recues p
    where p.id_pier = ${idPierre} and p.en_cours = 1 and (${idQual} is null or p.id_qual = ${idQual})
      and p.poids > (select coalesce(sum(o.poids_sortant), 0) from op_stock o where o.id_stock = p.id_conf)
                  + (select coalesce(sum(r.pds), 0) from pierre_retour r where r.id_confie = p.id_conf))`;
}

/** Whether a stone (in a quality) has lots in stock with a remaining weight. */
export async function pierreEnStock(db: Executor, idPierre: number, idQual: number | null): Promise<boolean> {
  const [r] = (
    await db.execute<{ ok: boolean }>(
      sql`select ${enStockSql(sql`${idPierre}::int`, sql`${idQual}::int`)} as ok`,
    )
  ).rows;
  return r?.ok === true;
}
