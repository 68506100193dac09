import { COURS, type Settings } from "@ecrin/domain";
import { and, asc, eq, or } from "drizzle-orm";
import { cours, fournisseur, metal } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

export interface FournisseurOr {
  id: number;
  label: string;
  perte: string;
}

/** Active gold suppliers (type 998), and the special platinum supplier, with their default loss. */
export async function fournisseursOr(db: Executor, s: Settings): Promise<FournisseurOr[]> {
  return db
    .select({ id: fournisseur.fourId, label: fournisseur.raisonSoc, perte: fournisseur.perte })
    .from(fournisseur)
    .where(
      and(
        eq(fournisseur.actif, 1),
        or(eq(fournisseur.typeFour, s.typeFournisseurOr), eq(fournisseur.fourId, s.fournisseurMetalSpecial)),
      ),
    )
    .orderBy(asc(fournisseur.raisonSoc));
}

/** What the ledger's forms need: the metals, the gold suppliers, rate 14 and the special ids. */
export async function contexteGrandLivre(db: Executor, s: Settings) {
  const [metaux, fournisseurs, perteClient] = await Promise.all([
    db.select({ id: metal.idMetal, label: metal.description }).from(metal).orderBy(asc(metal.idMetal)),
    fournisseursOr(db, s),
    db.select({ v: cours.valeur }).from(cours).where(eq(cours.idCours, COURS.perteClient)),
  ]);
  return {
    metaux,
    fournisseurs,
    perteClient: perteClient[0]?.v ?? "0",
    metalParDefaut: s.metalParDefaut,
    fournisseurMetalSpecial: s.fournisseurMetalSpecial,
    metalFournisseurSpecial: s.metalFournisseurSpecial,
  };
}
