import { STADE_SAV } from "../atelier/index.ts";
import { cmp, sum, toFixed2 } from "../shared/index.ts";
import { portParDefaut, prixCanalAlternatif, totalLigne } from "./totaux.ts";
import { CATEGORIES_TVA, type CategorieTva, categorieDuTaux } from "./tva.ts";

/**
 * Invoicing /livraion (spec 01 sections 2, 4, 5, 9): the OFs ready to invoice (575) grouped by client,
 * transport and line name, standard apart from LABO; one invoice per due term (and VAT rate) inside a
 * group. The screen shows these groups and the server recomputes them when it invoices: one rule.
 */

/** What the rules read of an OF at 575 (prices as NUMERIC strings). */
export interface OfAFacturer {
  numSachet: number;
  idBijouterie: number;
  /** The client's name (nom_agence). */
  client: string;
  typTransp: number;
  transport: string;
  nomLigne: string | null;
  prenomLigne: string | null;
  /** 0/1. */
  labo: number;
  /** Payment term, days. */
  echeance: number;
  idStade: number;
  ref: string | null;
  /** The product's description (centre). */
  description: string | null;
  information: string | null;
  ref1: string | null;
  refClt: string | null;
  /** Grams. */
  poids: string | null;
  prixFact: string | null;
  /** Cost price (prix de revient). */
  prixR: string | null;
  reaco: string;
  remise: string;
  tauxTva: string | null;
  /** The VAT category chosen with the rate (S, Z, E, AE); null: derived from the rate. */
  categorieTva: string | null;
  /** The stock OF (in stock, 650) reserved for this order, delivered with it; null = none. */
  ofReservation: number | null;
}

export interface OptionsFacturation {
  /** Setting nomLigneCanalAlternatif ("EXTENSIA"). */
  nomLigneCanalAlternatif: string;
  /** Rate used when an OF carries no VAT rate (the OFs created here do not copy one). */
  tauxTvaDefaut: string;
}

/** One OF as it will be invoiced. */
export interface LigneAFacturer {
  numSachet: number;
  ref: string;
  designation: string;
  commentaire: string | null;
  refClt: string | null;
  poids: string | null;
  /** The OF's own price ("0.00" when it has none: see sansPrix). */
  prixFact: string;
  /** The OF has no price (prix_fact null): shown flagged, Facturer refuses it (ofSansPrix). */
  sansPrix: boolean;
  /** The invoiced unit price (the alternate channel's discounted price there). */
  prixUHt: string;
  reaco: string;
  remise: string;
  totalHt: string;
  echeance: number;
  tauxTva: string;
  categorieTva: CategorieTva;
  prenom: string | null;
  ofReservation: number | null;
}

export interface GroupeAFacturer {
  /** client|transport|line|labo: what makes two OFs invoiceable together. */
  cle: string;
  idBijouterie: number;
  client: string;
  typTransp: number;
  transport: string;
  nomLigne: string | null;
  labo: boolean;
  /** Invoiced to the alternate channel's client at the discounted price. */
  canalAlternatif: boolean;
  lignes: LigneAFacturer[];
  total: string;
  /** 23 under 1000, else 0 (spec 01 section 9). */
  portDefaut: string;
  /** Invoices the group makes: one per due term (and VAT rate and category). */
  nbFactures: number;
}

/** One invoice of a group: its due term, its rate and VAT category, its lines. */
interface FactureAFaire {
  echeance: number;
  tauxTva: string;
  categorieTva: CategorieTva;
  lignes: LigneAFacturer[];
}

const cleLigne = (nomLigne: string | null) => (nomLigne ?? "").trim().toUpperCase();

/** Spec 01 section 9: a line name equal (upper-cased) to the special value selects the alternate channel. */
export function isCanalAlternatif(nomLigne: string | null, nomLigneCanalAlternatif: string): boolean {
  const cle = cleLigne(nomLigne);
  return cle !== "" && cle === cleLigne(nomLigneCanalAlternatif);
}

export function cleGroupe(o: Pick<OfAFacturer, "idBijouterie" | "typTransp" | "nomLigne" | "labo">): string {
  return `${o.idBijouterie}|${o.typTransp}|${cleLigne(o.nomLigne)}|${o.labo === 1 ? 1 : 0}`;
}

/**
 * The invoice line of an OF. Stade 12 (SAV) takes `information` as designation and `ref1` as comment
 * (spec 01 section 4); other OFs the product's description and the client's reference. The alternate
 * channel's line is its discounted price alone: its table has no supplement nor discount (spec 01
 * sections 3 and 9), so reaco and discount are not applied there.
 */
