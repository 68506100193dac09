import { defaultPeriodeCompta, toIsoDate } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { ComptaAvoirs } from "./ComptaAvoirs.tsx";
import { ComptaExports } from "./ComptaExports.tsx";
import { ComptaFactures } from "./ComptaFactures.tsx";
import { ComptaFiltres } from "./ComptaFiltres.tsx";
import { ComptaSolde } from "./ComptaSolde.tsx";
import { COMPTA_QUERY_KEY, type FiltreCompta, useSoldeCompta } from "./compta-api.ts";

/**
 * Spec 03 section 2.15, /compta: the invoices (both channels) and credit notes of a period, filtered
 * by client and VAT; the balance; row selection with its count, totals and PDF print; the Quadra and
 * FEC exports of the period. Opens on the 1st of the month .. today + 30 days (spec 03 section 9).
 */
export function ComptaPage() {
  const [filtre, setFiltre] = useState<FiltreCompta>(() => defaultPeriodeCompta(toIsoDate(new Date())));
  const solde = useSoldeCompta(filtre);
  const queryClient = useQueryClient();
  // Afficher reads the documents again, even for the same filter (invoices may have been made since).
  const afficher = (f: FiltreCompta) => {
    setFiltre(f);
    void queryClient.invalidateQueries({ queryKey: [COMPTA_QUERY_KEY] });
  };
  // A new filter starts the tables afresh: page 1, empty selection.
  const cle = JSON.stringify(filtre);

  return (
    <Box component="section" aria-labelledby="compta-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="compta-titre" variant="h5" component="h1">
        Comptabilité
      </Typography>
      <ComptaFiltres value={filtre} onApply={afficher} chargement={solde.isFetching} />
      <ComptaExports debut={filtre.debut} fin={filtre.fin} />
      {solde.isError ? (
        <Alert severity="error">{errorMessage(solde.error)}</Alert>
      ) : solde.data === undefined ? (
        <LinearProgress aria-label="Chargement..." />
      ) : (
        <ComptaSolde solde={solde.data} />
      )}
      <ComptaFactures key={`f${cle}`} filtre={filtre} />
      <ComptaAvoirs key={`a${cle}`} filtre={filtre} />
    </Box>
  );
}
