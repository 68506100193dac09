import type { GroupeStatut, OfFiltre } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { type PageTri, pageEnDeuxTemps, whereRepartition } from "./filter.queries.ts";

/** /filter's doughnut (the OFs of the period by status) and the OFs of the clicked slice. */

/** Spec 03 section 7 (/of/liste.php): per status, the count and the sum of prix_fact. */
export function repartitionQuery(f: OfFiltre): SQL {
  return sql`
    select g.statut, coalesce(ts.of_interne, g.statut::text) as nom, g.count,
           round(g.somme, 2)::text as "sumPrixFact"
    from (
      select o.statut, count(*)::int as count, coalesce(sum(o.prix_fact), 0) as somme
      from "of" o
      where ${whereRepartition(f)}
      group by o.statut
    ) g
    left join t_statuts ts on ts.statut = g.statut
    order by g.statut`;
}

export async function repartition(db: Executor, f: OfFiltre): Promise<GroupeStatut[]> {
  return (await db.execute<GroupeStatut>(repartitionQuery(f))).rows;
}

/**
 * The OFs of one status (the clicked slice): OF, Bijouterie, Type, Référence, Prix. The names are
 * read per row only when the sort asks for them; the page's rows get them afterwards.
 */
export const TRI_OF_STATUT = {
  numSachet: sql`o.num_sachet`,
  client: sql`(select c.nom_agence from client c where c.id = o.id_bijouterie)`,
  type: sql`(select tp.description from centre ce join centre_vide cv on cv.id_cv = ce.id_cv
    join type_produit tp on tp.id_typ_prod = cv.type_prod where ce.id_centre = o.idp)`,
  ref: sql`o.ref`,
  prixFact: sql`o.prix_fact`,
} as const;

export function ofDuStatutPageQuery(f: OfFiltre, statut: number, p: PageTri): SQL {
  return pageEnDeuxTemps(
    sql`
      with o as materialized (
        select o.num_sachet, o.id_bijouterie, o.idp, o.ref, o.prix_fact from "of" o
        where ${whereRepartition(f)} and o.statut = ${statut})
      select o.*, ${p.orderBy} as tri, o.num_sachet as cle from o`,
    p,
    (l) => sql`
      select ${l}.num_sachet as "numSachet", c.nom_agence as client, tp.description as type, ${l}.ref,
             ${l}.prix_fact::text as "prixFact"
      from ${l}
      join client c on c.id = ${l}.id_bijouterie
      left join centre ce on ce.id_centre = ${l}.idp
      left join centre_vide cv on cv.id_cv = ce.id_cv
      left join type_produit tp on tp.id_typ_prod = cv.type_prod`,
  );
}

export function ofDuStatutCountQuery(f: OfFiltre, statut: number): SQL {
  return sql`select count(*)::int as count, round(coalesce(sum(o.prix_fact), 0), 2)::text as "sumPrixFact",
      null as "sumFacture"
    from "of" o where ${whereRepartition(f)} and o.statut = ${statut}`;
}
