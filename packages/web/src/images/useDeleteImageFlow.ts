import { msgImageSupprimee } from "@ecrin/domain";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useDeleteImage } from "./api.ts";

/** Asks, then deletes an image; says how many products lost it. */
export function useDeleteImageFlow(onDeleted?: (nom: string) => void) {
  const confirm = useConfirm();
  const notify = useNotify();
  const remove = useDeleteImage();
  return async (nom: string, nbProduits: number) => {
    const ok = await confirm({
      title: "Supprimer cette image ?",
      message:
        nbProduits > 0
          ? `L'image « ${nom} » est affectée à ${nbProduits} produit${nbProduits > 1 ? "s" : ""}, qui n'auront plus d'image.`
          : `L'image « ${nom} » sera supprimée.`,
      confirmLabel: "Supprimer",
    });
    if (!ok) return;
    remove.mutate(nom, {
      onSuccess: () => {
        notify(msgImageSupprimee(nom));
        onDeleted?.(nom);
      },
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };
}
