import { type LigneBesoin, type OfBesoin, STATUT } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import type { Executor } from "../db/tx.ts";
import { enStockSql } from "../pierres/index.ts";

export interface PeriodeClient {
  debut: string;
  fin: string;
  client?: number | undefined;
}

/**
 * The stone lines still needed (spec 03 section 2.14, rule in domain/of/besoin.ts): the lines of the
 * products of the OFs to deliver in the period, not yet made (below 500), whose stones the client
 * does not supply. The client filter takes the client and the clients below it.
 */
function lignesEnBesoin(p: PeriodeClient, cle?: { idPierre: number; idQual: number | null }): SQL {
  const conds: SQL[] = [
    sql`o.date_livr between ${p.debut} and ${p.fin}`,
    sql`o.statut < ${STATUT.fabrique}`,
    sql`o.pierres_clt = 0`,
  ];
  if (p.client !== undefined) {
    conds.push(dansArbreClient(sql`o.id_bijouterie`, p.client));
  }
  if (cle) {
    conds.push(sql`cp.id_pierre = ${cle.idPierre}`);
    conds.push(cle.idQual === null ? sql`cp.id_qual is null` : sql`cp.id_qual = ${cle.idQual}`);
  }
  return sql`
    from "of" o
    join centre_pierres cp on cp.id_centre = o.idp
    where ${sql.join(conds, sql` and `)}`;
}

/** One row per stone and quality: stones, carats, OFs. */
export function besoinsQuery(p: PeriodeClient): SQL {
  return sql`
    with l as (
      select cp.id_pierre, cp.id_qual, sum(cp.qte)::int as quantite, sum(cp.pds_r) as poids,
             count(distinct o.num_sachet)::int as nb_of
      ${lignesEnBesoin(p)}
      group by cp.id_pierre, cp.id_qual
    )
    select l.id_pierre || '-' || coalesce(l.id_qual, 0) as cle, l.quantite,
           coalesce(nullif(p.description, ''), 'Pierre ' || p.id_pier)
             || coalesce(' – ' || q.description, '') as description,
           round(l.poids, 3)::text as "poidsTotal", l.nb_of as "nbOf",
           ${enStockSql(sql`l.id_pierre`, sql`l.id_qual`)} as "enStock"
    from l
    join pierre p on p.id_pier = l.id_pierre
    left join qualite q on q.id_qual = l.id_qual
    order by description, cle`;
}

/** The OFs of one need row, with their own stones and carats of it. */
export function besoinDetailQuery(p: PeriodeClient, cle: { idPierre: number; idQual: number | null }): SQL {
  return sql`
    with l as (
      select o.num_sachet, sum(cp.qte)::int as quantite, sum(cp.pds_r) as poids
      ${lignesEnBesoin(p, cle)}
      group by o.num_sachet
    )
    select o.num_sachet as "numSachet", to_char(o.date_livr, 'YYYY-MM-DD') as "dateLivr", o.ref,
           c.nom_agence as client, ts.of_interne as "libelleStatut", l.quantite,
           round(l.poids, 3)::text as poids
    from l
    join "of" o on o.num_sachet = l.num_sachet
    join client c on c.id = o.id_bijouterie
    join t_statuts ts on ts.statut = o.statut
    order by o.date_livr, o.num_sachet`;
}

export async function listBesoins(db: Executor, p: PeriodeClient): Promise<LigneBesoin[]> {
  return (await db.execute<LigneBesoin>(besoinsQuery(p))).rows;
}

export async function listBesoinDetail(
  db: Executor,
  p: PeriodeClient,
  cle: { idPierre: number; idQual: number | null },
): Promise<OfBesoin[]> {
  return (await db.execute<OfBesoin>(besoinDetailQuery(p, cle))).rows;
}
