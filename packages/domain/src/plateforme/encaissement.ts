import type { Refus } from "../shared/index.ts";
import { MSG_DOCUMENT_NON_ENVOYE, MSG_ENCAISSEMENT_IMPOSSIBLE } from "./messages.ts";
import { type CodeStatut, peutEncaisser } from "./statuts.ts";

export type RefusPlateforme = Refus<
  "DOCUMENT_NON_ENVOYE" | "ENCAISSEMENT_IMPOSSIBLE" | "WEBHOOK_REFUSE" | "PLATEFORME_NON_CONFIGUREE"
>;

/**
 * Recording the payment of an invoice (Encaissée, 212, sent as a CDAR): only an invoice deposited on
 * the platform, once it reached its buyer (203 or later), and never after a refusal, a rejection or
 * a first Encaissée.
 */
export function refusEncaissement(
  envoi: { typeDocument: string; deposee: boolean } | null,
  statut: CodeStatut | null,
): RefusPlateforme | null {
  if (envoi === null || envoi.typeDocument !== "facture" || !envoi.deposee)
    return { code: "DOCUMENT_NON_ENVOYE", message: MSG_DOCUMENT_NON_ENVOYE };
  if (!peutEncaisser(statut))
    return { code: "ENCAISSEMENT_IMPOSSIBLE", message: MSG_ENCAISSEMENT_IMPOSSIBLE };
  return null;
}
