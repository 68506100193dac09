import type { LigneMouvement } from "@ecrin/domain";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useDeleteMouvement } from "./api.ts";
import { ONGLET_DE_SOURCE } from "./useEditionMouvement.ts";

const LIBELLE_SUPPRESSION = { clal: "CLAL", fournisseur: "fournisseur", client: "client" } as const;

/** Deleting a ledger row, confirmed first; `onSupprime` once it is gone, the server's refusal as a toast. */
export function useSuppressionMouvement(onSupprime: (l: LigneMouvement) => void) {
  const confirm = useConfirm();
  const notify = useNotify();
  const supprimer = useDeleteMouvement();
  return async (l: LigneMouvement) => {
    const ok = await confirm({
      title: "Confirmer la suppression",
      message: (
        <>
          Supprimer définitivement ce mouvement {LIBELLE_SUPPRESSION[l.source]} ?
          <br />
          Cette action est irréversible.
        </>
      ),
      confirmLabel: "Supprimer",
      cancelLabel: "Annuler",
    });
    if (!ok) return;
    supprimer.mutate(
      { genre: ONGLET_DE_SOURCE[l.source], id: l.id },
      {
        onSuccess: () => onSupprime(l),
        onError: (e) => notify(e.message, { severity: "error" }),
      },
    );
  };
}
