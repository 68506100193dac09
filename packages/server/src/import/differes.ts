import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/tx.ts";

/**
 * Row or statement triggers whose work a historical load does once, set-based, at the end of the group
 * that writes their tables: each is disabled in the group's transaction (rolled back with it on error),
 * then `rebuild` does the same work for every row written. ALTER TABLE locks the tables until the group
 * commits, as a load wants anyway.
 */
interface Differe {
  tables: string[];
  trigger: string;
  /** Statements run in order after the load. */
  rebuild: SQL[];
}

/** The documents the sales and payments journals number (0022's order: date, channel, number). */
const numeroter = (journal: string, documents: SQL) => [
  sql`select pg_advisory_xact_lock(hashtext(${`ecriture_numero:${journal}`}))`,
  sql`insert into ecriture_numero (source, id_source, journal, num)
  select d.source, d.id, ${journal},
    (select coalesce(max(num), 0) from ecriture_numero where journal = ${journal})
      + row_number() over (order by d.jour, d.rang, d.id)
  from (${documents}) d
  where not exists (select 1 from ecriture_numero e where e.source = d.source and e.id_source = d.id)`,
];

export const DIFFERES: Differe[] = [
  {
    // The sales projection follows each insert of invoice lines by a statement trigger joining the new
    // lines to their invoice and OF: page after page that join cost more (2 500 → 400 lines/s over the
    // 280 000 lines of the 20-year set). Rebuilt once: the same rows.
    tables: ["constituant_fact", "constituant_fact_extensia"],
    trigger: "analyse_vente_ins",
    rebuild: [sql`select analyse_vente_reconstruire()`],
  },
  {
    // The production projection (0038) joins each insert of workshop lines to their OFs: once at the end.
    tables: ["ouvrier"],
    trigger: "analyse_production_ins",
    rebuild: [sql`select analyse_production_reconstruire()`],
  },
  {
    // The journals' entry numbers (0022): the row trigger reads max(num) per document, with a plan made
    // when the table was empty: a scan per row, quadratic over an import (40 invoices/s at 30 000).
    // Numbered once, in the order 0022 numbered the documents issued before it.
    tables: ["facture", "facture_extensia", "avoir"],
    trigger: "ecriture_numero_trg",
    rebuild: [
      ...numeroter(
        "ventes",
        sql`select 'facture' as source, id_fact as id, date_fact as jour, 0 as rang from facture
            union all select 'facture_extensia', id_fact, date_fact, 1 from facture_extensia
            union all select 'avoir', id_avoir, "date", 2 from avoir`,
      ),
      ...numeroter(
        "reglements",
        sql`select 'paiement_facture' as source, id_fact as id, date_paiement as jour, 0 as rang
              from facture where date_paiement is not null
            union all select 'paiement_facture_extensia', id_fact, date_paiement, 1
              from facture_extensia where date_paiement is not null`,
      ),
    ],
  },
];

/** Disables (or enables again) the deferred triggers of the tables a group writes; returns those found. */
/**
 * What a group's load leaves to do once its rows are in, keyed by the table that calls for it. A credit
 * note of the old system cites the invoice it corrects in its own column (`avoir.id_fact`); Écrin's
 * credit notes cite theirs in `avoir_facture` (0029, BT-25/26 of the Factur-X), written here for every
 * imported one whose invoice is in Écrin, once (a second run with --merge adds nothing).
 */
export const APRES_CHARGEMENT: { table: string; sql: SQL }[] = [
  {
    table: "avoir",
    sql: sql`insert into avoir_facture (id_avoir, id_fact)
      select a.id_avoir, a.id_fact from avoir a
      where a.id_fact is not null
        and exists (select 1 from facture f where f.id_fact = a.id_fact)
        and not exists (select 1 from avoir_facture x where x.id_avoir = a.id_avoir and x.id_fact = a.id_fact)`,
  },
];

export async function differer(tx: Tx, tables: string[], on: boolean): Promise<Differe[]> {
  const found = DIFFERES.filter((d) => d.tables.some((t) => tables.includes(t)));
  for (const d of found)
    for (const t of d.tables)
      if (tables.includes(t))
        await tx.execute(
          sql`alter table ${sql.identifier(t)} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(d.trigger)}`,
        );
  return found;
}
