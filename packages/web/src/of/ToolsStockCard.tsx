import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ToolsCard } from "./ToolsCard.tsx";
import { printUrl, type ResultatOutil, useCreerOfStock, useImprimer } from "./tools-api.ts";

/** Spec 01 section 9: a stock OF with the fixed values of the settings; its sheet printable at once. */
export function ToolsStockCard() {
  const confirm = useConfirm();
  const notify = useNotify();
  const creer = useCreerOfStock();
  const imprimer = useImprimer();
  const [dernier, setDernier] = useState<ResultatOutil | null>(null);

  const onCreer = async () => {
    const ok = await confirm({
      title: "Créer un OF de stock ?",
      message:
        "Produit, client, métal, stade et transport des OF de stock (réglages), statut créé. Le produit réel se renseigne ensuite dans Trace OF.",
      confirmLabel: "Créer",
    });
    if (!ok) return;
    creer.mutate(undefined, {
      onSuccess: (r) => {
        setDernier(r);
        notify(r.message);
      },
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  const onFiche = (n: number) =>
    imprimer.mutate(printUrl.fiche([n]), { onError: (e) => notify(errorMessage(e), { severity: "error" }) });

  return (
    <ToolsCard
      titre="OF de stock"
      description="Crée un OF pour le stock, avec les valeurs fixées par les réglages."
    >
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <Button variant="contained" onClick={onCreer} disabled={creer.isPending}>
          Créer un OF de stock
        </Button>
        {dernier && (
          <>
            <Typography variant="body2">Dernier créé : n° {dernier.numSachet}</Typography>
            <Button size="small" onClick={() => onFiche(dernier.numSachet)} disabled={imprimer.isPending}>
              Imprimer sa fiche
            </Button>
          </>
        )}
      </Box>
    </ToolsCard>
  );
}
