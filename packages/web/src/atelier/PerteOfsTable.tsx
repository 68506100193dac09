import { COLONNES_PERTE_OFS, type OuvrierKind, type PeriodePerte, type PerteOf } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ATELIER_QUERY_KEY } from "./charge-api.ts";
import { perteEcran } from "./PerteColonnes.ts";
import { perteOfsUrl } from "./perte-api.ts";

const COLONNES = listColumns(COLONNES_PERTE_OFS, {
  screen: {
    numSachet: { width: 100 },
    ref: { flex: 1, minWidth: 130, sortable: false },
    dateRetour: { width: 120 },
    nbLignes: { width: 80, sortable: false },
    ...perteEcran<PerteOf>(),
  },
});

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
