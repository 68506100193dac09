import { type ImageEnvoyee, nomImageSur } from "@ecrin/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { uploadImage } from "./uploadImage.ts";

type UploadStatut = "attente" | "envoi" | "ok" | "erreur";

export interface UploadItem {
  id: number;
  file: File;
  /** The name it will be stored under, editable before the upload. */
  nom: string;
  previewUrl: string;
  statut: UploadStatut;
  /** 0 to 1 while sending. */
  progression: number;
  resultat?: ImageEnvoyee;
  erreur?: string;
}

/** Three files at a time: each bar moves, and a big batch does not open dozens of connections. */
const ENVOIS_SIMULTANES = 3;

interface UploadBilan {
  envoyees: number;
  refusees: number;
}

/** The batch of the upload screen: add, rename, remove, then send each file on its own. */
export function useUploadBatch(upload = uploadImage) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [enCours, setEnCours] = useState(false);
  const nextId = useRef(1);
  const urls = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const patch = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((all) => all.map((it) => (it.id === id ? { ...it, ...change } : it)));
  }, []);

  const ajouter = useCallback((files: Iterable<File>) => {
    const nouveaux = Array.from(files, (file): UploadItem => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      return {
        id: nextId.current++,
        file,
        nom: nomImageSur(file.name) ?? "",
        previewUrl,
        statut: "attente",
        progression: 0,
      };
    });
    setItems((all) => [...all, ...nouveaux]);
  }, []);

  const renommer = useCallback((id: number, nom: string) => patch(id, { nom }), [patch]);

  const retirer = useCallback((id: number) => {
    setItems((all) => {
      const item = all.find((it) => it.id === id);
      if (item) {
        URL.revokeObjectURL(item.previewUrl);
        urls.current.delete(item.previewUrl);
      }
      return all.filter((it) => it.id !== id);
    });
  }, []);

  /** Sends the waiting and the failed files; a failure is reported on its line and the others go on. */
  const envoyer = useCallback(async (): Promise<UploadBilan> => {
    const aEnvoyer = items.filter((it) => it.statut === "attente" || it.statut === "erreur");
    const bilan = { envoyees: 0, refusees: 0 };
    setEnCours(true);
    const file = [...aEnvoyer];
    const travailleur = async () => {
      for (let it = file.shift(); it; it = file.shift()) {
        const id = it.id;
        patch(id, { statut: "envoi", progression: 0, erreur: undefined });
        try {
          const resultat = await upload(it.file, it.nom, (progression) => patch(id, { progression }));
          patch(id, { statut: "ok", progression: 1, resultat, nom: resultat.nom });
          bilan.envoyees++;
        } catch (e) {
          patch(id, { statut: "erreur", erreur: errorMessage(e) });
          bilan.refusees++;
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: ENVOIS_SIMULTANES }, travailleur));
    } finally {
      setEnCours(false);
    }
    return bilan;
  }, [items, patch, upload]);

  const viderEnvoyees = useCallback(() => {
    setItems((all) => {
      for (const it of all.filter((x) => x.statut === "ok")) {
        URL.revokeObjectURL(it.previewUrl);
        urls.current.delete(it.previewUrl);
      }
      return all.filter((x) => x.statut !== "ok");
    });
  }, []);

  return { items, enCours, ajouter, renommer, retirer, envoyer, viderEnvoyees };
}
