import {
  COLONNES_FACTURES_FOURNISSEURS,
  LABELS_STATUT_ACHAT,
  type LigneFactureFournisseur,
  MSG_FILTRE_SIREN_INVALIDE,
  PAGE_SIZES,
  SIREN_FILTRE,
  STATUT_ACHAT_KEYS,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { AchatsParMois } from "./AchatsParMois.tsx";
import { ACHATS_QUERY_KEY, FACTURES_FOURNISSEURS_URL } from "./achats-api.ts";
import { FactureFournisseurDetail } from "./FactureFournisseurDetail.tsx";

const columns = listColumns(COLONNES_FACTURES_FOURNISSEURS, {
  screen: {
    recueLe: { width: 120 },
    fournisseur: { flex: 1, minWidth: 140 },
    siren: { width: 95, sortable: false },
    numero: { width: 110 },
    date: { width: 90 },
    ht: { width: 100, sortable: false },
    tva: { width: 95, sortable: false },
    ttc: { width: 100 },
    echeance: { width: 90 },
    famille: { width: 80, sortable: false },
    rapprochement: { width: 110, sortable: false },
    valide: { width: 80, sortable: false },
    statut: { width: 120 },
  },
});

/**
 * Factures fournisseurs (issue 30 point 4): the invoices received through the platform, filtered,
 * sorted and paged by the server; a row opens its readable view, its match and the decisions.
 */
export function FacturesFournisseursPage() {
  const [statut, setStatut] = useState("");
  const [valide, setValide] = useState("");
  // The SIREN filter applies once it has its nine digits (spaces as printed allowed).
  const [siren, setSiren] = useState("");
  const sirenCompact = siren.replace(/\s/g, "");
  const sirenIncomplet = sirenCompact !== "" && !SIREN_FILTRE.test(sirenCompact);
  const [choisie, setChoisie] = useState<number | null>(null);
  const decidee = useSurbrillance<number>();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Factures fournisseurs
      </Typography>
      <FilterBar aria-label="Filtres">
        <TextField select label="Statut" value={statut} onChange={(e) => setStatut(e.target.value)}>
          <MenuItem value="">Tous</MenuItem>
          {STATUT_ACHAT_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {LABELS_STATUT_ACHAT[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="EN 16931" value={valide} onChange={(e) => setValide(e.target.value)}>
          <MenuItem value="">Toutes</MenuItem>
          <MenuItem value="oui">Conformes</MenuItem>
          <MenuItem value="non">Non conformes</MenuItem>
        </TextField>
        <TextField
          label="SIREN du fournisseur"
          value={siren}
          onChange={(e) => setSiren(e.target.value)}
          error={sirenIncomplet}
          helperText={sirenIncomplet ? MSG_FILTRE_SIREN_INVALIDE : undefined}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 11 } }}
          sx={{ width: 240 }}
        />
      </FilterBar>
      <DataTable<LigneFactureFournisseur>
        label="Factures fournisseurs"
        columns={columns}
        queryKey={ACHATS_QUERY_KEY}
        url={FACTURES_FOURNISSEURS_URL}
        filters={{
          statut: statut || undefined,
          valide: valide || undefined,
          siren: sirenCompact !== "" && !sirenIncomplet ? sirenCompact : undefined,
        }}
        getRowId={(r) => r.id}
        defaultSort={{ field: "recueLe", dir: "desc" }}
        defaultPageSize={PAGE_SIZES.defaut}
        onRowClick={(r) => setChoisie(r.id)}
        selectedId={choisie}
        surbrillance={decidee.cles}
        searchLabel="Fournisseur, numéro ou SIREN"
        exportName="factures-fournisseurs"
        hiddenColumns={["tva", "famille"]}
        dense
      />
      {choisie !== null && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FactureFournisseurDetail id={choisie} onDecidee={decidee.marquer} />
        </Paper>
      )}
      <AchatsParMois />
    </Box>
  );
}
