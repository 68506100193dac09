import { z } from "zod";
import {
  avecPeriodeOrdonnee,
  dec,
  identifiantTexte,
  lireSaisieDecimale,
  periodeOptionnelleShape,
  toDecimalString,
} from "../shared/index.ts";
import { MSG_DOIT_ETRE_NOMBRE, MSG_MAX_100, MSG_METAL_REQUIS } from "./messages.ts";

/**
 * Weight accounts in fine grams (issue 15, "Beyond the old system"): every party that holds our metal
 * or whose metal we hold, per metal, converted by the titre of its alloy.
 */

/** Metal ids of the reference list (migration 0002): 1 gold, 2 silver, 3 platinum. */
export const METAL_OR = 1;
export const METAL_ARGENT = 2;
export const METAL_PLATINE = 3;

/**
 * The titres (per mille of fine metal) admitted per metal: 999, 916, 750, 585, 375 for gold; 925, 800
 * for silver; 950 for platinum. Every alloy (type_metal) of those metals has one of them
 * (table titre_metal, migrations 0009 and 0015; a database test keeps both in step).
 */
export const TITRES_PAR_METAL: Readonly<Record<number, readonly number[]>> = {
  [METAL_OR]: [999, 916, 750, 585, 375],
  [METAL_ARGENT]: [925, 800],
  [METAL_PLATINE]: [950],
};

/** A titre is admitted for a metal listed above; a metal not listed (palladium, bronze) takes any 1..1000. */
export function titreAdmis(metalId: number, titre: number): boolean {
  if (!Number.isInteger(titre) || titre < 1 || titre > 1000) return false;
  const admis = TITRES_PAR_METAL[metalId];
  return admis === undefined || admis.includes(titre);
}

/** Who the account is with. */
export const GENRES_COMPTE = ["clal", "fournisseur", "client", "joaillier"] as const;
export type GenreCompte = (typeof GENRES_COMPTE)[number];

export const LIBELLES_GENRE_COMPTE: Record<GenreCompte, string> = {
  clal: "Affineur",
  fournisseur: "Fournisseur",
  client: "Client",
  joaillier: "Joaillier",
};

/**
 * Held (+1): our metal at theirs (the refiner, the jewellers). Owed (-1): their metal at ours (the
 * suppliers' and clients' balances are what they gave us).
 */
export const SENS_COMPTE: Record<GenreCompte, 1 | -1> = {
  clal: 1,
  fournisseur: -1,
  client: -1,
  joaillier: 1,
};

/** What a positive balance means, printed under a statement. */
export const SENS_SOLDE: Record<GenreCompte, string> = {
  clal: "Solde positif : notre métal fin détenu par l'affineur.",
  fournisseur: "Solde positif : métal fin du fournisseur détenu par nous (dû au fournisseur).",
  client: "Solde positif : métal fin du client détenu par nous (dû au client).",
  joaillier: "Solde positif : notre métal fin confié au joaillier.",
};

/**
 * The value of fine grams of a metal at the day's price: only gold has a price (the gold price
 * history); silver, platinum and the others are not valued (null, shown 'N/A'), never guessed.
 */
export function valeurMetal(
  metalId: number,
  grammesFins: string,
  prixOrGramme: string | null,
): string | null {
  if (metalId !== METAL_OR || prixOrGramme === null) return null;
  return toDecimalString(dec(grammesFins).mul(prixOrGramme), 2);
}

/** A loss against its allowance: 'depasse' (shown red) when over, 'inconnu' without one of both. */
export type EtatPerte = "dans" | "depasse" | "inconnu";

export function etatPerte(pertePct: string | null, autorisePct: string | null): EtatPerte {
  if (pertePct === null || autorisePct === null) return "inconnu";
  return dec(pertePct).gt(autorisePct) ? "depasse" : "dans";
}

/** The statement of one account: which account, which metal, which period (default: the year to today). */
export const releveQuerySchema = avecPeriodeOrdonnee(
  z.object({
    genre: z.enum(GENRES_COMPTE, { error: "Compte inconnu" }),
    id: identifiantTexte("Compte inconnu").optional(),
    metal: identifiantTexte(MSG_METAL_REQUIS).optional(),
    ...periodeOptionnelleShape(),
  }),
);
export type ReleveQuery = z.output<typeof releveQuerySchema>;

/** The allowed loss of a jeweller, percent, 0 to 100 (2 decimals). */
export const perteAutoriseeSchema = z.object({
  pourcentage: z
    .unknown()
    .transform(lireSaisieDecimale)
    .refine((s) => /^\d{1,3}(\.\d{1,2})?$/.test(s), { message: MSG_DOIT_ETRE_NOMBRE, abort: true })
    .refine((s) => dec(s).lte(100), { message: MSG_MAX_100 })
    .transform((s) => toDecimalString(s, 2)),
});
export type PerteAutorisee = z.output<typeof perteAutoriseeSchema>;
