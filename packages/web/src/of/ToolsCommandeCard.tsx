import { commandeSchema } from "@ecrin/domain";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ToolsCard } from "./ToolsCard.tsx";
import { ToolsIntervalleForm } from "./ToolsIntervalleForm.tsx";
import { printUrl, useImprimer } from "./tools-api.ts";

/** The order with photos: start and end both required (spec 01 section 5). */
export function ToolsCommandeCard() {
  const notify = useNotify();
  const imprimer = useImprimer();
  return (
    <ToolsCard
      titre="Imprimer une commande avec photos"
      description="Les OF d'un intervalle, avec la photo de chaque pièce. Début et fin obligatoires."
    >
      <ToolsIntervalleForm
        label="Commande"
        schema={commandeSchema}
        bouton="Imprimer la commande"
        pending={imprimer.isPending}
        onImprimer={(b) =>
          imprimer.mutate(printUrl.commande(b), {
            onError: (e) => notify(errorMessage(e), { severity: "error" }),
          })
        }
      />
    </ToolsCard>
  );
}
