import { type OfAFacturer, STATUT } from "@ecrin/domain";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import {
  centre,
  client,
  constituantFact,
  constituantFactExtensia,
  cours,
  facture,
  factureExtensia,
  of,
  tva,
  typeTransport,
} from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";

/**
 * The OFs ready to invoice (575) with what the invoicing rules read, optionally only some of them.
 * ofReservation is the stock piece (650) reserved for the order, the lowest when there are several
 * (Facturer refuses that case, see reservationsEnStock).
 */
export async function ofsAFacturer(ex: Executor, numSachets?: readonly number[]): Promise<OfAFacturer[]> {
  const statut575 = eq(of.statut, STATUT.pretAFacturer);
  return ex
    .select({
      numSachet: of.numSachet,
      idBijouterie: of.idBijouterie,
      client: client.nomAgence,
      typTransp: of.typTransp,
      transport: typeTransport.description,
      nomLigne: of.nomLigne,
      prenomLigne: of.prenomLigne,
      labo: of.labo,
      echeance: of.echeance,
      idStade: of.idStade,
      ref: sql<string | null>`coalesce(${of.ref}, ${centre.ref})`,
      description: centre.description,
      information: of.information,
      ref1: of.ref1,
      refClt: of.refClt,
      poids: of.poids,
      prixFact: of.prixFact,
      prixR: of.prixR,
      reaco: of.reaco,
      remise: of.remise,
      tauxTva: of.tauxTva,
      categorieTva: of.categorieTva,
      ofReservation: sql<number | null>`(select min(r.num_sachet) from "of" r
        where r.of_reservation = ${of.numSachet} and r.statut = ${STATUT.enStock})`.mapWith((v: unknown) =>
        v === null ? null : Number(v),
      ),
    })
    .from(of)
    .innerJoin(client, eq(client.id, of.idBijouterie))
    .innerJoin(typeTransport, eq(typeTransport.idType, of.typTransp))
    .leftJoin(centre, eq(centre.idCentre, of.idp))
    .where(numSachets ? and(statut575, inArray(of.numSachet, [...numSachets])) : statut575)
    .orderBy(asc(of.numSachet));
}

/** The stock pieces (650) reserved for these orders. */
export async function reservationsEnStock(ex: Executor, commandes: readonly number[]) {
  if (commandes.length === 0) return [];
  return ex
    .select({ numSachet: of.numSachet, ofReservation: of.ofReservation })
    .from(of)
    .where(and(inArray(of.ofReservation, [...commandes]), eq(of.statut, STATUT.enStock)))
    .orderBy(asc(of.numSachet));
}

/** The standard rate of the `tva` table (the highest), for OFs that carry none. */
export async function tauxTvaDefaut(ex: Executor): Promise<string | null> {
  const [row] = await ex.select({ taux: max(tva.taux) }).from(tva);
  return row?.taux ?? null;
}

/** Rates 10 (fixed gold) and 4 (current gold) that the invoice header records. */
export async function coursOr(
  ex: Executor,
): Promise<{ coursFixe: string | null; coursCourant: string | null }> {
  const rows = await ex
    .select({ id: cours.idCours, valeur: cours.valeur })
    .from(cours)
    .where(inArray(cours.idCours, [4, 10]));
  const valeur = (id: number) => rows.find((r) => r.id === id)?.valeur ?? null;
  return { coursFixe: valeur(10), coursCourant: valeur(4) };
}

/** The client's name, address, SIREN and VAT number, copied on the invoice ("" not known: null). */
export async function clientFacture(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      client: client.nomAgence,
      adresse: client.adresse,
      cp: client.cp,
      ville: client.ville,
      siren: sql<string | null>`nullif(${client.siren}, '')`,
      numTva: sql<string | null>`nullif(${client.numTva}, '')`,
    })
    .from(client)
    .where(eq(client.id, id));
  return row;
}

/** Today as the database sees it now (after the series lock: dates follow numbers). */
export async function aujourdhui(tx: Tx): Promise<string> {
  const res = await tx.execute<{ d: string }>(sql`select clock_timestamp()::date::text as d`);
  const d = res.rows[0]?.d;
  if (!d) throw new Error("clock_timestamp returned nothing");
  return d;
}

export type EnteteFacture = typeof facture.$inferInsert;
export type LigneStandard = typeof constituantFact.$inferInsert;
export type LigneAlternative = typeof constituantFactExtensia.$inferInsert;

export async function insertFacture(tx: Tx, entete: EnteteFacture) {
  await tx.insert(facture).values(entete);
}

export async function insertFactureAlternative(tx: Tx, entete: EnteteFacture) {
  await tx.insert(factureExtensia).values(entete);
}

export async function insertLignes(tx: Tx, lignes: LigneStandard[]) {
  if (lignes.length > 0) await tx.insert(constituantFact).values(lignes);
}

export async function insertLignesAlternatives(tx: Tx, lignes: LigneAlternative[]) {
  if (lignes.length > 0) await tx.insert(constituantFactExtensia).values(lignes);
}
