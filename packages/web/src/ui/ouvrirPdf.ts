import { ApiError, MSG_SERVEUR_INJOIGNABLE, toApiError } from "../api/http.ts";

/**
 * Opens a server PDF in a new tab. The tab is opened at once, inside the click (no popup blocker),
 * then filled once the PDF is there; `url` may be computed by earlier work (a creation that gives the
 * document's number). A refusal comes back as an ApiError with the French message and the empty tab
 * is closed, instead of a tab showing JSON.
 */
export async function ouvrirPdf(url: string | (() => Promise<string>)): Promise<void> {
  const fenetre = window.open("", "_blank");
  try {
    const cible = typeof url === "string" ? url : await url();
    let res: Response;
    try {
      res = await fetch(cible, { credentials: "same-origin", headers: { Accept: "application/pdf" } });
    } catch {
      throw new ApiError(0, MSG_SERVEUR_INJOIGNABLE);
    }
    if (!res.ok) throw await toApiError(res);
    const blobUrl = URL.createObjectURL(await res.blob());
    if (fenetre && !fenetre.closed) fenetre.location.href = blobUrl;
    else window.open(blobUrl, "_blank");
    // The tab keeps its copy; the URL is released once it had time to load.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (e) {
    fenetre?.close();
    throw e;
  }
}
