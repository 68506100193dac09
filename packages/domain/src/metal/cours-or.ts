import { z } from "zod";
import { dateIso, dec, decimalString, texte, toDecimalString } from "../shared/index.ts";
import { GRAMMES_PAR_ONCE_TROY } from "./constantes.ts";
import { MSG_COURS_INDISPONIBLE, MSG_PRIX_INVALIDE } from "./messages.ts";

/**
 * The gold price (issue 15): kept per day in euros per gram of fine gold, with its source. Fetched
 * from a configured source (settings coursOrUrl, coursOrFormat), typed by hand, or else the last
 * known price, then rate 4 (€ per kg of fine gold), then 'N/A'.
 */

/** How a source gives its price: per troy ounce, per gram or per kilogram of fine gold. */
export const UNITES_COURS = ["once", "gramme", "kg"] as const;
export type UniteCours = (typeof UNITES_COURS)[number];

export interface FormatSource {
  /** Dot path to the number in the JSON answer ("price", "rates.XAU.eur"). */
  chemin: string;
  unite: UniteCours;
}

/** The format setting "<path>;<unit>" ("price;once"); blank or malformed is null (no source). */
export function lireFormatSource(format: string): FormatSource | null {
  const [chemin, unite] = format.split(";").map((s) => s.trim());
  if (!chemin || !unite || !(UNITES_COURS as readonly string[]).includes(unite)) return null;
  return { chemin, unite: unite as UniteCours };
}

/** A price of fine gold in the source's unit, as euros per gram (4 decimals); the troy ounce is 31.1034768 g. */
export function prixParGramme(prix: string, unite: UniteCours): string {
  const p = dec(prix);
  const parGramme = unite === "once" ? p.div(GRAMMES_PAR_ONCE_TROY) : unite === "kg" ? p.div(1000) : p;
  return toDecimalString(parGramme, 4);
}

const NOMBRE = /^\d{1,12}(\.\d{1,10})?$/;

/** The price read from a source's JSON answer, per gram; null when it is not there or not a positive number. */
export function lirePrixSource(reponse: unknown, f: FormatSource): string | null {
  let v: unknown = reponse;
  for (const k of f.chemin.split(".")) {
    if (typeof v !== "object" || v === null) return null;
    v = (v as Record<string, unknown>)[k];
  }
  const texteNombre = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!NOMBRE.test(texteNombre) || dec(texteNombre).lte(0)) return null;
  return prixParGramme(texteNombre, f.unite);
}

export interface CoursJour {
  jour: string;
  prixGramme: string;
  source: string;
}

export type CoursRetenu =
  | { prixGramme: string; source: string; jour: string | null; origine: "historique" | "cours4" }
  | { prixGramme: null; source: typeof MSG_COURS_INDISPONIBLE; jour: null; origine: "aucun" };

/** The price used: the last known, then rate 4 (€/kg fine, divided by 1000), then 'N/A'. */
export function coursRetenu(dernier: CoursJour | null, cours4: string | null): CoursRetenu {
  if (dernier) return { ...dernier, origine: "historique" };
  if (cours4 !== null && dec(cours4).gt(0)) {
    return { prixGramme: prixParGramme(cours4, "kg"), source: "Cours 4", jour: null, origine: "cours4" };
  }
  return { prixGramme: null, source: MSG_COURS_INDISPONIBLE, jour: null, origine: "aucun" };
}

/** The price typed by hand on /cours: a day and euros per gram of fine gold. */
export const coursOrSaisieSchema = z.object({
  jour: dateIso("Date requise"),
  prixGramme: decimalString({ required: MSG_PRIX_INVALIDE, invalid: MSG_PRIX_INVALIDE }).refine(
    (s) => dec(s).gt(0),
    { message: MSG_PRIX_INVALIDE },
  ),
  source: texte().trim().max(200).optional(),
});
export type CoursOrSaisie = z.output<typeof coursOrSaisieSchema>;

/** Fine grams of a weight at a titre (per mille): 10 g at 750 -> 7.5 g fine (3 decimals). */
export function grammesFins(poids: string, titre: number): string {
  return toDecimalString(dec(poids).mul(titre).div(1000), 3);
}

/** The value of fine grams at a price per gram, euros (2 decimals); null without a price. */
export function valeurFin(grammes: string, prixGramme: string | null): string | null {
  return prixGramme === null ? null : toDecimalString(dec(grammes).mul(prixGramme), 2);
}
