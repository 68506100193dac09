import type { LigneConfieClient, LigneHistorique, LigneStock, StockQuery } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import { motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/**
 * The finished-product stock list (spec 02 section 2.13): the pieces with a stock row (status 650),
 * where they are (the OF's client: the stock client or a shop on consignment), their tray and their
 * reservation (the order's client).
 */

const SORTS: Record<StockQuery["sort"], SQL> = {
  of: sql`o.num_sachet`,
  ref: sql`coalesce(o.ref, c.ref)`,
  metal: sql`tm.description`,
  stade: sql`st.description`,
  poids: sql`o.poids`,
  prixFact: sql`o.prix_fact`,
  prixR: sql`o.prix_r`,
  dateEntree: sql`s.date_entree`,
  plateau: sql`p.label`,
  lieu: sql`cl.nom_agence`,
};

const FROM = sql`
  from new_stock_prod s
  join "of" o on o.num_sachet = s."of"
  left join centre c on c.id_centre = o.idp
  left join centre_vide cv on cv.id_cv = c.id_cv
  left join type_produit tp on tp.id_typ_prod = cv.type_prod
  left join type_metal tm on tm.id_type = o.type_metal
  left join stade st on st.id_stade = o.id_stade
  left join client cl on cl.id = o.id_bijouterie
  left join plateau p on p.id_plateau = s.plateau
  left join "of" r on r.num_sachet = nullif(o.of_reservation, 0)
  left join client rc on rc.id = r.id_bijouterie`;

/** The filters of the list: agences, reservation, ref, stade, of, metal, type, plateau (spec 02 section 7). */
export function whereStock(f: Omit<StockQuery, "page" | "pageSize" | "sort" | "dir" | "format" | "q">): SQL {
  const c: SQL[] = [sql`o.statut = 650`];
  if (f.client !== undefined) c.push(dansArbreClient(sql`o.id_bijouterie`, f.client));
  if (f.reservation !== undefined) c.push(dansArbreClient(sql`r.id_bijouterie`, f.reservation));
  if (f.ref !== undefined) {
    const like = motifDebut(f.ref.toLowerCase());
    c.push(sql`(lower(coalesce(o.ref, c.ref)) like ${like} or lower(coalesce(o.ref1, '')) like ${like})`);
  }
  if (f.of !== undefined) c.push(sql`o.num_sachet = ${f.of}`);
  if (f.plateau !== undefined) c.push(sql`s.plateau = ${f.plateau}`);
  if (f.type !== undefined) c.push(sql`cv.type_prod = ${f.type}`);
  if (f.stade !== undefined) c.push(sql`o.id_stade = ${f.stade}`);
  if (f.metal !== undefined) c.push(sql`o.type_metal = ${f.metal}`);
  return sql.join(c, sql` and `);
}

export type LigneStockSql = Omit<LigneStock, "prixFiche"> & { idp: number };

const COLONNES = sql`
  o.num_sachet as "of", coalesce(c.img_centre, cv.image) as image, tm.description as metal,
  tp.description as type, st.description as stade, o.id_stade as "idStade", coalesce(o.ref, c.ref) as ref,
  c.description, o.ref1 as "descriptionSite", o.label_produit as etiquette, o.poids, o.dim as doigt,
  o.prix_r as "prixR", o.prix_fact as "prixFact", o.id_bijouterie as "idClient", cl.nom_agence as lieu,
  s.date_entree::text as "dateEntree", s.plateau as "idPlateau", p.label as plateau,
  nullif(o.of_reservation, 0) as "ofReservation",
  case when r.num_sachet is null then null else r.num_sachet || ' ' || coalesce(rc.nom_agence, '') end as reservation,
  o.nom_ligne as "nomLigne", o.idp`;

export async function stockPage(ex: Executor, f: StockQuery, page: Page) {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const where = whereStock(f);
  const rows = await ex.execute<LigneStockSql & Record<string, unknown>>(sql`
    select ${COLONNES} ${FROM} where ${where}
    order by ${SORTS[f.sort]} ${dir} nulls last, o.num_sachet
    limit ${page.limit} offset ${page.offset}`);
  const total = await ex.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** The stock lines of a selection (prints, summaries of the selected rows). */
export async function stockLignes(ex: Executor, ofs: readonly number[]) {
  if (ofs.length === 0) return [];
  const list = sql.join(
    ofs.map((n) => sql`${n}`),
    sql`, `,
  );
  return (
    await ex.execute<LigneStockSql & Record<string, unknown>>(sql`
      select ${COLONNES} ${FROM} where s."of" in (${list}) order by o.num_sachet`)
  ).rows;
}

/** Per product and stade of the filtered set: count, costs, sale prices, weights (for the summary). */
export async function stockAgregats(ex: Executor, where: SQL) {
  return (
    await ex.execute<{
      idp: number;
      idStade: number | null;
      nombre: number;
      prixRevient: string;
      prixVente: string;
      poids: string;
    }>(sql`
      select o.idp, o.id_stade as "idStade", count(*)::int as nombre,
             coalesce(sum(o.prix_r), 0)::text as "prixRevient", coalesce(sum(o.prix_fact), 0)::text as "prixVente",
             coalesce(sum(o.poids), 0)::text as poids
      ${FROM} where ${where}
      group by o.idp, o.id_stade`)
  ).rows;
}

export function whereSelection(ofs: readonly number[]): SQL {
  if (ofs.length === 0) return sql`false`;
  return sql`o.statut = 650 and s."of" in (${sql.join(
    ofs.map((n) => sql`${n}`),
    sql`, `,
  )})`;
}

/** Historique: the piece's stays, newest first. */
export async function historique(ex: Executor, numSachet: number): Promise<LigneHistorique[]> {
  return (
    await ex.execute<LigneHistorique & Record<string, unknown>>(sql`
      select h.id, h."of", tm.description as metal, tp.description as type, st.description as stade,
             coalesce(o.ref, c.ref) as ref, h.description, h.poids, o.prix_r as "prixFab", h.leprix as prix,
             cl.nom_agence as client, h.date_entree::text as "dateEntree", h.date_sortie::text as "dateSortie"
      from new_historique_conf h
      join "of" o on o.num_sachet = h."of"
      left join centre c on c.id_centre = o.idp
      left join centre_vide cv on cv.id_cv = c.id_cv
      left join type_produit tp on tp.id_typ_prod = cv.type_prod
      left join type_metal tm on tm.id_type = h.type_metal
      left join stade st on st.id_stade = h.id_stade
      left join client cl on cl.id = h.id_bijouterie
      where h."of" = ${numSachet}
      order by h.date_entree desc, h.id desc`)
  ).rows;
}

/** Consignment per client: the shops holding stock pieces (not the stock client), oldest first. */
export async function confiesParClient(ex: Executor, clientStock: number, page: Page, tri: "age" | "valeur") {
  const order = tri === "valeur" ? sql`valeur desc` : sql`depuis asc`;
  const res = await ex.execute<LigneConfieClient & Record<string, unknown>>(sql`
    with p as (
      select o.id_bijouterie as id, o.prix_fact, o.poids,
             coalesce((select min(h.date_entree) from new_historique_conf h
                       where h."of" = o.num_sachet and h.date_sortie is null and h.id_bijouterie = o.id_bijouterie),
                      s.date_entree) as depuis
      from new_stock_prod s join "of" o on o.num_sachet = s."of"
      where o.statut = 650 and o.id_bijouterie <> ${clientStock}
    )
    select p.id as "idClient", cl.nom_agence as client, count(*)::int as nombre,
           coalesce(sum(p.prix_fact), 0)::text as valeur, coalesce(sum(p.poids), 0)::text as poids,
           min(p.depuis)::text as depuis, (current_date - min(p.depuis))::int as "joursMax",
           count(*) over ()::int as total
    from p join client cl on cl.id = p.id
    group by p.id, cl.nom_agence
    order by ${order}, p.id
    limit ${page.limit} offset ${page.offset}`);
  const total = (res.rows[0] as { total?: number } | undefined)?.total ?? 0;
  return { rows: res.rows.map(({ total: _t, ...r }) => r as LigneConfieClient), total };
}

/** The pieces a shop holds on consignment, with the days since each left. */
export async function confiesDuClient(ex: Executor, idClient: number) {
  return (
    await ex.execute<{
      of: number;
      ref: string | null;
      description: string | null;
      poids: string | null;
      prixFact: string | null;
      depuis: string;
      jours: number;
    }>(sql`
      select o.num_sachet as "of", coalesce(o.ref, c.ref) as ref, c.description, o.poids, o.prix_fact as "prixFact",
             d.depuis::text as depuis, (current_date - d.depuis)::int as jours
      from new_stock_prod s join "of" o on o.num_sachet = s."of"
      left join centre c on c.id_centre = o.idp
      cross join lateral (
        select coalesce((select min(h.date_entree) from new_historique_conf h
          where h."of" = o.num_sachet and h.date_sortie is null and h.id_bijouterie = o.id_bijouterie), s.date_entree) as depuis
      ) d
      where o.statut = 650 and o.id_bijouterie = ${idClient}
      order by d.depuis, o.num_sachet`)
  ).rows;
}
