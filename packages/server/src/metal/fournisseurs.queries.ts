import type { FournisseurAdresse } from "@ecrin/domain";
import { asc, eq, sql } from "drizzle-orm";
import { fournisseur } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/** The suppliers (metal, stones, the refiner) with their address, by name (issue 25 point 3). */
export async function fournisseurs(db: Executor) {
  return db
    .select({
      id: fournisseur.fourId,
      raisonSoc: fournisseur.raisonSoc,
      actif: fournisseur.actif,
      adresse: fournisseur.adresse,
      cp: fournisseur.cp,
      ville: fournisseur.ville,
      pays: fournisseur.pays,
      // The register's refiner (registre_police_affineur, migration 0036) is read from the same setting.
      affineur: sql<boolean>`exists (select 1 from parametre p where p.cle = 'fournisseurAffineur' and p.valeur = ${fournisseur.fourId}::text)`,
    })
    .from(fournisseur)
    .orderBy(asc(fournisseur.raisonSoc), asc(fournisseur.fourId));
}

/** Writes a supplier's name and address; false when there is no such supplier. */
export async function ecrireAdresse(tx: Tx, id: number, f: FournisseurAdresse): Promise<boolean> {
  const rows = await tx
    .update(fournisseur)
    .set({ raisonSoc: f.raisonSoc, adresse: f.adresse, cp: f.cp, ville: f.ville, pays: f.pays })
    .where(eq(fournisseur.fourId, id))
    .returning({ id: fournisseur.fourId });
  return rows.length > 0;
}
