import { STATUT } from "../noyau-of/index.ts";
import { type DecimalInput, sum, toFixed2 } from "../shared/index.ts";

/**
 * The OF analysis of /filter (spec 03 section 2.8): three lists and the status distribution.
 *
 * - OFS EN COURS: OFs not invoiced yet, status below 600 (STATUT.facture). Filtered on the planned
 *   delivery date (date_livr): the default period ends today + 30 days, which only a date still to
 *   come can fill.
 * - OFS LIVRES: the lines of standard-channel invoices (constituant_fact), filtered on the invoice
 *   date (date_fact): delivering is invoicing in this trade, and a delivery stays one whatever
 *   its OF became later.
 * - OFS EXTENSIA: the same for the alternate channel (constituant_fact_extensia, client
 *   `clientCanalAlternatif`, line name `nomLigneCanalAlternatif`), on its invoice date.
 * The status distribution reads the OFs themselves, on date_livr like OFS EN COURS.
 */
export type ListeOf = "enCours" | "livres" | "extensia";

export const LISTES_OF: readonly ListeOf[] = ["enCours", "livres", "extensia"];

/** Section titles, word for word from the spec. */
export const TITRE_LISTE_OF: Record<ListeOf, string> = {
  enCours: "OFS EN COURS",
  livres: "OFS LIVRES",
  extensia: "OFS EXTENSIA",
};

/** The URL segment of each list (GET /api/of/analyse/<segment>). */
export const SEGMENT_LISTE_OF: Record<ListeOf, string> = {
  enCours: "en-cours",
  livres: "livres",
  extensia: "extensia",
};

interface OfAClasser {
  statut: number;
  /** It has a line on a standard-channel invoice. */
  factureStandard: boolean;
  /** It has a line on an alternate-channel invoice. */
  factureExtensia: boolean;
}

/**
 * The lists an OF appears in (its invoice lines dated in the period, for the delivered ones). Below
 * 600 it is in progress. Each invoice line is a delivery, listed in its channel whatever the OF
 * became later: an OF reinstated by the OF tools (back below 600) is both in progress and, for its
 * old delivery, delivered. An OF at 650 (in stock) never invoiced is in no list, only in the
 * distribution.
 */
export function listesDeLOf(of: OfAClasser): ListeOf[] {
  const listes: ListeOf[] = of.statut < STATUT.facture ? ["enCours"] : [];
  if (of.factureStandard) listes.push("livres");
  if (of.factureExtensia) listes.push("extensia");
  return listes;
}

/** Spec 03 section 3, status summary: one slice of the doughnut. */
export type GroupeStatut = {
  statut: number;
  nom: string;
  count: number;
  /** Sum of prix_fact of the group's OFs ("0.00" when none has a price). */
  sumPrixFact: string;
};

/**
 * "Reste à Livrer": the sum of prix_fact of the OFs of the distribution still to deliver, i.e. below
 * 600 (not invoiced), under the same filters. OFs in stock (650) are not owed to anyone and
 * invoiced ones are delivered: neither counts. prix_fact is the price before discount and
 * supplement (the invoice applies those), as the old sum_prix_fact was.
 */
export function resteALivrer(groupes: readonly Pick<GroupeStatut, "statut" | "sumPrixFact">[]): string {
  return toFixed2(sum(groupes.filter((g) => g.statut < STATUT.facture).map((g) => g.sumPrixFact)));
}

export interface RepartitionStatuts {
  debut: string;
  fin: string;
  groupes: GroupeStatut[];
  resteALivrer: string;
  /** All OFs of the distribution. */
  count: number;
  sumPrixFact: string;
}

export function repartitionStatuts(
  periode: { debut: string; fin: string },
  groupes: GroupeStatut[],
): RepartitionStatuts {
  return {
    ...periode,
    groupes,
    resteALivrer: resteALivrer(groupes),
    count: groupes.reduce((n, g) => n + g.count, 0),
    sumPrixFact: toFixed2(sum(groupes.map((g) => g.sumPrixFact as DecimalInput))),
  };
}

/**
 * Counts and totals in a list's header. EN COURS: the OFs' prix_fact. LIVRES: the invoice lines'
 * unit prices (prix_u_ht, the OF's price when invoiced) and their totals (totht, after discount and
 * supplement). EXTENSIA: the line prices (both sums equal).
 */
export type TotauxListeOf = {
  count: number;
  sumPrixFact: string;
  /** Invoiced total: sum of totht (LIVRES) or of the line price (EXTENSIA); null for EN COURS. */
  sumFacture: string | null;
};

export type TotauxAnalyseOf = Record<ListeOf, TotauxListeOf>;

/** A row of the OF of a clicked status (spec 03 section 2.8: OF, Bijouterie, Type, Référence, Prix). */
export type OfDuStatut = {
  numSachet: number;
  client: string;
  type: string | null;
  ref: string | null;
  prixFact: string | null;
};

/** A row of OFS EN COURS (spec 03 section 3, OF list fields). */
export type OfEnCours = {
  numSachet: number;
  dateCrea: string;
  dateLivr: string | null;
  /** 1 = imperative delivery date. */
  dateLImp: number;
  client: string;
  stade: string;
  refClt: string | null;
  metal: string;
  ref: string | null;
  refCv: string | null;
  notes: string | null;
  prixFact: string | null;
  prixR: string | null;
  poids: string | null;
  statut: number;
  libelleStatut: string;
};

/** A row of OFS LIVRES: one standard invoice line. */
export type OfLivre = {
  /** The invoice line (an OF may have been invoiced twice after a reinstatement). */
  idLigne: number;
  numSachet: number;
  idFact: number;
  dateFact: string;
  client: string;
  designation: string;
  ref: string | null;
  refClt: string | null;
  metal: string;
  stade: string;
  /** The unit price invoiced (prix_u_ht), before discount and supplement. */
  prixFact: string;
  totht: string;
  poidsU: string | null;
};

/** A row of OFS EXTENSIA: one alternate-channel invoice line. */
export type OfExtensia = {
  idLigne: number;
  numSachet: number;
  idFact: number;
  dateFact: string;
  ref: string | null;
  description: string;
  prenom: string | null;
  metal: string;
  /** The price invoiced on the alternate channel (price minus 90% of the margin). */
  prixFact: string;
  poids: string | null;
};

/** Sortable columns of each list (the server's whitelist). */
export const TRIS_OF_STATUT = ["numSachet", "client", "type", "ref", "prixFact"] as const;
export const TRIS_EN_COURS = [
  "numSachet",
  "dateCrea",
  "dateLivr",
  "client",
  "ref",
  "stade",
  "metal",
  "statut",
  "prixFact",
] as const;
export const TRIS_LIVRES = ["numSachet", "idFact", "dateFact", "client", "prixFact", "totht"] as const;
export const TRIS_EXTENSIA = ["numSachet", "idFact", "dateFact", "prenom", "prixFact"] as const;
