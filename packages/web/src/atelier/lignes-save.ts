import type { UseMutationResult } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../api/http.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";

interface LignesSaveOptions<S extends z.ZodType, Result extends { message: string }> {
  /** The domain schema: the same one the server validates with. */
  schema: S;
  mutation: UseMutationResult<Result, Error, z.output<S>>;
  setErrors: (errors: Record<string, string>) => void;
  onSaved: (result: Result) => void;
  /**
   * A refusal the user may override (its code, e.g. OF_AILLEURS): its message is asked as a question,
   * and on yes the same input is sent again with `confirme: true`.
   */
  confirmable?: string;
}

/**
 * useSchemaSave's flow with the server's own message as the timed success message ('OF 12 envoyé à
 * ...'); a refusal ('OF déjà présent', "L'Of n'est plus éditable ") shows as a timed error message.
 */
export function useLignesSave<S extends z.ZodType, Result extends { message: string }>(
  opts: LignesSaveOptions<S, Result>,
) {
  const notify = useNotify();
  const confirm = useConfirm();
  const save = (input: unknown) => {
    if (opts.mutation.isPending) return;
    const parsed = opts.schema.safeParse(input);
    if (!parsed.success) {
      opts.setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    opts.setErrors({});
    opts.mutation.mutate(parsed.data, {
      onSuccess: (result) => {
        opts.onSaved(result);
        notify(result.message);
      },
      onError: (e) => {
        if (opts.confirmable && e instanceof ApiError && e.code === opts.confirmable) {
          void confirm({ title: e.message, confirmLabel: "Envoyer" }).then((ok) => {
            if (ok) save({ ...(input as object), confirme: true });
          });
          return;
        }
        opts.setErrors(serverFieldErrors(e));
        notify(errorMessage(e), { severity: "error" });
      },
    });
  };
  return save;
}
