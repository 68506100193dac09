import type { UseMutationResult } from "@tanstack/react-query";
import type { z } from "zod";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "./fieldErrors.ts";
import { useNotify } from "./NotifyProvider.tsx";

interface SchemaSaveOptions<S extends z.ZodType, Vars, Result> {
  /** The domain schema: the same one the server validates with. */
  schema: S;
  mutation: UseMutationResult<Result, Error, Vars>;
  toVars: (data: z.output<S>) => Vars;
  /** Field messages (client-side first, then the server's 400 fieldErrors); {} clears them. */
  setErrors: (errors: Record<string, string>) => void;
  successMessage: string;
  onSaved: (result: Result) => void;
}

/**
 * The save flow every form shares: validate with the domain schema, show field messages, send,
 * then the timed success message, or the server's field errors and message.
 */
export function useSchemaSave<S extends z.ZodType, Vars, Result>(opts: SchemaSaveOptions<S, Vars, Result>) {
  const notify = useNotify();
  return (input: unknown) => {
    if (opts.mutation.isPending) return;
    const parsed = opts.schema.safeParse(input);
    if (!parsed.success) {
      opts.setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    opts.setErrors({});
    opts.mutation.mutate(opts.toVars(parsed.data), {
      onSuccess: (result) => {
        opts.onSaved(result);
        notify(opts.successMessage);
      },
      onError: (e) => {
        opts.setErrors(serverFieldErrors(e));
        notify(errorMessage(e), { severity: "error" });
      },
    });
  };
}
