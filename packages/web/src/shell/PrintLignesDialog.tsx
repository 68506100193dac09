import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet } from "../api/http.ts";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";

/** The Lignes print: the line is chosen first, then its products open as a PDF. */
export function LignesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [ligne, setLigne] = useState("");
  const lignes = useQuery({
    queryKey: ["impressions-lignes"],
    queryFn: ({ signal }) => apiGet<string[]>("/api/admin/impressions/lignes", undefined, { signal }),
    enabled: open,
  });
  const imprimer = () => {
    if (!ligne) return;
    ouvrirPdf(`/api/admin/impressions/lignes.pdf?ligne=${encodeURIComponent(ligne)}`).catch((e) =>
      notify(errorMessage(e), { severity: "error" }),
    );
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="impression-lignes-title" fullWidth maxWidth="xs">
      <DialogTitle id="impression-lignes-title">Imprimer une ligne</DialogTitle>
      <DialogContent sx={{ pt: "8px !important" }}>
        <TextField
          select
          fullWidth
          label="Ligne"
          value={ligne}
          onChange={(e) => setLigne(e.target.value)}
          helperText={lignes.data?.length === 0 ? "Aucune ligne au catalogue." : undefined}
        >
          {(lignes.data ?? []).map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={imprimer} disabled={!ligne}>
          Imprimer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
