import { add, type DecimalInput, lt, mul, roundUp, roundUpTo, sum, toFixed2 } from "../shared/index.ts";
import { coutFaconFonte, coutMainOeuvre, coutMetal, coutPierre, prixVentePierre } from "./couts.ts";

/**
 * The quote calculator (/devis, spec 03 sections 2.17, 4 and 9). Pure: the same functions run in the
 * browser for instant feedback and on the server for the printed quote.
 */

/** Spec 03 section 9, quote calculator constants. */
const DEVIS = {
  coeffAtc: "1.4",
  coeffCreation: "1.6",
  coeffSav: "1.8",
  /** Très serré: 1.25 when the cost price is below 3000, else 1.27. */
  coeffTresSerre: "1.25",
  coeffTresSerreHaut: "1.27",
  seuilTresSerre: "3000",
  /** Normal = 1.08 × (...) + 20 + façon. */
  coeffNormal: "1.08",
  forfaitNormal: "20",
  /** 3D design work, euros per minute. */
  taux3dMinute: "13",
  /** Façon cost = Poids Façon / 1000 × rate 3 × 0.25. */
  partFacon: "0.25",
  /** Every price is rounded up to the next 10. */
  arrondiPrix: "10",
} as const;

/** The rates the quote reads (table cours): 1 €/$, 2 labour per minute, 3 metal per gram, 8 coefficient. */
export interface DevisCours {
  euroDollar: string;
  mainOeuvre: string;
  metalGramme: string;
  coefficient: string;
}

/** The cost inputs, as canonical decimal strings (a blank field is "0"). */
export interface DevisCouts {
  /** Labour time, minutes. */
  tempsMo: string;
  /** 3D design time, minutes. */
  temps3d: string;
  /** Metal weight, milligrams (exclusive with poidsFaconMg). */
  poidsMg: string;
  /** Façon weight (the client's metal), milligrams (exclusive with poidsMg). */
  poidsFaconMg: string;
  /** Setting, euros. */
  serti: string;
  /** Sundries, euros. */
  divers: string;
}

/** A stone line of the quote: from the list (idPier, idQual set) or typed free. */
export interface DevisPierre {
  description: string;
  qte: number;
  /** Carats of the whole line. */
  poids: string;
  /** Price per carat; the euro price wins, the dollar price is used when the euro price is 0. */
  euro: string;
  dollar: string;
  /** Selling coefficient of the stone. */
  coeff: string;
  idPier: number | null;
  idQual: number | null;
}

type DevisCoutCle = "mainOeuvre" | "travail3d" | "metal" | "facon" | "serti" | "divers";

interface DevisLigneCout {
  cle: DevisCoutCle;
  libelle: string;
  /** Euros, 2 decimals. */
  montant: string;
}

export interface DevisPierreCalculee extends DevisPierre {
  /** Stone cost, rounded up to the cent. */
  cout: string;
  /** cout × coeff, rounded up to the cent. */
  prixVente: string;
}

/** The five price tiers, in the order the screen and the internal quote show them. */
export const DEVIS_TARIFS = ["normal", "tresSerre", "atc", "creation", "sav"] as const;
export type DevisTarifCle = (typeof DEVIS_TARIFS)[number];

interface DevisTarif {
  cle: DevisTarifCle;
  libelle: string;
  /** The multiplier of the cost price (absent for Normal, which has its own formula). */
  coeff: string | null;
  /** Rounded up to the next 10, 2 decimals ("1240.00"). */
  prix: string;
}

export interface DevisResultat {
  lignes: DevisLigneCout[];
  pierres: DevisPierreCalculee[];
  totalPierresCout: string;
  totalPierresVente: string;
  /** Labour + 3D + metal + setting + sundries (no stones, no façon). */
  fabrication: string;
  facon: string;
  /** Cost price: fabrication + stones at cost + façon. */
  prixRevient: string;
  /** The "(...)" of the Normal tier: fabrication × rate 8 + stones at their selling price. */
  baseNormal: string;
  tarifs: DevisTarif[];
}

export const DEVIS_COUTS_VIDES: DevisCouts = {
  tempsMo: "0",
  temps3d: "0",
  poidsMg: "0",
  poidsFaconMg: "0",
  serti: "0",
  divers: "0",
};

const cents = (x: DecimalInput) => toFixed2(roundUp(x, 2));

/** 3D work = minutes × 13, rounded up to the cent. */
export function cout3d(minutes: DecimalInput): string {
  return cents(mul(minutes, DEVIS.taux3dMinute));
}

/** "Prices are rounded up to the next 10": 1231 -> 1240.00, 1240 -> 1240.00. */
export function arrondiPrixDevis(x: DecimalInput): string {
  return toFixed2(roundUpTo(x, DEVIS.arrondiPrix));
}

