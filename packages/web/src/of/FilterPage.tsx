import { defaultOfFiltre, type OfFiltre, toIsoDate } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useIsFetching } from "@tanstack/react-query";
import { useState } from "react";
import { FilterAnalyse } from "./FilterAnalyse.tsx";
import { FilterForm } from "./FilterForm.tsx";
import { FilterRepartition } from "./FilterRepartition.tsx";
import { REPARTITION_QUERY_KEY, TOTAUX_QUERY_KEY, useRafraichirFilter } from "./filter-api.ts";

/**
 * /filter (spec 03 section 2.8): the filters (opening on 1 January .. today + 30 days), the status
 * distribution with the Reste à Livrer, and the OF analysis in three collapsible lists.
 */
export function FilterPage() {
  const [filtre, setFiltre] = useState<OfFiltre>(() => defaultOfFiltre(toIsoDate(new Date())));
  const chargement =
    useIsFetching({ queryKey: [REPARTITION_QUERY_KEY] }) + useIsFetching({ queryKey: [TOTAUX_QUERY_KEY] }) >
    0;
  const rafraichir = useRafraichirFilter();
  return (
    <Box component="section" aria-labelledby="filter-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="filter-titre" variant="h5" component="h1">
        Suivi des OF
      </Typography>
      <Paper sx={{ p: 2 }}>
        <FilterForm
          value={filtre}
          chargement={chargement}
          onApply={(f) => {
            // Asking again for the same filters reloads them (OFs move all day long).
            if (JSON.stringify(f) === JSON.stringify(filtre)) void rafraichir();
            setFiltre(f);
          }}
        />
      </Paper>
      <FilterRepartition filtre={filtre} />
      <FilterAnalyse filtre={filtre} />
    </Box>
  );
}
