import { grammesFins } from "../metal/index.ts";
import { dec, eq, roundHalfUp, sub, toFixed2 } from "../shared/index.ts";
import { estMontant } from "./controle.ts";
import type { FactureRecue, LigneRecue } from "./facture-recue.ts";

/**
 * Matching a received invoice to what Écrin already knows (issue 30 point 4): a refiner's metal lines to
 * the supplier's gold movements and gold-form purchases (weight, titre, date), a stone supplier's lines
 * to the stone receptions (lot, carats), any other invoice to the supplier's bills by amount. Pure: the
 * server reads the candidates, this picks and says what differs.
 */

/** A gold movement of the supplier: a gold-form purchase (titre, fine grams) or a delivery of 750. */
export interface MouvementOrConnu {
  id: number;
  date: string;
  titre: number;
  /** Fine grams, 2 decimals as the ledger keeps them. */
  fin: string;
  designation: string;
}

/** The stones received under one N° Confie of the supplier (all its rows). */
export interface LotPierresConnu {
  noConfie: string;
  date: string;
  carats: string;
}

/** A bill of exchange to the supplier. */
export interface TraiteConnue {
  id: number;
  date: string;
  montant: string;
  numEffet: string;
}

export interface Connu {
  mouvements: readonly MouvementOrConnu[];
  lots: readonly LotPierresConnu[];
  traites: readonly TraiteConnue[];
}

export type FamilleAchat = "metal" | "pierres" | "autre";
export const LABELS_FAMILLE_ACHAT: Readonly<Record<FamilleAchat, string>> = {
  metal: "Métal",
  pierres: "Pierres",
  autre: "Autre",
};

export interface Ecart {
  champ: "poids fin" | "titre" | "date" | "carats" | "montant";
  facture: string;
  ecrin: string;
}

export interface LienAchat {
  type: "mouvement_or" | "lot_pierres" | "traite";
  /** The movement's or bill's id, the lot's N° Confie. */
  ref: string;
  libelle: string;
  /** The invoice line matched (BT-126), null for a whole-invoice match. */
  ligne: string | null;
  ecarts: Ecart[];
}

export type EtatRapprochement = "rapprochee" | "ecarts" | "non_rapprochee";
export const LABELS_ETAT_RAPPROCHEMENT: Readonly<Record<EtatRapprochement, string>> = {
  rapprochee: "Rapprochée",
  ecarts: "Écarts",
  non_rapprochee: "Non rapprochée",
};

export interface Rapprochement {
  famille: FamilleAchat;
  etat: EtatRapprochement;
  liens: LienAchat[];
  /** Metal or stone lines that matched nothing (BT-126 or their rank). */
  lignesSansLien: string[];
}

/** Candidates are looked for this many days around the invoice's date. */
export const FENETRE_RAPPROCHEMENT_JOURS = 31;
/** A movement or lot further than this from the invoice's date is matched, with the date as a difference. */
export const ECART_DATE_JOURS = 7;

/** UN/ECE rec. 20 units: grams, kilograms, metric carats. */
const GRAMME = "GRM";
const KILOGRAMME = "KGM";
const CARAT = "CTM";

/** Sorts on the first key that differs. */
function compareCles(a: readonly number[], b: readonly number[]): number {
  const k = a.findIndex((v, j) => v !== b[j]);
  return k === -1 ? 0 : (a[k] as number) - (b[k] as number);
}

const JOUR_MS = 86_400_000;
function joursEntre(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / JOUR_MS;
}

/** The titre of a metal line: an attribute named Titre (BT-160/161), else a per-mille number in its name. */
export function titreDeLigne(l: LigneRecue): number | null {
  const attribut = l.attributs.find((a) => /titre/i.test(a.nom))?.valeur ?? "";
  const m =
    /^\s*(\d{3,4})\b/.exec(attribut) ??
    /(?:^|\D)([3-9]\d{2})(?:\s*(?:\/\s*1000|‰|millièmes))?(?!\d)/.exec(l.nom ?? "");
  const t = m ? Number(m[1]) : Number.NaN;
  return t >= 1 && t <= 1000 ? t : null;
}

/** A metal line's weight in grams (3 decimals), null when it is not counted in grams or kilograms. */
export function poidsGrammes(l: LigneRecue): string | null {
  if (!estMontant(l.quantite)) return null;
  if (l.unite === GRAMME) return dec(l.quantite).toFixed(3);
  if (l.unite === KILOGRAMME) return dec(l.quantite).mul(1000).toFixed(3);
  return null;
}

const estLigneMetal = (l: LigneRecue) => poidsGrammes(l) !== null && titreDeLigne(l) !== null;
const estLignePierres = (l: LigneRecue) => l.unite === CARAT && estMontant(l.quantite);

/** Metal when a line weighs grams of a titre, stones when a line counts carats, else other. */
export function familleAchat(f: FactureRecue): FamilleAchat {
  if (f.lignes.some(estLigneMetal)) return "metal";
  if (f.lignes.some(estLignePierres)) return "pierres";
  return "autre";
}

const idLigne = (l: LigneRecue, i: number) => l.id ?? String(i + 1);

function ecartDate(facture: string | null, ecrin: string): Ecart[] {
  return facture !== null && joursEntre(facture, ecrin) > ECART_DATE_JOURS
    ? [{ champ: "date", facture, ecrin }]
    : [];
}

function dansFenetre(date: string | null, candidat: string): boolean {
  return date === null || joursEntre(date, candidat) <= FENETRE_RAPPROCHEMENT_JOURS;
}

