import type { Canal, ListeOf, OfFiltre, TotauxAnalyseOf, TotauxListeOf } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE, colonneSql } from "../facturation/index.ts";
import { lignesCanal, ofConditions, whereEnCours } from "./filter.queries.ts";

/** The counts and totals of /filter's three lists: the section headers, and each list's page. */

export function enCoursTotauxQuery(f: OfFiltre): SQL {
  return sql`select count(*)::int as count, round(coalesce(sum(o.prix_fact), 0), 2)::text as "sumPrixFact",
      null as "sumFacture"
    from "of" o where ${whereEnCours(f)}`;
}

/**
 * A channel's lines of the period: their count, the sum of their prices and of their totals. Without an OF
 * filter (/filter as it opens), from compta_total_facture (migrations 0044 and 0047: one row per issued
 * invoice with its number of lines and their sums, kept by the invoices' insert triggers), a year being
 * 9,000 index entries instead of 15,000 lines joined to 9,000 invoices; with one, from the lines.
 */
function totauxCanal(canal: Canal, f: OfFiltre): SQL {
  if (ofConditions(f, { ligne: sql`cf.fact` }).length === 0) {
    return sql`select coalesce(sum(t.nb_lignes), 0)::int as count,
        round(coalesce(sum(t.prix_lignes), 0), 2)::text as "sumPrixFact",
        round(coalesce(sum(t.lignes), 0), 2)::text as "sumFacture"
      from compta_total_facture t where t.canal = ${canal} and t.date_fact between ${f.debut} and ${f.fin}`;
  }
  const c = CANAUX_FACTURE[canal];
  return lignesCanal(
    canal,
    f,
    sql`count(*)::int as count, round(coalesce(sum(${colonneSql("cf", c.prixLigne)}), 0), 2)::text as "sumPrixFact",
        round(coalesce(sum(${colonneSql("cf", c.totalLigne)}), 0), 2)::text as "sumFacture"`,
    "totaux",
  );
}

export const livresTotauxQuery = (f: OfFiltre) => totauxCanal("standard", f);

export const extensiaTotauxQuery = (f: OfFiltre) => totauxCanal("alternatif", f);

/**
 * The three lists' counts and totals of /filter's section headers in one statement: one round trip and
 * one connection of the pool per request instead of three (issue 29.4), each part read as its list's
 * own totals query reads it.
 */
export function totauxTroisListesQuery(f: OfFiltre): SQL {
  const parties: Array<[ListeOf, SQL]> = [
    ["enCours", enCoursTotauxQuery(f)],
    ["livres", livresTotauxQuery(f)],
    ["extensia", extensiaTotauxQuery(f)],
  ];
  return sql.join(
    parties.map(([liste, q]) => sql`(select ${liste}::text as liste, t.* from (${q}) t)`),
    sql` union all `,
  );
}

export async function totauxTroisListes(db: Executor, f: OfFiltre): Promise<TotauxAnalyseOf> {
  const lignes = (await db.execute<TotauxListeOf & { liste: ListeOf }>(totauxTroisListesQuery(f))).rows;
  const de = (liste: ListeOf): TotauxListeOf => {
    const l = lignes.find((x) => x.liste === liste);
    return { count: l?.count ?? 0, sumPrixFact: l?.sumPrixFact ?? "0.00", sumFacture: l?.sumFacture ?? null };
  };
  return { enCours: de("enCours"), livres: de("livres"), extensia: de("extensia") };
}
