import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { client, cours, fournisseur, metal, mouvementClal, mouvementMetal } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

/** The written fields of a supplier or customer row (grams as text). */
export interface ValeursMouvement {
  dateMouvement: string;
  designation: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
  sortieOrFin: string;
  perte: string;
  fournisseurId?: number | null;
  clientId?: number | null;
  titre?: number | null;
  prixGramme?: string | null;
  confie?: number;
  numDocument?: string | null;
}

export async function insertMouvement(db: Executor, v: ValeursMouvement): Promise<number> {
  return (await db.insert(mouvementMetal).values(v).returning({ id: mouvementMetal.id }))[0]!.id;
}

export async function updateMouvement(db: Executor, id: number, v: ValeursMouvement): Promise<void> {
  await db.update(mouvementMetal).set(v).where(eq(mouvementMetal.id, id));
}

/** A supplier (or customer) row, locked: it is about to change. */
export async function mouvementPourModification(db: Executor, id: number, genre: "fournisseur" | "client") {
  const estGenre =
    genre === "fournisseur"
      ? and(isNotNull(mouvementMetal.fournisseurId), isNull(mouvementMetal.clientId))
      : and(isNotNull(mouvementMetal.clientId), isNull(mouvementMetal.fournisseurId));
  return (
    await db
      .select({ id: mouvementMetal.id, perte: mouvementMetal.perte })
      .from(mouvementMetal)
      .where(and(eq(mouvementMetal.id, id), estGenre))
      .for("update")
  )[0];
}

export async function deleteMouvement(db: Executor, id: number): Promise<void> {
  await db.delete(mouvementMetal).where(eq(mouvementMetal.id, id));
}

export interface ValeursClal {
  dateMouvement: string;
  designation: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
  sortieOrFin: string;
}

export async function insertClal(db: Executor, v: ValeursClal): Promise<number> {
  return (
    await db
      .insert(mouvementClal)
      .values({ ...v, perte: "0" })
      .returning({ id: mouvementClal.id })
  )[0]!.id;
}

export async function updateClal(db: Executor, id: number, v: ValeursClal): Promise<void> {
  await db.update(mouvementClal).set(v).where(eq(mouvementClal.id, id));
}

export async function clalPourModification(db: Executor, id: number) {
  return (
    await db
      .select({ id: mouvementClal.id })
      .from(mouvementClal)
      .where(eq(mouvementClal.id, id))
      .for("update")
  )[0];
}

export async function deleteClal(db: Executor, id: number): Promise<void> {
  await db.delete(mouvementClal).where(eq(mouvementClal.id, id));
}

export async function metalExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: metal.idMetal }).from(metal).where(eq(metal.idMetal, id))).length > 0;
}

export async function fournisseurParId(db: Executor, id: number) {
  return (
    await db
      .select({
        id: fournisseur.fourId,
        typeFour: fournisseur.typeFour,
        actif: fournisseur.actif,
        perte: fournisseur.perte,
      })
      .from(fournisseur)
      .where(eq(fournisseur.fourId, id))
  )[0];
}

/** A rate by id (rate 14: the customer loss; rate 4: gold €/kg fine). */
export async function valeurCours(db: Executor, id: number): Promise<string | null> {
  return (await db.select({ v: cours.valeur }).from(cours).where(eq(cours.idCours, id)))[0]?.v ?? null;
}

export async function clientExiste(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: client.id }).from(client).where(eq(client.id, id))).length > 0;
}
