import { z } from "zod";
import {
  decimalString,
  gt,
  identifiant,
  identifiantTexte,
  listQuerySchema,
  lt,
  type Refus,
  texte,
} from "../shared/index.ts";
import { ETIQUETTE_MAX_CARACTERES, MSG_ETIQUETTE_TROP_LONGUE } from "./etiquette.ts";

/**
 * The finished-product stock's commands (spec 02 sections 2.12 and 2.13): Rentrer en Stock, Editer,
 * Confier / Retour Stock, Gestion Plateau, Facturer, and the prints of a selection.
 */

export const MSG_OF_OBLIGATOIRE_STOCK = "N° OF obligatoire.";
export const MSG_POIDS_STOCK = "Poids valide obligatoire.";
export const MSG_PRIX_STOCK = "Prix valide obligatoire.";
export const MSG_PRIX_REVIENT_STOCK = "Prix de revient valide obligatoire.";
export const MSG_SELECTION_VIDE = "Sélectionnez au moins un produit.";
export const MSG_CLIENT_OBLIGATOIRE = "Client obligatoire.";
export const MSG_PLATEAU_OBLIGATOIRE = "Plateau obligatoire.";
export const MSG_SELECTION_TROP_GRANDE = "Sélection trop grande (500 produits au plus).";
/** Spec 02 section 5, word for word. */
export const MSG_CONFIE_PLUSIEURS_CLIENTS =
  "Impression bon de confie impossible car plusieurs clients sont presents";
export const msgPasEnStock = (n: number) => `L'OF ${n} n'est pas en stock.`;
export const msgRentreEnStock = (n: number) => `OF ${n} rentré en stock.`;
export const msgConfies = (n: number, client: string) => `${n} produit(s) confié(s) à ${client}.`;
export const msgRetourStock = (n: number) => `${n} produit(s) revenu(s) en stock.`;
export const msgPlateau = (n: number, plateau: string) =>
  `${n} produit(s) posé(s) sur le plateau ${plateau}.`;
export const msgFactures = (n: number) => `${n} produit(s) prêt(s) à facturer (/livraion).`;

const montant = (message: string) =>
  decimalString({ required: message, invalid: message }).refine((v) => !lt(v, 0) && lt(v, "100000000"), {
    message,
  });
const poids = montant(MSG_POIDS_STOCK).refine((v) => lt(v, "100000"), { message: MSG_POIDS_STOCK });

export const etiquetteSchema = texte()
  .trim()
  .max(ETIQUETTE_MAX_CARACTERES, MSG_ETIQUETTE_TROP_LONGUE)
  .nullable()
  .transform((v) => (v === "" ? null : v));

const refProduit = texte()
  .trim()
  .max(100, "Référence trop longue (100 caractères au plus).")
  .nullable()
  .transform((v) => (v === "" ? null : v));

/** Rentrer en Stock: OF, Reference, Poids, Prix, Prix de Revient, Etiquette. */
export const rentrerStockSchema = z.object({
  numSachet: identifiant(MSG_OF_OBLIGATOIRE_STOCK),
  ref1: refProduit,
  poids,
  prixFact: montant(MSG_PRIX_STOCK),
  prixR: montant(MSG_PRIX_REVIENT_STOCK),
  labelProduit: etiquetteSchema,
});
export type RentrerStock = z.infer<typeof rentrerStockSchema>;

/** Editer: ref1, label, price, weight, tray (null: none). */
export const editerStockSchema = z.object({
  ref1: refProduit,
  labelProduit: etiquetteSchema,
  prixFact: montant(MSG_PRIX_STOCK),
  poids,
  plateau: identifiant().nullable(),
});
export type EditerStock = z.infer<typeof editerStockSchema>;

const ofs = z
  .array(identifiant(), { error: MSG_SELECTION_VIDE })
  .min(1, MSG_SELECTION_VIDE)
  .max(500, MSG_SELECTION_TROP_GRANDE);

/** A selection of stock pieces (Supprimer Reservation, Retour Stock, Facturer). */
export const selectionStockSchema = z.object({ ofs });
export type SelectionStock = z.infer<typeof selectionStockSchema>;
/** Confier: the selection goes on consignment to that shop. */
export const confierSchema = z.object({ ofs, idClient: identifiant(MSG_CLIENT_OBLIGATOIRE) });
export type Confier = z.infer<typeof confierSchema>;
/** Mouvement Plateau: the selection goes onto that tray (null: off any tray). */
export const plateauMouvementSchema = z.object({
  ofs,
  plateau: identifiant(MSG_PLATEAU_OBLIGATOIRE).nullable(),
});
export type PlateauMouvement = z.infer<typeof plateauMouvementSchema>;

/** A selection in a print URL: `ofs=1,2,3`. */
export const ofsTexteSchema = z.object({
  ofs: texte()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, MSG_SELECTION_VIDE)
    .transform((s) => [...new Set(s.split(",").map(Number))]),
});

/** The stock area's refusals. */
export type RefusStockProduit = Refus<
  "PAS_EN_STOCK" | "CONFIE_PLUSIEURS_CLIENTS" | "CLIENT_INCONNU" | "PLATEAU_INCONNU"
>;

/** A command on stock pieces needs each of them in stock (650 with its stock row). */
export function refusPasEnStock(o: {
  numSachet: number;
  statut: number;
  enStock: boolean;
}): RefusStockProduit | null {
  return o.statut === 650 && o.enStock ? null : { code: "PAS_EN_STOCK", message: msgPasEnStock(o.numSachet) };
}

/** Imprimer Confie: one consignment note is for one client (spec 02 section 5). */
export function refusBonConfie(clients: readonly number[]): RefusStockProduit | null {
  return new Set(clients).size > 1
    ? { code: "CONFIE_PLUSIEURS_CLIENTS", message: MSG_CONFIE_PLUSIEURS_CLIENTS }
    : null;
}

/** The stock list's filters (spec 02 section 7: agences, reservation, ref, stade, of, metal, type, plateau). */
export const STOCK_TRIS = [
  "of",
  "ref",
  "metal",
  "stade",
  "poids",
  "prixFact",
  "prixR",
  "dateEntree",
  "plateau",
  "lieu",
] as const;
const idFiltre = identifiantTexte().optional();
export const stockQuerySchema = listQuerySchema(STOCK_TRIS, "of").extend({
  client: idFiltre,
  reservation: idFiltre,
  ref: texte()
    .trim()
    .max(50)
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  of: idFiltre,
  plateau: idFiltre,
  type: idFiltre,
  stade: idFiltre,
  metal: idFiltre,
});
export type StockQuery = z.infer<typeof stockQuerySchema>;

/** The selection's summary is asked by POST (a selection can be long). */
export const stockResumeSchema = z.object({
  ofs: z.array(identifiant()).max(500, MSG_SELECTION_TROP_GRANDE),
});

/** Is a weight/price strictly positive (used by the forms' hints). */
export const estPositif = (v: string) => gt(v, 0);

/** Said once after a save or a deletion (issue 27.4), word for word on screen. */
export const msgComptagePlateauEnregistre = (plateau: string) => `Comptage du plateau ${plateau} enregistré.`;
