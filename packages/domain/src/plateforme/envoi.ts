import type { FlowInfo } from "./norme.ts";

/**
 * The outbox's rules: what a queued document becomes on the platform, and when the worker tries again.
 * States: a_envoyer (queued), en_cours (a deposit was started: its result may be unknown, so the next
 * try first searches the platform by trackingId), non_joignable (the Directory has no line for the
 * buyer: it cannot receive yet; looked up again later), depose (the platform answered 202 with a
 * flowId; acknowledgement pending), acquitte (acknowledgement Ok), erreur (acknowledgement Error or a
 * definitive refusal: retrying the same file would fail the same way).
 */
export const ETATS_ENVOI = {
  a_envoyer: "À envoyer",
  en_cours: "Envoi en cours",
  non_joignable: "Destinataire non joignable",
  depose: "Déposée, en attente d'acquittement",
  acquitte: "Acquittée par la plateforme",
  erreur: "Refusée par la plateforme",
} as const;
export type EtatEnvoi = keyof typeof ETATS_ENVOI;

export type TypeDocumentEnvoi = "facture" | "avoir" | "cdar";

/** The states the worker picks up. */
export const ETATS_A_TRAITER: readonly EtatEnvoi[] = ["a_envoyer", "en_cours", "non_joignable"];

/** First wait after a failed try, and the longest wait, in seconds. */
export const ATTENTE_MIN_S = 30;
export const ATTENTE_MAX_S = 3600;

/** Seconds before the next try after `tentatives` failed ones: 30 s doubling, at most an hour. */
export function attenteAvantEssai(tentatives: number): number {
  if (tentatives <= 0) return 0;
  return Math.min(ATTENTE_MAX_S, ATTENTE_MIN_S * 2 ** Math.min(tentatives - 1, 20));
}

/**
 * The flowInfo of a document's deposit: Factur-X EN 16931 (profile CIUS) in the B2B e-invoicing
 * rule; a lifecycle message is a CDAR. The trackingId is the outbox's key of the document ("123",
 * "EXTENSIA-123", "AV-12"), not the printed identifier its file's BT-1 carries ("F123").
 */
export function flowInfoEnvoi(e: {
  trackingId: string;
  flowSyntax: "Factur-X" | "CDAR";
  sha256: string;
}): FlowInfo {
  return e.flowSyntax === "CDAR"
    ? {
        trackingId: e.trackingId,
        name: `${e.trackingId}.xml`,
        flowSyntax: "CDAR",
        processingRule: "B2B",
        sha256: e.sha256,
      }
    : {
        trackingId: e.trackingId,
        name: `${e.trackingId}.pdf`,
        processingRule: "B2B",
        flowSyntax: "Factur-X",
        flowProfile: "CIUS",
        sha256: e.sha256,
      };
}

/** A definitive refusal of a deposit (the request itself is wrong): no retry. */
export const estRefusDefinitif = (status: number): boolean =>
  status === 400 || status === 413 || status === 422 || status === 403;

/** The electronic address (BT-49, scheme 0225) found in the Directory lines of a SIREN, if any. */
export function adresseAnnuaire(
  lignes: readonly { addressingIdentifier?: string | undefined; siren?: string | undefined }[],
  siren: string,
): string | null {
  const l = lignes.find((x) => (x.siren ?? siren) === siren && (x.addressingIdentifier ?? "") !== "");
  return l?.addressingIdentifier ?? null;
}
