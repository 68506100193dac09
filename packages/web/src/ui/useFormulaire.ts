import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { errorMessage, serverFieldErrors } from "./fieldErrors.ts";
import { useNotify } from "./NotifyProvider.tsx";

/** The key of a form's own message (a rule over several fields, the server's refusal): `errors.root.formulaire`. */
export const RACINE = "root.formulaire";

interface FormulaireOptions<V extends FieldValues, S extends z.ZodType> {
  /** The domain schema: the one the server validates the same body with. */
  schema: S;
  /** The empty form (or the edited row's values). */
  valeurs: V;
  /** The body the schema reads, when the form holds more or other than it sends (the values by default). */
  versCorps?: (valeurs: V) => unknown;
  /** Messages the schema does not tie to a field, added when it refuses ("_" is the form's own message). */
  enPlus?: (valeurs: V) => Record<string, string>;
  /** A field's message goes as soon as it is typed again (else it stays until the next submit). */
  effacerEnTapant?: boolean;
}

/** What a save does after the schema accepted the form. */
interface EnvoiOptions<R> {
  /** Said once after the save (a domain message constant, shown word for word); none: the caller says it. */
  succes?: string | ((resultat: R) => string);
  /** The refusal's wording: notified ("notifier", the default) or shown under the fields ("formulaire"). */
  erreur?: "notifier" | "formulaire";
  /** Rewords the server's message (e.g. 'Erreur lors de la sauvegarde (…)'). */
  formulerErreur?: (message: string) => string;
}

/**
 * The one form kit (react-hook-form + the domain's zod schema through @hookform/resolvers): the form's values,
 * each field's message from the schema on submit (the form's own message under `RACINE`), then `envoyer` sends
 * the schema's output, says the success message once, and puts the server's field messages (400) back under
 * their fields. A field is bound by name with `ui/champsFormulaire.tsx`; the form element is `FormFlow` (Enter).
 */
export function useFormulaire<V extends FieldValues, S extends z.ZodType>({
  schema,
  valeurs,
  versCorps = (v) => v,
  enPlus,
  effacerEnTapant = false,
}: FormulaireOptions<V, S>) {
  const notify = useNotify();
  const zod = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  const resolver: Resolver<V, unknown, z.output<S>> = async (v, contexte, options) => {
    const r = await zod(versCorps(v) as FieldValues, contexte, options as never);
    if (Object.keys(r.errors).length === 0) return r as ResolverResult<V, z.output<S>>;
    // A refinement over the whole body has the empty path: it is the form's own message.
    const { "": racine, ...parChamp } = r.errors as Record<string, { message?: string; type?: string }>;
    const ajout = enPlus?.(v) ?? {};
    const errors: Record<string, unknown> = {};
    for (const [k, m] of Object.entries(ajout)) if (k !== "_") errors[k] = { type: "enPlus", message: m };
    Object.assign(errors, parChamp);
    const propre = racine?.message ?? ajout._;
    if (propre !== undefined) errors.root = { formulaire: { type: "formulaire", message: propre } };
    return { values: {}, errors } as ResolverResult<V, z.output<S>>;
  };
  const form = useForm<V, unknown, z.output<S>>({
    resolver,
    defaultValues: valeurs as DefaultValues<V>,
    // Messages change on the next submit only, and the focus stays where the user is (as before the kit).
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  useEffect(() => {
    if (!effacerEnTapant) return;
    const { unsubscribe } = form.watch((_, { name }) => {
      if (name !== undefined) form.clearErrors(name);
    });
    return unsubscribe;
  }, [effacerEnTapant, form]);

  /**
   * The submit handler for `FormFlow onSubmit`: validate, then `action(corps)` unless a save is running.
   * It resolves true once saved (a caller that must know, e.g. before leaving a changed form).
   */
  const envoyer =
    <R>(action: (corps: z.output<S>) => Promise<R>, apres: (resultat: R) => void, o: EnvoiOptions<R> = {}) =>
    async (): Promise<boolean> => {
      if (form.formState.isSubmitting) return false;
      let enregistre = false;
      await form.handleSubmit(async (corps) => {
        try {
          const resultat = await action(corps);
          enregistre = true;
          apres(resultat);
          if (o.succes !== undefined) notify(typeof o.succes === "string" ? o.succes : o.succes(resultat));
        } catch (e) {
          for (const [champ, message] of Object.entries(serverFieldErrors(e)))
            form.setError(champ as Path<V>, { type: "serveur", message });
          const message = (o.formulerErreur ?? ((m: string) => m))(errorMessage(e));
          if ((o.erreur ?? "notifier") === "notifier") notify(message, { severity: "error" });
          else form.setError(RACINE, { type: "serveur", message });
        }
      })();
      return enregistre;
    };

  return { ...form, envoyer };
}

export type Formulaire<V extends FieldValues> = ReturnType<typeof useFormulaire<V, z.ZodType>>;

/** The form's own message (a rule over several fields, the server's refusal), or undefined. */
export function messageFormulaire(errors: { root?: Record<string, { message?: string } | undefined> }) {
  return errors.root?.formulaire?.message;
}
