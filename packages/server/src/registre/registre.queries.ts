import type { FiltreRegistre, LigneRegistre } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/** The columns of an entry as the screen, the CSV, the extract and the seal read them (text, stable). */
const COLONNES = sql`
  num::int as num, jour::text as jour, date_mouvement::text as "dateMouvement", sens, nature, description,
  partie, pieces, poids::text as poids, unite, titre, prix::text as prix, date_sortie::text as "dateSortie",
  corrige::int as corrige, motif, poids_fin::text as "poidsFin", piece_of as "pieceOf", entree::int as entree,
  source, source_id::text as "sourceId"`;

export type EntreeRegistre = LigneRegistre & { source: string; sourceId: string };
type Ligne<T> = T & Record<string, unknown>;

function filtre(f: FiltreRegistre) {
  return sql`jour between ${f.du} and ${f.au}
    ${f.sens ? sql`and sens = ${f.sens}` : sql``}
    ${f.nature ? sql`and nature = ${f.nature}` : sql``}`;
}

/** One page of the register's entries of a period, in number order (the order they were written). */
export async function pageRegistre(ex: Executor, f: FiltreRegistre, dir: "asc" | "desc", page: Page) {
  const [rows, total] = await Promise.all([
    ex.execute<Ligne<EntreeRegistre>>(sql`select ${COLONNES} from registre_police where ${filtre(f)}
      order by num ${dir === "asc" ? sql`asc` : sql`desc`} limit ${page.limit} offset ${page.offset}`),
    ex.execute<{ n: number }>(sql`select count(*)::int as n from registre_police where ${filtre(f)}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Every entry of a period, in number order (the printed extract). */
export async function entreesPeriode(ex: Executor, f: FiltreRegistre): Promise<EntreeRegistre[]> {
  return (
    await ex.execute<Ligne<EntreeRegistre>>(
      sql`select ${COLONNES} from registre_police where ${filtre(f)} order by num`,
    )
  ).rows;
}

/** Entries from number `apres` + 1 on, `n` at most, in number order (the verification reads by chunks). */
export async function entreesApres(ex: Executor, apres: number, n: number): Promise<EntreeRegistre[]> {
  return (
    await ex.execute<Ligne<EntreeRegistre>>(
      sql`select ${COLONNES} from registre_police where num > ${apres} order by num limit ${n}`,
    )
  ).rows;
}

export interface Sceau {
  jour: string;
  premier: number;
  dernier: number;
  nombre: number;
  empreinte: string;
  precedente: string | null;
  /** The day's last seal, written when the day ended (false: sealed on demand during the day). */
  cloture: boolean;
}

const COLONNES_SCEAU = sql`jour::text as jour, premier::int as premier, dernier::int as dernier, nombre,
  empreinte, precedente, cloture`;

/** The seals in number order, all or those of a period of days. */
export async function sceaux(ex: Executor, f?: { du: string; au: string }): Promise<Sceau[]> {
  return (
    await ex.execute<Ligne<Sceau>>(sql`select ${COLONNES_SCEAU} from registre_police_sceau
      ${f ? sql`where jour between ${f.du} and ${f.au}` : sql``} order by premier`)
  ).rows;
}

export async function dernierSceau(ex: Executor): Promise<Sceau | undefined> {
  return (
    await ex.execute<Ligne<Sceau>>(
      sql`select ${COLONNES_SCEAU} from registre_police_sceau order by premier desc limit 1`,
    )
  ).rows[0];
}

/** The last seal before a day (the chain a day's printed page starts from). */
export async function sceauAvant(ex: Executor, jour: string): Promise<Sceau | undefined> {
  return (
    await ex.execute<Ligne<Sceau>>(sql`select ${COLONNES_SCEAU} from registre_police_sceau
      where jour < ${jour} order by premier desc limit 1`)
  ).rows[0];
}

/** The entries no seal covers yet (numbered after `apres`), in number order; today's too if `avecAujourdhui`. */
export async function entreesNonScellees(
  ex: Executor,
  apres: number,
  avecAujourdhui: boolean,
): Promise<EntreeRegistre[]> {
  return (
    await ex.execute<Ligne<EntreeRegistre>>(sql`select ${COLONNES} from registre_police where num > ${apres}
      ${avecAujourdhui ? sql`` : sql`and jour < clock_timestamp()::date`} order by num`)
  ).rows;
}

export async function insererSceau(ex: Executor, s: Sceau): Promise<void> {
  await ex.execute(sql`insert into registre_police_sceau (jour, premier, dernier, nombre, empreinte, precedente, cloture)
    values (${s.jour}, ${s.premier}, ${s.dernier}, ${s.nombre}, ${s.empreinte}, ${s.precedente}, ${s.cloture})`);
}

export type QuoiConsultation = "liste" | "csv" | "extrait" | "verification" | "sceau";

/** A consultation of the register: who, what, which days (a journal only ever appended). */
export async function noterConsultation(
  ex: Executor,
  c: { idUser: number; login: string; quoi: QuoiConsultation; du: string | null; au: string | null },
): Promise<void> {
  await ex.execute(sql`insert into registre_police_consultation (id_user, login, quoi, du, au)
    values (${c.idUser}, ${c.login}, ${c.quoi}, ${c.du}, ${c.au})`);
}

/** The writers' lock (registre_police_ecrire takes it too): no entry is written while days are sealed. */
export async function verrouRegistre(ex: Executor): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext('registre_police'))`);
}

/**
 * Opens the register on the movements recorded since `depuis` that it does not hold yet (recorded while
 * it was not written: a demo, a legacy import, an existing database), in date order; returns how many
 * entries were written. Idempotent. The caller's transaction must not have the historical-load switch on.
 */
export async function reprendreRegistre(ex: Executor, depuis: string): Promise<number> {
  const r = await ex.execute<{ n: number }>(sql`select registre_police_reprise(${depuis}::date)::int as n`);
  return r.rows[0]?.n ?? 0;
}

/** Today by the database's clock (the day registre_police_ecrire gives an entry). */
export async function aujourdhui(ex: Executor): Promise<string> {
  return (await ex.execute<{ j: string }>(sql`select clock_timestamp()::date::text as j`)).rows[0]?.j ?? "";
}
