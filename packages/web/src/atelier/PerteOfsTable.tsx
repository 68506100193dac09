import type { OuvrierKind, PeriodePerte, PerteOf } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DataTable, type DataTableColumn } from "../ui/DataTable.tsx";
import { ATELIER_QUERY_KEY, perteOfsUrl } from "./charge-api.ts";
import { perteColonnes } from "./PerteColonnes.ts";

const COLONNES: DataTableColumn<PerteOf>[] = [
  { field: "numSachet", headerName: "OF", width: 100 },
  { field: "ref", headerName: "Ref", flex: 1, minWidth: 130, sortable: false },
  { field: "dateRetour", headerName: "Date retour", kind: "date", width: 120 },
  {
    field: "nbLignes",
    headerName: "Lignes",
    width: 80,
    align: "right",
    headerAlign: "right",
    sortable: false,
  },
  ...perteColonnes<PerteOf>(),
];

interface PerteOfsTableProps {
  kind: OuvrierKind;
  ouvrier: { id: number; label: string };
  periode: PeriodePerte;
}

/** The worker's OFs returned in the period, each OF's lines summed. */
export function PerteOfsTable({ kind, ouvrier, periode }: PerteOfsTableProps) {
  const titre = `OF de ${ouvrier.label}`;
  return (
    <Box component="section" aria-label={titre} sx={{ display: "grid", gap: 1 }}>
      <Typography variant="h6" component="h2">
        {titre}
      </Typography>
      <DataTable<PerteOf>
        label={titre}
        columns={COLONNES}
        queryKey={ATELIER_QUERY_KEY}
        url={perteOfsUrl(kind, ouvrier.id)}
        filters={{ ...periode }}
        getRowId={(r) => r.numSachet}
        defaultSort={{ field: "dateRetour", dir: "desc" }}
        searchLabel="OF"
        exportName={`perte-${kind}-${ouvrier.id}-${periode.debut}-${periode.fin}`}
      />
    </Box>
  );
}