function rapprocherMetal(
  f: FactureRecue,
  mouvements: readonly MouvementOrConnu[],
): Omit<Rapprochement, "famille" | "etat"> {
  const pris = new Set<number>();
  const liens: LienAchat[] = [];
  const lignesSansLien: string[] = [];
  f.lignes.forEach((l, i) => {
    const poids = poidsGrammes(l);
    const titre = titreDeLigne(l);
    if (poids === null || titre === null) return;
    const fin = toFixed2(roundHalfUp(grammesFins(poids, titre), 2));
    const candidats = mouvements
      .filter((m) => !pris.has(m.id) && dansFenetre(f.date, m.date))
      .map((m) => ({
        m,
        cle: [
          m.titre === titre ? 0 : 1,
          dec(sub(m.fin, fin).abs()).toNumber(),
          f.date === null ? 0 : joursEntre(f.date, m.date),
          m.id,
        ],
      }))
      .sort((a, b) => compareCles(a.cle, b.cle));
    const choisi = candidats[0]?.m;
    if (!choisi) {
      lignesSansLien.push(idLigne(l, i));
      return;
    }
    pris.add(choisi.id);
    const ecarts: Ecart[] = [];
    if (!eq(choisi.fin, fin)) ecarts.push({ champ: "poids fin", facture: fin, ecrin: toFixed2(choisi.fin) });
    if (choisi.titre !== titre)
      ecarts.push({ champ: "titre", facture: String(titre), ecrin: String(choisi.titre) });
    ecarts.push(...ecartDate(f.date, choisi.date));
    liens.push({
      type: "mouvement_or",
      ref: String(choisi.id),
      libelle: `${choisi.designation} du ${choisi.date}`,
      ligne: idLigne(l, i),
      ecarts,
    });
  });
  return { liens, lignesSansLien };
}

const mots = (s: string) =>
  new Set(
    s
      .toUpperCase()
      .split(/[^0-9A-Z-]+/)
      .filter(Boolean),
  );

/** The lot a stone line names: its BT-128 or BT-155 id, or a word of its name equal to a N° Confie. */
function lotDeLigne(l: LigneRecue, lots: readonly LotPierresConnu[]): LotPierresConnu | undefined {
  const refs = [l.refObjet, l.refVendeur].filter((r): r is string => r !== null).map((r) => r.toUpperCase());
  const dansNom = mots(l.nom ?? "");
  return (
    lots.find((lot) => refs.includes(lot.noConfie.toUpperCase())) ??
    lots.find((lot) => dansNom.has(lot.noConfie.toUpperCase()))
  );
}

function rapprocherPierres(
  f: FactureRecue,
  lots: readonly LotPierresConnu[],
): Omit<Rapprochement, "famille" | "etat"> {
  const liens: LienAchat[] = [];
  const lignesSansLien: string[] = [];
  f.lignes.forEach((l, i) => {
    if (!estLignePierres(l)) return;
    const lot = lotDeLigne(l, lots);
    if (!lot) {
      lignesSansLien.push(idLigne(l, i));
      return;
    }
    const carats = dec(l.quantite as string).toFixed(3);
    const ecarts: Ecart[] = [];
    if (!eq(carats, lot.carats))
      ecarts.push({ champ: "carats", facture: carats, ecrin: dec(lot.carats).toFixed(3) });
    ecarts.push(...ecartDate(f.date, lot.date));
    liens.push({
      type: "lot_pierres",
      ref: lot.noConfie,
      libelle: `Confié ${lot.noConfie} reçu le ${lot.date}`,
      ligne: idLigne(l, i),
      ecarts,
    });
  });
  return { liens, lignesSansLien };
}

function rapprocherMontant(
  f: FactureRecue,
  traites: readonly TraiteConnue[],
): Omit<Rapprochement, "famille" | "etat"> {
  const montant = estMontant(f.ttc) ? f.ttc : estMontant(f.aPayer) ? f.aPayer : null;
  if (montant === null) return { liens: [], lignesSansLien: [] };
  const candidats = traites
    .filter((t) => dansFenetre(f.date, t.date))
    .sort(
      (a, b) => dec(sub(a.montant, montant).abs()).cmp(dec(sub(b.montant, montant).abs())) || a.id - b.id,
    );
  const choisie = candidats[0];
  if (!choisie) return { liens: [], lignesSansLien: [] };
  const ecarts: Ecart[] = eq(choisie.montant, montant)
    ? []
    : [{ champ: "montant", facture: toFixed2(montant), ecrin: toFixed2(choisie.montant) }];
  ecarts.push(...ecartDate(f.date, choisie.date));
  return {
    liens: [
      {
        type: "traite",
        ref: String(choisie.id),
        libelle: `Traite ${choisie.numEffet} du ${choisie.date}`,
        ligne: null,
        ecarts,
      },
    ],
    lignesSansLien: [],
  };
}

/** The match of an invoice against the supplier's known movements, lots and bills. */
export function rapprocher(f: FactureRecue, connu: Connu): Rapprochement {
  const famille = familleAchat(f);
  const r =
    famille === "metal"
      ? rapprocherMetal(f, connu.mouvements)
      : famille === "pierres"
        ? rapprocherPierres(f, connu.lots)
        : rapprocherMontant(f, connu.traites);
  const etat: EtatRapprochement =
    r.liens.length === 0
      ? "non_rapprochee"
      : r.lignesSansLien.length > 0 || r.liens.some((l) => l.ecarts.length > 0)
        ? "ecarts"
        : "rapprochee";
  return { famille, etat, ...r };
}