export function ligneAFacturer(o: OfAFacturer, opts: OptionsFacturation): LigneAFacturer {
  const sav = o.idStade === STADE_SAV;
  const prixFact = toFixed2(o.prixFact ?? "0");
  const alternatif = isCanalAlternatif(o.nomLigne, opts.nomLigneCanalAlternatif);
  const prixUHt = alternatif ? prixCanalAlternatif(prixFact, o.prixR ?? "0") : prixFact;
  const reaco = alternatif ? "0.00" : toFixed2(o.reaco);
  const remise = alternatif ? "0.00" : toFixed2(o.remise);
  const designation = (sav ? o.information : o.description) ?? o.ref ?? "";
  const tauxTva = toFixed2(o.tauxTva ?? opts.tauxTvaDefaut);
  return {
    numSachet: o.numSachet,
    ref: o.ref ?? "",
    designation: designation.trim().slice(0, 255),
    commentaire: (sav ? o.ref1 : o.refClt) ?? null,
    refClt: o.refClt,
    poids: o.poids,
    prixFact,
    sansPrix: o.prixFact === null,
    prixUHt,
    reaco,
    remise,
    totalHt: alternatif ? prixUHt : totalLigne(prixUHt, reaco, remise),
    echeance: o.echeance,
    tauxTva,
    // The default rate (an OF without one) is a standard rate: its category follows from it.
    categorieTva: categorieDuTaux(tauxTva, o.tauxTva === null ? null : o.categorieTva),
    prenom: o.prenomLigne,
    ofReservation: o.ofReservation,
  };
}

/** The first OF without a price (never invoiced silently at 0,00 €), or null when all have one. */
export function ofSansPrix(ofs: readonly Pick<OfAFacturer, "numSachet" | "prixFact">[]): number | null {
  return ofs.find((o) => o.prixFact === null)?.numSachet ?? null;
}

/** Inside a group (spec 01 section 9): due term descending, then price descending. */
function compareLignes(a: LigneAFacturer, b: LigneAFacturer): number {
  return b.echeance - a.echeance || cmp(b.prixFact, a.prixFact) || a.numSachet - b.numSachet;
}

/** Spec 01 section 9: client, transport, (line), labo. */
function compareGroupes(a: GroupeAFacturer, b: GroupeAFacturer): number {
  return (
    a.client.localeCompare(b.client, "fr") ||
    a.idBijouterie - b.idBijouterie ||
    a.typTransp - b.typTransp ||
    cleLigne(a.nomLigne).localeCompare(cleLigne(b.nomLigne), "fr") ||
    Number(a.labo) - Number(b.labo)
  );
}

/**
 * The invoices of a group: one per due term, VAT rate and VAT category (a reverse-charge line and an
 * exempt line, both at 0 %, never share an invoice); due term descending, then rate descending, then
 * category in the order of CATEGORIES_TVA.
 */
export function facturesDuGroupe(lignes: readonly LigneAFacturer[]): FactureAFaire[] {
  const factures = new Map<string, FactureAFaire>();
  for (const l of [...lignes].sort(compareLignes)) {
    const cle = `${l.echeance}|${l.tauxTva}|${l.categorieTva}`;
    let f = factures.get(cle);
    if (!f) {
      f = { echeance: l.echeance, tauxTva: l.tauxTva, categorieTva: l.categorieTva, lignes: [] };
      factures.set(cle, f);
    }
    f.lignes.push(l);
  }
  return [...factures.values()].sort(
    (a, b) =>
      b.echeance - a.echeance ||
      cmp(b.tauxTva, a.tauxTva) ||
      CATEGORIES_TVA.indexOf(a.categorieTva) - CATEGORIES_TVA.indexOf(b.categorieTva),
  );
}

/** Spec 01 section 2: the OFs at 575, one group per client, transport, line name and LABO flag. */
export function grouperAFacturer(ofs: readonly OfAFacturer[], opts: OptionsFacturation): GroupeAFacturer[] {
  const groupes = new Map<string, GroupeAFacturer>();
  for (const o of ofs) {
    const cle = cleGroupe(o);
    let g = groupes.get(cle);
    if (!g) {
      g = {
        cle,
        idBijouterie: o.idBijouterie,
        client: o.client,
        typTransp: o.typTransp,
        transport: o.transport,
        nomLigne: o.nomLigne?.trim() || null,
        labo: o.labo === 1,
        canalAlternatif: isCanalAlternatif(o.nomLigne, opts.nomLigneCanalAlternatif),
        lignes: [],
        total: "0.00",
        portDefaut: "0.00",
        nbFactures: 0,
      };
      groupes.set(cle, g);
    }
    g.lignes.push(ligneAFacturer(o, opts));
  }
  for (const g of groupes.values()) {
    g.lignes.sort(compareLignes);
    g.total = toFixed2(sum(g.lignes.map((l) => l.totalHt)));
    g.portDefaut = portParDefaut(g.total);
    g.nbFactures = facturesDuGroupe(g.lignes).length;
  }
  return [...groupes.values()].sort(compareGroupes);
}
