import { reintegrationSchema } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useRef, useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type OfNumero, OfPicker } from "../ui/OfPicker.tsx";
import { ToolsCard } from "./ToolsCard.tsx";
import { useReintegrerOf } from "./tools-api.ts";

/** A delivered piece returned by its client goes back into stock ("OF réintégré n° {n}"). */
export function ToolsReintegrationCard() {
  const confirm = useConfirm();
  const notify = useNotify();
  const reintegrer = useReintegrerOf();
  const [numero, setNumero] = useState<OfNumero | null>(null);
  const [erreur, setErreur] = useState<string | undefined>();
  // Enter selects the OF and submits in the same key press: read the choice from here.
  const choix = useRef<OfNumero | null>(null);
  const choisir = (of: OfNumero | null) => {
    choix.current = of;
    setNumero(of);
  };

  const onSubmit = async () => {
    if (reintegrer.isPending) return;
    const numero = choix.current;
    const parsed = reintegrationSchema.safeParse({ numSachet: numero?.numSachet });
    if (!parsed.success || !numero) {
      setErreur(parsed.success ? undefined : issuesToFieldErrors(parsed.error.issues).numSachet);
      return;
    }
    setErreur(undefined);
    const ok = await confirm({
      title: `Réintégrer l'OF ${numero.numSachet} en stock ?`,
      message: `La pièce${numero.client ? ` livrée à ${numero.client}` : ""} revient en stock (client Stock). Sa facture n'est pas modifiée : un avoir se fait à part.`,
      confirmLabel: "Réintégrer",
    });
    if (!ok) return;
    reintegrer.mutate(parsed.data, {
      onSuccess: (r) => {
        notify(r.message);
        choisir(null);
      },
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  return (
    <ToolsCard
      titre="Réintégrer un OF livré"
      description="Une pièce livrée (prête à facturer ou facturée) et rendue par le client revient en stock."
    >
      <FormFlow
        onSubmit={() => void onSubmit()}
        aria-label="Réintégrer un OF livré"
        sx={{ display: "grid", gap: 1.5 }}
      >
        <OfPicker
          label="OF livré"
          value={numero}
          onChange={choisir}
          error={erreur !== undefined}
          helperText={erreur}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={reintegrer.isPending}>
            Réintégrer
          </Button>
        </Box>
      </FormFlow>
    </ToolsCard>
  );
}
