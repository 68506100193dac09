import { IMPRESSION_MAX_OFS, intervalleSchema } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { OfPicker } from "../ui/OfPicker.tsx";
import { ToolsCard } from "./ToolsCard.tsx";
import { ToolsIntervalleForm } from "./ToolsIntervalleForm.tsx";
import { printUrl, useImprimer } from "./tools-api.ts";

/** The prints of a list of OFs (sheets or list) and of an interval; each opens in a new tab. */
export function ToolsPrintCard() {
  const notify = useNotify();
  const imprimer = useImprimer();
  const [ofs, setOfs] = useState<number[]>([]);
  // A new field after each OF added: empty and focused for the next scan (digits + Enter).
  const [saisie, setSaisie] = useState(0);

  const ouvrir = (url: string) =>
    imprimer.mutate(url, { onError: (e) => notify(errorMessage(e), { severity: "error" }) });

  const ajouter = (n: number) =>
    setOfs((liste) => (liste.includes(n) || liste.length >= IMPRESSION_MAX_OFS ? liste : [...liste, n]));

  return (
    <ToolsCard
      titre="Imprimer une liste ou un intervalle"
      description="Fiches OF (étiquette du sachet avec code-barres) ou liste des OF choisis ; ou tous les OF d'un intervalle."
    >
      <OfPicker
        key={saisie}
        label="Ajouter un OF"
        value={null}
        autoFocus={saisie > 0}
        onChange={(o) => {
          if (!o) return;
          ajouter(o.numSachet);
          setSaisie((s) => s + 1);
        }}
      />
      <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }} aria-label="OF à imprimer" role="list">
        {ofs.map((n) => (
          <Chip
            key={n}
            role="listitem"
            label={n}
            size="small"
            onDelete={() => setOfs((liste) => liste.filter((x) => x !== n))}
          />
        ))}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button
          variant="contained"
          disabled={ofs.length === 0 || imprimer.isPending}
          onClick={() => ouvrir(printUrl.fiche(ofs))}
        >
          Fiches OF
        </Button>
        <Button
          variant="outlined"
          disabled={ofs.length === 0 || imprimer.isPending}
          onClick={() => ouvrir(printUrl.liste(ofs))}
        >
          Liste
        </Button>
        <Button disabled={ofs.length === 0} onClick={() => setOfs([])}>
          Vider
        </Button>
      </Box>
      <Divider />
      <ToolsIntervalleForm
        label="Intervalle"
        schema={intervalleSchema}
        bouton="Imprimer l'intervalle"
        finAide="Vide : jusqu'au dernier OF"
        pending={imprimer.isPending}
        onImprimer={(b) => ouvrir(printUrl.intervalle(b))}
      />
    </ToolsCard>
  );
}
