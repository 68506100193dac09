import { z } from "zod";
import {
  dateIso,
  decimalString,
  identifiantTexte,
  isZero,
  listQuerySchema,
  sub,
  texte,
} from "../shared/index.ts";
import { MSG_JOAILLIER_OBLIGATOIRE, MSG_UN_POIDS_OBLIGATOIRE } from "./messages.ts";
import type { RefusAtelier } from "./refus.ts";

/**
 * The gold box of a jeweller (spec 02 sections 2.4 and 5): gold given (done_ouvr) and returned
 * (rendu_ouvr), in grams; its balance is the sum of the rows, never a stored counter.
 */

/** Not worded by the spec (the old system only logged gold box failures). */
export const MSG_POIDS_BOITE_INVALIDE = "Le poids doit être un nombre positif.";
export const MSG_BOITE_OR_INTROUVABLE = "Ligne de boîte or introuvable.";
export const MSG_BOITE_OR_AJOUTEE = "Boîte or enregistrée.";
export const MSG_BOITE_OR_SUPPRIMEE = "Ligne de boîte or supprimée.";
export const MSG_BOITE_OR_DATE_INVALIDE = "Date invalide.";
export const msgBoiteOrDejaPesee = (numPesee: number) =>
  `Ligne déjà soldée par la pesée n° ${numPesee} : suppression impossible.`;

/** A blank field (empty text or null) is an absent value. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const poids = decimalString({ required: MSG_POIDS_BOITE_INVALIDE, invalid: MSG_POIDS_BOITE_INVALIDE }).refine(
  (v) => !v.startsWith("-"),
  MSG_POIDS_BOITE_INVALIDE,
);

/** A weight left blank counts as 0; "at least one weight" means at least one weight above 0. */
const poidsOptionnel = z.preprocess(blankToUndefined, poids.optional()).transform((v) => v ?? "0");

/**
 * A weight above 0. The object's refine runs only once every field parsed (zod 4), so `v` is always a
 * valid decimal here: a weight the field refuses shows its own message, never this one.
 */
const renseigne = (v: string): boolean => !isZero(v);

/** Ajouter Boite Or: Joaillier required, Poids Donné and Poids Rendu, at least one of them filled. */
export const boiteOrSaisieSchema = z
  .object({
    idOuvr: identifiantTexte(MSG_JOAILLIER_OBLIGATOIRE),
    doneOuvr: poidsOptionnel,
    renduOuvr: poidsOptionnel,
    label: z.preprocess(blankToUndefined, texte().trim().max(200).optional()),
  })
  .refine((v) => renseigne(v.doneOuvr) || renseigne(v.renduOuvr), {
    message: MSG_UN_POIDS_OBLIGATOIRE,
    path: ["doneOuvr"],
  });
export type BoiteOrSaisie = z.output<typeof boiteOrSaisieSchema>;

/** Spec 02 section 4.6 / schema: a row closed by a weighing belongs to it and cannot go. */
export function refusSuppressionBoiteOr(row: { numPesee: number | null }): RefusAtelier | null {
  if (row.numPesee === null) return null;
  return { code: "BOITE_OR_DEJA_PESEE", message: msgBoiteOrDejaPesee(row.numPesee) };
}

/** Balance of gold box rows: given minus returned (grams, exact). */
export function soldeBoiteOr(donne: string, rendu: string): string {
  return sub(donne, rendu).toFixed(3);
}

const dateFiltre = z.preprocess(blankToUndefined, dateIso(MSG_BOITE_OR_DATE_INVALIDE).optional());

/** Filters of Liste Boite Or: Joaillier, Date Début, Date Fin (inclusive). */
export const boiteOrFiltreSchema = z.object({
  idOuvr: z.preprocess(blankToUndefined, identifiantTexte().optional()),
  dateDebut: dateFiltre,
  dateFin: dateFiltre,
});
export type BoiteOrFiltre = z.output<typeof boiteOrFiltreSchema>;

export const BOITE_OR_SORTS = ["date", "joaillier", "doneOuvr", "renduOuvr", "label"] as const;
export type BoiteOrSort = (typeof BOITE_OR_SORTS)[number];

export const boiteOrQuerySchema = listQuerySchema(BOITE_OR_SORTS, "date").extend(boiteOrFiltreSchema.shape);
export type BoiteOrQuery = z.output<typeof boiteOrQuerySchema>;

/** One row of Liste Boite Or. */
export interface LigneBoiteOr {
  idBoite: number;
  idOuvr: number;
  joaillier: string;
  date: string;
  doneOuvr: string;
  renduOuvr: string;
  label: string | null;
  /** The weighing that closed the row; null while the row is open. */
  numPesee: number | null;
}

/** Totals of the filtered rows: the balance of the filter, and of its rows not yet weighed. */
export interface SoldeBoiteOr {
  donne: string;
  rendu: string;
  solde: string;
  soldeNonPese: string;
}
