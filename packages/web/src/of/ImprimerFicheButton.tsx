import Button from "@mui/material/Button";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { printUrl, useImprimer } from "./tools-api.ts";

/** "Imprimer la fiche": the OF sheet of Outils OF (bag label, stones, weight boxes), in a new tab. */
export function ImprimerFicheButton({ numSachet }: { numSachet: number }) {
  const notify = useNotify();
  const imprimer = useImprimer();
  return (
    <Button
      onClick={() =>
        imprimer.mutate(printUrl.fiche([numSachet]), {
          onError: (e) => notify(errorMessage(e), { severity: "error" }),
        })
      }
      loading={imprimer.isPending}
    >
      Imprimer la fiche
    </Button>
  );
}
