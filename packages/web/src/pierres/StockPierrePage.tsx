import {
  COLONNES_STOCK_PIERRES,
  formatEuro,
  type LigneStockPierre,
  msgPierresReintegrees,
  msgPierresSorties,
  PAGE_SIZES,
} from "@ecrin/domain";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
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

/** The 17 columns of the spec in 1 200 px: narrow formats, headers on two lines (issue 28.4). */
const COLONNES_ECRAN = {
  idConf: { width: 52 },
  description: { flex: 1, minWidth: 96 },
  certificat: { width: 76 },
  lg: { width: 64 },
  poids: { width: 62 },
  conso: { width: 62 },
  retour: { width: 62 },
  reste: { width: 62 },
  prixCt: { width: 64 },
  monnaie: { width: 48 },
  prixEuro: { width: 76 },
  fournisseur: { width: 76 },
  cours: { width: 52 },
  noConfie: { width: 56 },
  dateReception: { width: 72 },
  etat: { width: 60 },
  labelFact: { width: 64 },
} as const;
/** Beyond the spec's 17 columns: in each row's details panel. */
const EN_DETAIL = ["pieces", "piecesReste", "proprietaire", "age"] as const;

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

  const enregistrees = useSurbrillance<number>();

  const enCours = (kind: "reintegrer" | "sortir") =>
    operation.mutate(
      { kind, body: { ids } },
      {
        onSuccess: (r) => {
          notify(kind === "sortir" ? msgPierresSorties(r.modifiees) : msgPierresReintegrees(r.modifiees));
          // Lots taken out of stock stay in the list only with Historique: otherwise nothing to show.
          if (kind === "reintegrer" || filtres.historique) enregistrees.marquer(ids);
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );

  // The row's actions as icons, first in the row: in view whatever the width (issue 28.4).
  const actionsLigne: GridColDef<LigneStockPierre> = {
    field: "actions",
    headerName: "",
    sortable: false,
    disableColumnMenu: true,
    width: 60,
    renderCell: ({ row }) => (
      <Box sx={{ display: "flex" }}>
        <IconButton
          size="small"
          aria-label="Historique"
          title="Historique Consommation"
          onClick={() => setDialogue({ kind: "historique", idConf: row.idConf })}
        >
          <HistoryOutlined fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label="Étiquette"
          title="Étiquette"
          onClick={() => void ouvrirPdf(etiquetteUrl(row.idConf))}
        >
          <LocalOfferOutlined fontSize="small" />
        </IconButton>
      </Box>
    ),
  };
  const columns = listColumns(COLONNES_STOCK_PIERRES, { screen: COLONNES_ECRAN, before: [actionsLigne] });

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
        dense
        detailColumns={EN_DETAIL}
        queryKey={STOCK_PIERRES_KEY}
        url={STOCK_PIERRES_URL}
        filters={filtresParams(filtres)}
        getRowId={(r) => r.idConf}
        surbrillance={enregistrees.cles}
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
        <StockPierreOperationDialog
          ids={dialogue.ids}
          onEnregistre={enregistrees.marquer}
          onClose={() => setDialogue(null)}
        />
      )}
      {dialogue?.kind === "historique" && (
        <HistoriqueConsommationDialog idConf={dialogue.idConf} onClose={() => setDialogue(null)} />
      )}
    </Box>
  );
}
