import type { UseMutationResult } from "@tanstack/react-query";
import { ApiError } from "../api/http.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";

/**
 * A workshop command sent by a form of the kit (`ui/useFormulaire.ts`): `f.envoyer(c.envoyer, c.apres(suite))`.
 * The success message is the server's own ('OF 12 envoyé à ...'), said once after `suite`. A refusal the
 * user may override (`confirmable`, e.g. OF_AILLEURS) is asked as a question with its message; on yes the
 * same body is sent again with `confirme: true`, on no nothing is sent or said. Any other refusal ('OF
 * déjà présent', a 400's field messages) is the kit's: notified, and under the fields.
 */
export function useCommandeLignes<C, R extends { message: string }>(
  mutation: UseMutationResult<R, Error, C>,
  confirmable?: string,
) {
  const notify = useNotify();
  const confirm = useConfirm();
  const envoyer = async (corps: C): Promise<R | null> => {
    try {
      return await mutation.mutateAsync(corps);
    } catch (e) {
      if (confirmable === undefined || !(e instanceof ApiError) || e.code !== confirmable) throw e;
      if (!(await confirm({ title: e.message, confirmLabel: "Envoyer" }))) return null;
      return mutation.mutateAsync({ ...(corps as object), confirme: true } as C);
    }
  };
  const apres = (suite: (resultat: R) => void) => (resultat: R | null) => {
    if (resultat === null) return;
    suite(resultat);
    notify(resultat.message);
  };
  return { envoyer, apres };
}
