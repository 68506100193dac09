/**
 * A supplier's invoice as Écrin reads it, whatever the syntax it came in (Factur-X, CII or UBL):
 * the EN 16931 business terms the office needs (BT numbers in the comments). Amounts and quantities
 * stay the exact decimal text of the file; a missing term is null and the checks say so.
 */
export const SYNTAXES = ["Factur-X", "CII", "UBL"] as const;
export type Syntaxe = (typeof SYNTAXES)[number];

export interface PartieRecue {
  /** BT-27 / BT-44. */
  nom: string | null;
  /** BT-30 / BT-47 (scheme 0002) when it is a SIREN, else the legal id as given. */
  siren: string | null;
  /** BT-31 / BT-48. */
  tva: string | null;
}

export interface LigneRecue {
  /** BT-126. */
  id: string | null;
  /** BT-153. */
  nom: string | null;
  /** BT-129 and its unit BT-130 (UN/ECE rec. 20: GRM gram, CTM metric carat, C62 one). */
  quantite: string | null;
  unite: string | null;
  /** BT-146. */
  prixNet: string | null;
  /** BT-131. */
  montantHt: string | null;
  /** BT-151 (UNTDID 5305: S, Z, E, AE reverse charge...) and BT-152. */
  categorieTva: string | null;
  tauxTva: string | null;
  /** BT-155 seller's item id, BT-128 invoiced object id: where a stone supplier writes the lot. */
  refVendeur: string | null;
  refObjet: string | null;
  /** BT-160 / BT-161: item attributes (a refiner writes the titre there). */
  attributs: readonly { nom: string; valeur: string }[];
}

export interface FactureRecue {
  syntaxe: Syntaxe;
  /** BT-24. */
  profil: string | null;
  /** BT-1, BT-3. */
  numero: string | null;
  typeCode: string | null;
  /** BT-2 and BT-9 as ISO dates (yyyy-mm-dd), null when absent or unreadable. */
  date: string | null;
  echeance: string | null;
  /** BT-5. */
  devise: string | null;
  vendeur: PartieRecue;
  acheteur: PartieRecue;
  /** BT-106 sum of lines, BT-109 total HT, BT-110 VAT, BT-112 TTC, BT-115 amount due. */
  totalLignes: string | null;
  ht: string | null;
  tva: string | null;
  ttc: string | null;
  aPayer: string | null;
  lignes: readonly LigneRecue[];
}

/** CII dates are format 102 (yyyymmdd); UBL's are already ISO. An impossible date reads as null. */
export function dateIsoDepuis(v: string | null): string | null {
  if (v === null) return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** A SIREN is nine digits; a SIRET's first nine are its SIREN. Else the id is kept as given. */
export function sirenDepuis(id: string | null): string | null {
  if (id === null) return null;
  const compact = id.replace(/\s/g, "");
  return /^\d{14}$/.test(compact) ? compact.slice(0, 9) : compact;
}
