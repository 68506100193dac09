import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { AtelierCarte } from "./AtelierCarte.tsx";
import { AtelierStats } from "./AtelierStats.tsx";
import { useCartesJoailliers } from "./vue-api.ts";

/**
 * /atelier (spec 02 section 2.5): one card per active jeweller with his OFs in progress, balances and
 * 'Faire Pesée'; the production statistics of the one selected.
 */
export function AtelierPage() {
  const cartes = useCartesJoailliers();
  const [selection, setSelection] = useState<number | null>(null);
  const choisie = cartes.data?.find((c) => c.id === selection) ?? null;

  return (
    <Box component="section" aria-labelledby="atelier-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="atelier-titre" variant="h5" component="h1">
        Atelier
      </Typography>
      {cartes.isPending && <LinearProgress aria-label="Chargement des joailliers" />}
      {cartes.isError && <Alert severity="error">{cartes.error.message}</Alert>}
      {cartes.data?.length === 0 && <Alert severity="info">Aucun joaillier actif.</Alert>}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" }}>
        {cartes.data?.map((c) => (
          <AtelierCarte
            key={c.id}
            carte={c}
            selectionnee={c.id === selection}
            onSelect={() => setSelection(c.id === selection ? null : c.id)}
          />
        ))}
      </Box>
      {choisie && <AtelierStats key={choisie.id} carte={choisie} />}
    </Box>
  );
}
