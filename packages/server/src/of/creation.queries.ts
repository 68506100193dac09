import { lieuStock, STATUT, type StockIdentique } from "@ecrin/domain";
import { inArray, type SQL, sql } from "drizzle-orm";
import {
  centre,
  centreVide,
  client,
  produit,
  stade,
  typeComission,
  typeCommande,
  typeMetal,
  typeTransport,
} from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

/** Most identical pieces the confirmation lists (the old screen listed them all; a few at most). */
export const VERIF_STOCK_LIMITE = 50;

/**
 * Pieces of this product in this metal that are in finished-product stock (status 650 with a
 * new_stock_prod row): where they are is the client holding them and their tray (spec 02 section 2.13).
 */
export function verifStockQuery(idp: number, typeMetal: number, limit = VERIF_STOCK_LIMITE): SQL {
  return sql`
    select c.ref, c.description as designation, o.num_sachet as "numSachet",
           cl.nom_agence as client, p.label as plateau
    from "of" o
    join new_stock_prod s on s.of = o.num_sachet
    join centre c on c.id_centre = o.idp
    join client cl on cl.id = o.id_bijouterie
    left join plateau p on p.id_plateau = s.plateau
    where o.idp = ${idp} and o.type_metal = ${typeMetal} and o.statut = ${STATUT.enStock}
    order by o.num_sachet
    limit ${limit}`;
}

export async function findStockIdentique(
  db: Executor,
  idp: number,
  typeMetal: number,
): Promise<StockIdentique[]> {
  const rows = await db.execute<{
    ref: string;
    designation: string;
    numSachet: number;
    client: string;
    plateau: string | null;
  }>(verifStockQuery(idp, typeMetal));
  return rows.rows.map((r) => ({
    ref: r.ref,
    designation: r.designation,
    numSachet: r.numSachet,
    lieu: lieuStock(r.client, r.plateau),
  }));
}

export interface ClientOf {
  id: number;
  nomAgence: string;
  adresse: string;
  cp: string;
  ville: string;
  /** The client's payment term: the échéance its new OFs take. */
  delaiPaiement: number;
  actif: boolean;
  isParent: boolean;
}

/** The clients named by a batch, with what the OF copies and whether they may receive an OF. */
export async function clientsPourOf(db: Executor, ids: number[]): Promise<Map<number, ClientOf>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: client.id,
      nomAgence: client.nomAgence,
      adresse: client.adresse,
      cp: client.cp,
      ville: client.ville,
      delaiPaiement: client.delaiPaiement,
      actif: client.actif,
      isParent: sql<boolean>`exists (select 1 from "client" as enfant where enfant.id_parent = "client"."id")`,
    })
    .from(client)
    .where(inArray(client.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ProduitOf {
  idCentre: number;
  ref: string;
  refCv: string | null;
  /** The centre vide's line and first name, copied onto the OF (the line picks the invoice channel). */
  nomLigne: string | null;
  prenomLigne: string | null;
}

/** The products (centres with a produit row) named by a batch, with the refs the OF copies. */
export async function produitsPourOf(db: Executor, ids: number[]): Promise<Map<number, ProduitOf>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      idCentre: produit.idCentre,
      ref: centre.ref,
      refCv: centreVide.ref,
      nomLigne: centreVide.nomLigne,
      prenomLigne: centreVide.prenomLigne,
    })
    .from(produit)
    .innerJoin(centre, sql`${centre.idCentre} = ${produit.idCentre}`)
    .leftJoin(centreVide, sql`${centreVide.idCv} = ${centre.idCv}`)
    .where(inArray(produit.idCentre, ids));
  return new Map(rows.map((r) => [r.idCentre, r]));
}

/** The reference ids a batch names, list by list. */
export interface ReferencesOf {
  stades: number[];
  transports: number[];
  metaux: number[];
  commissions: number[];
  commandes: number[];
}

/** Which of those ids exist (read one after the other: the caller is inside its transaction). */
export async function referencesConnues(db: Executor, ids: ReferencesOf) {
  const set = (rows: Array<{ id: number }>) => new Set(rows.map((r) => r.id));
  return {
    stades: set(await db.select({ id: stade.idStade }).from(stade).where(inArray(stade.idStade, ids.stades))),
    transports: set(
      await db
        .select({ id: typeTransport.idType })
        .from(typeTransport)
        .where(inArray(typeTransport.idType, ids.transports)),
    ),
    metaux: set(
      await db.select({ id: typeMetal.idType }).from(typeMetal).where(inArray(typeMetal.idType, ids.metaux)),
    ),
    commissions: set(
      await db
        .select({ id: typeComission.idTypCom })
        .from(typeComission)
        .where(inArray(typeComission.idTypCom, ids.commissions)),
    ),
    commandes: set(
      await db
        .select({ id: typeCommande.id })
        .from(typeCommande)
        .where(inArray(typeCommande.id, ids.commandes)),
    ),
  };
}
