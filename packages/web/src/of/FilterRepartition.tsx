import {
  COLONNES_OFS_STATUT,
  formatCompte,
  formatEuro,
  MSG_ERREUR_CHARGEMENT_ANALYSE,
  MSG_PAS_ENREGISTREMENT,
  type OfDuStatut,
  type OfFiltre,
  PAGE_SIZE_DETAIL,
  PAGE_SIZE_DETAIL_OPTIONS,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PieChart } from "@mui/x-charts/PieChart";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { filtreParams, OFS_STATUT_QUERY_KEY, ofsStatutUrl, useRepartition } from "./filter-api.ts";

const COLONNES = listColumns(COLONNES_OFS_STATUT, {
  screen: {
    numSachet: { width: 100 },
    client: { flex: 1, minWidth: 180 },
    type: { width: 140 },
    ref: { width: 150 },
    prixFact: { width: 130 },
  },
});

/**
 * Spec 03 section 2.8: the doughnut 'Répartition des OFs par Statut', the Reste à Livrer in its title;
 * a slice (or its chip, for the keyboard) lists that status's OFs below.
 */
export function FilterRepartition({ filtre }: { filtre: OfFiltre }) {
  const query = useRepartition(filtre);
  const [statut, setStatut] = useState<number | null>(null);
  const data = query.data;
  const choisi = data?.groupes.find((g) => g.statut === statut) ?? null;

  return (
    <Paper component="section" aria-labelledby="repartition-titre" sx={{ p: 2, display: "grid", gap: 2 }}>
      <Typography id="repartition-titre" variant="h6" component="h2">
        Répartition des OFs par Statut{data ? ` — Reste à Livrer : ${formatEuro(data.resteALivrer)}` : ""}
      </Typography>
      {query.isFetching && <LinearProgress aria-label="Chargement de la répartition" />}
      {query.isError && (
        <Typography role="alert" color="error">
          {MSG_ERREUR_CHARGEMENT_ANALYSE}
        </Typography>
      )}
      {data && data.groupes.length === 0 && <Typography>{MSG_PAS_ENREGISTREMENT}</Typography>}
      {data && data.groupes.length > 0 && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "420px minmax(0, 1fr)" } }}>
          <Box component="figure" aria-label="Répartition des OFs par Statut" sx={{ m: 0 }}>
            <PieChart
              height={300}
              // Shown at once: the office reads the figures, a growing animation only delays the click.
              skipAnimation
              onItemClick={(_e, item) => setStatut(data.groupes[item.dataIndex]?.statut ?? null)}
              series={[
                {
                  // Counts are whole numbers: the slice sizes; labels carry the status name.
                  data: data.groupes.map((g) => ({
                    id: g.statut,
                    value: g.count,
                    label: `${g.statut} ${g.nom}`,
                  })),
                  innerRadius: "50%",
                  paddingAngle: 1,
                  highlightScope: { fade: "global", highlight: "item" },
                  valueFormatter: (_, { dataIndex }) => {
                    const g = data.groupes[dataIndex];
                    return g ? `${formatCompte(g.count, "OF", "OF")} — ${formatEuro(g.sumPrixFact)}` : "";
                  },
                },
              ]}
            />
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignContent: "flex-start" }}>
            {data.groupes.map((g) => (
              <Chip
                key={g.statut}
                label={`${g.statut} ${g.nom} : ${formatCompte(g.count, "OF", "OF")} — ${formatEuro(g.sumPrixFact)}`}
                color={g.statut === statut ? "primary" : "default"}
                onClick={() => setStatut(g.statut)}
              />
            ))}
            <Typography variant="body2" color="text.secondary" sx={{ width: "100%" }}>
              {formatCompte(data.count, "OF", "OF")} — {formatEuro(data.sumPrixFact)}
            </Typography>
          </Box>
        </Box>
      )}
      {choisi && (
        <Box component="section" aria-labelledby="ofs-statut-titre" sx={{ display: "grid", gap: 1 }}>
          <Typography id="ofs-statut-titre" variant="subtitle1" component="h3">
            OFs au statut {choisi.statut} {choisi.nom} ({choisi.count})
          </Typography>
          <DataTable<OfDuStatut>
            label={`OFs au statut ${choisi.statut}`}
            columns={COLONNES}
            queryKey={OFS_STATUT_QUERY_KEY}
            url={ofsStatutUrl(choisi.statut)}
            filters={filtreParams(filtre)}
            getRowId={(r) => r.numSachet}
            defaultPageSize={PAGE_SIZE_DETAIL}
            pageSizeOptions={PAGE_SIZE_DETAIL_OPTIONS}
            exportName={`ofs-statut-${choisi.statut}`}
          />
        </Box>
      )}
    </Paper>
  );
}
