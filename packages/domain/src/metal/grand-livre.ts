import { dec, roundHalfUpInt, toCents, toFixed2 } from "../shared/index.ts";
import { FACTEUR_OR_FIN, type Onglet } from "./constantes.ts";

/**
 * The ledger maths (spec 03 section 5): amounts in cents of a gram; loss = round(base x loss% / 100);
 * rows in date order then id; the running balance per metal is entry - exit - loss. The server
 * computes the same in SQL (a window sum); the database tests hold both to these rules.
 */

/** A ledger row as stored (grams as text). */
export interface MouvementStocke {
  source: "clal" | "fournisseur" | "client";
  id: number;
  date: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
  sortieOrFin: string;
  /** Loss, percent. */
  perte: string;
}

/** What a row shows on a tab, in cents of a gram. */
export interface MontantsLigne {
  entree: number;
  sortie: number;
  pertePoids: number;
}

export interface LigneGrandLivre extends MouvementStocke, MontantsLigne {
  solde: number;
}

/** Grams to cents of a gram, half up. */
export const centimes = (grammes: string): number => toCents(grammes);

/** Loss in cents: round(base x loss% / 100), half up. */
export function perteCentimes(baseCentimes: number, pertePct: string): number {
  return roundHalfUpInt(dec(baseCentimes).mul(dec(pertePct)).div(100));
}

/** Sortie Or Fin of gold from Sortie Or 750: 0.75 x, 2 decimals. */
export function sortieOrFinDe750(sortieOr750: string): string {
  return toFixed2(dec(sortieOr750).mul(FACTEUR_OR_FIN));
}

/**
 * The exit of a supplier row on the supplier tab: 0.75 x sortie_or_750 for gold (in cents, half up),
 * the same amount for another metal.
 */
export function sortieFournisseurCentimes(sortieOr750: string, metalId: number, metalOr: number): number {
  if (metalId !== metalOr) return centimes(sortieOr750);
  return roundHalfUpInt(dec(sortieOr750).mul(100).mul(FACTEUR_OR_FIN));
}

/** The loss is taken on what comes in, or on what goes out when nothing comes in. */
const baseDePerte = (entree: number, sortie: number) => (entree > 0 ? entree : sortie);

/**
 * What a stored row shows on a tab, or null when the tab does not count it. On the CLAL tab, CLAL rows
 * count as they are (no loss), supplier rows only when entree_or_fin > 0 and then as an exit; customer
 * rows never. On the supplier and customer tabs only their own rows count.
 */
export function montantsSurOnglet(onglet: Onglet, m: MouvementStocke, metalOr: number): MontantsLigne | null {
  // Exhaustive without a default: a missing case fails the build (TS2366, the declared return type).
  switch (onglet) {
    case "clal":
      if (m.source === "clal")
        return { entree: centimes(m.entreeOrFin), sortie: centimes(m.sortieOrFin), pertePoids: 0 };
      if (m.source === "fournisseur" && centimes(m.entreeOrFin) > 0) {
        return { entree: 0, sortie: centimes(m.entreeOrFin), pertePoids: 0 };
      }
      return null;
    case "fournisseurs": {
      if (m.source !== "fournisseur") return null;
      const entree = centimes(m.entreeOrFin);
      const sortie = sortieFournisseurCentimes(m.sortieOr750, m.metalId, metalOr);
      return { entree, sortie, pertePoids: perteCentimes(baseDePerte(entree, sortie), m.perte) };
    }
    case "clients": {
      if (m.source !== "client") return null;
      const entree = centimes(m.entreeOrFin);
      const sortie = centimes(m.sortieOrFin);
      return { entree, sortie, pertePoids: perteCentimes(baseDePerte(entree, sortie), m.perte) };
    }
  }
}

const ORDRE_SOURCE = { clal: 0, fournisseur: 1, client: 2 } as const;

/** Date, then source (CLAL first on the mixed tab), then id: the order of the rows and of the balance. */
export function compareMouvements(a: MouvementStocke, b: MouvementStocke): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.source !== b.source) return ORDRE_SOURCE[a.source] - ORDRE_SOURCE[b.source];
  return a.id - b.id;
}

/** The tab's rows in order, each with its running balance in its metal (entry - exit - loss). */
export function grandLivre(
  onglet: Onglet,
  rows: readonly MouvementStocke[],
  metalOr: number,
): LigneGrandLivre[] {
  const soldes = new Map<number, number>();
  const out: LigneGrandLivre[] = [];
  for (const m of [...rows].sort(compareMouvements)) {
    const montants = montantsSurOnglet(onglet, m, metalOr);
    if (!montants) continue;
    const solde = (soldes.get(m.metalId) ?? 0) + montants.entree - montants.sortie - montants.pertePoids;
    soldes.set(m.metalId, solde);
    out.push({ ...m, ...montants, solde });
  }
  return out;
}

/** Create mode: choosing supplier 12 sets metal 3, any other the default metal (1). */
export function metalPourFournisseur(
  fournisseurId: number,
  s: { fournisseurMetalSpecial: number; metalFournisseurSpecial: number; metalParDefaut: number },
): number {
  return fournisseurId === s.fournisseurMetalSpecial ? s.metalFournisseurSpecial : s.metalParDefaut;
}

/**
 * The CLAL form's Sortie Or Fin: for gold 0.75 x Sortie Or 750 until typed by hand (then the typed
 * value); for another metal the same as Sortie Or 750.
 */
export function sortieOrFinClal(
  metalId: number,
  metalOr: number,
  sortieOr750: string,
  saisieManuelle: string | null,
): string {
  if (metalId !== metalOr) return toFixed2(sortieOr750);
  return saisieManuelle ?? sortieOrFinDe750(sortieOr750);
}
