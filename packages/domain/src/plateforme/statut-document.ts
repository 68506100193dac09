import { z } from "zod";
import { ETATS_ENVOI, type EtatEnvoi } from "./envoi.ts";
import { MSG_STATUT_PLATEFORME_INCONNU, msgRejetPlateforme } from "./messages.ts";
import { CODES_STATUT, type CodeStatut, STATUTS_A_TRAITER, STATUTS_CYCLE_VIE } from "./statuts.ts";

/**
 * An issued document's life on the approved platform, as the other screens show it beside the
 * document (/compta's invoice and credit-note lists, Tracer's invoice link): its last lifecycle
 * status with date and reason, and where its deposit is when no status came yet.
 */
export interface StatutPlateformeDocument {
  /** The last lifecycle status (the latest by date, the further code on the same instant); null: none yet. */
  statut: CodeStatut | null;
  /** ISO timestamp of that status. */
  statutLe: string | null;
  /** The platform's reason (code and comment), for a refusal, a dispute or a rejection. */
  motif: string | null;
  /** The outbox state; null when the document was never queued (issued before the platform). */
  envoi: EtatEnvoi | null;
}

/** "210 Refusée": the label of a status on the lists and in their CSV. */
export const LIBELLES_STATUT_PLATEFORME = Object.fromEntries(
  Object.entries(STATUTS_CYCLE_VIE).map(([k, v]) => [k, `${k} ${v}`]),
) as Readonly<Record<string, string>>;

/**
 * The status filter of a document list: those to act on together, each status with refused,
 * disputed, rejected first (STATUTS_A_TRAITER), then the others in their order; "aucun" for a
 * document with no status yet.
 */
export const FILTRES_STATUT_DOCUMENT = [
  "a_traiter",
  ...STATUTS_A_TRAITER.map(String),
  ...CODES_STATUT.filter((c) => !STATUTS_A_TRAITER.includes(c)).map(String),
  "aucun",
] as readonly string[];

export const LIBELLES_FILTRE_STATUT: Readonly<Record<string, string>> = {
  a_traiter: "À traiter (refusées, en litige, rejetées, envois en échec)",
  ...Object.fromEntries(CODES_STATUT.map((c) => [String(c), STATUTS_CYCLE_VIE[c]])),
  aucun: "Sans statut",
};

/** `statut` of a list's query string: one of FILTRES_STATUT_DOCUMENT, absent for all. */
export const filtreStatutDocumentSchema = z
  .string()
  .refine((v) => FILTRES_STATUT_DOCUMENT.includes(v), { message: MSG_STATUT_PLATEFORME_INCONNU })
  .optional();
export type FiltreStatutDocument = z.infer<typeof filtreStatutDocumentSchema>;

/** The codes a filter keeps (empty for "aucun": no status), null for no filter. */
export function codesDuFiltre(filtre: FiltreStatutDocument): readonly CodeStatut[] | null {
  if (filtre === undefined) return null;
  if (filtre === "a_traiter") return STATUTS_A_TRAITER;
  if (filtre === "aucun") return [];
  return [Number(filtre) as CodeStatut];
}

/**
 * What a list shows of a document's life in one phrase: a rejected invoice (213) is not issued, with
 * the platform's reason; a refused or disputed one gives its reason; without any status, where its
 * deposit is ("Destinataire non joignable"...).
 */
export function resumeStatutPlateforme(s: StatutPlateformeDocument): string {
  if (s.statut === null) return s.envoi === null ? "" : ETATS_ENVOI[s.envoi];
  const libelle = STATUTS_CYCLE_VIE[s.statut];
  if (s.statut === 213) return `Non émise. ${msgRejetPlateforme(s.motif ?? libelle)}`;
  return s.motif ? `${libelle} : ${s.motif}` : libelle;
}
