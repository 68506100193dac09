import {
  type CommandesQuery,
  ecartsReservation,
  type LigneCommande,
  type LigneIdentique,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import { motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/**
 * /reservation (spec 02 section 2.14): the open orders (not the stock client's) with the count of
 * identical stock pieces free to reserve and the piece reserved for them; the stock pieces identical
 * to an order (same product, metal and finger size: `ecartsReservation`), and apart its near matches.
 */

/** A finger size as `dimNormalisee` compares it (spaces and case ignored, none = ''). */
const dim = (col: SQL) => sql`lower(regexp_replace(coalesce(${col}, ''), '[[:space:]]', '', 'g'))`;
const IDENTIQUE = sql`p.type_metal = o.type_metal and ${dim(sql`p.dim`)} = ${dim(sql`o.dim`)}`;

const SORTS: Record<CommandesQuery["sort"], SQL> = {
  of: sql`o.num_sachet`,
  ref: sql`coalesce(o.ref, c.ref)`,
  client: sql`cl.nom_agence`,
  dateLivr: sql`o.date_livr`,
};

/**
 * The free stock pieces per product, metal and size (a few hundred rows), the piece reserved per order
 * (grouped over every stock piece: a piece reserved for none matches no order) and the open orders with
 * their size as compared, each read from its partial index (0046). Their joins stay hashes because
 * nothing filters the pieces by a second column: the planner takes "in new_stock_prod" or "reserved"
 * as independent of statut 650, estimates one row and loops over the orders for each (0.5 s).
 */
const WITH_LIBRES = sql`with libres as (
  select p.idp, p.type_metal, ${dim(sql`p.dim`)} as dim, count(s."of")::int as n
  from "of" p left join new_stock_prod s on s."of" = p.num_sachet
  where p.statut = 650 and (p.of_reservation is null or p.of_reservation = 0) group by 1, 2, 3),
  reservees as (
    select p.of_reservation as commande, min(p.num_sachet) as piece
    from "of" p where p.statut = 650 group by 1),
  cmd as materialized (
    select num_sachet, idp, type_metal, ${dim(sql`dim`)} as dim, id_bijouterie, ref, date_livr, statut
    from "of" where statut in (50, 200, 500, 550))`;
const LIBRES = sql`coalesce(l.n, 0)`;
const RESERVEE = sql`r.piece`;

function where(f: CommandesQuery, clientStock: number): SQL {
  const c: SQL[] = [sql`o.statut in (50, 200, 500, 550)`, sql`o.id_bijouterie <> ${clientStock}`];
  if (f.client !== undefined) c.push(dansArbreClient(sql`o.id_bijouterie`, f.client));
  if (f.ref !== undefined) c.push(sql`lower(coalesce(o.ref, c.ref)) like ${motifDebut(f.ref.toLowerCase())}`);
  if (f.of !== undefined) c.push(sql`o.num_sachet = ${f.of}`);
  if (f.reservable === "1") c.push(sql`${LIBRES} > 0`);
  if (f.reservable === "0") c.push(sql`${LIBRES} = 0`);
  if (f.reserve === "1") c.push(sql`${RESERVEE} is not null`);
  if (f.reserve === "0") c.push(sql`${RESERVEE} is null`);
  return sql.join(c, sql` and `);
}

// The open orders first (a few thousand rows by their partial index), then sorted: never a walk of the
// whole OF table in number order.
const FROM = sql`from cmd o left join centre c on c.id_centre = o.idp left join client cl on cl.id = o.id_bijouterie
  left join libres l on l.idp = o.idp and l.type_metal = o.type_metal and l.dim = o.dim
  left join reservees r on r.commande = o.num_sachet`;

export async function commandesPage(ex: Executor, f: CommandesQuery, clientStock: number, page: Page) {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const w = where(f, clientStock);
  // The page and its total in one statement (the filtered orders are computed once). The product's
  // reference and description are read for the page's rows only: unless the sort or the filter is by
  // reference, the inner join to centre goes unused and PostgreSQL drops it, instead of one probe of
  // centre per open order (2,092 on the large set) to count them.
  const rows = await ex.execute<LigneCommande & { total: number } & Record<string, unknown>>(sql`
    ${WITH_LIBRES}
    select k."of", coalesce(k.ref_of, c.ref) as ref, c.description, k.client, k."dateLivr", k.statut,
           k.reservables, k."pieceReservee", k.total
    from (
      select o.num_sachet as "of", o.ref as ref_of, o.idp, cl.nom_agence as client,
             o.date_livr::text as "dateLivr", o.statut, ${LIBRES} as reservables, ${RESERVEE} as "pieceReservee",
             ${SORTS[f.sort]} as cle, count(*) over ()::int as total
      ${FROM} where ${w}
      order by ${SORTS[f.sort]} ${dir} nulls last, o.num_sachet
      limit ${page.limit} offset ${page.offset}) k
    left join centre c on c.id_centre = k.idp
    order by k.cle ${dir} nulls last, k."of"`);
  const first = rows.rows[0];
  const total =
    first?.total ??
    (page.offset === 0
      ? 0
      : ((await ex.execute<{ n: number }>(sql`${WITH_LIBRES} select count(*)::int as n ${FROM} where ${w}`))
          .rows[0]?.n ?? 0));
  return { rows: rows.rows.map(({ total: _t, ...r }) => r as LigneCommande), total };
}

/** The two counts over the filtered orders (without the Réservable/Réservé checkboxes). */
export async function comptesCommandes(ex: Executor, f: CommandesQuery, clientStock: number) {
  const w = where({ ...f, reservable: undefined, reserve: undefined }, clientStock);
  const [row] = (
    await ex.execute<{ reservables: number; reserves: number }>(sql`
      ${WITH_LIBRES}
      select count(*) filter (where ${LIBRES} > 0)::int as reservables,
             count(*) filter (where ${RESERVEE} is not null)::int as reserves
      ${FROM} where ${w}`)
  ).rows;
  return row ?? { reservables: 0, reserves: 0 };
}

/** The identical stock pieces of an order, or (`proches`) its near matches with their difference. */
export async function identiquesPage(ex: Executor, commande: number, proches: boolean, page: Page) {
  const base = sql`from "of" p join new_stock_prod s on s."of" = p.num_sachet
    join "of" o on o.num_sachet = ${commande} and o.idp = p.idp
    left join centre c on c.id_centre = p.idp
    left join type_metal tm on tm.id_type = p.type_metal
    left join type_metal om on om.id_type = o.type_metal
    left join client cl on cl.id = p.id_bijouterie
    left join "of" r on r.num_sachet = nullif(p.of_reservation, 0)
    left join client rc on rc.id = r.id_bijouterie
    where p.statut = 650 and ${proches ? sql`not (${IDENTIQUE})` : IDENTIQUE}`;
  type Row = LigneIdentique & {
    typeMetal: number;
    oTypeMetal: number;
    oMetal: string | null;
    oDim: string | null;
  };
  const rows = await ex.execute<Row & Record<string, unknown>>(sql`
    select p.num_sachet as "of", coalesce(p.ref, c.ref) as ref, tm.description as metal, p.dim, p.poids,
           p.prix_fact as "prixFact", cl.nom_agence as lieu, nullif(p.of_reservation, 0) as "ofReservation",
           case when r.num_sachet is null then null else r.num_sachet || ' ' || coalesce(rc.nom_agence, '') end as reservation,
           p.type_metal as "typeMetal", o.type_metal as "oTypeMetal", om.description as "oMetal", o.dim as "oDim"
    ${base}
    order by (nullif(p.of_reservation, 0) = ${commande}) desc nulls last, p.num_sachet
    limit ${page.limit} offset ${page.offset}`);
  const total = await ex.execute<{ n: number }>(sql`select count(*)::int as n ${base}`);
  return {
    rows: rows.rows.map(({ typeMetal, oTypeMetal, oMetal, oDim, ...r }): LigneIdentique => {
      const ecarts = ecartsReservation(
        { typeMetal, metal: r.metal, dim: r.dim },
        { typeMetal: oTypeMetal, metal: oMetal, dim: oDim },
      );
      return { ...r, ecart: ecarts.length > 0 ? ecarts.join(", ") : null };
    }),
    total: total.rows[0]?.n ?? 0,
  };
}

/** The metals' labels, to word a near match's difference. */
export async function libellesMetal(ex: Executor, ids: readonly number[]) {
  const { rows } = await ex.execute<{ id: number; description: string }>(
    sql`select id_type as id, description from type_metal where id_type in ${ids}`,
  );
  return new Map(rows.map((r) => [r.id, r.description]));
}

/** The stock piece already reserved for the order, other than `piece`. */
export async function pieceReserveePour(ex: Executor, commande: number, piece: number) {
  const [row] = (
    await ex.execute<{ n: number }>(sql`
      select num_sachet as n from "of" where of_reservation = ${commande} and statut = 650 and num_sachet <> ${piece}
      order by num_sachet limit 1`)
  ).rows;
  return row?.n ?? null;
}
