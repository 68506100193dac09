import type { ImageEnvoyee } from "@ecrin/domain";
import { ApiError, apiGet, MSG_ERREUR_INCONNUE, MSG_SERVEUR_INJOIGNABLE } from "../api/http.ts";
import { IMAGES_URL } from "./api.ts";

/**
 * Sends one file to POST /api/images under the given name. XMLHttpRequest rather than fetch: it is the
 * browser API that reports upload progress (0 to 1), so each file shows its own bar.
 */
export function uploadImage(
  file: Blob,
  nom: string,
  onProgress: (fraction: number) => void,
): Promise<ImageEnvoyee> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", IMAGES_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, MSG_SERVEUR_INJOIGNABLE));
    xhr.onload = () => {
      let body: { message?: unknown } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { message?: unknown };
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body as unknown as ImageEnvoyee);
        return;
      }
      // A lapsed session: one ordinary call lets the session provider log out as everywhere else.
      if (xhr.status === 401) apiGet("/api/auth/session").catch(() => undefined);
      const message = typeof body?.message === "string" ? body.message : MSG_ERREUR_INCONNUE;
      reject(new ApiError(xhr.status, message));
    };
    const form = new FormData();
    form.append("image", file, nom);
    xhr.send(form);
  });
}
