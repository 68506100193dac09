import { MSG_IMAGE_EXISTE, nomPhotoOf, type OfDetail, type TraceOfInput } from "@ecrin/domain";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiSend } from "../api/http.ts";
import { uploadImage } from "../images/index.ts";
import { ofUrl, useOfSaved } from "./edit-api.ts";

export function useSaveTrace() {
  const saved = useOfSaved();
  return useMutation({
    mutationFn: ({ n, input }: { n: number; input: TraceOfInput }) =>
      apiSend<OfDetail>("PUT", `${ofUrl(n)}/trace`, input),
    onSuccess: saved,
  });
}

/** Tries "n.jpg", then "n-2.jpg"... while the name is taken (a previous photo of the same OF). */
const ESSAIS_NOM = 20;

async function envoyerPhoto(n: number, file: File, onProgress: (f: number) => void): Promise<string> {
  for (let essai = 1; ; essai++) {
    try {
      return (await uploadImage(file, nomPhotoOf(n, file.name, essai), onProgress)).nom;
    } catch (e) {
      const pris = e instanceof ApiError && e.status === 409 && e.message === MSG_IMAGE_EXISTE;
      if (!pris || essai >= ESSAIS_NOM) throw e;
    }
  }
}

/** Upload (compressed by the images endpoint, named after the OF) then set as the OF's photo. */
export function useSetPhoto(onProgress: (fraction: number) => void) {
  const saved = useOfSaved();
  return useMutation({
    mutationFn: async ({ n, file }: { n: number; file: File }) => {
      const nom = await envoyerPhoto(n, file, onProgress);
      return apiSend<OfDetail>("PUT", `${ofUrl(n)}/photo`, { nom });
    },
    onSuccess: saved,
  });
}

export function useRemovePhoto() {
  const saved = useOfSaved();
  return useMutation({
    mutationFn: (n: number) => apiSend<OfDetail>("DELETE", `${ofUrl(n)}/photo`),
    onSuccess: saved,
  });
}
