import {
  type CaFiltre,
  COLONNES_FACON,
  defaultCaFiltre,
  formatPoids,
  type LigneFacon,
  PAGE_SIZE_ANALYSE_OPTIONS,
  toIsoDate,
} from "@ecrin/domain";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ANALYSE_CA_QUERY_KEY, caParams, FACON_URL, useFaconTotal } from "./api.ts";
import { CaFiltreForm, texteFiltres } from "./CaFiltreForm.tsx";
import { Chargement } from "./Chargement.tsx";

const COLONNES = listColumns(COLONNES_FACON, {
  screen: {
    client: { flex: 1, minWidth: 180 },
    dateFact: { width: 110 },
    idFact: { width: 100 },
    ref: { width: 130, sortable: false },
    refClt: { width: 150, sortable: false },
    poids: { width: 130 },
  },
});

/**
 * /facon (spec 03 section 2.7): the invoiced lines with their gold weight, filtered as the sales
 * analysis (façon TOUT=2 / 1 / NORMAL=0), the total weight, CSV and print.
 */
export function FaconPage() {
  const [filtre, setFiltre] = useState<CaFiltre>(() => ({
    ...defaultCaFiltre(toIsoDate(new Date())),
    facon: 1,
  }));
  const queryClient = useQueryClient();
  const chargement = useIsFetching({ queryKey: [ANALYSE_CA_QUERY_KEY] }) > 0;
  const total = useFaconTotal(filtre);
  return (
    <Box component="section" aria-labelledby="facon-titre" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <Typography id="facon-titre" variant="h5" component="h1" sx={{ flex: 1 }}>
          Façon
        </Typography>
        <Button startIcon={<PrintOutlined />} onClick={() => window.print()} sx={{ displayPrint: "none" }}>
          Imprimer
        </Button>
      </Box>
      <Box sx={{ displayPrint: "none" }}>
        <CaFiltreForm
          value={filtre}
          onApply={(f) => {
            setFiltre(f);
            void queryClient.invalidateQueries({ queryKey: [ANALYSE_CA_QUERY_KEY] });
          }}
          chargement={chargement}
          choix={["facon", "tournee", "imperatif", "devis"]}
        />
      </Box>
      <Typography variant="body2" sx={{ display: "none", displayPrint: "block" }}>
        {texteFiltres(filtre)} — imprimé le {new Date().toLocaleString("fr-FR")}
      </Typography>
      <Chargement query={total}>
        {(t) => (
          <Typography aria-label="Poids total" sx={{ fontWeight: 600 }}>
            Poids total : {formatPoids(t.poidsTotal)} ({t.nbLignes} lignes)
          </Typography>
        )}
      </Chargement>
      <DataTable<LigneFacon>
        label="Lignes façon"
        columns={COLONNES}
        queryKey={ANALYSE_CA_QUERY_KEY}
        url={FACON_URL}
        filters={caParams(filtre)}
        getRowId={(r) => r.id}
        defaultSort={{ field: "dateFact", dir: "asc" }}
        defaultPageSize={20}
        pageSizeOptions={PAGE_SIZE_ANALYSE_OPTIONS}
        exportName="facon"
      />
    </Box>
  );
}
