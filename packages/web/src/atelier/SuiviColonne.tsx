import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface SuiviColonneProps {
  /** "Joaillier" (the workshop) or "Serti" (setting). */
  titre: string;
  onAjouter: () => void;
  onRetourner: () => void;
  children: ReactNode;
}

/** A column of /suivi_prod: its title, Ajouter and Retourner, and its list of lines. */
export function SuiviColonne({ titre, onAjouter, onRetourner, children }: SuiviColonneProps) {
  const id = `suivi-colonne-${titre.toLowerCase()}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 1.5, alignContent: "start", minWidth: 0 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {titre}
        </Typography>
        <Button variant="contained" onClick={onAjouter}>
          Ajouter
        </Button>
        <Button variant="outlined" onClick={onRetourner}>
          Retourner
        </Button>
      </Box>
      {children}
    </Paper>
  );
}
