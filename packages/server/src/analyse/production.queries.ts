import type { Periode } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";

/** Spec 03 section 2.9: the jewellers' lines returned each day of the period, SAV (stade 12) apart. */
export function productionJoursQuery(p: Periode): SQL {
  return sql`select o.date_retour::text as date,
      case when f.id_stade = 12 then 'SAV' else 'Classique' end as categorie,
      count(*)::int as "nbArticles", sum(o.temps)::text as "tempsTotal"
    from ouvrier o join "of" f on f.num_sachet = o.n_sachet
    where o.rendu = 1 and o.date_retour between ${p.debut} and ${p.fin}
    group by 1, 2 order by 1, 2`;
}

/**
 * The same days read from their aggregate (migration 0038, kept by triggers on the lines and the OFs'
 * stade): at most two rows per day of the period instead of every returned line.
 */
export function productionJoursAgregatQuery(p: Periode): SQL {
  return sql`select date::text as date, categorie, nb as "nbArticles", temps::text as "tempsTotal"
    from analyse_production_jour
    where nb > 0 and date between ${p.debut} and ${p.fin}
    order by 1, 2`;
}
