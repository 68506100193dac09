import { formatTempsMinutes, type StatProduction, type TotalProduction } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

function Chiffre({ label, valeur, fort = false }: { label: string; valeur: string; fort?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant={fort ? "h6" : "body1"} component="div" aria-label={label}>
        {valeur}
      </Typography>
    </Box>
  );
}

const pourcent = (p: number | null) => (p === null ? "—" : `${p}\u00a0%`);

function Categorie({ titre, total }: { titre: string; total: TotalProduction }) {
  return (
    <Box role="group" aria-label={titre} sx={{ display: "grid", gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {titre}
      </Typography>
      <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap" }}>
        <Chiffre label="Articles" valeur={String(total.nbArticles)} />
        <Chiffre label="Temps réel" valeur={formatTempsMinutes(total.tempsReel)} />
        <Chiffre label="Temps théorique" valeur={formatTempsMinutes(total.tempsTheorique)} />
        <Chiffre label="Productivité" valeur={pourcent(total.productivite)} fort />
      </Box>
    </Box>
  );
}

/** The summary card: articles, real against theoretical time and productivity; SAV (stade 12) apart. */
export function AtelierStatsResume({ stat }: { stat: StatProduction }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Résumé" sx={{ p: 2, display: "grid", gap: 2 }}>
      <Categorie titre="Classique" total={stat.classique} />
      <Categorie titre="SAV" total={stat.sav} />
    </Paper>
  );
}
