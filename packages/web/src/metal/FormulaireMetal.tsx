import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useEnterNavigation } from "../ui/useEnterNavigation.ts";

interface FormulaireMetalProps {
  titre: string;
  /** The form's accessible name, the title unless said. */
  nom?: string;
  /** The heading's variant: a form beside the ledger (subtitle) or a screen of its own (h5). */
  titreVariante?: "subtitle1" | "h5";
  /** Edit mode: the 'ÉDITION' badge, 'Mettre à jour' and 'Annuler édition'. */
  edition?: boolean;
  onCancelEdit?: () => void;
  onSubmit: () => void;
  enCours: boolean;
  /** The label of the submit button in create mode. */
  valider?: string;
  /** The form's messages (its own rule, the server's answer), each a line in red. */
  erreurs?: readonly (string | null | undefined)[];
  children: ReactNode;
}

/**
 * The frame of the metal forms: a form named by its title, Enter to the next field and submit on the last,
 * the messages and the buttons under the fields.
 */
export function FormulaireMetal({
  titre,
  nom = titre,
  titreVariante = "subtitle1",
  edition = false,
  onCancelEdit,
  onSubmit,
  enCours,
  valider = "Enregistrer",
  erreurs = [],
  children,
}: FormulaireMetalProps) {
  const onKeyDown = useEnterNavigation(onSubmit);
  return (
    <Box
      component="form"
      aria-label={nom}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant={titreVariante} component={titreVariante === "h5" ? "h1" : "h2"}>
          {titre}
        </Typography>
        {edition && <Chip label="ÉDITION" color="warning" size="small" />}
      </Box>
      {children}
      {erreurs
        .filter((m): m is string => Boolean(m))
        .map((m) => (
          <Typography key={m} color="error" variant="body2" role="alert">
            {m}
          </Typography>
        ))}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={enCours}>
          {edition ? "Mettre à jour" : valider}
        </Button>
        {edition && onCancelEdit && <Button onClick={onCancelEdit}>Annuler édition</Button>}
      </Box>
    </Box>
  );
}
