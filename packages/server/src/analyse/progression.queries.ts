import { type SQL, sql } from "drizzle-orm";

/**
 * /variation_ca_client (spec 03 section 2.2): each client's revenue net of credit notes for two
 * years, from the invoice lines as issued (analyse_vente, both channels) and the credit notes.
 */
export function totauxClientsQuery(anneeDebut: number, anneeFin: number): SQL {
  const debut = `${String(anneeDebut).padStart(4, "0")}-01-01`;
  const fin = `${String(anneeFin).padStart(4, "0")}-12-31`;
  return sql`
    with mouvements as (
      select v.id_bijouterie as id, extract(year from v.date_fact)::int as annee, v.montant
      from analyse_vente v
      where v.date_fact between ${debut} and ${fin}
        and extract(year from v.date_fact)::int in (${anneeDebut}, ${anneeFin})
      union all
      select a.id_clt, extract(year from a.date)::int, -a.tot_ht
      from avoir a
      where a.date between ${debut} and ${fin} and extract(year from a.date)::int in (${anneeDebut}, ${anneeFin})
    )
    select m.id as "idBijouterie", c.nom_agence as "nomAgence",
           coalesce(sum(m.montant) filter (where m.annee = ${anneeDebut}), 0)::numeric(14, 2)::text as "totalHtAnneeDeb",
           coalesce(sum(m.montant) filter (where m.annee = ${anneeFin}), 0)::numeric(14, 2)::text as "totalHtAnneeFin"
    from mouvements m join client c on c.id = m.id
    group by m.id, c.nom_agence`;
}

/** One client's yearly revenue and credit notes, every year. */
export function historiqueVentesQuery(client: number): SQL {
  return sql`select extract(year from v.date_fact)::int as annee, sum(v.montant)::text as total
    from analyse_vente v where v.id_bijouterie = ${client} group by 1 order by 1`;
}

export function historiqueAvoirsQuery(client: number): SQL {
  return sql`select extract(year from a.date)::int as annee, sum(a.tot_ht)::text as total
    from avoir a where a.id_clt = ${client} group by 1 order by 1`;
}
