import { isCanalAlternatif } from "../facturation/index.ts";
import { mul, roundHalfUpInt } from "../shared/index.ts";

/**
 * The stock labels (spec 02 sections 5 and 9): 43 x 8 mm, one per piece, with the label text
 * (15 characters at most), the ref, the weight, the metal abbreviated, the price rule and the brand tag.
 */

/** Spec 02 section 9: label maximum 15 characters; label size 43 mm by 8 mm. */
export const ETIQUETTE_MAX_CARACTERES = 15;
export const ETIQUETTE_MM = { largeur: 43, hauteur: 8 } as const;
/** Spec 02 section 5: the alert of a label longer than 15 characters. */
export const MSG_ETIQUETTE_TROP_LONGUE =
  "La description est trop longue : l'étiquette fait 15 caractères au maximum.";

/** Under this rounded price the label shows the price and 2.5 times the price (spec 02 section 9). */
export const ETIQUETTE_SEUIL_PRIX = 6000;
export const ETIQUETTE_COEFF_PRIX = "2.5";

/** Spec 02 section 9: OR BLANC as OR B, OR ROSE as OR R, OR JAUNE as OR J, ARGENT as ARG, BRONZE as BRONZ. */
const ABREVIATIONS: readonly [string, string][] = [
  ["OR BLANC", "OR B"],
  ["OR ROSE", "OR R"],
  ["OR JAUNE", "OR J"],
  ["ARGENT", "ARG"],
  ["BRONZE", "BRONZ"],
];

/** The metal's name as printed on a label: its known prefix abbreviated, the rest (the fineness) kept. */
export function abreviationMetal(metal: string | null | undefined): string {
  const m = (metal ?? "").trim().toUpperCase();
  for (const [nom, abr] of ABREVIATIONS) {
    if (m === nom || m.startsWith(`${nom} `)) return abr + m.slice(nom.length);
  }
  return m;
}

/**
 * The price lines of a label: a rounded price under 6000 shows the price and 2.5 times it; otherwise
 * the price followed by "€ HT". Prices are whole euros (half up).
 */
export function prixEtiquette(prix: string | null | undefined): string[] {
  if (prix == null || prix === "") return [];
  const arrondi = roundHalfUpInt(prix);
  if (arrondi < ETIQUETTE_SEUIL_PRIX) {
    return [String(arrondi), String(roundHalfUpInt(mul(arrondi, ETIQUETTE_COEFF_PRIX)))];
  }
  return [`${arrondi} € HT`];
}

/**
 * The brand tag: the line's own name when it is the alternate line (EXTENSIA), else the house's; the
 * same test as the invoice channel's, so a piece without a line never bears a blank setting's name.
 */
export function marqueEtiquette(
  nomLigne: string | null | undefined,
  ligneAlternative: string,
  maison: string,
) {
  return isCanalAlternatif(nomLigne ?? null, ligneAlternative) ? ligneAlternative : maison;
}
