import { z } from "zod";
import {
  addDays,
  dateIso,
  endOfMonth,
  isoWeek,
  isoWeekday,
  mondayOf,
  startOfMonth,
  sum,
  toFixed2,
} from "../shared/index.ts";
import { JOURS_FR, libelleSemaine, MOIS_FR, moyenneEcartType } from "./statistiques.ts";

/**
 * Suivi de production (/suivi_production, spec 03 sections 2.9, 3, 4, 9): the jewellers' lines
 * returned in a day, week, month or year, counted as articles with their time; stade 12 is SAV, the
 * rest Classique.
 */

export const PERIODES_SUIVI = ["jour", "semaine", "mois", "annee"] as const;
export type PeriodeSuivi = (typeof PERIODES_SUIVI)[number];
export const LIBELLES_PERIODE_SUIVI: Record<PeriodeSuivi, string> = {
  jour: "Jour",
  semaine: "Semaine",
  mois: "Mois",
  annee: "Année",
};
export const CATEGORIES_PRODUCTION = ["Classique", "SAV"] as const;
export type CategorieProduction = (typeof CATEGORIES_PRODUCTION)[number];
export const MSG_PERIODE_SUIVI_INVALIDE = "Période invalide.";

export const suiviProductionQuerySchema = z.object({
  periode: z.enum(PERIODES_SUIVI, { error: MSG_PERIODE_SUIVI_INVALIDE }).default("jour"),
  /** Any day of the period (the web sends its first day). */
  date: dateIso("La date est invalide.").optional(),
});
export type SuiviProductionQuery = z.output<typeof suiviProductionQuerySchema>;

/** Spec 03 section 9: the current day, the Monday of the current week, the current month, the year. */
export function defautSuivi(periode: PeriodeSuivi, todayIso: string): string {
  switch (periode) {
    case "jour":
      return todayIso;
    case "semaine":
      return mondayOf(todayIso);
    case "mois":
      return startOfMonth(todayIso);
    case "annee":
      return `${todayIso.slice(0, 4)}-01-01`;
  }
}

export function bornesSuivi(periode: PeriodeSuivi, iso: string): { debut: string; fin: string } {
  switch (periode) {
    case "jour":
      return { debut: iso, fin: iso };
    case "semaine": {
      const lundi = mondayOf(iso);
      return { debut: lundi, fin: addDays(lundi, 6) };
    }
    case "mois":
      return { debut: startOfMonth(iso), fin: endOfMonth(iso) };
    case "annee":
      return { debut: `${iso.slice(0, 4)}-01-01`, fin: `${iso.slice(0, 4)}-12-31` };
  }
}

/**
 * The bar a day falls in: the day itself; the weekday (Lundi..Dimanche) in week mode; the ISO week
 * 'S{n}' in month mode; the month in year mode. `ordre` sorts the bars.
 */
export function barreDe(periode: PeriodeSuivi, iso: string): { ordre: number; libelle: string } {
  switch (periode) {
    case "jour":
      return { ordre: 0, libelle: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
    case "semaine": {
      const j = isoWeekday(iso);
      return { ordre: j, libelle: JOURS_FR[j - 1] ?? "" };
    }
    case "mois": {
      // The ISO weeks of a month: the first days of January may be week 52 or 53, sorted first; the last
      // days of December may be week 1 of the next year, sorted last (after 53).
      const s = isoWeek(iso);
      const mois = iso.slice(5, 7);
      const ordre = mois === "01" && s >= 52 ? 0 : mois === "12" && s === 1 ? 54 : s;
      return { ordre, libelle: libelleSemaine(s) };
    }
    case "annee": {
      const m = Number(iso.slice(5, 7));
      return { ordre: m, libelle: MOIS_FR[m - 1] ?? "" };
    }
  }
}

/** One row of the query: a day, a category, its returned lines and their minutes. */
export interface JourProduction {
  date: string;
  categorie: CategorieProduction;
  nbArticles: number;
  /** Minutes, decimal string. */
  tempsTotal: string;
}

export interface MesureProduction {
  nbArticles: number;
  /** Minutes, 2 decimals. */
  tempsTotal: string;
}

export interface BarreProduction {
  libelle: string;
  Classique: MesureProduction;
  SAV: MesureProduction;
}

export interface SuiviProduction {
  periode: PeriodeSuivi;
  debut: string;
  fin: string;
  recap: Record<CategorieProduction, MesureProduction>;
  total: MesureProduction;
  graph: BarreProduction[];
  /** Over the bars that hold something (spec 03 section 2.9: non-empty periods only). */
  statistiques: {
    articles: { moyenne: string; ecartType: string } | null;
    temps: { moyenne: string; ecartType: string } | null;
  };
}

const vide = (): MesureProduction => ({ nbArticles: 0, tempsTotal: "0.00" });
const ajoute = (a: MesureProduction, nb: number, temps: string): MesureProduction => ({
  nbArticles: a.nbArticles + nb,
  tempsTotal: toFixed2(sum([a.tempsTotal, temps])),
});

/** Builds the summary, the bars and the statistics from the days. */
export function suiviProduction(
  periode: PeriodeSuivi,
  iso: string,
  jours: readonly JourProduction[],
): SuiviProduction {
  const { debut, fin } = bornesSuivi(periode, iso);
  const barres = new Map<string, BarreProduction & { ordre: number }>();
  const recap = { Classique: vide(), SAV: vide() };
  for (const j of jours) {
    const b = barreDe(periode, j.date);
    const barre = barres.get(b.libelle) ?? { ...b, Classique: vide(), SAV: vide() };
    barre[j.categorie] = ajoute(barre[j.categorie], j.nbArticles, j.tempsTotal);
    barres.set(b.libelle, barre);
    recap[j.categorie] = ajoute(recap[j.categorie], j.nbArticles, j.tempsTotal);
  }
  const graph = [...barres.values()].sort((a, b) => a.ordre - b.ordre).map(({ ordre: _o, ...b }) => b);
  const nonVides = graph.filter((b) => b.Classique.nbArticles + b.SAV.nbArticles > 0);
  return {
    periode,
    debut,
    fin,
    recap,
    total: ajoute(recap.Classique, recap.SAV.nbArticles, recap.SAV.tempsTotal),
    graph,
    statistiques: {
      articles: moyenneEcartType(nonVides.map((b) => b.Classique.nbArticles + b.SAV.nbArticles)),
      temps: moyenneEcartType(nonVides.map((b) => sum([b.Classique.tempsTotal, b.SAV.tempsTotal]))),
    },
  };
}
