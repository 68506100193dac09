import {
  COLONNES_STOCK_DETAIL,
  COULEURS_CINQ,
  type LigneStockDetail,
  PAGE_SIZE_DETAIL,
  PAGE_SIZE_DETAIL_OPTIONS,
  type StockFiltre,
  stockFiltreSchema,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { RefFiltreSelect } from "../of/index.ts";
import { ClientFiltre } from "../ui/ClientTreePicker.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { ANALYSE_CA_QUERY_KEY, STOCK_DETAIL_URL, useStockTranches } from "./api.ts";
import { Chargement } from "./Chargement.tsx";
import { Doughnut } from "./Doughnut.tsx";

const COLONNES = listColumns(COLONNES_STOCK_DETAIL, {
  screen: {
    of: { width: 100 },
    ref: { width: 130 },
    designation: { flex: 1, minWidth: 200, sortable: false },
    prixR: { width: 140 },
    nomAgence: { flex: 1, minWidth: 160 },
  },
});
const couleur = (i: number) => COULEURS_CINQ[i % COULEURS_CINQ.length] ?? "#999";

type Brouillon = {
  client: number | null;
  ref: string;
  of: string;
  plateau: string;
  type: string;
  stade: string;
  metal: string;
};

/** /analyse_stock (spec 03 section 2.5): the stock by cost-price bracket, count and total cost. */
export function AnalyseStockPage() {
  const clients = useClients();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Brouillon>({
    client: null,
    ref: "",
    of: "",
    plateau: "",
    type: "",
    stade: "",
    metal: "",
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [filtre, setFiltre] = useState<StockFiltre>(() => stockFiltreSchema.parse({}));
  const [tranche, setTranche] = useState<string | null>(null);
  const query = useStockTranches(filtre);
  const set = (k: keyof Brouillon, v: string | number | null) => setDraft({ ...draft, [k]: v });

  const afficher = () => {
    const parsed = stockFiltreSchema.safeParse({ ...draft, client: draft.client ?? undefined });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFiltre(parsed.data);
    void queryClient.invalidateQueries({ queryKey: [ANALYSE_CA_QUERY_KEY] });
  };
  const texteFiltre = Object.entries(filtre)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} = ${String(v)}`)
    .join(", ");

  return (
    <Box component="section" aria-labelledby="stock-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="stock-titre" variant="h5" component="h1">
        Analyse du stock
      </Typography>
      <FilterBar
        onSubmit={afficher}
        aria-label="Filtres"
        actions={
          <Button type="submit" variant="contained" loading={query.isFetching}>
            Afficher
          </Button>
        }
      >
        <ClientFiltre clients={clients} value={draft.client} onChange={(id) => set("client", id)} />
        <TextField
          size="small"
          label="Référence"
          value={draft.ref}
          onChange={(e) => set("ref", e.target.value)}
        />
        <TextField
          size="small"
          label="OF"
          value={draft.of}
          onChange={(e) => set("of", e.target.value)}
          error={errors.of !== undefined}
          helperText={errors.of}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          size="small"
          label="Plateau"
          value={draft.plateau}
          onChange={(e) => set("plateau", e.target.value)}
          error={errors.plateau !== undefined}
          helperText={errors.plateau}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <RefFiltreSelect
          liste="type_produit"
          label="Type"
          value={draft.type}
          onChange={(v) => set("type", v)}
        />
        <RefFiltreSelect liste="stade" label="Stade" value={draft.stade} onChange={(v) => set("stade", v)} />
        <RefFiltreSelect
          liste="type_metal"
          label="Métal"
          value={draft.metal}
          onChange={(v) => set("metal", v)}
        />
      </FilterBar>
      <Chargement query={query}>
        {(tranches) =>
          tranches.length === 0 ? (
            <Typography>Aucun produit en stock pour ces filtres.</Typography>
          ) : (
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
              <Doughnut
                titre="Nombre de produits par tranche de prix de revient"
                filtres={texteFiltre || "Tout le stock"}
                euros={false}
                parts={tranches.map((t, i) => ({
                  label: t.prixRRange,
                  valeur: t.nombre,
                  couleur: couleur(i),
                }))}
                onSelect={(i) => setTranche(tranches[i]?.prixRRange ?? null)}
              />
              <Doughnut
                titre="Prix de revient total par tranche"
                filtres={texteFiltre || "Tout le stock"}
                parts={tranches.map((t, i) => ({
                  label: t.prixRRange,
                  valeur: t.totalRevient,
                  couleur: couleur(i),
                }))}
                onSelect={(i) => setTranche(tranches[i]?.prixRRange ?? null)}
              />
            </Box>
          )
        }
      </Chargement>
      <Dialog open={tranche !== null} onClose={() => setTranche(null)} maxWidth="lg" fullWidth>
        <DialogTitle>Détail : tranche {tranche}</DialogTitle>
        <DialogContent>
          {tranche !== null && (
            <DataTable<LigneStockDetail>
              label={`Stock tranche ${tranche}`}
              columns={COLONNES}
              queryKey={ANALYSE_CA_QUERY_KEY}
              url={STOCK_DETAIL_URL}
              filters={{ ...filtre, tranche }}
              getRowId={(r) => r.of}
              defaultSort={{ field: "prixR", dir: "desc" }}
              defaultPageSize={PAGE_SIZE_DETAIL}
              pageSizeOptions={PAGE_SIZE_DETAIL_OPTIONS}
              exportName="stock-tranche"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTranche(null)}>Fermer</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
