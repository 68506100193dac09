import { type CarteJoaillier, isValidIsoDate, type PeriodeProduction, toIsoDate } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { AtelierStatsPeriode } from "./AtelierStatsPeriode.tsx";
import { AtelierStatsResume } from "./AtelierStatsResume.tsx";
import { AtelierStatsTable } from "./AtelierStatsTable.tsx";
import { PeseeHistorique } from "./PeseeHistorique.tsx";
import { useStatProduction } from "./vue-api.ts";

/** The production statistics of the selected jeweller (spec 02 section 2.5) and his weighings. */
export function AtelierStats({ carte }: { carte: CarteJoaillier }) {
  const [periode, setPeriode] = useState<PeriodeProduction>("semaine");
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const complete = isValidIsoDate(date);
  const query = useStatProduction(complete ? { idOuvr: carte.id, periode, date } : null);

  return (
    <Paper
      component="section"
      aria-labelledby="atelier-stats-titre"
      sx={{ p: 2, display: "grid", gap: 2, minWidth: 0 }}
    >
      <Typography id="atelier-stats-titre" variant="h6" component="h2">
        Production de {carte.label}
      </Typography>
      <AtelierStatsPeriode
        periode={periode}
        date={date}
        onChange={(p, d) => {
          setPeriode(p);
          setDate(d);
        }}
      />
      {query.isFetching && <LinearProgress aria-label="Chargement des statistiques" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && (
        <>
          <AtelierStatsResume stat={query.data} />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", xl: "1fr 1fr" } }}>
            <AtelierStatsTable titre="Top temps" lignes={query.data.top} />
            <AtelierStatsTable titre="Flop temps" lignes={query.data.flop} />
          </Box>
        </>
      )}
      <Typography variant="subtitle1" component="h3">
        Pesées
      </Typography>
      <PeseeHistorique idOuvr={carte.id} />
    </Paper>
  );
}
