import { z } from "zod";
import {
  avecPeriodeOrdonnee,
  dec,
  identifiantTexte,
  isValidIsoDate,
  lireSaisieDecimale,
  listQuerySchema,
  periodeOptionnelleShape,
  texte,
  toDecimalString,
  toFixed2,
} from "../shared/index.ts";
import {
  DESIGNATION_MAX,
  DESIGNATION_MIN,
  ONGLETS,
  PAGE_SIZE_GRAND_LIVRE,
  PERTE_MAX,
  PERTE_MIN,
} from "./constantes.ts";
import {
  MSG_CLAL_MIN_0,
  MSG_CLAL_UN_CHAMP,
  MSG_CLIENT_REQUIS,
  MSG_DATE_REQUISE,
  MSG_DESIGNATION_REQUISE,
  MSG_DOIT_ETRE_NOMBRE,
  MSG_MAX_100,
  MSG_METAL_REQUIS,
  MSG_MIN_0,
  MSG_PERTE_REQUISE,
  MSG_POIDS_INVALIDE,
  MSG_UN_CHAMP,
  MSG_UN_DES_CHAMPS,
  msgPartieRequise,
} from "./messages.ts";

/**
 * The ledger forms (spec 03 section 5), the same schemas on the screen and on the server. Amounts are
 * typed the French way, rounded to 2 decimals; a blank amount is null (none typed).
 */

const NOMBRE = /^-?\d{1,9}(\.\d+)?$/;

const dateRequise = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v.trim() : ""))
  .refine(isValidIsoDate, { message: MSG_DATE_REQUISE });

const designation = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v.trim() : ""))
  .refine((s) => s.length >= DESIGNATION_MIN, { message: MSG_DESIGNATION_REQUISE, abort: true })
  .pipe(texte().max(DESIGNATION_MAX));

/** An id a select gives: blank or absent is `message`. */
const idRequis = (message: string) => identifiantTexte(message);

/** An optional amount >= 0 (2 decimals): blank -> null; a negative is refused with `negatif`. */
export function montantOptionnel(negatif: string) {
  return z
    .unknown()
    .optional()
    .transform((v) => lireSaisieDecimale(v))
    .refine((s) => s === "" || NOMBRE.test(s), { message: MSG_DOIT_ETRE_NOMBRE, abort: true })
    .refine((s) => s === "" || dec(s).gte(0), { message: negatif, abort: true })
    .transform((s) => (s === "" ? null : toFixed2(s)));
}

/** % Perte: required, a number, 0 to 100. */
const pertePct = z
  .unknown()
  .optional()
  .transform((v) => lireSaisieDecimale(v))
  .refine((s) => s !== "", { message: MSG_PERTE_REQUISE, abort: true })
  .refine((s) => NOMBRE.test(s), { message: MSG_DOIT_ETRE_NOMBRE, abort: true })
  .refine((s) => dec(s).gte(PERTE_MIN), { message: MSG_MIN_0, abort: true })
  .refine((s) => dec(s).lte(PERTE_MAX), { message: MSG_MAX_100, abort: true })
  .transform((s) => toFixed2(s));

/** A typed amount above 0; a field that failed its own check (still raw text) counts as not filled. */
const positif = (s: unknown) => typeof s === "string" && /^\d+(\.\d+)?$/.test(s) && dec(s).gt(0);

const champsMouvement = {
  date: dateRequise,
  perte: pertePct,
  designation,
  metalId: idRequis(MSG_METAL_REQUIS),
  entreeOrFin: montantOptionnel(MSG_MIN_0),
  sortieOr750: montantOptionnel(MSG_MIN_0),
};

/** Entry or exit: one at least, and not zero (the form's message, and the entry field's). */
const aucunMontant = (v: { entreeOrFin: unknown; sortieOr750: unknown }) =>
  !positif(v.entreeOrFin) && !positif(v.sortieOr750);

function auMoinsUnMontant<T extends z.ZodType<{ entreeOrFin: string | null; sortieOr750: string | null }>>(
  schema: T,
) {
  return schema
    .refine((v) => !aucunMontant(v), { path: [], message: MSG_UN_DES_CHAMPS })
    .refine((v) => !aucunMontant(v), { path: ["entreeOrFin"], message: MSG_UN_CHAMP });
}

/** Supplier ledger row ('Fournisseur requis'). */
export const mouvementFournisseurSchema = auMoinsUnMontant(
  z.object({ ...champsMouvement, fournisseurId: idRequis(msgPartieRequise("Fournisseur")) }),
);
export type MouvementFournisseurInput = z.input<typeof mouvementFournisseurSchema>;
export type MouvementFournisseur = z.output<typeof mouvementFournisseurSchema>;

