import type { ProduitTrouve } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useCallback, useState } from "react";
import { ProduitPrixDetail } from "./ProduitPrixDetail.tsx";
import { ProduitRecherche } from "./ProduitRecherche.tsx";
import { useProduitPrix } from "./produit-api.ts";

/** Spec 01 section 2, /produit: the price breakdown on the left, the product search on the right. */
export function ProduitPage() {
  const [idCentre, setIdCentre] = useState<number | null>(null);
  const detail = useProduitPrix(idCentre);
  const onSelect = useCallback((p: ProduitTrouve) => setIdCentre(p.idCentre), []);

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Produits
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 360px" } }}>
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          {idCentre === null ? (
            <Paper sx={{ p: 2 }}>
              <Typography color="text.secondary">
                Recherchez un produit par sa référence pour afficher le détail de son prix.
              </Typography>
            </Paper>
          ) : detail.isError ? (
            <Alert severity="error">{detail.error.message}</Alert>
          ) : detail.data === undefined ? (
            <CircularProgress aria-label="Chargement..." />
          ) : (
            <ProduitPrixDetail detail={detail.data} />
          )}
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 } }}>
          <ProduitRecherche selectedId={idCentre} onSelect={onSelect} />
        </Box>
      </Box>
    </Box>
  );
}
