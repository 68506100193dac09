import { CHAMPS_COMMANDE, type ChampCommande, STATUT } from "@ecrin/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import { centre, centreVide, client, of, produit, typeMetal } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { ChampsOf } from "../noyau-of/index.ts";

type OfRow = typeof of.$inferSelect;
export type Commande = Pick<OfRow, ChampCommande>;

/** The order part of an OF row (see CHAMPS_COMMANDE). */
export function commandeDe(row: OfRow): Commande {
  return Object.fromEntries(CHAMPS_COMMANDE.map((k) => [k, row[k]])) as Commande;
}

/** The order's fields (and others but the status, which only transitions.ts writes). */
export async function setCommande(tx: Tx, numSachet: number, champs: ChampsOf) {
  await tx.update(of).set(champs).where(eq(of.numSachet, numSachet));
}

/** OFs (not invoiced) whose stock reservation points at one of these orders. */
export async function reservationsVers(tx: Tx, commandes: number[]) {
  return tx
    .select({ numSachet: of.numSachet, ofReservation: of.ofReservation })
    .from(of)
    .where(and(inArray(of.ofReservation, commandes), ne(of.statut, STATUT.facture)));
}

export async function setReservation(tx: Tx, numSachet: number, ofReservation: number | null) {
  await tx.update(of).set({ ofReservation }).where(eq(of.numSachet, numSachet));
}

export async function nomClient(ex: Executor, id: number): Promise<string> {
  const row = (await ex.select({ nom: client.nomAgence }).from(client).where(eq(client.id, id)))[0];
  return row?.nom ?? String(id);
}

/** The product's ref copies, or undefined when the product (produit + centre) does not exist. */
export async function copiesProduit(ex: Executor, idCentre: number) {
  return (
    await ex
      .select({ ref: centre.ref, refCv: centreVide.ref })
      .from(produit)
      .innerJoin(centre, eq(centre.idCentre, produit.idCentre))
      .leftJoin(centreVide, eq(centreVide.idCv, centre.idCv))
      .where(eq(centre.idCentre, idCentre))
  )[0];
}

export async function typeMetalExiste(ex: Executor, id: number): Promise<boolean> {
  return (
    (await ex.select({ id: typeMetal.idType }).from(typeMetal).where(eq(typeMetal.idType, id))).length > 0
  );
}
