import { z } from "zod";
import { STATUT, statutAdmis, TRANSITIONS } from "../noyau-of/index.ts";
import { identifiant, type Refus } from "../shared/index.ts";

/**
 * The OF tools of /of/tools (spec 01 sections 2, 5, 7, 8, 9). Product, client and metal of a stock OF
 * are settings (produitStock, clientStock, typeMetalStock); the two values below are not settings yet.
 * Reinstating a delivered OF is a stock move: stock/reintegration.ts.
 */

/** Spec 01 section 9: stade of a new stock OF (2 = "Pièce finie"). A constant until it becomes a setting. */
export const STADE_OF_STOCK = 2;
/** Spec 01 section 9: transport of a new stock OF (1 = "Tournée"). A constant until it becomes a setting. */
export const TRANSPORT_OF_STOCK = 1;
/** Order type of a stock OF (reference row 2 = "STOCK", as the stock OFs already in the data carry). */
export const TYPE_COMMANDE_OF_STOCK = 2;

export const msgOfsEchanges = (a: number, b: number) => `Commandes des OF ${a} et ${b} échangées`;
export const msgOfTransfere = (source: number, client: string) =>
  `OF ${source} transféré au client ${client}`;

/** Spec 01 section 5: swap and transfer require both OF numbers. */
export const MSG_DEUX_OF_OBLIGATOIRES = "Les deux numéros d'OF sont obligatoires.";
export const MSG_OF_IDENTIQUES = "Choisissez deux OF différents.";
export const msgOfsProduitsDifferents = (a: number, b: number) =>
  `Les OF ${a} et ${b} n'ont pas le même produit et le même métal : la pièce ne correspond pas à la commande.`;
export const msgOfEnStockPourEchange = (n: number) =>
  `L'OF ${n} est en stock : utilisez « Transférer un OF de stock à un client ».`;
export const msgOfPasStock = (n: number) => `L'OF ${n} n'est pas un OF de stock (client Stock).`;
export const msgOfCibleStock = (n: number) => `L'OF ${n} n'est pas la commande d'un client.`;
export const MSG_PARAMETRES_STOCK_INCONNUS =
  "Le produit, le client ou le métal des OF de stock (réglages) n'existe pas : vérifiez les réglages.";

const numeroOf = identifiant;

export type RefusOutil = Refus<
  "OF_IDENTIQUES" | "OF_EN_STOCK" | "PRODUITS_DIFFERENTS" | "OF_PAS_STOCK" | "OF_CIBLE_STOCK"
>;

/** Swap (PUT of_tools {of_source, of_cible}) and transfer (POST the same) take the same two numbers. */
export const deuxOfSchema = z
  .object({ ofSource: numeroOf(MSG_DEUX_OF_OBLIGATOIRES), ofCible: numeroOf(MSG_DEUX_OF_OBLIGATOIRES) })
  .refine((v) => v.ofSource !== v.ofCible, { path: ["ofCible"], message: MSG_OF_IDENTIQUES });
export type DeuxOf = z.infer<typeof deuxOfSchema>;

/** What the rules read of an OF. */
export interface OfOutil {
  numSachet: number;
  statut: number;
  idp: number;
  typeMetal: number;
  idBijouterie: number;
}

/**
 * The fields that belong to the ORDER (who it is for and what was agreed), as opposed to the PIECE in
 * the bag (product, metal, stade, size, weight, photo, status, cost, workshop lines, stock row). Swap
 * and transfer exchange these between two bags of the same product and metal: "the client's order
 * moves to the bag that holds a suitable piece".
 */
export const CHAMPS_COMMANDE = [
  "idBijouterie",
  "refClt",
  "dateLivr",
  "dateLImp",
  "notes",
  "information",
  "ref1",
  "typCom",
  "idTypeCommande",
  "typTransp",
  "tournee",
  "devis",
  "facon",
  "pierresClt",
  "poidsConfie",
  "notesConfie",
  "signe",
  "grave",
  "prixFact",
  "reaco",
  "remise",
  "echeance",
  "datePaiement",
  "nomAgence",
  "adresse",
  "cp",
  "ville",
  "tauxTva",
  "categorieTva",
] as const;
export type ChampCommande = (typeof CHAMPS_COMMANDE)[number];

const memePiece = (a: OfOutil, b: OfOutil) => a.idp === b.idp && a.typeMetal === b.typeMetal;

const produitsDifferents = (a: OfOutil, b: OfOutil): RefusOutil => ({
  code: "PRODUITS_DIFFERENTS",
  message: msgOfsProduitsDifferents(a.numSachet, b.numSachet),
});

/**
 * Swap two OFs' orders: both open (the 600 lock is checked by the server's row lock), neither in stock
 * (a stock piece goes to a client by the transfer, which moves it out of stock), same product and metal.
 */
export function refusEchange(a: OfOutil, b: OfOutil): RefusOutil | null {
  if (a.numSachet === b.numSachet) return { code: "OF_IDENTIQUES", message: MSG_OF_IDENTIQUES };
  for (const o of [a, b]) {
    if (o.statut === STATUT.enStock)
      return { code: "OF_EN_STOCK", message: msgOfEnStockPourEchange(o.numSachet) };
  }
  if (!memePiece(a, b)) return produitsDifferents(a, b);
  return null;
}

/**
 * Transfer a stock OF (held by the stock client) to the client order of another OF: the stock bag takes
 * the order, the order's bag becomes a stock OF. Same product and metal, as for a swap.
 */
export function refusTransfert(source: OfOutil, cible: OfOutil, clientStock: number): RefusOutil | null {
  if (source.numSachet === cible.numSachet) return { code: "OF_IDENTIQUES", message: MSG_OF_IDENTIQUES };
  if (source.idBijouterie !== clientStock) {
    return { code: "OF_PAS_STOCK", message: msgOfPasStock(source.numSachet) };
  }
  if (cible.idBijouterie === clientStock || cible.statut === STATUT.enStock) {
    return { code: "OF_CIBLE_STOCK", message: msgOfCibleStock(cible.numSachet) };
  }
  if (!memePiece(source, cible)) return produitsDifferents(source, cible);
  return null;
}

/**
 * A finished piece leaving the stock for an order is ready to invoice (the transition "transfert");
 * one still being made keeps its status.
 */
export function statutApresTransfert(statutSource: number): number {
  const t = TRANSITIONS.transfert;
  return statutAdmis(t.depuis, statutSource) ? t.vers : statutSource;
}
