import { describe, expect, it } from "vitest";
import { refusDocumentsEnAttente, refusDocumentTropLourd } from "./document.ts";

/** The two refusals of a document made off the request thread (server/src/pdf/pool.ts), word for word. */
describe("a document refused past its budget or behind a full queue", () => {
  it("too long to produce: DOCUMENT_TROP_LOURD", () => {
    expect(refusDocumentTropLourd()).toEqual({
      code: "DOCUMENT_TROP_LOURD",
      message:
        "Ce document est trop long à produire : réduisez la période ou le nombre de lignes, puis réessayez.",
    });
  });

  it("too many waiting: DOCUMENTS_EN_ATTENTE", () => {
    expect(refusDocumentsEnAttente()).toEqual({
      code: "DOCUMENTS_EN_ATTENTE",
      message: "Trop de documents sont en cours de production : réessayez dans un instant.",
    });
  });
});
