import { COLONNES_STOCK_PIERRES, formatEuro, type LigneStockPierre, PAGE_SIZES } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { HistoriqueConsommationDialog } from "./HistoriqueConsommationDialog.tsx";
import {
  AUCUN_FILTRE,
  type FiltresStockPierres,
  filtresParams,
  StockPierreFiltres,
} from "./StockPierreFiltres.tsx";
import { StockPierreOperationDialog } from "./StockPierreOperationDialog.tsx";
import {
  etiquetteUrl,
  STOCK_PIERRES_KEY,
  STOCK_PIERRES_URL,
  useOperationStock,
  useTotauxStock,
} from "./stock-pierres-api.ts";

type Dialogue = { kind: "operation"; ids: number[] } | { kind: "historique"; idConf: number } | null;

/**
 * /pierre/stock (spec 02 section 2.9): the received lots, filtered, sorted and paged by the server,
 * with the totals of the whole filtered set; the owner (entrusted until invoiced) and the age of an
 * entrusted lot (issue 13).
 */
export function StockPierrePage() {
  const notify = useNotify();
  const [filtres, setFiltres] = useState<FiltresStockPierres>(AUCUN_FILTRE);
  const [selection, setSelection] = useState<LigneStockPierre[]>([]);
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const totaux = useTotauxStock(filtresParams(filtres));
  const operation = useOperationStock();
  const ids = selection.map((r) => r.idConf);

  const enCours = (kind: "reintegrer" | "sortir") =>
    operation.mutate(
      { kind, body: { ids } },
      {
        onSuccess: (r) =>
          notify(
            kind === "sortir"
              ? `${r.modifiees} pierre(s) sortie(s) du stock`
              : `${r.modifiees} pierre(s) réintégrée(s)`,
          ),
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );

  const actionsLigne: GridColDef<LigneStockPierre> = {
    field: "actions",
    headerName: "",
    sortable: false,
    width: 190,
    renderCell: ({ row }) => (
      <Box sx={{ display: "flex", gap: 0.5 }}>
        <Button size="small" onClick={() => setDialogue({ kind: "historique", idConf: row.idConf })}>
          Historique
        </Button>
        <Button size="small" onClick={() => void ouvrirPdf(etiquetteUrl(row.idConf))}>
          Étiquette
        </Button>
      </Box>
    ),
  };
  const columns = listColumns(COLONNES_STOCK_PIERRES, {
    screen: {
      idConf: { width: 80 },
      description: { flex: 1, minWidth: 200 },
      certificat: { minWidth: 120 },
      lg: { width: 100 },
      fournisseur: { minWidth: 130 },
    },
    after: [actionsLigne],
  });

  return (
    <Box
      component="section"
      aria-labelledby="stock-pierre-titre"
      sx={{ display: "grid", gap: 2, minWidth: 0 }}
    >
      <Typography id="stock-pierre-titre" variant="h5" component="h1">
        Stock Pierre
      </Typography>
      <StockPierreFiltres onAfficher={setFiltres} />
      <Paper
        variant="outlined"
        sx={{ p: 1.5, display: "flex", gap: 4, flexWrap: "wrap" }}
        aria-label="Totaux"
      >
        <Typography>
          Pierres : <strong>{totaux.data?.nombre ?? "…"}</strong>
        </Typography>
        <Typography>
          Prix Total : <strong>{totaux.data ? formatEuro(totaux.data.prixTotal) : "…"}</strong>
        </Typography>
        <Typography>
          Prix non Consomme : <strong>{totaux.data ? formatEuro(totaux.data.prixNonConsomme) : "…"}</strong>
        </Typography>
      </Paper>
      <DataTable<LigneStockPierre>
        label="Stock Pierre"
        columns={columns}
        // 22 columns over a page of at most 100 rows: every cell rendered, the owner and age in reach.
        disableVirtualization
        queryKey={STOCK_PIERRES_KEY}
        url={STOCK_PIERRES_URL}
        filters={filtresParams(filtres)}
        getRowId={(r) => r.idConf}
        defaultSort={{ field: "dateReception", dir: "desc" }}
        defaultPageSize={PAGE_SIZES.defaut}
        checkboxSelection
        onSelectionChange={(_ids, rows) => setSelection(rows)}
        exportName="stock-pierres"
        searchLabel="Description ou N° Confie"
        actions={
          <>
            <Button
              size="small"
              variant="contained"
              disabled={ids.length === 0}
              onClick={() => setDialogue({ kind: "operation", ids })}
            >
              Editer
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={ids.length === 0}
              onClick={() => enCours("reintegrer")}
            >
              Reintegrer
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={ids.length === 0}
              onClick={() => enCours("sortir")}
            >
              Sortir du Stock
            </Button>
          </>
        }
      />
      {dialogue?.kind === "operation" && (
        <StockPierreOperationDialog ids={dialogue.ids} onClose={() => setDialogue(null)} />
      )}
      {dialogue?.kind === "historique" && (
        <HistoriqueConsommationDialog idConf={dialogue.idConf} onClose={() => setDialogue(null)} />
      )}
    </Box>
  );
}
