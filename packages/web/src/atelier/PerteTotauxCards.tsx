import { type BilanPerte, formatPoids } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatPourcentagePerte } from "./PerteColonnes.ts";

function Carte({ titre, bilan }: { titre: string; bilan: BilanPerte }) {
  const id = `perte-total-${titre.replace(/\s+/g, "-")}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 0.5 }}
    >
      <Typography id={id} variant="subtitle1" component="h2">
        {titre}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto auto", columnGap: 2 }}>
        {(
          [
            ["Poids envoyé", formatPoids(bilan.poidsD)],
            ["Poids rendu", formatPoids(bilan.poidsR)],
            ["Perte", formatPoids(bilan.perte)],
            ["Perte %", formatPourcentagePerte(bilan.pourcentage)],
          ] as const
        ).map(([terme, valeur]) => (
          <Box key={terme} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {terme}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "right", fontWeight: 600 }}>
              {valeur}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The period's totals, jewellers and setters: what the manager compares with the weighing. */
export function PerteTotauxCards({
  joailliers,
  sertisseurs,
}: {
  joailliers: BilanPerte;
  sertisseurs: BilanPerte;
}) {
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 360px))" }}>
      <Carte titre="Total joailliers" bilan={joailliers} />
      <Carte titre="Total sertisseurs" bilan={sertisseurs} />
    </Box>
  );
}
