import type { ComparaisonQuery, PeriodeComparee } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";

/**
 * /comparaison_ca (spec 03 section 2.3): per client, the revenue of three periods (invoice lines as
 * issued, both channels) and the revenue still to come (its OFs not yet invoiced, status below 600,
 * at their selling price). Tournée: tout, tournee (tour OFs only) or autre (the others).
 */
export function comparaisonClientsQuery(q: ComparaisonQuery, periodes: PeriodeComparee[]): SQL {
  const [p1, p2, p3] = periodes as [PeriodeComparee, PeriodeComparee, PeriodeComparee];
  const tournee = (col: SQL) =>
    q.tournee === "tout" ? sql`true` : sql`${col} = ${q.tournee === "tournee" ? 1 : 0}`;
  const client = (col: SQL) => (q.client === undefined ? sql`true` : dansArbreClient(col, q.client));
  const somme = (p: PeriodeComparee) =>
    sql`coalesce(sum(v.montant) filter (where v.date_fact between ${p.debut} and ${p.fin}), 0)`;
  return sql`
    with ventes as (
      select v.id_bijouterie as id, ${somme(p1)} as ca1, ${somme(p2)} as ca2, ${somme(p3)} as ca3
      from analyse_vente v
      where v.date_fact between ${p1.debut} and ${p3.fin} and ${tournee(sql`v.tournee`)} and ${client(sql`v.id_bijouterie`)}
      group by v.id_bijouterie),
    avenir as (
      select o.id_bijouterie as id, sum(coalesce(o.prix_fact, 0)) as ca
      from "of" o
      where o.statut < 600 and ${tournee(sql`o.tournee`)} and ${client(sql`o.id_bijouterie`)}
      group by o.id_bijouterie)
    select c.id as "idBijouterie", c.nom_agence as client,
           coalesce(v.ca1, 0)::numeric(14, 2)::text as ca1, coalesce(v.ca2, 0)::numeric(14, 2)::text as ca2,
           coalesce(v.ca3, 0)::numeric(14, 2)::text as ca3, coalesce(a.ca, 0)::numeric(14, 2)::text as "caAVenir"
    from ventes v full join avenir a on a.id = v.id
    join client c on c.id = coalesce(v.id, a.id)`;
}
