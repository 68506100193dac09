import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode, Ref } from "react";

interface Panneau {
  titre: string;
  /** The region's name when the title alone repeats another's ("Serti" is also the column). */
  nom?: string;
  form: ReactNode;
}

interface FinaliserColonneProps {
  /** "Atelier (Joaillier)" or "Serti". */
  titre: string;
  tableau: ReactNode;
  retour: Panneau;
  ajout: Panneau;
  /** The return panel: where a scanned OF with this kind of line still out moves the focus. */
  retourRef?: Ref<HTMLDivElement>;
}

function FinaliserPanneau({ titre, nom, form, panneauRef }: Panneau & { panneauRef?: Ref<HTMLDivElement> }) {
  const id = `finaliser-${(nom ?? titre).toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Box
      ref={panneauRef}
      component="section"
      {...(nom ? { "aria-label": nom } : { "aria-labelledby": id })}
      sx={{ display: "grid", gap: 1, minWidth: 0 }}
    >
      <Typography id={id} variant="subtitle1" component="h3">
        {titre}
      </Typography>
      {form}
    </Box>
  );
}

/** One side of /finaliser: the OF's lines of that kind, its return form and its add form. */
export function FinaliserColonne({ titre, tableau, retour, ajout, retourRef }: FinaliserColonneProps) {
  const id = `finaliser-colonne-${titre.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 2, alignContent: "start", minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2">
        {titre}
      </Typography>
      {tableau}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <FinaliserPanneau {...retour} panneauRef={retourRef} />
        <FinaliserPanneau {...ajout} />
      </Box>
    </Paper>
  );
}
