import type { Canal, EffetRemisBrut, ExportComptaQuery, PaiementBrut } from "@ecrin/domain";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE, colonneSql, tableSql } from "../facturation/index.ts";

/**
 * The customer payments of a period (issue 25 point 8), with their entry numbers in the journal
 * 'reglements' (ecriture_numero, migration 0022): invoices whose payment date falls in the period,
 * and the remittances of bills of exchange made in it. An invoice settled by a bill (traite_facture)
 * says so: its payment is the bill collected, its client credited by the remittance only.
 */

export type { EffetRemisBrut, PaiementBrut };

function paiementsCanal(canal: Canal, p: ExportComptaQuery): SQL {
  const c = CANAUX_FACTURE[canal];
  const source = `paiement_${getTableName(c.factures)}`;
  return sql`
    select ${canal}::text as canal, f.id_fact as numero, to_char(f.date_paiement, 'YYYY-MM-DD') as date,
           f.id_bijouterie as "idClient", f.client::text as client,
           (select coalesce(sum(${colonneSql("l", c.totalLigne)}), 0) from ${tableSql(c.lignes)} l
             where l.fact = f.id_fact)::text as lignes,
           f.port::text as port, f.taux_tva::text as "tauxTva", f.categorie_tva::text as "categorieTva",
           (select e.num from ecriture_numero e where e.source = ${source} and e.id_source = f.id_fact)
             as "numEcriture",
           exists (select 1 from traite_facture tf where tf.canal = ${canal} and tf.id_fact = f.id_fact)
             as "parEffet"
    from ${tableSql(c.factures)} f
    where f.date_paiement between ${p.debut} and ${p.fin}`;
}

/** The invoices paid in the period, both channels (also run by the bench). */
export const paiementsQuery = (p: ExportComptaQuery): SQL => sql`
  select * from (${paiementsCanal("standard", p)} union all ${paiementsCanal("alternatif", p)}) d
  order by d.date, d.canal desc, d.numero`;

export async function paiements(db: Executor, p: ExportComptaQuery): Promise<PaiementBrut[]> {
  return (await db.execute<PaiementBrut & Record<string, unknown>>(paiementsQuery(p))).rows;
}

/** The bills of the remittances of the period, one row per bill, in remittance then bill order (also run by the bench). */
export const effetsRemisQuery = (p: ExportComptaQuery): SQL => sql`
    select r.numero, to_char(r.date_remise, 'YYYY-MM-DD') as date,
           (select e.num from ecriture_numero e where e.source = 'remise_lcr' and e.id_source = r.numero)
             as "numEcriture",
           t.id_bijouterie as "idClient", cl.nom_agence::text as client, t.total_ttc::text as montant
    from remise_lcr r
    join remise_lcr_traite rt on rt.numero = r.numero
    join traite t on t.id_traite = rt.id_traite
    join client cl on cl.id = t.id_bijouterie
    where r.date_remise between ${p.debut} and ${p.fin}
    order by r.numero, t.id_traite`;

export async function effetsRemis(db: Executor, p: ExportComptaQuery): Promise<EffetRemisBrut[]> {
  return (await db.execute<EffetRemisBrut & Record<string, unknown>>(effetsRemisQuery(p))).rows;
}
