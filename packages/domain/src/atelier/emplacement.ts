import { STATUT } from "../noyau-of/index.ts";
import { formatDate, type Refus } from "../shared/index.ts";
import type { GenreLigne } from "./lignes.ts";
import type { RefusAtelier } from "./refus.ts";

/** A workshop line not yet returned (rendu 0 / rendu_serti 0): the bag is at that worker's bench. */
export interface LigneOuverte {
  genre: GenreLigne;
  /** id_ligne (jeweller) or id_sert (setter). */
  id: number;
  idOuvrier: number;
  ouvrier: string;
  /** ISO date (YYYY-MM-DD). */
  dateEnvoi: string;
}

/** The question the send screens ask when the bag is still out at another worker (dates dd/mm/yyyy). */
export const msgOfAilleurs = (ouvrier: string, dateEnvoi: string): string =>
  `L'OF est encore chez ${ouvrier} depuis le ${formatDate(dateEnvoi)}. Envoyer quand même ?`;

/** The refusal of a send to another worker while the bag is out; the worker and date let the screen ask. */
export type RefusOfAilleurs = Refus<Extract<RefusAtelier["code"], "OF_AILLEURS">> & {
  ouvrier: string;
  dateEnvoi: string;
};

/**
 * Issue "From order to invoice without detours", item 3: one bag is at one place. A send to a worker
 * while the bag is still out at another (jeweller or setter) is asked first; once confirmed it goes.
 * The same worker is refused by refusEnvoi ('OF déjà présent'), not here.
 */
export function refusOfAilleurs(
  ouvertes: readonly LigneOuverte[],
  vers: { genre: GenreLigne; idOuvrier: number },
  confirme: boolean,
): RefusOfAilleurs | null {
  if (confirme) return null;
  const ailleurs = ouvertes.find((l) => l.genre !== vers.genre || l.idOuvrier !== vers.idOuvrier);
  if (!ailleurs) return null;
  return {
    code: "OF_AILLEURS",
    message: msgOfAilleurs(ailleurs.ouvrier, ailleurs.dateEnvoi),
    ouvrier: ailleurs.ouvrier,
    dateEnvoi: ailleurs.dateEnvoi,
  };
}

/** Where the bag is now: one line every OF screen shows. */
export type Emplacement =
  | { lieu: "facture"; libelle: string }
  | { lieu: "ouvrier"; libelle: string; ouvrier: string; depuis: string }
  | { lieu: "depot"; libelle: string; client: string; depuis: string }
  | { lieu: "stock"; libelle: string; plateau: string | null; depuis: string }
  | { lieu: "bureau"; libelle: string };

export const MSG_EMPLACEMENT_FACTURE = "Facturé";
export const MSG_EMPLACEMENT_BUREAU = "Au bureau";

/** GET /api/of/:n/emplacement. */
export interface EmplacementOf {
  numSachet: number;
  emplacement: Emplacement;
}

/**
 * Where the bag is, from what the database knows: invoiced (600) first; then the oldest line still out
 * (a worker since the send date); then the stock row (entrusted to a client since the stay began, or
 * on its tray since it entered stock); otherwise at the office.
 */
export function emplacementOf(o: {
  statut: number;
  ouvertes: readonly LigneOuverte[];
  stock: { plateau: string | null; dateEntree: string } | null;
  depot: { client: string; dateEntree: string } | null;
}): Emplacement {
  if (o.statut === STATUT.facture) return { lieu: "facture", libelle: MSG_EMPLACEMENT_FACTURE };
  const ligne = [...o.ouvertes].sort((a, b) => a.dateEnvoi.localeCompare(b.dateEnvoi))[0];
  if (ligne) {
    const libelle = `Chez ${ligne.ouvrier} depuis le ${formatDate(ligne.dateEnvoi)}`;
    return { lieu: "ouvrier", libelle, ouvrier: ligne.ouvrier, depuis: ligne.dateEnvoi };
  }
  if (o.stock && o.depot) {
    const libelle = `En dépôt chez ${o.depot.client} depuis le ${formatDate(o.depot.dateEntree)}`;
    return { lieu: "depot", libelle, client: o.depot.client, depuis: o.depot.dateEntree };
  }
  if (o.stock) {
    const sur = o.stock.plateau ? `, plateau ${o.stock.plateau}` : "";
    const libelle = `En stock${sur} depuis le ${formatDate(o.stock.dateEntree)}`;
    return { lieu: "stock", libelle, plateau: o.stock.plateau, depuis: o.stock.dateEntree };
  }
  return { lieu: "bureau", libelle: MSG_EMPLACEMENT_BUREAU };
}
