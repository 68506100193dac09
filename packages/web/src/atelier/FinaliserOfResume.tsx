import { formatPoids, type OfAtelier } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/**
 * What both screens show of the chosen OF: product, client, stade, weight, status, and the readiness
 * hint ('Pret Pour Finalisation', why not, or 'Of Déja Finalisé') unless the screen shows it elsewhere.
 */
export function FinaliserOfResume({ detail, avecEtat = true }: { detail: OfAtelier; avecEtat?: boolean }) {
  const { of, etat } = detail;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="of-resume">
        {[
          `OF ${of.numSachet}`,
          [of.ref, of.description].filter(Boolean).join(" — "),
          of.client,
          of.stade,
          of.poids ? formatPoids(of.poids) : null,
          `Statut ${of.statut} — ${of.descStatut}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Typography>
      {avecEtat ? (
        <Alert severity={etat.pret ? "success" : "warning"} role="status" aria-label="État de finalisation">
          {etat.message}
        </Alert>
      ) : null}
    </Box>
  );
}
