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
