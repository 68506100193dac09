import { eq, inArray, sql } from "drizzle-orm";
import { remiseLcr, remiseLcrTraite } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/**
 * Remittances are numbered max + 1 while the table is locked against other remittances (a second
 * one waits, then sees the first): numbers follow each other and a bill cannot go in two at once.
 */
export async function verrouillerRemises(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table remise_lcr in exclusive mode`);
}

/** How many bills each of these remittances holds. */
export async function effetsDesRemises(
  db: Executor,
  numeros: readonly number[],
): Promise<Map<number, number>> {
  if (numeros.length === 0) return new Map();
  const rows = await db
    .select({ numero: remiseLcrTraite.numero, n: sql<number>`count(*)::int` })
    .from(remiseLcrTraite)
    .where(inArray(remiseLcrTraite.numero, [...numeros]))
    .groupBy(remiseLcrTraite.numero);
  return new Map(rows.map((r) => [r.numero, r.n]));
}

export async function prochainNumeroRemise(tx: Tx): Promise<number> {
  const r = await tx.execute<{ n: number }>(
    sql`select coalesce(max(numero), 0)::int + 1 as n from remise_lcr`,
  );
  return r.rows[0]!.n;
}

export interface RemiseEnregistree {
  numero: number;
  dateRemise: string;
  nbEffets: number;
  totalTtc: string;
  empreinte: string;
  creeLe: string;
}

export async function insertRemise(
  tx: Tx,
  r: Omit<RemiseEnregistree, "creeLe"> & { fichier: string; traites: readonly number[] },
): Promise<void> {
  await tx.insert(remiseLcr).values({
    numero: r.numero,
    dateRemise: r.dateRemise,
    nbEffets: r.nbEffets,
    totalTtc: r.totalTtc,
    empreinte: r.empreinte,
    fichier: r.fichier,
  });
  await tx.insert(remiseLcrTraite).values(r.traites.map((idTraite) => ({ idTraite, numero: r.numero })));
}

const COLONNES = sql`numero, to_char(date_remise, 'YYYY-MM-DD') as "dateRemise", nb_effets as "nbEffets",
  total_ttc::text as "totalTtc", empreinte, to_char(cree_le, 'YYYY-MM-DD"T"HH24:MI:SS') as "creeLe"`;

export async function remise(db: Executor, numero: number): Promise<RemiseEnregistree | null> {
  const r = await db.execute<RemiseEnregistree & Record<string, unknown>>(
    sql`select ${COLONNES} from remise_lcr where numero = ${numero}`,
  );
  return r.rows[0] ?? null;
}

export async function fichierRemise(
  db: Executor,
  numero: number,
): Promise<{ dateRemise: string; fichier: string } | null> {
  const [row] = await db
    .select({ dateRemise: remiseLcr.dateRemise, fichier: remiseLcr.fichier })
    .from(remiseLcr)
    .where(eq(remiseLcr.numero, numero));
  return row ?? null;
}
