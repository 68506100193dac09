import { z } from "zod";
import { STATUT } from "../of/statut.ts";
import { identifiantTexte } from "../shared/champs.ts";
import { decimalString } from "../shared/decimal-schema.ts";
import { listQuerySchema } from "../shared/list-query.ts";
import {
  MSG_ATELIER_NOMBRE_POSITIF,
  MSG_JOAILLIER_OBLIGATOIRE,
  MSG_LIGNE_DEJA_RENDUE,
  MSG_LIGNE_INTROUVABLE,
  MSG_LIGNE_NON_RENDUE,
  MSG_NUM_OF_OBLIGATOIRE,
  MSG_OF_DEJA_FINALISE,
  MSG_OF_DEJA_PRESENT,
  MSG_OUVRIER_INACTIF,
  MSG_OUVRIER_INTROUVABLE,
  MSG_POIDS_NOMBRE,
  MSG_POIDS_RENDU_VALIDE,
  MSG_POIDS_VALIDE,
  MSG_PRET_FINALISATION,
  MSG_PRIX_VALIDE,
  MSG_SERTISSEUR_OBLIGATOIRE,
  MSG_TEMPS_VALIDE,
  msgLignesNonRendues,
} from "./messages.ts";

const id = identifiantTexte;

/** A workshop number: required, a decimal, greater than -1 (spec 02 section 5). */
const nombre = (obligatoire: string, invalide = obligatoire) =>
  decimalString({ required: obligatoire, invalid: invalide }).refine(
    (v) => !v.startsWith("-"),
    MSG_ATELIER_NOMBRE_POSITIF,
  );

/** Envoi Atelier / Envoi Joaillier: jeweller, OF, weight sent (grams). */
export const envoiJoaillierSchema = z.object({
  idOuvrier: id(MSG_JOAILLIER_OBLIGATOIRE),
  numSachet: id(MSG_NUM_OF_OBLIGATOIRE),
  poids: nombre(MSG_POIDS_VALIDE),
});
export type EnvoiJoaillier = z.output<typeof envoiJoaillierSchema>;

/** Envoi Serti: setter, OF, weight sent (grams). */
export const envoiSertiSchema = z.object({
  idSerto: id(MSG_SERTISSEUR_OBLIGATOIRE),
  numSachet: id(MSG_NUM_OF_OBLIGATOIRE),
  poids: nombre(MSG_POIDS_NOMBRE),
});
export type EnvoiSerti = z.output<typeof envoiSertiSchema>;

/** Retour Atelier: the unreturned line of the OF, weight sent, weight returned (grams), time (minutes). */
export const retourJoaillierSchema = z.object({
  idLigne: id(MSG_NUM_OF_OBLIGATOIRE),
  poids: nombre(MSG_POIDS_VALIDE),
  poidsRendu: nombre(MSG_POIDS_RENDU_VALIDE),
  temps: nombre(MSG_TEMPS_VALIDE),
});
export type RetourJoaillier = z.output<typeof retourJoaillierSchema>;

/** Retour Serti: the unreturned line of the OF, weights (grams) and the setting price (euros). */
export const retourSertiSchema = z.object({
  idSert: id(MSG_NUM_OF_OBLIGATOIRE),
  poids: nombre(MSG_POIDS_VALIDE),
  poidsRendu: nombre(MSG_POIDS_RENDU_VALIDE),
  prix: nombre(MSG_PRIX_VALIDE),
});
export type RetourSerti = z.output<typeof retourSertiSchema>;

/** Modifier (a line not yet returned): the worker and the weight sent. */
export const modifierLigneJoaillierSchema = envoiJoaillierSchema.omit({ numSachet: true });
export type ModifierLigneJoaillier = z.output<typeof modifierLigneJoaillierSchema>;
export const modifierLigneSertiSchema = envoiSertiSchema.omit({ numSachet: true });
export type ModifierLigneSerti = z.output<typeof modifierLigneSertiSchema>;