/** Très serré: 1.25 when the cost price is strictly below 3000, else 1.27. */
export function coeffTresSerre(prixRevient: DecimalInput): string {
  return lt(prixRevient, DEVIS.seuilTresSerre) ? DEVIS.coeffTresSerre : DEVIS.coeffTresSerreHaut;
}

/**
 * Normal = 1.08 × (fabrication × rate 8 + stones at their selling price) + 20 + façon, rounded up to
 * the next 10. The spec elides the bracket ("1.08 × (...)"); we read it as the catalogue price of the
 * piece: fabrication marked up by the house coefficient (rate 8), each stone by its own coefficient.
 * Façon stays outside the bracket as the spec writes it.
 */
export function prixNormal(baseNormal: DecimalInput, facon: DecimalInput): string {
  return arrondiPrixDevis(add(mul(DEVIS.coeffNormal, baseNormal), DEVIS.forfaitNormal, facon));
}

const DEVIS_LIBELLES_COUTS: Record<DevisCoutCle, string> = {
  mainOeuvre: "Main d'oeuvre",
  travail3d: "3D",
  metal: "Métal",
  facon: "Façon",
  serti: "Serti",
  divers: "Divers",
};

const DEVIS_LIBELLES_TARIFS: Record<DevisTarifCle, string> = {
  normal: "Normal",
  tresSerre: "Très serré",
  atc: "ATC",
  creation: "Création",
  sav: "SAV",
};

/** The whole quote: each cost line, each stone, the cost price and the five price tiers. */
export function calculerDevis(
  couts: DevisCouts,
  pierres: readonly DevisPierre[],
  cours: DevisCours,
): DevisResultat {
  const montants: Record<DevisCoutCle, string> = {
    mainOeuvre: coutMainOeuvre(couts.tempsMo, cours.mainOeuvre),
    travail3d: cout3d(couts.temps3d),
    metal: coutMetal(couts.poidsMg, cours.metalGramme),
    facon: coutFaconFonte(couts.poidsFaconMg, cours.metalGramme),
    serti: cents(couts.serti),
    divers: cents(couts.divers),
  };
  const lignes = (Object.keys(DEVIS_LIBELLES_COUTS) as DevisCoutCle[]).map((cle) => ({
    cle,
    libelle: DEVIS_LIBELLES_COUTS[cle],
    montant: montants[cle],
  }));
  const calculees = pierres.map((p) => {
    const cout = coutPierre(p, cours.euroDollar);
    return { ...p, cout, prixVente: prixVentePierre(cout, p.coeff) };
  });
  const totalPierresCout = sum(calculees.map((p) => p.cout));
  const totalPierresVente = sum(calculees.map((p) => p.prixVente));
  const fabrication = add(
    montants.mainOeuvre,
    montants.travail3d,
    montants.metal,
    montants.serti,
    montants.divers,
  );
  const prixRevient = add(fabrication, totalPierresCout, montants.facon);
  const baseNormal = add(mul(fabrication, cours.coefficient), totalPierresVente);
  const multiple = (cle: DevisTarifCle, coeff: string): DevisTarif => ({
    cle,
    libelle: DEVIS_LIBELLES_TARIFS[cle],
    coeff,
    prix: arrondiPrixDevis(mul(prixRevient, coeff)),
  });
  return {
    lignes,
    pierres: calculees,
    totalPierresCout: toFixed2(totalPierresCout),
    totalPierresVente: toFixed2(totalPierresVente),
    fabrication: toFixed2(fabrication),
    facon: montants.facon,
    prixRevient: toFixed2(prixRevient),
    baseNormal: cents(baseNormal),
    tarifs: [
      {
        cle: "normal",
        libelle: DEVIS_LIBELLES_TARIFS.normal,
        coeff: null,
        prix: prixNormal(baseNormal, montants.facon),
      },
      multiple("tresSerre", coeffTresSerre(prixRevient)),
      multiple("atc", DEVIS.coeffAtc),
      multiple("creation", DEVIS.coeffCreation),
      multiple("sav", DEVIS.coeffSav),
    ],
  };
}

/** Spec 03 section 4: filling Poids Façon clears Poids and vice versa; emptying one leaves the other. */
export function saisirCoutDevis<T extends Record<keyof DevisCouts, string>>(
  couts: T,
  champ: keyof DevisCouts,
  valeur: string,
): T {
  const next = { ...couts, [champ]: valeur };
  if (valeur.trim() !== "") {
    if (champ === "poidsMg") next.poidsFaconMg = "";
    if (champ === "poidsFaconMg") next.poidsMg = "";
  }
  return next;
}
