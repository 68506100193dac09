import { msgComptagePlateauEnregistre } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useInventaire, usePlateaux } from "./stock-api.ts";

/**
 * Tray count by scanner (issue 14): pick a tray, scan every bag on it (the scanner types the number and
 * Enter); the server lists what was expected and not scanned, and what was scanned but belongs
 * elsewhere; Enregistrer keeps the count.
 */
export function InventairePlateauPage() {
  const notify = useNotify();
  const plateaux = usePlateaux();
  const [plateau, setPlateau] = useState<number | "">("");
  const [scan, setScan] = useState("");
  const [scannes, setScannes] = useState<number[]>([]);
  const inventaire = useInventaire(plateau === "" ? null : plateau);
  const r = inventaire.data;

  const comparer = (enregistrer: boolean) =>
    inventaire.mutate(
      { scannes, enregistrer },
      {
        onSuccess: (x) => {
          if (x.enregistre) notify(msgComptagePlateauEnregistre(x.plateau));
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );

  return (
    <Box component="section" aria-labelledby="inv-titre" sx={{ display: "grid", gap: 2, maxWidth: 900 }}>
      <Typography id="inv-titre" variant="h5" component="h1">
        Comptage d'un plateau
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <TextField
          select
          size="small"
          label="Plateau"
          value={plateau}
          sx={{ minWidth: 200 }}
          onChange={(e) => {
            setPlateau(e.target.value === "" ? "" : Number(e.target.value));
            setScannes([]);
            inventaire.reset();
          }}
        >
          {(plateaux.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label} ({p.nombre})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Sachet scanné"
          value={scan}
          disabled={plateau === ""}
          onChange={(e) => setScan(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            const n = scan.trim();
            if (/^\d{1,10}$/.test(n) && !scannes.includes(Number(n))) setScannes([...scannes, Number(n)]);
            setScan("");
          }}
        />
        <Button variant="outlined" disabled={plateau === ""} onClick={() => comparer(false)}>
          Comparer
        </Button>
        <Button variant="contained" disabled={plateau === ""} onClick={() => comparer(true)}>
          Enregistrer le comptage
        </Button>
      </Box>
      <Paper sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">Scannés ({scannes.length})</Typography>
        <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
          {scannes.map((n) => (
            <Chip key={n} label={n} onDelete={() => setScannes(scannes.filter((x) => x !== n))} />
          ))}
        </Box>
      </Paper>
      {r && (
        <Box sx={{ display: "grid", gap: 1 }}>
          <Alert severity={r.manquants.length === 0 && r.etrangers.length === 0 ? "success" : "warning"}>
            Plateau {r.plateau} : {r.attendus.length} attendu(s), {r.scannes.length} scanné(s),{" "}
            {r.manquants.length} manquant(s), {r.etrangers.length} d'ailleurs.
          </Alert>
          <Paper sx={{ p: 1.5 }} aria-label="Manquants">
            <Typography variant="subtitle2">Attendus et non scannés</Typography>
            {r.manquants.join(", ") || "Aucun"}
          </Paper>
          <Paper sx={{ p: 1.5 }} aria-label="D'ailleurs">
            <Typography variant="subtitle2">Scannés mais d'ailleurs</Typography>
            {r.ailleurs.length === 0
              ? "Aucun"
              : r.ailleurs.map((a) => (
                  <div key={a.of}>
                    {a.of} :{" "}
                    {a.statut === null
                      ? "OF inconnu"
                      : a.statut !== 650
                        ? `pas en stock (statut ${a.statut})`
                        : a.plateau
                          ? `plateau ${a.plateau}`
                          : `sans plateau (${a.lieu ?? ""})`}
                  </div>
                ))}
          </Paper>
        </Box>
      )}
    </Box>
  );
}
