/**
 * A CII invoice or credit note as received (Factur-X XML read back, ours or a supplier's): only what the
 * business-rule checkers read. Amounts stay the decimal strings of the XML ("" when absent); nothing is
 * recomputed from our own model, so the checkers judge the document itself.
 */

export interface LigneLue {
  /** BT-131. */
  montant: string;
  /** BT-151, BT-152. */
  categorie: string;
  taux: string;
}

/** A document-level allowance (BG-20) or charge (BG-21). */
export interface AjustementLu {
  frais: boolean;
  montant: string;
  categorie: string;
  taux: string;
}

/** A VAT breakdown (BG-23). */
export interface VentilationLue {
  categorie: string;
  taux: string;
  /** BT-116, BT-117. */
  base: string;
  tva: string;
  /** BT-120 or BT-121. */
  exoneration: string;
}

export interface PartieLue {
  nom: string;
  /** BT-30 / BT-47 and its scheme (0002 SIREN). */
  idLegal: string;
  schemaIdLegal: string;
  /** BT-31 / BT-48. */
  tva: string;
  /** BT-34 / BT-49 and its scheme (0225 SIREN-based French address). */
  adresseElectronique: string;
  schemaAdresseElectronique: string;
  /** BT-40 / BT-55. */
  pays: string;
}

export interface CiiLu {
  /** BT-1, BT-3. */
  numero: string;
  type: string;
  /** BT-23 (business process, the French billing mode B1, S1, M1...). */
  cadre: string;
  /** BT-22 with their subject codes. */
  notes: { code: string; texte: string }[];
  vendeur: PartieLue;
  acheteur: PartieLue;
  /** BT-25 / BT-26: the invoices a credit note corrects. */
  facturesCorrigees: { numero: string; date: string }[];
  lignes: LigneLue[];
  ajustements: AjustementLu[];
  ventilation: VentilationLue[];
  /** BG-22. */
  totaux: {
    lignes: string;
    frais: string;
    remises: string;
    ht: string;
    tva: string;
    ttc: string;
    prepaye: string;
    arrondi: string;
    net: string;
  };
}

/** One broken rule: its identifier (BR-CO-10, BR-FR-...) and what is wrong, in French. */
export interface Violation {
  regle: string;
  message: string;
}
