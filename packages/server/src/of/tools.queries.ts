import { CHAMPS_COMMANDE, type ChampCommande, STATUT } from "@ecrin/domain";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  centre,
  centreVide,
  client,
  newHistoriqueConf,
  newStockProd,
  of,
  produit,
  typeMetal,
} from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

export type OfRow = typeof of.$inferSelect;
export type Commande = Pick<OfRow, ChampCommande>;

/** The order part of an OF row (see CHAMPS_COMMANDE). */
export function commandeDe(row: OfRow): Commande {
  return Object.fromEntries(CHAMPS_COMMANDE.map((k) => [k, row[k]])) as Commande;
}

/** The row, locked FOR UPDATE, whatever its status (the reinstatement's own check decides). */
export async function lockOfLigne(tx: Tx, numSachet: number): Promise<OfRow | undefined> {
  return (await tx.select().from(of).where(eq(of.numSachet, numSachet)).for("update"))[0];
}

export async function setCommande(tx: Tx, numSachet: number, commande: Commande, extra: Partial<OfRow> = {}) {
  await tx
    .update(of)
    .set({ ...commande, ...extra })
    .where(eq(of.numSachet, numSachet));
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

/** The client's address copies an OF carries. */
export async function copiesClient(ex: Executor, id: number) {
  return (
    await ex
      .select({ nomAgence: client.nomAgence, adresse: client.adresse, cp: client.cp, ville: client.ville })
      .from(client)
      .where(eq(client.id, id))
  )[0];
}

/** The product's ref copies, or undefined when the product (produit + centre) does not exist. */
export async function copiesProduit(ex: Executor, idCentre: number) {
  return (
    await ex
      .select({ ref: centre.ref, refCv: centreVide.ref, description: centre.description })
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

export async function insertOfStock(tx: Tx, values: typeof of.$inferInsert): Promise<number> {
  const [row] = await tx.insert(of).values(values).returning({ numSachet: of.numSachet });
  if (!row) throw new Error("insert of returned nothing");
  return row.numSachet;
}

/** The piece leaves the stock: its stock row goes, its open stay ends today. */
export async function sortirDuStock(tx: Tx, numSachet: number) {
  await tx.delete(newStockProd).where(eq(newStockProd.of, numSachet));
  await fermerSejours(tx, numSachet);
}

async function fermerSejours(tx: Tx, numSachet: number) {
  await tx
    .update(newHistoriqueConf)
    .set({ dateSortie: sql`greatest(current_date, ${newHistoriqueConf.dateEntree})` })
    .where(and(eq(newHistoriqueConf.of, numSachet), isNull(newHistoriqueConf.dateSortie)));
}

/** The piece enters the stock today (a new stay at the stock client, with what it is). */
export async function entrerEnStock(tx: Tx, o: OfRow, clientStock: number, description: string | null) {
  await tx
    .insert(newStockProd)
    .values({ of: o.numSachet })
    .onConflictDoUpdate({ target: newStockProd.of, set: { dateEntree: sql`current_date`, plateau: null } });
  await fermerSejours(tx, o.numSachet);
  await tx.insert(newHistoriqueConf).values({
    of: o.numSachet,
    idBijouterie: clientStock,
    description: description?.slice(0, 255) ?? null,
    idStade: o.idStade,
    typeMetal: o.typeMetal,
    ladim: o.dim,
    poids: o.poids,
    leprix: o.prixFact,
  });
}

/** The reinstatement's fields only (see reintegrerOf): status, client and its copies; no reservation. */
export async function setReintegre(
  tx: Tx,
  numSachet: number,
  values: Pick<OfRow, "statut" | "idBijouterie" | "nomAgence" | "adresse" | "cp" | "ville">,
) {
  await tx
    .update(of)
    .set({ ...values, ofReservation: null })
    .where(eq(of.numSachet, numSachet));
}
