import { z } from "zod";
import { type RefusOfStatut, STATUT, statutAdmis, TRANSITIONS } from "../noyau-of/index.ts";
import { decimalString, identifiantTexte, listQuerySchema, type Refus } from "../shared/index.ts";
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
import type { RefusAtelier } from "./refus.ts";

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
  /** The user answered yes to "L'OF est encore chez ... Envoyer quand même ?" (refusOfAilleurs). */
  confirme: z.boolean().optional(),
});
export type EnvoiJoaillier = z.output<typeof envoiJoaillierSchema>;

/** Envoi Serti: setter, OF, weight sent (grams). */
export const envoiSertiSchema = z.object({
  idOuvrier: id(MSG_SERTISSEUR_OBLIGATOIRE),
  numSachet: id(MSG_NUM_OF_OBLIGATOIRE),
  poids: nombre(MSG_POIDS_NOMBRE),
  confirme: z.boolean().optional(),
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
  idLigne: id(MSG_NUM_OF_OBLIGATOIRE),
  poids: nombre(MSG_POIDS_VALIDE),
  poidsRendu: nombre(MSG_POIDS_RENDU_VALIDE),
  prix: nombre(MSG_PRIX_VALIDE),
});
export type RetourSerti = z.output<typeof retourSertiSchema>;

/** Modifier (a line not yet returned): the worker and the weight sent. */
/** Modifier keeps `confirme`: a new worker while the bag is out at another asks as a send does. */
export const modifierLigneJoaillierSchema = envoiJoaillierSchema.omit({ numSachet: true });
export type ModifierLigneJoaillier = z.output<typeof modifierLigneJoaillierSchema>;
export const modifierLigneSertiSchema = envoiSertiSchema.omit({ numSachet: true });
export type ModifierLigneSerti = z.output<typeof modifierLigneSertiSchema>;

/** Statuses the workshop moves an OF to (spec 02 section 4.1), as the transition table sets them. */
export const STATUT_APRES = {
  envoi: TRANSITIONS.envoi.vers,
  retourJoaillier: TRANSITIONS.retourJoaillier.vers,
  retourSerti: TRANSITIONS.retourSerti.vers,
  /** "Finaliser OF" of the workshop follow-up (/suivi_prod). */
  finalisationSuivi: TRANSITIONS.finalisationSuivi.vers,
  /** The Finaliser OF screen (/finaliser). */
  finalisation: TRANSITIONS.finalisation.vers,
} as const;

/**
 * Cancelling a return puts a line back in progress, so an OF the workshop had finished (500, 550,
 * 575) is in fabrication again (200); any other status stays.
 */
export function statutApresAnnulationRetour(statut: number): number {
  const t = TRANSITIONS.annulationRetour;
  return statutAdmis(t.depuis, statut) ? t.vers : statut;
}

/** Why an OF cannot be finalised: already finalised, lines still out, or invoiced (the 600 lock). */
export type RefusFinalisation =
  | Refus<"OF_DEJA_FINALISE" | "LIGNES_NON_RENDUES">
  | Refus<Extract<RefusOfStatut["code"], "OF_VERROUILLE">>;

/** The hint of the Finaliser OF screen: ready, or the refusal (already finalised, or why not). */
export type EtatFinalisation = { pret: true; message: string } | ({ pret: false } & RefusFinalisation);

/**
 * Spec 02 section 4.3: an OF is ready only when no jeweller line (rendu 0) and no setting line
 * (rendu_serti 0) is left; one already finalised (550) reads 'Of Déja Finalisé'.
 */
