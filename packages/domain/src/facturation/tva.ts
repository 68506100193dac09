import { dec, formatPercent } from "../shared/index.ts";

/**
 * VAT category beside the rate (EN 16931 BT-151 / BT-118, UNTDID 5305): S standard, Z zero-rated,
 * E exempt, AE reverse charge ("Autoliquidation"). The rates list `tva` says each rate's category;
 * an OF keeps the category chosen with its rate; an invoice is issued under one rate and category.
 */
export const CATEGORIES_TVA = ["S", "Z", "E", "AE"] as const;
export type CategorieTva = (typeof CATEGORIES_TVA)[number];

export const isCategorieTva = (v: unknown): v is CategorieTva =>
  typeof v === "string" && (CATEGORIES_TVA as readonly string[]).includes(v);

/**
 * The category of a rate: the one chosen when there is one, else what the rate alone said until
 * categories existed (S above 0 %, E at 0 %: "Exonéré"). A standard rate is above 0 % (EN 16931
 * BR-S-05): a row left at the column's default S with a 0 % rate (an imported invoice) reads as E.
 */
export function categorieDuTaux(taux: string, categorie?: string | null): CategorieTva {
  const zero = dec(taux).isZero();
  if (isCategorieTva(categorie) && !(categorie === "S" && zero)) return categorie;
  return zero ? "E" : "S";
}

/** Only a standard rate adds VAT to the invoice; Z, E and AE print none. */
export const categorieTaxee = (categorie: CategorieTva) => categorie === "S";

/**
 * Reverse charge on gold material between professionals: the buyer, liable for VAT, pays it (CGI
 * art. 283, 2 quater: "livraisons d'or sous forme de matière première ou de produits semi-ouvrés d'une
 * pureté égale ou supérieure à 325 millièmes", and investment gold taxed on option; instruction
 * BOI 3 L-1-00 of 22 June 2000 cites art. 283-2 quater for industrial gold and semi-finished products).
 * Not 2 sexies, which covers scrap and recovered materials. The invoice must say "Autoliquidation"
 * (CGI annexe II art. 242 nonies A, I-13°) and shows no VAT for those lines.
 */
export const LIBELLE_AUTOLIQUIDATION = "Autoliquidation";
export const MENTION_AUTOLIQUIDATION =
  "Autoliquidation — TVA due par l'acquéreur (article 283-2 quater du CGI)";

/** How the invoice names its VAT line: "TVA 20,00 %", "Autoliquidation", "Exonération de TVA"... */
export function libelleTva(taux: string, categorie: CategorieTva): string {
  switch (categorie) {
    case "S":
    case "Z":
      return `TVA ${formatPercent(taux, 2)}`;
    case "E":
      return "Exonération de TVA";
    case "AE":
      return LIBELLE_AUTOLIQUIDATION;
  }
}

/** The legal mention a document under this category prints, or null. */
export function mentionTva(categorie: CategorieTva): string | null {
  return categorie === "AE" ? MENTION_AUTOLIQUIDATION : null;
}