/** Statuses the workshop moves an OF to (spec 02 section 4.1). */
export const STATUT_APRES = {
  envoi: STATUT.enFabrication,
  retourJoaillier: STATUT.enFabrication,
  retourSerti: STATUT.fabrique,
  /** "Finaliser OF" of the workshop follow-up (/suivi_prod). */
  finalisationSuivi: STATUT.fabrique,
  /** The Finaliser OF screen (/finaliser). */
  finalisation: STATUT.finalise,
} as const;

/** The statuses a cancelled return takes back to 200: fabriqué, finalisé, prêt à facturer. */
const STATUTS_REOUVERTS: readonly number[] = [STATUT.fabrique, STATUT.finalise, STATUT.pretAFacturer];

/**
 * Cancelling a return puts a line back in progress, so an OF the workshop had finished (500, 550,
 * 575) is in fabrication again (200); any other status stays.
 */
export function statutApresAnnulationRetour(statut: number): number {
  return STATUTS_REOUVERTS.includes(statut) ? STATUT.enFabrication : statut;
}

export interface EtatFinalisation {
  pret: boolean;
  /** The hint of the Finaliser OF screen: ready, already finalised, or why not. */
  message: string;
}

/**
 * Spec 02 section 4.3: an OF is ready only when no jeweller line (rendu 0) and no setting line
 * (rendu_serti 0) is left; one already finalised (550) reads 'Of Déja Finalisé'.
 */
export function etatFinalisation(o: {
  statut: number;
  joaillierNonRendues: number;
  sertiNonRendues: number;
}): EtatFinalisation {
  if (o.statut === STATUT.finalise) return { pret: false, message: MSG_OF_DEJA_FINALISE };
  if (o.joaillierNonRendues > 0 || o.sertiNonRendues > 0) {
    return { pret: false, message: msgLignesNonRendues(o.joaillierNonRendues, o.sertiNonRendues) };
  }
  return { pret: true, message: MSG_PRET_FINALISATION };
}

/** A worker (jeweller or setter) as the send forms offer it: active ones only (spec 02 section 2.1). */
export interface OuvrierActif {
  id: number;
  label: string;
  avatar: string | null;
}
/** GET /api/atelier/ouvriers. */
export interface OuvriersActifs {
  joailliers: OuvrierActif[];
  sertisseurs: OuvrierActif[];
}

/**
 * GET /api/atelier/of/:n/prefill: what choosing an OF fills in (spec 02 section 2.1). poids: the OF's
 * weight (grams); temps: the product's theoretical time (centre plus_mo, minutes); prix: its setting
 * price (centre plus_serti, euros). Exact decimal strings.
 */
export interface PrefillOf {
  numSachet: number;
  statut: number;
  poids: string | null;
  temps: string;
  prix: string;
  ref: string | null;
  description: string | null;
}

/** A line of a worker-side list: sent (rendu 0) or returned (rendu 1). */
export interface LigneJoaillier {
  idLigne: number;
  nSachet: number;
  idOuvrier: number;
  joaillier: string;
  dateEnvoi: string;
  poidsD: string;
  poidsR: string;
  temps: string;
  rendu: number;
  dateRetour: string | null;
  ref: string | null;
  description: string | null;
}
export interface LigneSerti {
  idSert: number;
  ofSerto: number;
  idSerto: number;
  sertisseur: string;
  dateE: string;
  pdsD: string;
  pdsR: string;
  prix: string;
  renduSerti: number;
  dateR: string | null;
  ref: string | null;
  description: string | null;
}

export interface ResultatEnvoiJoaillier {
  idLigne: number;
  message: string;
}
export interface ResultatEnvoiSerti {
  idSert: number;
  message: string;
}
/** Every other line command answers the OF it touched, its status afterwards and a message. */
export interface ResultatLigne {
  numSachet: number;
  statut: number;
  message: string;
}

const filtreRendu = z.enum(["0", "1"]).transform(Number).optional();
const filtreId = identifiantTexte().optional();

