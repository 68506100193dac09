import { z } from "zod";
import { identifiant } from "../shared/champs.ts";
import { STATUT } from "./statut.ts";

/**
 * The OF tools of /of/tools (spec 01 sections 2, 5, 7, 8, 9). Product, client and metal of a stock OF
 * are settings (produitStock, clientStock, typeMetalStock); the two values below are not settings yet.
 */

/** Spec 01 section 9: stade of a new stock OF (2 = "Pièce finie"). A constant until it becomes a setting. */
export const STADE_OF_STOCK = 2;
/** Spec 01 section 9: transport of a new stock OF (1 = "Tournée"). A constant until it becomes a setting. */
export const TRANSPORT_OF_STOCK = 1;
/** Order type of a stock OF (reference row 2 = "STOCK", as the stock OFs already in the data carry). */
export const TYPE_COMMANDE_OF_STOCK = 2;

// Spec 01 section 8, word for word ("Of créé n° {n}" is MSG_OF_CREE / msgOfCree of creation.ts).
export const MSG_OF_REINTEGRE = "OF réintégré n° {n}";
export const msgOfReintegre = (n: number) => MSG_OF_REINTEGRE.replace("{n}", String(n));

export const msgOfsEchanges = (a: number, b: number) => `Commandes des OF ${a} et ${b} échangées`;
export const msgOfTransfere = (source: number, client: string) =>
  `OF ${source} transféré au client ${client}`;

/** Spec 01 section 5: swap and transfer require both OF numbers. */
export const MSG_DEUX_OF_OBLIGATOIRES = "Les deux numéros d'OF sont obligatoires.";
export const MSG_OF_OBLIGATOIRE = "Le numéro d'OF est obligatoire.";
export const MSG_OF_IDENTIQUES = "Choisissez deux OF différents.";
export const msgOfsProduitsDifferents = (a: number, b: number) =>
  `Les OF ${a} et ${b} n'ont pas le même produit et le même métal : la pièce ne correspond pas à la commande.`;
export const msgOfEnStockPourEchange = (n: number) =>
  `L'OF ${n} est en stock : utilisez « Transférer un OF de stock à un client ».`;
export const msgOfPasStock = (n: number) => `L'OF ${n} n'est pas un OF de stock (client Stock).`;
export const msgOfCibleStock = (n: number) => `L'OF ${n} n'est pas la commande d'un client.`;
export const msgOfNonLivre = (n: number) =>
  `L'OF ${n} n'est pas livré : seul un OF prêt à facturer ou facturé peut être réintégré.`;
export const msgOfDejaEnStock = (n: number) => `L'OF ${n} est déjà en stock.`;
export const MSG_PARAMETRES_STOCK_INCONNUS =
  "Le produit, le client ou le métal des OF de stock (réglages) n'existe pas : vérifiez les réglages.";

const numeroOf = identifiant;

/** Swap (PUT of_tools {of_source, of_cible}) and transfer (POST the same) take the same two numbers. */
export const deuxOfSchema = z
  .object({ ofSource: numeroOf(MSG_DEUX_OF_OBLIGATOIRES), ofCible: numeroOf(MSG_DEUX_OF_OBLIGATOIRES) })
  .refine((v) => v.ofSource !== v.ofCible, { path: ["ofCible"], message: MSG_OF_IDENTIQUES });
export type DeuxOf = z.infer<typeof deuxOfSchema>;

export const reintegrationSchema = z.object({ numSachet: numeroOf(MSG_OF_OBLIGATOIRE) });
export type Reintegration = z.infer<typeof reintegrationSchema>;

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
] as const;
export type ChampCommande = (typeof CHAMPS_COMMANDE)[number];

const memePiece = (a: OfOutil, b: OfOutil) => a.idp === b.idp && a.typeMetal === b.typeMetal;

/**
 * Swap two OFs' orders: both open (the 600 lock is checked by the server's row lock), neither in stock
 * (a stock piece goes to a client by the transfer, which moves it out of stock), same product and metal.
 */
export function refusEchange(a: OfOutil, b: OfOutil): string | null {
  if (a.numSachet === b.numSachet) return MSG_OF_IDENTIQUES;
  for (const o of [a, b]) if (o.statut === STATUT.enStock) return msgOfEnStockPourEchange(o.numSachet);
  if (!memePiece(a, b)) return msgOfsProduitsDifferents(a.numSachet, b.numSachet);
  return null;
}

/**
 * Transfer a stock OF (held by the stock client) to the client order of another OF: the stock bag takes
 * the order, the order's bag becomes a stock OF. Same product and metal, as for a swap.
 */
export function refusTransfert(source: OfOutil, cible: OfOutil, clientStock: number): string | null {
  if (source.numSachet === cible.numSachet) return MSG_OF_IDENTIQUES;
  if (source.idBijouterie !== clientStock) return msgOfPasStock(source.numSachet);
  if (cible.idBijouterie === clientStock || cible.statut === STATUT.enStock)
    return msgOfCibleStock(cible.numSachet);
  if (!memePiece(source, cible)) return msgOfsProduitsDifferents(source.numSachet, cible.numSachet);
  return null;
}

/** A finished piece leaving the stock for an order is ready to invoice; one still being made keeps its status. */
export function statutApresTransfert(statutSource: number): number {
  return statutSource === STATUT.enStock ? STATUT.pretAFacturer : statutSource;
}

/** Delivered = ready to invoice (575, also "invoiced from stock") or invoiced (600). */
export function refusReintegration(o: Pick<OfOutil, "numSachet" | "statut">): string | null {
  if (o.statut === STATUT.enStock) return msgOfDejaEnStock(o.numSachet);
  if (o.statut !== STATUT.pretAFacturer && o.statut !== STATUT.facture) return msgOfNonLivre(o.numSachet);
  return null;
}
