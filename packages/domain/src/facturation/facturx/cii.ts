import { type Decimal, dec, roundHalfUp, sum, toFixed2 } from "../../shared/index.ts";
import { type CategorieTva, categorieTaxee, LIBELLE_AUTOLIQUIDATION } from "../tva.ts";
import type { AdresseElectronique } from "./adresse-electronique.ts";

export type { CategorieTva };

/**
 * An invoice or credit note as EN 16931 sees it (the semantic model the Factur-X CII XML carries).
 * Amounts are exact decimal strings in euros; dates are ISO `yyyy-mm-dd`.
 */

/** 380 commercial invoice, 381 credit note. */
export type TypeDocumentCii = "380" | "381";

export interface AdresseCii {
  ligne: string;
  cp: string;
  ville: string;
  /** ISO 3166-1 alpha-2. */
  pays: string;
}

export interface PartieCii {
  nom: string;
  /** SIREN (scheme 0002), when known. */
  siren?: string | null;
  /** VAT identifier (BT-31 / BT-48), when known. */
  tva?: string | null;
  adresse: AdresseCii;
  /** BT-34 / BT-49: where the platforms deliver its invoices (`adresseElectronique`). */
  adresseElectronique?: AdresseElectronique | null;
}

export interface LigneCii {
  /** BT-126, unique in the document. */
  id: string;
  /** BT-153. */
  designation: string;
  /** BT-155, the seller's reference. */
  reference?: string | null;
  /** BT-129, units (C62). */
  quantite: string;
  /** BT-148, gross unit price before the item discount. */
  prixBrut: string;
  /** BT-146, net unit price (gross − discount), rounded to the cent as the invoice prints it. */
  prixNet: string;
  categorie: CategorieTva;
  /** BT-152, percent ("20.00"; "0.00" for Z, E, AE). */
  taux: string;
}

/** A document-level charge (port) or allowance (BG-21 / BG-20). */
export interface AjustementCii {
  montant: string;
  motif: string;
  categorie: CategorieTva;
  taux: string;
}

export interface NoteCii {
  /** UNTDID 4451: PMT fixed recovery indemnity, PMD late penalties, AAB early-payment discount, REG legal. */
  code: "PMT" | "PMD" | "AAB" | "REG";
  texte: string;
}

export interface DocumentCii {
  type: TypeDocumentCii;
  /** BT-23, the billing mode from the operation category (B1 goods, S1 services, M1 both). */
  cadre: "B1" | "S1" | "M1";
  numero: string;
  dateEmission: string;
  dateEcheance?: string | null;
  conditionsPaiement?: string | null;
  vendeur: PartieCii;
  acheteur: PartieCii;
  lignes: LigneCii[];
  frais: AjustementCii[];
  remises: AjustementCii[];
  notes: NoteCii[];
  /** The seller's account for a credit transfer (BT-84). */
  iban?: string | null;
  /** A credit note: the invoices it corrects (BT-25, BT-26), each one of a global rebate. */
  facturesCorrigees?: { numero: string; date: string }[];
  /** The delivery address (BG-15) when it differs from the buyer's (décret 2022-1299). */
  livraison?: { nom: string; adresse: AdresseCii } | null;
}

/** Why a category carries no VAT, printed on the document and in the XML (BT-120, BT-121). */
export const EXONERATION: Record<Exclude<CategorieTva, "S" | "Z">, { texte: string; code: string }> = {
  AE: { texte: LIBELLE_AUTOLIQUIDATION, code: "VATEX-EU-AE" },
  E: { texte: "Exonération de TVA", code: "VATEX-EU-132" },
};

export interface VentilationTva {
  categorie: CategorieTva;
  taux: string;
  /** BT-116: the lines' net amounts plus charges minus allowances of this category and rate. */
  base: string;
  /** BT-117: base × rate, rounded half up to the cent (0 for Z, E, AE). */
  montant: string;
}

export interface TotauxCii {
  /** BT-106. */
  totalLignes: string;
  /** BT-107. */
  totalRemises: string;
  /** BT-108. */
  totalFrais: string;
  /** BT-109. */
  totalHt: string;
  /** BT-110. */
  totalTva: string;
  /** BT-112. */
  totalTtc: string;
  /** BT-115 (nothing prepaid). */
  netAPayer: string;
  ventilation: VentilationTva[];
}

/** BT-131: quantity × net price, to the cent. */
export function montantLigne(l: LigneCii): string {
  return toFixed2(roundHalfUp(dec(l.quantite).mul(l.prixNet), 2));
}

const cle = (categorie: CategorieTva, taux: string) => `${categorie}|${toFixed2(taux)}`;

/**
 * The totals EN 16931 requires, computed the way its rules check them (BR-CO-10 to BR-CO-17, BR-S-08,
 * BR-AE-08, BR-E-08, BR-Z-08): VAT per category and rate on the summed base, rounded to the cent.
 */
export function totauxCii(d: Pick<DocumentCii, "lignes" | "frais" | "remises">): TotauxCii {
  const bases = new Map<string, { categorie: CategorieTva; taux: string; base: Decimal }>();
  const ajouter = (categorie: CategorieTva, taux: string, montant: Decimal) => {
    const k = cle(categorie, taux);
    const b = bases.get(k);
    if (b) b.base = b.base.plus(montant);
    else bases.set(k, { categorie, taux: toFixed2(taux), base: montant });
  };
  for (const l of d.lignes) ajouter(l.categorie, l.taux, dec(montantLigne(l)));
  for (const f of d.frais) ajouter(f.categorie, f.taux, dec(f.montant));
  for (const r of d.remises) ajouter(r.categorie, r.taux, dec(r.montant).neg());
  const ventilation = [...bases.values()].map((b) => ({
    categorie: b.categorie,
    taux: b.taux,
    base: toFixed2(b.base),
    montant: categorieTaxee(b.categorie) ? toFixed2(roundHalfUp(b.base.mul(b.taux).div(100), 2)) : "0.00",
  }));
  const totalLignes = sum(d.lignes.map(montantLigne));
  const totalFrais = sum(d.frais.map((f) => f.montant));
  const totalRemises = sum(d.remises.map((r) => r.montant));
  const totalHt = totalLignes.plus(totalFrais).minus(totalRemises);
  const totalTva = sum(ventilation.map((v) => v.montant));
  return {
    totalLignes: toFixed2(totalLignes),
    totalRemises: toFixed2(totalRemises),
    totalFrais: toFixed2(totalFrais),
    totalHt: toFixed2(totalHt),
    totalTva: toFixed2(totalTva),
    totalTtc: toFixed2(totalHt.plus(totalTva)),
    netAPayer: toFixed2(totalHt.plus(totalTva)),
    ventilation,
  };
}

/**
 * The French rule on invoice numbers (BR-FR-?, 2026 e-invoicing): at most 35 characters, letters,
 * digits and `-+_/` only.
 */
export function numeroFactureValide(numero: string): boolean {
  return /^[A-Za-z0-9\-+_/]{1,35}$/.test(numero);
}