export const LIGNES_JOAILLIER_SORTS = [
  "idLigne",
  "nSachet",
  "joaillier",
  "dateEnvoi",
  "poidsD",
  "poidsR",
  "temps",
  "dateRetour",
  "ref",
] as const;
export type LigneJoaillierSort = (typeof LIGNES_JOAILLIER_SORTS)[number];
/** rendu 0 en cours / 1 rendu / absent all; q searches the OF number, the ref and the jeweller. */
export const lignesJoaillierQuerySchema = listQuerySchema(LIGNES_JOAILLIER_SORTS, "idLigne").extend({
  rendu: filtreRendu,
  idOuvrier: filtreId,
  numSachet: filtreId,
});
export type LignesJoaillierQuery = z.output<typeof lignesJoaillierQuerySchema>;

export const LIGNES_SERTI_SORTS = [
  "idSert",
  "ofSerto",
  "sertisseur",
  "dateE",
  "pdsD",
  "pdsR",
  "prix",
  "dateR",
  "ref",
] as const;
export type LigneSertiSort = (typeof LIGNES_SERTI_SORTS)[number];
export const lignesSertiQuerySchema = listQuerySchema(LIGNES_SERTI_SORTS, "idSert").extend({
  rendu: filtreRendu,
  idSerto: filtreId,
  numSachet: filtreId,
});
export type LignesSertiQuery = z.output<typeof lignesSertiQuerySchema>;

/** Only an active worker is sent an OF (spec 02 section 2.1); null when he may be. */
export function refusOuvrier(ouvrier: { actif: number } | undefined): string | null {
  if (!ouvrier) return MSG_OUVRIER_INTROUVABLE;
  return ouvrier.actif === 1 ? null : MSG_OUVRIER_INACTIF;
}

/**
 * Spec 02 section 4.2: an OF is sent to a worker once at a time; a second send while his line is not
 * returned is refused. A returned line does not count: the OF may go back to him.
 */
export function refusEnvoi(lignesNonRenduesMemeOuvrier: number): string | null {
  return lignesNonRenduesMemeOuvrier > 0 ? MSG_OF_DEJA_PRESENT : null;
}

/** What a line command may do: return, edit and delete need it in progress; the reset needs it returned. */
export type ActionLigne = "retour" | "modification" | "suppression" | "annulationRetour";

const ACTION_LIBELLE: Record<ActionLigne, string> = {
  retour: "retour",
  modification: "modification",
  suppression: "suppression",
  annulationRetour: "annulation du retour",
};

/** Like the gold box (msgBoiteOrDejaPesee): a line a weighing closed belongs to it. */
export const msgLigneDejaPesee = (numPesee: number, action: ActionLigne): string =>
  `Ligne déjà soldée par la pesée n° ${numPesee} : ${ACTION_LIBELLE[action]} impossible.`;

/**
 * A jeweller line closed by a weighing (num_pesee set, spec 02 section 4.6) is refused whatever the
 * action: its weights are in the weighing's totals. Setting lines are never weighed (numPesee absent).
 */
export function refusActionLigne(
  ligne: { rendu: number; numPesee?: number | null } | undefined,
  action: ActionLigne,
): string | null {
  if (!ligne) return MSG_LIGNE_INTROUVABLE;
  if (ligne.numPesee != null) return msgLigneDejaPesee(ligne.numPesee, action);
  switch (action) {
    case "retour":
    case "modification":
    case "suppression":
      return ligne.rendu === 1 ? MSG_LIGNE_DEJA_RENDUE : null;
    case "annulationRetour":
      return ligne.rendu === 1 ? null : MSG_LIGNE_NON_RENDUE;
  }
}

/**
 * The return side's delete (spec 02 section 4.2) puts the line back in progress: a jeweller line loses
 * its returned weight and time; the return date is none again (NULL, the old zero date). The weight sent
 * stays: the OF is still at the worker's bench.
 */
export const ANNULATION_RETOUR_JOAILLIER = { poidsR: "0", temps: "0", rendu: 0, dateRetour: null } as const;
/**
 * A setting line: "weights and price to 0" (spec 02 section 4.2, word for word: both weights). The
 * return form asks the weight sent again, so nothing is lost when the line is returned anew.
 */
export const ANNULATION_RETOUR_SERTI = {
  pdsD: "0",
  pdsR: "0",
  prix: "0",
  renduSerti: 0,
  dateR: null,
} as const;
