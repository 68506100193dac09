import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface Colonne {
  titre: string;
  form: ReactNode;
  /** The list of this side's lines. */
  liste: ReactNode;
}

interface EnvoiRetourEcranProps {
  titre: string;
  envoi: Colonne;
  retour: Colonne;
}

/** The layout of /atelier/envoi and /serti/envoi (spec 02 section 2.2): send on the left, return on the right. */
export function EnvoiRetourEcran({ titre, envoi, retour }: EnvoiRetourEcranProps) {
  const id = titre.toLowerCase().replaceAll(" ", "-");
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id={id} variant="h5" component="h1">
        {titre}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, minWidth: 0 }}>
        {[envoi, retour].map((c) => (
          <Box key={c.titre} sx={{ display: "grid", gap: 2, alignContent: "start", minWidth: 0 }}>
            <Paper
              component="section"
              aria-label={c.titre}
              variant="outlined"
              sx={{ p: 2, display: "grid", gap: 1.5 }}
            >
              <Typography variant="h6" component="h2">
                {c.titre}
              </Typography>
              {c.form}
            </Paper>
            {c.liste}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
