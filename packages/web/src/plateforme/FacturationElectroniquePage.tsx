import {
  COLONNES_DOCUMENTS_PLATEFORME,
  ETATS_ENVOI,
  estRejetee,
  type LigneDocumentPlateforme,
  libelleStatut,
  msgRejetPlateforme,
  offreAvoir,
  PAGE_SIZES,
  peutEncaisser,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { DataTable } from "../ui/DataTable.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { DOCUMENTS_QUERY_KEY, DOCUMENTS_URL, useEncaisser } from "./api.ts";

const FILTRES = {
  a_traiter: "À traiter (refusées, en litige, rejetées, envois en échec)",
  refusee: "Refusées",
  litige: "En litige",
  rejetee: "Rejetées",
  envoi: "Pas encore transmises",
} as const;

const couleur = (code: number | null) =>
  code === 210 || code === 213
    ? "error"
    : code === 207
      ? "warning"
      : code === 205 || code === 212
        ? "success"
        : "default";

/**
 * /facturation_electronique: every invoice and credit note handed to the approved platform, with where
 * it is (outbox) and its last lifecycle status; refused, disputed and rejected first. A rejected invoice
 * (213) is not issued in law; a refused one (210) calls for a credit note; a paid one is recorded
 * Encaissée (sent to the platform as a CDAR).
 */
export function FacturationElectroniquePage() {
  const notify = useNotify();
  const encaisser = useEncaisser();
  const [filtre, setFiltre] = useState<keyof typeof FILTRES | "">("");
  const [type, setType] = useState<"" | "facture" | "avoir">("");

  const actions: GridColDef<LigneDocumentPlateforme> = {
    field: "actions",
    headerName: "",
    sortable: false,
    minWidth: 200,
    renderCell: ({ row }) => {
      if (row.typeDocument === "facture" && offreAvoir(row.statut))
        return (
          <Button size="small" component={RouterLink} to="/avoir">
            Faire l'avoir
          </Button>
        );
      if (row.typeDocument === "facture" && peutEncaisser(row.statut))
        return (
          <Button
            size="small"
            disabled={encaisser.isPending}
            onClick={() =>
              encaisser.mutate(
                { canal: row.canal ?? "standard", numero: row.numero },
                {
                  onSuccess: (r) => notify(r.message),
                  onError: (e) => notify(errorMessage(e), { severity: "error" }),
                },
              )
            }
          >
            Encaissée
          </Button>
        );
      return null;
    },
  };
  const columns = listColumns(COLONNES_DOCUMENTS_PLATEFORME, {
    omit: ["statutLe"],
    screen: {
      document: { width: 110 },
      typeDocument: { width: 80, sortable: false },
      client: { flex: 1, minWidth: 140, sortable: false },
      date: { width: 100 },
      etat: { width: 150, sortable: false, renderCell: ({ row }) => ETATS_ENVOI[row.etat] },
      statut: {
        width: 170,
        renderCell: ({ row }) =>
          row.statut === null ? (
            ""
          ) : (
            <Chip size="small" color={couleur(row.statut)} label={libelleStatut(row.statut)} />
          ),
      },
      motif: {
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) =>
          estRejetee(row.statut)
            ? `Non émise. ${msgRejetPlateforme([row.motif, row.commentaire].filter(Boolean).join(" : "))}`
            : [row.motif, row.commentaire].filter(Boolean).join(" : "),
      },
      erreur: { flex: 1, minWidth: 200, sortable: false },
    },
    after: [actions],
  });

  return (
    <Box component="section" aria-labelledby="fe-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="fe-titre" variant="h5" component="h1">
        Facturation électronique
      </Typography>
      <FilterBar aria-label="Filtres des documents transmis">
        <TextField
          select
          size="small"
          label="Statut"
          value={filtre}
          onChange={(e) => setFiltre(e.target.value as typeof filtre)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">Tous</MenuItem>
          {Object.entries(FILTRES).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Type"
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Tous</MenuItem>
          <MenuItem value="facture">Factures</MenuItem>
          <MenuItem value="avoir">Avoirs</MenuItem>
        </TextField>
      </FilterBar>
      <DataTable<LigneDocumentPlateforme>
        label="Documents transmis à la plateforme"
        columns={columns}
        queryKey={DOCUMENTS_QUERY_KEY}
        url={DOCUMENTS_URL}
        filters={{ filtre: filtre || undefined, type: type || undefined }}
        getRowId={(row) => row.document}
        defaultSort={{ field: "statut", dir: "asc" }}
        defaultPageSize={PAGE_SIZES.defaut}
        searchLabel="N° ou client"
        exportName="facturation-electronique"
        dense
        detailColumns={["trackingId", "erreur"]}
      />
    </Box>
  );
}
