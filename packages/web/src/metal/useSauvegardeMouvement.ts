import { MSG_ERREUR_SAUVEGARDE } from "@ecrin/domain";
import { useState } from "react";
import { ApiError } from "../api/http.ts";
import { useSaveMouvement } from "./api.ts";

type Genre = "clal" | "fournisseurs" | "clients";

/**
 * A ledger form's state around its save: the field messages, the server's refusal worded
 * 'Erreur lors de la sauvegarde (reason)', and the save itself (create or update).
 */
export function useSauvegardeMouvement() {
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const save = useSaveMouvement();
  const reinitialiser = () => {
    setErreurs({});
    setErreurServeur(null);
  };
  const enregistrer = (genre: Genre, id: number | null, body: unknown, onSuccess: (id: number) => void) => {
    setErreurs({});
    save.mutate(
      { genre, id, body },
      {
        onSuccess: (r) => onSuccess(r.id),
        onError: (e) => {
          if (e instanceof ApiError) setErreurs(e.fieldErrors);
          setErreurServeur(`${MSG_ERREUR_SAUVEGARDE}${e.message ? ` (${e.message})` : ""}`);
        },
      },
    );
  };
  return { erreurs, setErreurs, erreurServeur, reinitialiser, enregistrer, enCours: save.isPending };
}