/** Customer ledger row ('Client requis'); its loss is rate 14, set by the server. */
export const mouvementClientSchema = auMoinsUnMontant(
  z.object({ ...champsMouvement, clientId: idRequis(msgPartieRequise("Client")) }),
);
export type MouvementClientInput = z.input<typeof mouvementClientSchema>;
export type MouvementClient = z.output<typeof mouvementClientSchema>;

/** CLAL row: date, designation, metal; the three amounts >= 0, one at least not zero. */
export const mouvementClalSchema = z
  .object({
    date: dateRequise,
    designation,
    metalId: idRequis(MSG_METAL_REQUIS),
    entreeOrFin: montantOptionnel(MSG_CLAL_MIN_0),
    sortieOr750: montantOptionnel(MSG_CLAL_MIN_0),
    /** Null: computed (0.75 x Sortie Or 750 for gold, the same for another metal). */
    sortieOrFin: montantOptionnel(MSG_CLAL_MIN_0),
  })
  .refine((v) => positif(v.entreeOrFin) || positif(v.sortieOr750) || positif(v.sortieOrFin), {
    path: [],
    message: MSG_CLAL_UN_CHAMP,
  });
export type MouvementClalInput = z.input<typeof mouvementClalSchema>;
export type MouvementClal = z.output<typeof mouvementClalSchema>;

/**
 * The "at least one amount" messages of a form, read from what is typed: zod skips an object's own
 * checks while a field is refused, and the form shows them together with the fields' messages.
 */
export function montantsManquants(
  genre: "mouvement" | "clal",
  saisie: { entreeOrFin?: unknown; sortieOr750?: unknown; sortieOrFin?: unknown },
): Record<string, string> {
  const lus = [saisie.entreeOrFin, saisie.sortieOr750, ...(genre === "clal" ? [saisie.sortieOrFin] : [])];
  if (lus.some((x) => positif(lireSaisieDecimale(x)))) return {};
  return genre === "clal" ? { _: MSG_CLAL_UN_CHAMP } : { _: MSG_UN_DES_CHAMPS, entreeOrFin: MSG_UN_CHAMP };
}

const idFiltre = identifiantTexte().optional();

const filtresGrandLivre = {
  onglet: z.enum(ONGLETS).default("clal"),
  ...periodeOptionnelleShape(),
  fournisseur: idFiltre,
  client: idFiltre,
  metal: idFiltre,
  designation: texte()
    .trim()
    .max(DESIGNATION_MAX)
    .optional()
    .transform((q) => (q === "" ? undefined : q)),
};

/** The ledger's filters: tab, period, party, metal, designation contains (case-insensitive). */
export const grandLivreFiltreSchema = avecPeriodeOrdonnee(z.object(filtresGrandLivre));
export type GrandLivreFiltre = z.output<typeof grandLivreFiltreSchema>;

/** One page of one metal's ledger (the metal is the active pill, the default metal if none). */
export const grandLivreQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(["date"], "date").extend({
    ...filtresGrandLivre,
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_GRAND_LIVRE),
  }),
);
export type GrandLivreQuery = z.output<typeof grandLivreQuerySchema>;

/**
 * Metal reception (Suivi Métal, Reception Or): client required; weight valid and greater than -1 (spec
 * 03 section 5): a negative weight corrects a reception (gold given back to the client).
 */
export const receptionMetalSchema = z.object({
  date: dateRequise,
  idClient: identifiantTexte(MSG_CLIENT_REQUIS),
  poids: z
    .unknown()
    .optional()
    .transform((v) => lireSaisieDecimale(v))
    .refine((s) => NOMBRE.test(s), { message: MSG_POIDS_INVALIDE, abort: true })
    .refine((s) => dec(s).gt(-1), { message: MSG_POIDS_INVALIDE, abort: true })
    .transform((s) => toDecimalString(s, 3)),
});
export type ReceptionMetalInput = z.input<typeof receptionMetalSchema>;
export type ReceptionMetal = z.output<typeof receptionMetalSchema>;

/**
 * Suivi Métal shows its invoices and receptions this many at a time (issue 29.2): a year of every
 * client holds thousands of invoices, a 128 kB answer; the totals and the balance cover the whole period.
 */
export const PAGE_SIZE_SUIVI = 100;
const pageSuivi = listQuerySchema(["date"], "date").shape.page;

/** Suivi Métal filter: client (optional), Date Début, Date Fin; the page of each table (from 0). */
export const suiviMetalQuerySchema = avecPeriodeOrdonnee(
  z.object({
    client: idFiltre,
    ...periodeOptionnelleShape(),
    pageFactures: pageSuivi,
    pageReceptions: pageSuivi,
  }),
);
export type SuiviMetalQuery = z.output<typeof suiviMetalQuerySchema>;
