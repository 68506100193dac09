import { ApiError, MSG_SERVEUR_INJOIGNABLE, toApiError } from "../api/http.ts";

/** Fetches a server PDF; a refusal comes back as an ApiError with the server's French message. */
export async function fetchPdf(url: string, init: RequestInit = {}): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: { Accept: "application/pdf", ...init.headers },
    });
  } catch {
    throw new ApiError(0, MSG_SERVEUR_INJOIGNABLE);
  }
  if (!res.ok) throw await toApiError(res);
  return res.blob();
}

/**
 * Opens a server PDF in a new tab, the one way every print of the application does it. The tab is
 * opened at once, inside the click (no popup blocker), then filled once the PDF is there. `source` is
 * the PDF's URL, or work that yields it (a creation that gives the document's number) or the PDF
 * itself (a POSTed quote). A refusal comes back as an ApiError with the French message and the empty
 * tab is closed, instead of a tab showing JSON.
 */
export async function ouvrirPdf(source: string | (() => Promise<string | Blob>)): Promise<void> {
  const fenetre = window.open("", "_blank");
  try {
    const cible = typeof source === "string" ? source : await source();
    const blob = typeof cible === "string" ? await fetchPdf(cible) : cible;
    const blobUrl = URL.createObjectURL(blob);
    if (fenetre && !fenetre.closed) fenetre.location.href = blobUrl;
    else window.open(blobUrl, "_blank");
    // The tab keeps its copy; the URL is released once it had time to load.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (e) {
    fenetre?.close();
    throw e;
  }
}