export function etatFinalisation(o: {
  statut: number;
  joaillierNonRendues: number;
  sertiNonRendues: number;
}): EtatFinalisation {
  if (o.statut === STATUT.finalise) {
    return { pret: false, code: "OF_DEJA_FINALISE", message: MSG_OF_DEJA_FINALISE };
  }
  if (o.joaillierNonRendues > 0 || o.sertiNonRendues > 0) {
    const message = msgLignesNonRendues(o.joaillierNonRendues, o.sertiNonRendues);
    return { pret: false, code: "LIGNES_NON_RENDUES", message };
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

/** The two kinds of workshop line: a jeweller's (table ouvrier) and a setter's (table serti). */
export type GenreLigne = "joaillier" | "serti";

/**
 * A workshop line, sent (rendu 0) or returned (rendu 1), whatever its kind: the queries translate
 * the old columns (n_sachet/of_serto, poids_d/pds_d, date_envoi/date_e...) into these names once.
 * Weights in grams and amounts as exact decimal strings; dates ISO (YYYY-MM-DD).
 */
interface LigneAtelierCommune {
  /** id_ligne (jeweller) or id_sert (setter). */
  id: number;
  numSachet: number;
  /** The jeweller or the setter. */
  idOuvrier: number;
  ouvrier: string;
  dateEnvoi: string;
  /** Grams. */
  poidsEnvoye: string;
  /** Grams; 0 until returned. */
  poidsRendu: string;
  /** 0 in progress, 1 returned. */
  rendu: number;
  dateRetour: string | null;
  ref: string | null;
  description: string | null;
}
export type LigneAtelier =
  /** temps: the real working time (minutes), 0 until returned. */
  | (LigneAtelierCommune & { genre: "joaillier"; temps: string })
  /** prix: the setting price (euros), 0 until returned. */
  | (LigneAtelierCommune & { genre: "serti"; prix: string });
export type LigneAtelierDe<G extends GenreLigne> = Extract<LigneAtelier, { genre: G }>;

/** POST /api/atelier/{joaillier|serti}/envoi: the new line. */
export interface ResultatEnvoi {
  idLigne: number;
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

const LIGNES_SORTS = [
  "id",
  "numSachet",
  "ouvrier",
  "dateEnvoi",
  "poidsEnvoye",
  "poidsRendu",
  "dateRetour",
  "ref",
] as const;
export const LIGNES_JOAILLIER_SORTS = [...LIGNES_SORTS, "temps"] as const;
export type LigneJoaillierSort = (typeof LIGNES_JOAILLIER_SORTS)[number];
/** rendu 0 en cours / 1 rendu / absent all; q searches the OF number, the ref and the worker. */
export const lignesJoaillierQuerySchema = listQuerySchema(LIGNES_JOAILLIER_SORTS, "id").extend({
  rendu: filtreRendu,
  idOuvrier: filtreId,
  numSachet: filtreId,
});
export type LignesJoaillierQuery = z.output<typeof lignesJoaillierQuerySchema>;

export const LIGNES_SERTI_SORTS = [...LIGNES_SORTS, "prix"] as const;
export type LigneSertiSort = (typeof LIGNES_SERTI_SORTS)[number];
export const lignesSertiQuerySchema = listQuerySchema(LIGNES_SERTI_SORTS, "id").extend({
  rendu: filtreRendu,
  idOuvrier: filtreId,
  numSachet: filtreId,
});
export type LignesSertiQuery = z.output<typeof lignesSertiQuerySchema>;

/** Only an active worker is sent an OF (spec 02 section 2.1); null when he may be. */
export function refusOuvrier(ouvrier: { actif: number } | undefined): RefusAtelier | null {
  if (!ouvrier) return { code: "OUVRIER_INTROUVABLE", message: MSG_OUVRIER_INTROUVABLE };
  return ouvrier.actif === 1 ? null : { code: "OUVRIER_INACTIF", message: MSG_OUVRIER_INACTIF };
}

/**
 * Spec 02 section 4.2: an OF is sent to a worker once at a time; a second send while his line is not
 * returned is refused. A returned line does not count: the OF may go back to him.
 */
export function refusEnvoi(lignesNonRenduesMemeOuvrier: number): RefusAtelier | null {
  return lignesNonRenduesMemeOuvrier > 0 ? { code: "OF_DEJA_PRESENT", message: MSG_OF_DEJA_PRESENT } : null;
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
): RefusAtelier | null {
  if (!ligne) return { code: "LIGNE_INTROUVABLE", message: MSG_LIGNE_INTROUVABLE };
  if (ligne.numPesee != null) {
    return { code: "LIGNE_DEJA_PESEE", message: msgLigneDejaPesee(ligne.numPesee, action) };
  }
  switch (action) {
    case "retour":
    case "modification":
    case "suppression":
      return ligne.rendu === 1 ? { code: "LIGNE_DEJA_RENDUE", message: MSG_LIGNE_DEJA_RENDUE } : null;
    case "annulationRetour":
      return ligne.rendu === 1 ? null : { code: "LIGNE_NON_RENDUE", message: MSG_LIGNE_NON_RENDUE };
  }
}

/**
 * The return side's delete (spec 02 section 4.2) puts the line back in progress: a jeweller line loses
 * its returned weight and time; the return date is none again (NULL, the old zero date). The weight sent
 * stays: the OF is still at the worker's bench. A setting line: "weights and price to 0" (spec 02
 * section 4.2, word for word: both weights); the return form asks the weight sent again, so nothing
 * is lost when the line is returned anew.
 */
export const ANNULATION_RETOUR = {
  joaillier: { poidsRendu: "0", temps: "0", rendu: 0, dateRetour: null },
  serti: { poidsEnvoye: "0", poidsRendu: "0", prix: "0", rendu: 0, dateRetour: null },
} as const satisfies { [G in GenreLigne]: Partial<Omit<LigneAtelierDe<G>, "genre">> };
