import {
  champsManquants,
  MSG_VARIABLES_MANQUANTES,
  msgTraiteImpressionImpossible,
  type TraiteCreee,
} from "@ecrin/domain";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { ApiError } from "../api/http.ts";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";

type Creation<V> = UseMutationResult<void, Error, { input: V; onCree: (r: TraiteCreee) => void }>;

/**
 * Creer Traite, the flow both bill screens share. A missing field stops everything with the spec's
 * alert "Il manque les variables suivantes : ..." (the old screens never showed it) and marks the
 * fields; a wrong value shows under its field; else the bill is saved and its PDF opens in a new tab.
 */
export function useEnvoiTraite<S extends z.ZodType>(opts: {
  schema: S;
  /** Field -> label: the required fields, as the alert names them. */
  champs: Readonly<Record<string, string>>;
  creation: Creation<z.output<S>>;
  onCree: (r: TraiteCreee) => void;
  /** The bill's PDF: the success message links to it (a reprint when the tab was closed). */
  pdfUrl: (idTraite: number) => string;
}) {
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alerte, setAlerte] = useState<string | null>(null);

  const marquerManquants = (valeurs: Record<string, unknown>) => {
    const manquants = new Set(champsManquants(valeurs, opts.champs));
    setErrors(
      Object.fromEntries(
        Object.entries(opts.champs).flatMap(([k, l]) => (manquants.has(l) ? [[k, ""]] : [])),
      ),
    );
  };

  const envoyer = (valeurs: Record<string, unknown>) => {
    if (opts.creation.isPending) return;
    const parsed = opts.schema.safeParse(valeurs);
    if (!parsed.success) {
      const globale = parsed.error.issues.find((i) => i.path.length === 0);
      setAlerte(globale?.message ?? null);
      if (globale) marquerManquants(valeurs);
      else setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setAlerte(null);
    setErrors({});
    let cree: TraiteCreee | null = null;
    opts.creation.mutate(
      {
        input: parsed.data,
        onCree: (r) => {
          cree = r;
          notify(r.message, {
            action: {
              label: "Ouvrir le PDF",
              onAction: () => {
                ouvrirPdf(opts.pdfUrl(r.idTraite)).catch((e: unknown) =>
                  notify(errorMessage(e), { severity: "error" }),
                );
              },
            },
          });
          opts.onCree(r);
        },
      },
      {
        onError: (e) => {
          const enregistree: TraiteCreee | null = cree;
          if (enregistree) {
            notify(msgTraiteImpressionImpossible(enregistree.message, errorMessage(e)), {
              severity: "error",
            });
            return;
          }
          if (e instanceof ApiError && e.message.startsWith(MSG_VARIABLES_MANQUANTES)) {
            setAlerte(e.message);
            marquerManquants(valeurs);
            return;
          }
          setErrors(serverFieldErrors(e));
          notify(errorMessage(e), { severity: "error" });
        },
      },
    );
  };

  return { errors, alerte, envoyer, pending: opts.creation.isPending };
}
