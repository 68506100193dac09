import { dec, toDecimalString } from "../shared/index.ts";

/**
 * Issue 25 point 4: what a metal ledger row puts in the police register, written from what physically
 * came into the house or left it, per movement type; ONE table, read by the database's trigger (migration
 * 0021 copies it into regle_registre_mouvement; a database test keeps both in step).
 *
 * The ledgers' columns are read as each ledger means them (the old system's, kept): the refiner's and the
 * clients' from the house's side (Entrée Or Fin came in, Sortie left); the suppliers' from their weight
 * account's side: Sortie Or 750 is the alloy (wire, plate, cast) the supplier delivered to us, Entrée Or
 * Fin the fine metal it took from our weight account to make it, which never passes through the house.
 * "Achat fil et plaque 750" is thus 124.50 g of 750 entering, not 93.38 g of fine gold entering and
 * 124.50 g leaving. A weight of another metal than gold is counted as is (fine), as the weight accounts do.
 */

export type GrandLivreRegistre = "affineur" | "fournisseur" | "client";
export type MontantMouvement = "entree_or_fin" | "sortie_or_750" | "sortie_or_fin";

export interface RegleMouvementRegistre {
  /** The order the lines of one row are written in. */
  ordre: number;
  /** The movement type, in the trade's words. */
  type: string;
  grandLivre: GrandLivreRegistre;
  /** The amount that makes the line, when above 0. */
  montant: MontantMouvement;
  /** Supplier rows: the gold form's purchase or consignment carries a titre (true), a ledger row none. */
  avecTitre: boolean | null;
  /** Another amount that holds the same physical movement: when it is above 0, this line is not written. */
  saufSi: MontantMouvement | null;
  /** E came into the house, S left it; null: no physical movement, no line (said here so it is decided). */
  sens: "E" | "S" | null;
  /** fin: fine metal (999); alliage: the ledger's alloy (750 for gold, counted as is for another metal). */
  titre: "fin" | "alliage";
  /** The fine weight: the same weight, computed from the titre, or another amount of the row. */
  poidsFin: "meme" | "titre" | MontantMouvement;
  /** The line's description, before the row's own designation. */
  libelle: string;
}

export const REGLES_MOUVEMENT_REGISTRE: readonly RegleMouvementRegistre[] = [
  {
    ordre: 1,
    type: "Achat de métal fin à l'affineur (lingot, grenaille)",
    grandLivre: "affineur",
    montant: "entree_or_fin",
    avecTitre: null,
    saufSi: null,
    sens: "E",
    titre: "fin",
    poidsFin: "meme",
    libelle: "Métal fin reçu de l'affineur",
  },
  {
    ordre: 2,
    type: "Envoi à l'affinage (limailles, balayures), pesé en 750",
    grandLivre: "affineur",
    montant: "sortie_or_750",
    avecTitre: null,
    saufSi: null,
    sens: "S",
    titre: "alliage",
    poidsFin: "sortie_or_fin",
    libelle: "Envoyé à l'affineur",
  },
  {
    ordre: 3,
    type: "Envoi à l'affinage compté en fin seulement",
    grandLivre: "affineur",
    montant: "sortie_or_fin",
    avecTitre: null,
    saufSi: "sortie_or_750",
    sens: "S",
    titre: "fin",
    poidsFin: "meme",
    libelle: "Métal fin envoyé à l'affineur",
  },
  {
    ordre: 4,
    type: "Achat d'alliage (fil, plaque, fonte) payé en métal fin du compte poids",
    grandLivre: "fournisseur",
    montant: "sortie_or_750",
    avecTitre: false,
    saufSi: null,
    sens: "E",
    titre: "alliage",
    poidsFin: "titre",
    libelle: "Alliage reçu du fournisseur",
  },
  {
    ordre: 5,
    type: "Métal fin pris sur le compte poids pour payer l'alliage",
    grandLivre: "fournisseur",
    montant: "entree_or_fin",
    avecTitre: false,
    saufSi: null,
    sens: null,
    titre: "fin",
    poidsFin: "meme",
    libelle: "Payé en métal fin du compte poids (ne passe pas par la maison)",
  },
  {
    ordre: 6,
    type: "Or acheté ou confié (formulaire or), compté en fin",
    grandLivre: "fournisseur",
    montant: "entree_or_fin",
    avecTitre: true,
    saufSi: null,
    sens: "E",
    titre: "fin",
    poidsFin: "meme",
    libelle: "Or reçu du fournisseur",
  },
  {
    ordre: 7,
    type: "Vieil or apporté par le client",
    grandLivre: "client",
    montant: "entree_or_fin",
    avecTitre: null,
    saufSi: null,
    sens: "E",
    titre: "fin",
    poidsFin: "meme",
    libelle: "Métal reçu du client",
  },
  {
    ordre: 8,
    type: "Livraison de métal sur le compte poids du client",
    grandLivre: "client",
    montant: "sortie_or_750",
    avecTitre: null,
    saufSi: null,
    sens: "S",
    titre: "fin",
    poidsFin: "meme",
    libelle: "Métal livré au client sur son compte poids",
  },
];

/** A ledger row as the register reads it (grams as decimal strings, as the database gives them). */
export interface RangGrandLivre {
  grandLivre: GrandLivreRegistre;
  /** Gold (the alloy of its ledger is 750) or another metal (counted as is). */
  or: boolean;
  avecTitre: boolean;
  entree_or_fin: string;
  sortie_or_750: string;
  sortie_or_fin: string;
}

export interface LigneMetalRegistre {
  sens: "E" | "S";
  poids: string;
  titre: number;
  poidsFin: string;
  libelle: string;
}

/** The register's lines of a ledger row (what the trigger writes, the same rules). */
export function lignesRegistreMouvement(r: RangGrandLivre): LigneMetalRegistre[] {
  const lignes: LigneMetalRegistre[] = [];
  for (const g of REGLES_MOUVEMENT_REGISTRE) {
    if (g.grandLivre !== r.grandLivre || g.sens === null) continue;
    if (g.avecTitre !== null && g.avecTitre !== r.avecTitre) continue;
    const poids = dec(r[g.montant]);
    if (poids.lte(0) || (g.saufSi !== null && dec(r[g.saufSi]).gt(0))) continue;
    const alliageOr = g.titre === "alliage" && r.or;
    const titre = alliageOr ? 750 : 999;
    // Another metal than gold is counted as is (fine), as the weight accounts count it.
    const parTitre = alliageOr ? poids.mul(titre).div(1000) : poids;
    const fin = g.poidsFin === "meme" ? poids : g.poidsFin === "titre" ? parTitre : dec(r[g.poidsFin]);
    lignes.push({
      sens: g.sens,
      poids: toDecimalString(poids, 3),
      titre,
      poidsFin: toDecimalString(fin, 3),
      libelle: g.libelle,
    });
  }
  return lignes;
}
