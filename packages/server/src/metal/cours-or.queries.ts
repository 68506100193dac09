import type { CoursJour } from "@ecrin/domain";
import { desc, lte, sql } from "drizzle-orm";
import { coursOr } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

const champs = { jour: coursOr.jour, prixGramme: coursOr.prixGramme, source: coursOr.source };

/** The last known price on or before a day. */
export async function dernierCours(db: Executor, jour: string): Promise<CoursJour | null> {
  return (
    (
      await db
        .select(champs)
        .from(coursOr)
        .where(lte(coursOr.jour, jour))
        .orderBy(desc(coursOr.jour))
        .limit(1)
    )[0] ?? null
  );
}

/** The latest prices, newest first. */
export async function historiqueCours(db: Executor, limite: number): Promise<CoursJour[]> {
  return db.select(champs).from(coursOr).orderBy(desc(coursOr.jour)).limit(limite);
}

/** One price per day: a second one the same day replaces the first. */
export async function enregistrerCours(db: Executor, c: CoursJour): Promise<void> {
  await db
    .insert(coursOr)
    .values(c)
    .onConflictDoUpdate({
      target: coursOr.jour,
      set: { prixGramme: c.prixGramme, source: c.source, saisiLe: sql`now()` },
    });
}
