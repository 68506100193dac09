import type { Periode } from "@ecrin/domain";
import { useState } from "react";
import type { z } from "zod";
import { issuesToFieldErrors } from "./fieldErrors.ts";

/** A filter bar's draft as typed: every field a string ("" = all) but the client, read by the schema on Afficher. */
export type Brouillon<F> = Record<Exclude<keyof F, "client">, string> & { client: number | null };

const texte = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** The draft showing filters `f` (applied ones, or the screen's defaults). */
export function brouillonDe<F extends { client?: number | undefined }>(f: F): Brouillon<F> {
  const b = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, texte(v)])) as unknown as Brouillon<F>;
  return { ...b, client: f.client ?? null };
}

/**
 * The draft of a filter bar (/filter, the sales analyses) and its Afficher: the draft is read by the
 * domain schema the server validates with; its messages go to the fields, else the filters are applied,
 * a cleared date falling back to the one applied (both dates are on screen).
 */
export function useFiltreBrouillon<
  S extends z.ZodType<{ debut?: string | undefined; fin?: string | undefined }>,
>(
  schema: S,
  applique: z.output<S> & Periode & { client?: number | undefined },
  onApply: (f: z.output<S> & Periode) => void,
) {
  const [draft, setDraft] = useState<Brouillon<typeof applique>>(() => brouillonDe(applique));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (champ: keyof Brouillon<typeof applique>, v: string | number | null) =>
    setDraft({ ...draft, [champ]: v });
  const onSubmit = () => {
    const parsed = schema.safeParse({ ...draft, client: draft.client ?? undefined });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onApply({
      ...parsed.data,
      debut: parsed.data.debut ?? applique.debut,
      fin: parsed.data.fin ?? applique.fin,
    });
  };
  return { draft, setDraft, set, errors, onSubmit };
}
