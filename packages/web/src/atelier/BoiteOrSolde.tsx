import { type BoiteOrFiltre, formatPoids } from "@ecrin/domain";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useSoldeBoiteOr } from "./boite-or-api.ts";

/** The balance of the filtered rows: given, returned, balance, and what no weighing closed yet. */
export function BoiteOrSolde({ filtre }: { filtre: BoiteOrFiltre }) {
  const query = useSoldeBoiteOr(filtre);
  const s = query.data;
  const chiffre = (label: string, valeur: string | undefined, fort = false) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant={fort ? "h6" : "body1"} component="div" aria-label={label}>
        {valeur === undefined ? "…" : formatPoids(valeur)}
      </Typography>
    </Box>
  );
  return (
    <Box role="group" aria-label="Solde du filtre" sx={{ display: "grid", gap: 0.5 }}>
      <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap", alignItems: "flex-end" }}>
        {chiffre("Donné", s?.donne)}
        {chiffre("Rendu", s?.rendu)}
        {chiffre("Solde", s?.solde, true)}
        {chiffre("Solde non pesé", s?.soldeNonPese)}
      </Box>
      {query.isFetching && <LinearProgress aria-label="Calcul du solde" />}
      {query.isError && (
        <Typography color="error" variant="body2">
          {query.error.message}
        </Typography>
      )}
    </Box>
  );
}
