import { COLONNES_CHARGE_DETAIL, type LigneChargeDetail } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ATELIER_QUERY_KEY, CHARGE_DETAIL_URL } from "./charge-api.ts";

const COLONNES = listColumns(COLONNES_CHARGE_DETAIL, {
  screen: {
    numSachet: { width: 100 },
    label: { flex: 1, minWidth: 150, sortable: false },
    poidsD: { width: 120 },
    poidsR: { width: 130 },
    temps: { width: 110 },
    plusMo: { width: 110 },
    ref: { width: 140 },
    refDesc: { flex: 1.5, minWidth: 200, sortable: false },
  },
});

/** The lines of the chosen jeweller on the OFs delivered that day. */
export function ChargeDetailTable({
  date,
  joaillier,
}: {
  date: string;
  joaillier: { id: number; label: string };
}) {
  return (
    <Box component="section" aria-labelledby="charge-detail-titre" sx={{ display: "grid", gap: 1 }}>
      <Typography id="charge-detail-titre" variant="h6" component="h2">
        Détail de {joaillier.label}
      </Typography>
      <DataTable<LigneChargeDetail>
        label={`Détail de ${joaillier.label}`}
        columns={COLONNES}
        queryKey={ATELIER_QUERY_KEY}
        url={CHARGE_DETAIL_URL}
        filters={{ date, joaillier: joaillier.id }}
        getRowId={(r) => r.idLigne}
        defaultSort={{ field: "numSachet", dir: "asc" }}
        exportName={`charge-${date}-${joaillier.label}`}
      />
    </Box>
  );
}
