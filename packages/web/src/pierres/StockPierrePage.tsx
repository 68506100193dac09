import { COLONNES_STOCK_PIERRES, formatEuro, type LigneStockPierre, PAGE_SIZES } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { HistoriqueConsommationDialog } from "./HistoriqueConsommationDialog.tsx";
import { PierreSelect } from "./PierreSelect.tsx";
import { useReferenceList } from "./pierre-api.ts";
import { StockPierreOperationDialog } from "./StockPierreOperationDialog.tsx";
import {
  etiquetteUrl,
  STOCK_PIERRES_KEY,
  STOCK_PIERRES_URL,
  useOperationStock,
  useTotauxStock,
} from "./stock-pierres-api.ts";

interface Filtres {
  ids: string;
  facture: string;
  type: number | null;
  forme: number | null;
  fournisseur: number | null;
  etat: number[];
  labo: "" | "0" | "1";
  dateDebut: string;
  dateFin: string;
  historique: boolean;
  proprietaire: "" | "confie" | "propre";
  ageMin: string;
}

const AUCUN: Filtres = {
  ids: "",
  facture: "",
  type: null,
  forme: null,
  fournisseur: null,
  etat: [],
  labo: "",
  dateDebut: "",
  dateFin: "",
  historique: false,
  proprietaire: "",
  ageMin: "",
};

/** The query string of the filters (the list and its totals read the same). */
const params = (f: Filtres) => ({
  ids: f.ids,
  facture: f.facture,
  type: f.type,
  forme: f.forme,
  fournisseur: f.fournisseur,
  etat: f.etat.join(","),
  labo: f.labo,
  dateDebut: f.dateDebut,
  dateFin: f.dateFin,
  historique: f.historique ? "1" : "",
  proprietaire: f.proprietaire,
  ageMin: f.ageMin,
});

type Dialogue = { kind: "operation"; ids: number[] } | { kind: "historique"; idConf: number } | null;

/**
 * /pierre/stock (spec 02 section 2.9): the received lots, filtered, sorted and paged by the server,
 * with the totals of the whole filtered set; the owner (entrusted until invoiced) and the age of an
 * entrusted lot (issue 13).
 */
export function StockPierrePage() {
  const notify = useNotify();
  const etats = useReferenceList("pierres_recues_etat");
  const [draft, setDraft] = useState<Filtres>(AUCUN);
  const [filtres, setFiltres] = useState<Filtres>(AUCUN);
  const [selection, setSelection] = useState<LigneStockPierre[]>([]);
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const totaux = useTotauxStock(params(filtres));
  const operation = useOperationStock();
  const set = <K extends keyof Filtres>(k: K, v: Filtres[K]) => setDraft((d) => ({ ...d, [k]: v }));
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
      <FilterBar
        aria-label="Filtres du stock pierre"
        onSubmit={() => setFiltres(draft)}
        actions={
          <Button type="submit" variant="outlined" size="small">
            Afficher
          </Button>
        }
        more={
          <>
            <DateField
              label="Reçu du"
              name="dateDebut"
              value={draft.dateDebut}
              onChange={(v) => set("dateDebut", v)}
              fullWidth={false}
            />
            <DateField
              label="au"
              name="dateFin"
              value={draft.dateFin}
              onChange={(v) => set("dateFin", v)}
              fullWidth={false}
            />
            <TextField
              size="small"
              label="Facture"
              name="facture"
              value={draft.facture}
              onChange={(e) => set("facture", e.target.value)}
            />
            <TextField
              select
              size="small"
              label="Propriétaire"
              name="proprietaire"
              value={draft.proprietaire}
              onChange={(e) => set("proprietaire", e.target.value as Filtres["proprietaire"])}
            >
              <MenuItem value="">Tous</MenuItem>
              <MenuItem value="confie">Fournisseur (confié)</MenuItem>
              <MenuItem value="propre">Nous (facturée)</MenuItem>
            </TextField>
            <TextField
              size="small"
              label="Âge min (jours)"
              name="ageMin"
              value={draft.ageMin}
              onChange={(e) => set("ageMin", e.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
              sx={{ width: 130 }}
            />
          </>
        }
      >
        <TextField
          size="small"
          label="Id"
          name="ids"
          value={draft.ids}
          onChange={(e) => set("ids", e.target.value)}
        />
        <PierreSelect
          size="small"
          label="Type"
          liste="type_pier"
          value={draft.type}
          onChange={(v) => set("type", v)}
          vide="Tous"
        />
        <PierreSelect
          size="small"
          label="Forme"
          liste="forme_pier"
          value={draft.forme}
          onChange={(v) => set("forme", v)}
          vide="Toutes"
        />
        <PierreSelect
          size="small"
          label="Fournisseur"
          liste="fournisseur"
          value={draft.fournisseur}
          onChange={(v) => set("fournisseur", v)}
          vide="Tous"
        />
        <TextField
          select
          size="small"
          label="Etat"
          name="etat"
          value={draft.etat.map(String)}
          onChange={(e) => {
            const v = e.target.value as unknown as string[] | string;
            set("etat", (typeof v === "string" ? v.split(",") : v).filter((x) => x !== "").map(Number));
          }}
          slotProps={{ select: { multiple: true } }}
          sx={{ minWidth: 150 }}
        >
          {(etats.data ?? []).map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {e.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Labo"
          name="labo"
          value={draft.labo}
          onChange={(e) => set("labo", e.target.value as Filtres["labo"])}
        >
          <MenuItem value="">Tous</MenuItem>
          <MenuItem value="1">LABO</MenuItem>
          <MenuItem value="0">Non LABO</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              name="historique"
              checked={draft.historique}
              onChange={(e) => {
                set("historique", e.target.checked);
              }}
            />
          }
          label="Historique"
        />
      </FilterBar>
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
        filters={params(filtres)}
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
