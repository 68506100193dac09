import { type Decimal, parseDecimalFr } from "../shared/index.ts";
import type { DevisPierre } from "./devis.ts";

/** Spec 03 section 5, the two stone add modes; the spec names the fields, the wording is ours. */
export const MSG_DEVIS_PIERRE_LISTE_INCOMPLETE =
  "Choisissez une pierre et saisissez la quantité et le poids.";
export const MSG_DEVIS_PIERRE_LIBRE_INCOMPLETE =
  "Saisissez la description, la quantité, le poids, le prix et le coefficient.";
export const MSG_DEVIS_QTE_INVALIDE = "La quantité doit être un nombre entier supérieur à 0.";
export const MSG_DEVIS_POIDS_INVALIDE = "Le poids doit être un nombre supérieur à 0.";
export const MSG_DEVIS_PRIX_INVALIDE = "Le prix doit être un nombre positif.";
export const MSG_DEVIS_COEFF_INVALIDE = "Le coefficient doit être un nombre supérieur à 0.";

/** A stone of the price list in a quality, as the stone search returns it. */
export interface DevisPierreTarif {
  idPier: number;
  idQual: number;
  description: string;
  /** Price per carat. */
  euro: string;
  dollar: string;
  coeff: string;
}

/** What the stones panel sends: texts as typed (French decimals accepted). */
export type DevisAjoutPierre =
  | { mode: "liste"; pierre: DevisPierreTarif | null; qte: string; poids: string }
  | {
      mode: "libre";
      description: string;
      qte: string;
      poids: string;
      prix: string;
      monnaie: "euro" | "dollar";
      coeff: string;
    };

export type DevisAjoutChamp = "pierre" | "description" | "qte" | "poids" | "prix" | "coeff";

type DevisAjoutErreurCode = "incomplet" | "qte" | "poids" | "prix" | "coeff";

export interface DevisAjoutErreur {
  code: DevisAjoutErreurCode;
  champ: DevisAjoutChamp;
  message: string;
}

type DevisAjoutResultat =
  | { ok: true; pierres: DevisPierre[]; remplacee: boolean }
  | { ok: false; erreur: DevisAjoutErreur };

const blank = (s: string) => s.trim() === "";

/** "Same description": compared without case, surrounding or repeated spaces. */
export function memeDescription(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("fr");
  return norm(a) === norm(b);
}

function positif(text: string): Decimal | null {
  const d = parseDecimalFr(text);
  return d?.gt(0) ? d : null;
}

type Lu<T> = { ok: true; valeur: T } | { ok: false; erreur: DevisAjoutErreur };

function lireQuantitePoids(qte: string, poids: string): Lu<{ qte: number; poids: string }> {
  const q = parseDecimalFr(qte);
  if (q === null || !q.isInteger() || q.lte(0) || q.gt(99_999)) {
    return { ok: false, erreur: { code: "qte", champ: "qte", message: MSG_DEVIS_QTE_INVALIDE } };
  }
  const p = positif(poids);
  if (p === null)
    return { ok: false, erreur: { code: "poids", champ: "poids", message: MSG_DEVIS_POIDS_INVALIDE } };
  return { ok: true, valeur: { qte: q.toNumber(), poids: p.toFixed() } };
}

/** The stone line an add form describes, or the first thing missing or wrong. */
function lignePierreDevis(ajout: DevisAjoutPierre): Lu<DevisPierre> {
  if (ajout.mode === "liste") {
    if (ajout.pierre === null || blank(ajout.qte) || blank(ajout.poids)) {
      const champ: DevisAjoutChamp = ajout.pierre === null ? "pierre" : blank(ajout.qte) ? "qte" : "poids";
      return { ok: false, erreur: { code: "incomplet", champ, message: MSG_DEVIS_PIERRE_LISTE_INCOMPLETE } };
    }
    const lu = lireQuantitePoids(ajout.qte, ajout.poids);
    if (!lu.ok) return lu;
    const { idPier, idQual, description, euro, dollar, coeff } = ajout.pierre;
    return { ok: true, valeur: { description, ...lu.valeur, euro, dollar, coeff, idPier, idQual } };
  }
  const champs: [DevisAjoutChamp, string][] = [
    ["description", ajout.description],
    ["qte", ajout.qte],
    ["poids", ajout.poids],
    ["prix", ajout.prix],
    ["coeff", ajout.coeff],
  ];
  const manquant = champs.find(([, v]) => blank(v));
  if (manquant) {
    return {
      ok: false,
      erreur: { code: "incomplet", champ: manquant[0], message: MSG_DEVIS_PIERRE_LIBRE_INCOMPLETE },
    };
  }
  const lu = lireQuantitePoids(ajout.qte, ajout.poids);
  if (!lu.ok) return lu;
  const prix = parseDecimalFr(ajout.prix);
  if (prix === null || prix.lt(0)) {
    return { ok: false, erreur: { code: "prix", champ: "prix", message: MSG_DEVIS_PRIX_INVALIDE } };
  }
  const coeff = positif(ajout.coeff);
  if (coeff === null) {
    return { ok: false, erreur: { code: "coeff", champ: "coeff", message: MSG_DEVIS_COEFF_INVALIDE } };
  }
  const euro = ajout.monnaie === "euro" ? prix.toFixed() : "0";
  const dollar = ajout.monnaie === "dollar" ? prix.toFixed() : "0";
  return {
    ok: true,
    valeur: {
      description: ajout.description.trim().replace(/\s+/g, " "),
      ...lu.valeur,
      euro,
      dollar,
      coeff: coeff.toFixed(),
      idPier: null,
      idQual: null,
    },
  };
}

/**
 * Spec 03 sections 4 and 5: adds the stone of the form to the quote's lines. A line with the same
 * description is replaced in place (its position kept); otherwise the stone goes at the end.
 */
export function ajouterPierreDevis(
  pierres: readonly DevisPierre[],
  ajout: DevisAjoutPierre,
): DevisAjoutResultat {
  const lu = lignePierreDevis(ajout);
  if (!lu.ok) return lu;
  const ligne = lu.valeur;
  const index = pierres.findIndex((p) => memeDescription(p.description, ligne.description));
  if (index === -1) return { ok: true, pierres: [...pierres, ligne], remplacee: false };
  return { ok: true, pierres: pierres.map((p, i) => (i === index ? ligne : p)), remplacee: true };
}

/** Removes the line at `index` (the lines table's delete button). */
export function retirerPierreDevis(pierres: readonly DevisPierre[], index: number): DevisPierre[] {
  return pierres.filter((_, i) => i !== index);
}
