import type { BoiteOrFiltre, BoiteOrQuery, BoiteOrSort, LigneBoiteOr, SoldeBoiteOr } from "@ecrin/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { boiteOr, joaillier } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const SORTS: Record<BoiteOrSort, SQL> = {
  date: sql`b.date`,
  joaillier: sql`j.label`,
  doneOuvr: sql`b.done_ouvr`,
  renduOuvr: sql`b.rendu_ouvr`,
  label: sql`b.label`,
};

/** Joaillier, Date Début, Date Fin (both dates included). */
function where(f: BoiteOrFiltre): SQL {
  const c: SQL[] = [sql`true`];
  if (f.idOuvr !== undefined) c.push(sql`b.id_ouvr = ${f.idOuvr}`);
  if (f.dateDebut !== undefined) c.push(sql`b.date >= ${f.dateDebut}::date`);
  if (f.dateFin !== undefined) c.push(sql`b.date <= ${f.dateFin}::date`);
  return sql.join(c, sql` and `);
}

const FROM = sql`from boite_or b join joaillier j on j.id = b.id_ouvr`;

/** Liste Boite Or: one page of the filtered rows, with the jeweller's name. */
export async function listBoiteOr(db: Executor, f: BoiteOrQuery, page: Page) {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    db.execute<LigneBoiteOr & Record<string, unknown>>(sql`
      select b.id_boite as "idBoite", b.id_ouvr as "idOuvr", j.label as joaillier, b.date::text as date,
             b.done_ouvr as "doneOuvr", b.rendu_ouvr as "renduOuvr", b.label, b.num_pesee as "numPesee"
      ${FROM}
      where ${where(f)}
      order by ${SORTS[f.sort]} ${dir} nulls last, b.id_boite ${dir}
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where(f)}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Totals of the filtered rows (balance = sum of rows), and of those not yet weighed. */
export async function soldeFiltre(db: Executor, f: BoiteOrFiltre): Promise<SoldeBoiteOr> {
  const row = (
    await db.execute<SoldeBoiteOr & Record<string, unknown>>(sql`
      select coalesce(sum(b.done_ouvr), 0)::numeric(14,3)::text as donne,
             coalesce(sum(b.rendu_ouvr), 0)::numeric(14,3)::text as rendu,
             coalesce(sum(b.done_ouvr - b.rendu_ouvr), 0)::numeric(14,3)::text as solde,
             coalesce(sum(b.done_ouvr - b.rendu_ouvr) filter (where b.num_pesee is null), 0)::numeric(14,3)::text
               as "soldeNonPese"
      ${FROM}
      where ${where(f)}`)
  ).rows[0];
  return row ?? { donne: "0.000", rendu: "0.000", solde: "0.000", soldeNonPese: "0.000" };
}

export async function findJoaillier(db: Executor, id: number) {
  return (
    await db
      .select({ id: joaillier.id, label: joaillier.label, actif: joaillier.actif })
      .from(joaillier)
      .where(eq(joaillier.id, id))
  )[0];
}

export async function insertBoiteOr(tx: Tx, values: typeof boiteOr.$inferInsert): Promise<number> {
  const [row] = await tx.insert(boiteOr).values(values).returning({ id: boiteOr.idBoite });
  if (!row) throw new Error("insert boite_or returned nothing");
  return row.id;
}

/** The row, locked: a weighing closing it at the same time waits, or is waited for. */
export async function lockBoiteOr(tx: Tx, idBoite: number) {
  return (
    await tx
      .select({ idBoite: boiteOr.idBoite, numPesee: boiteOr.numPesee })
      .from(boiteOr)
      .where(eq(boiteOr.idBoite, idBoite))
      .for("update")
  )[0];
}

export async function deleteBoiteOr(tx: Tx, idBoite: number) {
  await tx.delete(boiteOr).where(eq(boiteOr.idBoite, idBoite));
}
