import { z } from "zod";
import { STATUT } from "../of/statut.ts";
import { decimalString } from "../shared/decimal-schema.ts";
import {
  MSG_ATELIER_NOMBRE_POSITIF,
  MSG_JOAILLIER_OBLIGATOIRE,
  MSG_NUM_OF_OBLIGATOIRE,
  MSG_OF_DEJA_FINALISE,
  MSG_POIDS_NOMBRE,
  MSG_POIDS_RENDU_VALIDE,
  MSG_POIDS_VALIDE,
  MSG_PRET_FINALISATION,
  MSG_PRIX_VALIDE,
  MSG_SERTISSEUR_OBLIGATOIRE,
  MSG_TEMPS_VALIDE,
  msgLignesNonRendues,
} from "./messages.ts";

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

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
