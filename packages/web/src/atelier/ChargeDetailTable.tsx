import { formatMinutes, type LigneChargeDetail } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DataTable, type DataTableColumn } from "../ui/DataTable.tsx";
import { ATELIER_QUERY_KEY, CHARGE_DETAIL_URL } from "./charge-api.ts";

const minutes = (value: unknown) => (typeof value === "string" ? formatMinutes(value) : "");

/** Spec 02 section 2.6: columns OF, Joaillier, Poids, Poids Rendu, Temps, Temps T, Ref, Desc. */
const COLONNES: DataTableColumn<LigneChargeDetail>[] = [
  { field: "numSachet", headerName: "OF", width: 100 },
  { field: "label", headerName: "Joaillier", flex: 1, minWidth: 150, sortable: false },
  { field: "poidsD", headerName: "Poids", kind: "poids", width: 120 },
  { field: "poidsR", headerName: "Poids Rendu", kind: "poids", width: 130 },
  {
    field: "temps",
    headerName: "Temps",
    width: 110,
    align: "right",
    headerAlign: "right",
    valueFormatter: minutes,
  },
  {
    field: "plusMo",
    headerName: "Temps T",
    width: 110,
    align: "right",
    headerAlign: "right",
    valueFormatter: minutes,
  },
  { field: "ref", headerName: "Ref", width: 140 },
  { field: "refDesc", headerName: "Desc", flex: 1.5, minWidth: 200, sortable: false },
];

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
