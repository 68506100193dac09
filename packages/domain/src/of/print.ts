import { z } from "zod";
import { formatNumberFr, type Refus } from "../shared/index.ts";

/** The OF prints (spec 01 sections 2, 5 and 7): OF sheets, list, interval, order with photos. */

/** Spec 01 section 5: an interval printed with an empty end runs to 99999999. */
export const OF_INTERVALLE_FIN_DEFAUT = 99_999_999;
/** Rows of a list or interval print: beyond, the PDF would take minutes and hundreds of pages. */
export const IMPRESSION_MAX_LIGNES = 2_000;
/** OFs of an order with photos (each photo is embedded). */
export const IMPRESSION_PHOTOS_MAX_LIGNES = 300;
/** OF sheets (one page each) or list numbers given one by one. */
export const IMPRESSION_MAX_OFS = 200;

export const MSG_IMPRESSION_OFS_OBLIGATOIRES = "Indiquez au moins un numéro d'OF.";
export const MSG_NUMERO_OF_INVALIDE = "Numéro d'OF invalide.";
export const MSG_DEBUT_OBLIGATOIRE = "Le début de l'intervalle est obligatoire.";
/** Spec 01 section 5: order printing needs both start and end. */
export const MSG_DEBUT_FIN_OBLIGATOIRES = "Le début et la fin sont obligatoires pour imprimer une commande.";
export const MSG_FIN_AVANT_DEBUT = "La fin doit être supérieure ou égale au début.";
/** Spec 01 section 8: the empty-table message. */
export const MSG_PAS_D_ENREGISTREMENT = "Pas d'enregistrement à afficher";
export const msgTropDOfs = (n: number, max: number) =>
  `Trop d'OF à imprimer (${formatNumberFr(n, 0)}) : ${formatNumberFr(max, 0)} au plus. Réduisez l'intervalle.`;
export const msgTropDeNumeros = (max: number) => `${max} numéros d'OF au plus par impression.`;

const DIGITS = /^\d{1,9}$/;

/** "1, 2,3" -> [1, 2, 3] (unique, in the order typed); null when a part is not an OF number. */
export function parseListeOfs(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== "");
  if (parts.some((p) => !DIGITS.test(p) || Number(p) === 0)) return null;
  return [...new Set(parts.map(Number))];
}

/** ?ofs=1,2,3 of the sheet and list prints: a blank text holds no number (the blanks are separators). */
export const listeOfsSchema = z.object({
  ofs: z.string({ error: MSG_IMPRESSION_OFS_OBLIGATOIRES }).transform((text, ctx) => {
    const ofs = parseListeOfs(text);
    if (ofs === null) ctx.addIssue({ code: "custom", message: MSG_NUMERO_OF_INVALIDE });
    else if (ofs.length === 0) ctx.addIssue({ code: "custom", message: MSG_IMPRESSION_OFS_OBLIGATOIRES });
    else if (ofs.length > IMPRESSION_MAX_OFS)
      ctx.addIssue({ code: "custom", message: msgTropDeNumeros(IMPRESSION_MAX_OFS) });
    else return ofs;
    return z.NEVER;
  }),
});

const numero = (obligatoire: string) =>
  z
    .string({ error: obligatoire })
    .trim()
    .min(1, obligatoire)
    .regex(/^\d{0,9}$/, MSG_NUMERO_OF_INVALIDE)
    .transform(Number);

// Written so that an invalid number (NaN, already reported) does not add this message too.
const finApresDebut = <T extends { min: number; max: number }>(v: T) => !(v.max < v.min);

/** Interval print (of_min, of_max): the end defaults to 99999999 when left empty. */
export const intervalleSchema = z
  .object({
    min: numero(MSG_DEBUT_OBLIGATOIRE),
    max: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, MSG_NUMERO_OF_INVALIDE)
      .optional()
      .transform((v) => (v ? Number(v) : OF_INTERVALLE_FIN_DEFAUT)),
  })
  .refine(finApresDebut, { path: ["max"], message: MSG_FIN_AVANT_DEBUT });
export type Intervalle = z.output<typeof intervalleSchema>;

/** Order with photos: start and end both required. */
export const commandeSchema = z
  .object({ min: numero(MSG_DEBUT_FIN_OBLIGATOIRES), max: numero(MSG_DEBUT_FIN_OBLIGATOIRES) })
  .refine(finApresDebut, { path: ["max"], message: MSG_FIN_AVANT_DEBUT });

export type RefusImpression = Refus<"PAS_D_ENREGISTREMENT" | "TROP_D_OFS">;

/** The refusal of a print that would hold `count` rows, or null. */
export function refusTaille(count: number, max: number): RefusImpression | null {
  if (count === 0) return { code: "PAS_D_ENREGISTREMENT", message: MSG_PAS_D_ENREGISTREMENT };
  if (count > max) return { code: "TROP_D_OFS", message: msgTropDOfs(count, max) };
  return null;
}
