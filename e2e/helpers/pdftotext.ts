import { execFileSync } from "node:child_process";

/**
 * A PDF's text as poppler's `pdftotext` reads it (Debian's poppler-utils, installed by .ci/run): an
 * independent reader, so a passing check proves the document is searchable text in a standard tool.
 * `-layout` keeps a table's row on one line ("Total TTC   1 234,56 €").
 */
export function pdftotext(pdf: Buffer): string {
  try {
    return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], {
      input: pdf,
      encoding: "utf8",
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("pdftotext introuvable : installer poppler-utils (apt-get install poppler-utils).");
    }
    throw e;
  }
}
