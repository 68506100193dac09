import type { LigneAnalyseFournisseur, PeriodeFournisseur } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/**
 * The cents of one received line, by the domain's stone cost rule (valeurPierreRecue): euro × poids,
 * or dollar × poids / cours when euro is 0, rounded up to the cent. The dollar path takes the ceiling
 * from the exact integer quotient and remainder (div/mod), not from `/`, whose NUMERIC result is
 * rounded to a finite scale and could land on a whole cent it is not.
 */
const centsLigne = sql`case
    when p.euro <> 0 then ceil(p.euro * p.poids * 100)
    else div(p.dollar * p.poids * 100, p.cours_eur_doll)
      + case when mod(p.dollar * p.poids * 100, p.cours_eur_doll) > 0 then 1 else 0 end
  end`;

/** Per supplier, the stones received in the period: the sum of the rounded-up line values. */
export function totauxFournisseursQuery(periode: PeriodeFournisseur): SQL {
  return sql`
    select f.four_id as "fourId", f.raison_soc as "raisonSoc",
           round(sum(${centsLigne}) / 100, 2)::text as "totalHt",
           count(*)::int as "nbPierres"
    from pierres_recues p
    join fournisseur f on f.four_id = p.id_four
    where p.date_reception between ${periode.debut} and ${periode.fin}
    group by f.four_id, f.raison_soc
    order by sum(${centsLigne}) desc, f.raison_soc, f.four_id`;
}

type TotalFournisseur = Omit<LigneAnalyseFournisseur, "part">;

export async function totauxFournisseurs(
  db: Executor,
  periode: PeriodeFournisseur,
): Promise<TotalFournisseur[]> {
  return (await db.execute<TotalFournisseur>(totauxFournisseursQuery(periode))).rows;
}
