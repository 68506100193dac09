import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/tx.ts";
import { rowsOf } from "./report.ts";

/**
 * Row or statement triggers whose work a historical load does once, set-based, at the end of the group
 * that writes their tables: each is disabled in the group's transaction (rolled back with it on error),
 * then `rebuild` does the same work for every row written. ALTER TABLE locks the tables until the group
 * commits, as a load wants anyway.
 */
interface Differe {
  tables: string[];
  /** One trigger, or several (one per event of a statement trigger with transition tables). */
  trigger: string | string[];
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
    // The invoice totals of /compta's list (0044) follow each insert of invoices and of their lines: once at
    // the end, in one pass over both channels.
    tables: ["facture", "facture_extensia", "constituant_fact", "constituant_fact_extensia"],
    trigger: "compta_total_facture_ins",
    rebuild: [sql`select compta_total_facture_reconstruire()`],
  },
  {
    // The production projection (0038) joins each insert of workshop lines to their OFs: once at the end.
    tables: ["ouvrier"],
    trigger: "analyse_production_ins",
    rebuild: [sql`select analyse_production_reconstruire()`],
  },
  {
    // The loss per jeweller (0040) computes again each (jeweller, day) a statement of lines touches.
    tables: ["ouvrier"],
    trigger: "analyse_perte_joaillier_ins",
    rebuild: [sql`select analyse_perte_joaillier_reconstruire()`],
  },
  {
    // The OFs per status (0049) follow each statement on "of": counted once at the end.
    tables: ["of"],
    trigger: ["of_compte_statut_ins", "of_compte_statut_maj", "of_compte_statut_sup"],
    rebuild: [sql`select of_compte_statut_reconstruire()`],
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
        for (const trigger of [d.trigger].flat())
          await tx.execute(
            sql`alter table ${sql.identifier(t)} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(trigger)}`,
          );
  return found;
}

/** Tables given by name, in the current schema (`of` is a reserved word: never through regclass text). */
const enTables = (tables: string[]) =>
  sql`(select oid from pg_class where relnamespace = current_schema()::regnamespace and relname in (${sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  )}))`;

/**
 * A first load's foreign keys and plain indexes, deferred (issue 26, speed): on the tables a group fills
 * (those holding fewer rows than the old base brings), each foreign key is dropped in the group's
 * transaction and added again at its end, which validates every row at once (one join instead of one
 * look-up and one row lock per inserted row), and each index that is neither a primary key nor unique
 * nor a constraint's is built once at the end instead of row by row. Primary keys, unique indexes and
 * checks stay in place: the upsert and the rules need them. Returns the statements that restore them,
 * to run before anything reads the tables; an error rolls the drops back with the group.
 */
export async function reporterIndexEtCles(tx: Tx, tables: string[]): Promise<SQL[]> {
  if (tables.length === 0) return [];
  const cles = rowsOf(
    await tx.execute(sql`select c.conrelid::regclass::text as t, c.conname as n, pg_get_constraintdef(c.oid) as d
      from pg_constraint c where c.contype = 'f' and c.conrelid in ${enTables(tables)} order by c.conname`),
  );
  const index = rowsOf(
    await tx.execute(sql`select i.indexrelid::regclass::text as n, pg_get_indexdef(i.indexrelid) as d
      from pg_index i where i.indrelid in ${enTables(tables)} and not i.indisprimary and not i.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`),
  );
  const nom = (n: unknown) => `"${String(n).replace(/"/g, '""')}"`;
  for (const k of cles) await tx.execute(sql.raw(`alter table ${String(k.t)} drop constraint ${nom(k.n)}`));
  for (const i of index) await tx.execute(sql.raw(`drop index ${String(i.n)}`));
  return [
    ...index.map((i) => sql.raw(String(i.d))),
    ...cles.map((k) => sql.raw(`alter table ${String(k.t)} add constraint ${nom(k.n)} ${String(k.d)}`)),
  ];
}

/**
 * Row triggers whose only effect is an entry the historical load does not write (`ecrin.audit_off`: the
 * audit row, the police register's lines, the e-invoicing platform's queue). Each returns without writing
 * under audit_off, yet the register's do their look-ups first (the invoice of each line, the OF's
 * fineness...), row by row. The load switches them off on the tables it writes, inside its transaction
 * (rolled back with it), and on again at the group's end: nothing written differs.
 */
const SANS_EFFET_EN_REPRISE = ["audit_trg", "registre_police", "plateforme_envoi_trg"];

export async function triggersSansEffet(tx: Tx, tables: string[], on: boolean): Promise<void> {
  if (tables.length === 0) return;
  const found = rowsOf(
    await tx.execute(sql`select t.tgrelid::regclass::text as t, t.tgname as n from pg_trigger t
      where not t.tgisinternal and t.tgrelid in ${enTables(tables)}
        and t.tgname in (${sql.join(
          SANS_EFFET_EN_REPRISE.map((n) => sql`${n}`),
          sql`, `,
        )})
      order by 1, 2`),
  );
  for (const r of found)
    await tx.execute(
      sql.raw(`alter table ${String(r.t)} ${on ? "enable" : "disable"} trigger "${String(r.n)}"`),
    );
}

/**
 * A historical load of `tables` (the legacy import's group, the demo set): the deferred triggers and
 * those without effect under audit_off are off while `charger` writes, then on again, and the deferred
 * work is done once, set-based, for every row written. All inside the caller's transaction.
 */
export async function chargementHistorique<T>(
  tx: Tx,
  tables: string[],
  charger: () => Promise<T>,
): Promise<T> {
  const deferred = await differer(tx, tables, false);
  await triggersSansEffet(tx, tables, false);
  const r = await charger();
  await triggersSansEffet(tx, tables, true);
  await differer(tx, tables, true);
  for (const d of deferred) for (const q of d.rebuild) await tx.execute(q);
  return r;
}
