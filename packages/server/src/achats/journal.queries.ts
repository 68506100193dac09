import {
  type ExportComptaQuery,
  type FactureAchat,
  type FamilleAchat,
  STATUTS_ACHAT_COMPTABILISES,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/**
 * The approved (205) and partly approved (206) supplier invoices whose approval falls in a period, as
 * the purchases journal of the accounting exports reads them (issue 30 point 4): dated on the approval's day in Paris, with
 * their entry number in the journal 'achats' (ecriture_numero, migration 0039).
 */

export type FactureAchatBrute = Omit<FactureAchat, "numEcriture" | "famille"> & {
  famille: string;
  numEcriture: number | null;
};

/** The decisions the purchases journal books (205, 206), as an SQL list; also the monthly analysis's. */
export const comptabilisees = sql.join(
  STATUTS_ACHAT_COMPTABILISES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The approval of each invoice the journal books (domain STATUTS_ACHAT_COMPTABILISES: 205, 206): its
 * first such decision; its lines' VAT categories and HT for the self-assessed VAT (also run by the bench).
 */
export const facturesApprouveesQuery = (p: ExportComptaQuery): SQL => sql`
  select f.id, f.numero, f.facture->>'typeCode' as "typeCode",
         to_char(a.jour, 'YYYY-MM-DD') as date, to_char(f.date_facture, 'YYYY-MM-DD') as "datePiece",
         to_char(f.echeance, 'YYYY-MM-DD') as echeance, f.id_four as "idFour",
         coalesce(fo.raison_soc, f.fournisseur_nom, '') as fournisseur, f.famille,
         coalesce(f.total_ht, 0)::text as ht, coalesce(f.total_tva, 0)::text as tva,
         coalesce(f.total_ttc, 0)::text as ttc,
         (select coalesce(jsonb_agg(jsonb_build_object('categorieTva', l->>'categorieTva', 'montantHt', l->>'montantHt')), '[]')
            from jsonb_array_elements(coalesce(f.facture->'lignes', '[]')) l) as lignes,
         (select e.num from ecriture_numero e where e.source = 'facture_fournisseur' and e.id_source = f.id)
           as "numEcriture"
  from facture_fournisseur f
  join lateral (
    select (d.le at time zone 'Europe/Paris')::date as jour from facture_fournisseur_decision d
    where d.id_facture = f.id and d.statut in (${comptabilisees}) order by d.id limit 1
  ) a on true
  left join fournisseur fo on fo.four_id = f.id_four
  where f.statut in (${comptabilisees}) and a.jour between ${p.debut} and ${p.fin}
  order by a.jour, "numEcriture", f.id`;

/** The approved supplier invoices of the period, for the purchases journal. */
export async function facturesApprouvees(db: Executor, p: ExportComptaQuery): Promise<FactureAchatBrute[]> {
  return (await db.execute<FactureAchatBrute & Record<string, unknown>>(facturesApprouveesQuery(p))).rows;
}

export const estFamilleAchat = (f: string): f is FamilleAchat =>
  f === "metal" || f === "pierres" || f === "autre";
