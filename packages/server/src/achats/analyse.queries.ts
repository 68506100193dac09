import type { AchatsFournisseurMoisQuery, LigneAchatsFournisseurMois } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, lireEnsemble } from "../db/tx.ts";
import type { Page } from "../http/list.ts";
import { comptabilisees } from "./journal.queries.ts";

/**
 * Approved purchases per supplier and month (issue 30 point 4): the invoices approved (205) or partly
 * approved (206), the ones the purchases journal books at their full amounts (domain
 * STATUTS_ACHAT_COMPTABILISES), whose
 * date falls in the period, one row per month and supplier (its record, else the seller's SIREN and
 * name as received); a credit note (381) counts negative.
 */
const signe = sql`(case when f.facture->>'typeCode' = '381' then -1 else 1 end)`;

const GROUPES = sql`
  select date_trunc('month', f.date_facture)::date as debut_mois,
         case when f.id_four is not null then 'four:' || f.id_four
              else 'siren:' || coalesce(f.fournisseur_siren, f.fournisseur_nom, '') end as cle,
         max(coalesce(fo.raison_soc, f.fournisseur_nom, '')) as fournisseur,
         max(f.fournisseur_siren) as siren,
         count(*)::int as nombre,
         sum(${signe} * coalesce(f.total_ht, 0)) as ht,
         sum(${signe} * coalesce(f.total_tva, 0)) as tva,
         sum(${signe} * coalesce(f.total_ttc, 0)) as ttc
  from facture_fournisseur f
  left join fournisseur fo on fo.four_id = f.id_four`;

const TRI: Record<AchatsFournisseurMoisQuery["sort"], SQL> = {
  mois: sql`g.debut_mois`,
  fournisseur: sql`g.fournisseur`,
  ht: sql`g.ht`,
};

/** The page and the count (the bench runs the same statements). */
export function pageAchatsFournisseurMoisQueries(
  q: AchatsFournisseurMoisQuery,
  page: Page,
): { page: SQL; total: SQL } {
  const groupes = sql`${GROUPES}
    where f.statut in (${comptabilisees}) and f.date_facture between ${q.debut} and ${q.fin}
    group by 1, 2`;
  const sens = q.dir === "desc" ? sql`desc` : sql`asc`;
  return {
    page: sql`
      select to_char(g.debut_mois, 'YYYY-MM') || '|' || g.cle as id, to_char(g.debut_mois, 'MM/YYYY') as mois,
             g.fournisseur, g.siren, g.nombre, round(g.ht, 2)::text as ht, round(g.tva, 2)::text as tva,
             round(g.ttc, 2)::text as ttc
      from (${groupes}) g
      order by ${TRI[q.sort]} ${sens}, g.debut_mois, g.fournisseur, g.cle
      limit ${page.limit} offset ${page.offset}`,
    total: sql`select count(*)::int as n from (${groupes}) g`,
  };
}

export async function pageAchatsFournisseurMois(db: Executor, q: AchatsFournisseurMoisQuery, page: Page) {
  const queries = pageAchatsFournisseurMoisQueries(q, page);
  const [rows, total] = await lireEnsemble(
    db,
    () => db.execute<LigneAchatsFournisseurMois & Record<string, unknown>>(queries.page),
    () => db.execute<{ n: number }>(queries.total),
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
