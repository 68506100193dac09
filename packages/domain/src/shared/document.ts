import type { Refus } from "./refus.ts";

/**
 * A printed document (PDF) or a big export is made off the request thread, within a time and a memory
 * budget (server/src/pdf/pool.ts): past either, or when too many documents already wait, it is refused
 * with one of these, and every other request goes on.
 */
export const MSG_DOCUMENT_TROP_LOURD =
  "Ce document est trop long à produire : réduisez la période ou le nombre de lignes, puis réessayez.";
export const MSG_DOCUMENTS_EN_ATTENTE =
  "Trop de documents sont en cours de production : réessayez dans un instant.";

export type RefusDocument = Refus<"DOCUMENT_TROP_LOURD" | "DOCUMENTS_EN_ATTENTE">;

export const refusDocumentTropLourd = (): RefusDocument => ({
  code: "DOCUMENT_TROP_LOURD",
  message: MSG_DOCUMENT_TROP_LOURD,
});

export const refusDocumentsEnAttente = (): RefusDocument => ({
  code: "DOCUMENTS_EN_ATTENTE",
  message: MSG_DOCUMENTS_EN_ATTENTE,
});
