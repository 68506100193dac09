import type { Cours } from "@ecrin/domain";
import { asc, count, desc, eq } from "drizzle-orm";
import { cours } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

export const COURS_SORTS = {
  idCours: cours.idCours,
  description: cours.description,
  valeur: cours.valeur,
} as const;
export type CoursSort = keyof typeof COURS_SORTS;

export async function listCours(db: Executor, sort: CoursSort, dir: "asc" | "desc", page: Page) {
  const order = dir === "asc" ? asc(COURS_SORTS[sort]) : desc(COURS_SORTS[sort]);
  const [rows, total] = await Promise.all([
    db.select().from(cours).orderBy(order, asc(cours.idCours)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(cours),
  ]);
  return { rows: rows satisfies Cours[], total: total[0]?.n ?? 0 };
}

export async function insertCours(db: Executor, v: { description: string; valeur: string }): Promise<Cours> {
  return (await db.insert(cours).values(v).returning())[0]!;
}

export async function updateCours(db: Executor, id: number, v: { description: string; valeur: string }) {
  return (await db.update(cours).set(v).where(eq(cours.idCours, id)).returning())[0];
}

export async function deleteCours(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(cours).where(eq(cours.idCours, id)).returning({ id: cours.idCours })).length > 0;
}
