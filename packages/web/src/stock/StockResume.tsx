import { formatEuro, formatPoids, type ResumeStock } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

function Ligne({ titre, r }: { titre: string; r: ResumeStock | undefined }) {
  return (
    <Box
      role="group"
      aria-label={titre}
      sx={{ display: "flex", gap: 3, flexWrap: "wrap", alignItems: "baseline" }}
    >
      <Typography variant="subtitle2" sx={{ minWidth: 110 }}>
        {titre}
      </Typography>
      <span>Nombre : {r?.nombre ?? 0}</span>
      <span>Prix Revient : {formatEuro(r?.prixRevient ?? "0")}</span>
      <span>Prix Revient Reproduction : {formatEuro(r?.prixRevientReproduction ?? "0")}</span>
      <span>Prix Vente : {formatEuro(r?.prixVente ?? "0")}</span>
      <span>Poids Total : {formatPoids(r?.poidsTotal ?? "0")}</span>
    </Box>
  );
}

/** The summary lines of the filtered list and of the selected rows, computed by the server. */
export function StockResume({ liste, selection }: { liste?: ResumeStock; selection?: ResumeStock }) {
  return (
    <Box sx={{ display: "grid", gap: 0.5, fontSize: 14 }}>
      <Ligne titre="Liste" r={liste} />
      <Ligne titre="Sélection" r={selection} />
    </Box>
  );
}
