import {
  COLONNES_COMPARAISON,
  type ComparaisonQuery,
  couleurVariation,
  FILTRES_TOURNEE_COMPARAISON,
  type FiltreTourneeComparaison,
  formatDate,
  formatPercent,
  type LigneComparaison,
  MODES_COMPARAISON,
  type ModeComparaison,
  PAGE_SIZE_COMPARAISON,
  periodesComparees,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { GridRenderCellParams } from "@mui/x-data-grid";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientFiltre } from "../ui/ClientTreePicker.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ANALYSE_CA_QUERY_KEY } from "./api.ts";

const LIBELLES_MODE: Record<ModeComparaison, string> = {
  annee_complete: "Année complète",
  date_egale: "À date égale",
};
const LIBELLES_TOURNEE: Record<FiltreTourneeComparaison, string> = {
  tout: "Tout",
  tournee: "Tournée",
  autre: "Autre",
};
const COULEURS = { hausse: "info.main", baisse: "error.main", neutre: undefined } as const;

/** Spec 03 sections 2.3, 9: a variation above +5 % in blue, below −5 % in red. */
const variation = (p: GridRenderCellParams<LigneComparaison, string | null>) => (
  <Box component="span" sx={{ color: COULEURS[couleurVariation(p.value ?? null)], fontWeight: 600 }}>
    {p.value === null || p.value === undefined ? "—" : formatPercent(p.value, 2)}
  </Box>
);

const COLONNES = listColumns(COLONNES_COMPARAISON, {
  screen: {
    client: { flex: 1, minWidth: 180 },
    ca1: { width: 130 },
    ca2: { width: 130 },
    ca3: { width: 130 },
    caAVenir: { width: 130 },
    variation1: { width: 130, renderCell: variation },
    variation2: { width: 130, renderCell: variation },
    variation3: { width: 170, renderCell: variation },
  },
});

type Filtre = Pick<ComparaisonQuery, "mode" | "tournee"> & { date: string; client: number | null };

/** /comparaison_ca (spec 03 section 2.3): Évolution Chiffre d'Affaires Client. */
export function ComparaisonCaPage() {
  const clients = useClients();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Filtre>({
    date: toIsoDate(new Date()),
    mode: "annee_complete",
    tournee: "tout",
    client: null,
  });
  const [filtre, setFiltre] = useState<Filtre>(draft);
  const periodes = periodesComparees(filtre.date, filtre.mode);
  const afficher = () => {
    if (draft.date === "") return;
    setFiltre(draft);
    void queryClient.invalidateQueries({ queryKey: [ANALYSE_CA_QUERY_KEY] });
  };

  return (
    <Box component="section" aria-labelledby="comparaison-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="comparaison-titre" variant="h5" component="h1">
        Évolution Chiffre d'Affaires Client
      </Typography>
      <FilterBar
        onSubmit={afficher}
        aria-label="Filtres"
        actions={
          <Button type="submit" variant="contained">
            Afficher
          </Button>
        }
      >
        <ClientFiltre
          clients={clients}
          value={draft.client}
          onChange={(id) => setDraft({ ...draft, client: id })}
        />
        <DateField
          label="Date de référence"
          name="date"
          value={draft.date}
          onChange={(date) => setDraft({ ...draft, date })}
        />
        <TextField
          select
          size="small"
          label="Mode"
          value={draft.mode}
          onChange={(e) => setDraft({ ...draft, mode: e.target.value as ModeComparaison })}
        >
          {MODES_COMPARAISON.map((m) => (
            <MenuItem key={m} value={m}>
              {LIBELLES_MODE[m]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Tournée"
          value={draft.tournee}
          onChange={(e) => setDraft({ ...draft, tournee: e.target.value as FiltreTourneeComparaison })}
        >
          {FILTRES_TOURNEE_COMPARAISON.map((t) => (
            <MenuItem key={t} value={t}>
              {LIBELLES_TOURNEE[t]}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <Typography variant="body2" color="text.secondary">
        {periodes
          .map((p, i) => `${["N-2", "N-1", "N"][i]} = ${formatDate(p.debut)} au ${formatDate(p.fin)}`)
          .join(" ; ")}
        . CA à venir : OF non encore facturés (statut inférieur à 600), au prix de vente.
      </Typography>
      <DataTable<LigneComparaison>
        label="Évolution du CA par client"
        columns={COLONNES}
        queryKey={ANALYSE_CA_QUERY_KEY}
        url="/api/analyse/comparaison"
        filters={{
          date: filtre.date,
          mode: filtre.mode,
          tournee: filtre.tournee,
          client: filtre.client ?? undefined,
        }}
        getRowId={(r) => r.idBijouterie}
        defaultSort={{ field: "ca3", dir: "desc" }}
        defaultPageSize={PAGE_SIZE_COMPARAISON}
        pageSizeOptions={[PAGE_SIZE_COMPARAISON, 50, 100]}
        exportName={`evolution-ca-client-${filtre.date}`}
      />
    </Box>
  );
}
