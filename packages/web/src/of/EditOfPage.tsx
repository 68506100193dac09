import { COLONNES_OFS, numeroExact, type OfListeLigne } from "@ecrin/domain";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { ImageThumb } from "../images/index.ts";
import { DataTable } from "../ui/DataTable.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { EditOfPanel } from "./EditOfPanel.tsx";
import { EditPrixStade } from "./EditPrixStade.tsx";
import { OF_LIST_QUERY_KEY, OF_LIST_URL, useOfRefList } from "./edit-api.ts";

/** The spec's eleven columns beside the edit panel from 1 280 px: narrow, headers wrapped (issue 28.4). */
const columns = listColumns(COLONNES_OFS, {
  before: [
    {
      field: "image",
      headerName: "image",
      width: 64,
      sortable: false,
      renderCell: (p) => <ImageThumb nom={p.row.image} size={60} alt={`OF ${p.row.numSachet}`} />,
    },
  ],
  screen: {
    numSachet: { width: 56 },
    client: { flex: 1, minWidth: 80, sortable: false },
    ref: { width: 68, sortable: false },
    description: { flex: 1, minWidth: 80, sortable: false },
    stade: { width: 64, sortable: false },
    transport: { width: 64, sortable: false },
    metal: { width: 64, sortable: false },
    dim: { width: 40, sortable: false },
    descStatut: { width: 88 },
    // The price in the colour of its stade's group.
    prix: {
      width: 80,
      sortable: false,
      renderCell: (p) => <EditPrixStade prix={p.row.prix} idStade={p.row.idStade} />,
    },
  },
});

/** Spec 01 section 2, /of/edit: the OF list (paged by the server) and the edit panel on the right. */
export function EditOfPage() {
  const [recherche, setRecherche] = useState("");
  const [statut, setStatut] = useState<number | "">("");
  const [selected, setSelected] = useState<number | null>(null);
  const q = useDebouncedValue(recherche, 300);
  const statuts = useOfRefList("t_statuts").data ?? [];

  // The search selects the OF when it is exactly an OF number.
  useEffect(() => {
    const n = numeroExact(q);
    if (n !== null) setSelected(n);
  }, [q]);

  const filters = useMemo(
    () => ({ recherche: q.trim() || undefined, statut: statut || undefined }),
    [q, statut],
  );

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 380px" } }}>
      <Box component="section" aria-labelledby="of-edit-title" sx={{ minWidth: 0 }}>
        <Typography id="of-edit-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Liste et édition OF
        </Typography>
        <FilterBar
          aria-label="Filtres de la liste des OF"
          sx={{ mb: 1 }}
          chips={
            statut === ""
              ? []
              : [
                  {
                    key: "statut",
                    label: `Statut : ${statut} — ${statuts.find((s) => s.id === statut)?.label ?? ""}`,
                    onDelete: () => setStatut(""),
                  },
                ]
          }
        >
          <Box sx={{ width: 320 }}>
            <TextField
              size="small"
              label="Rechercher un OF"
              placeholder="N° d'OF, ref ou client"
              value={recherche}
              onChange={(e) => setRecherche(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <Box sx={{ width: 230 }}>
            <TextField
              select
              size="small"
              label="Statut"
              value={statut}
              onChange={(e) => setStatut(e.target.value === "" ? "" : Number(e.target.value))}
            >
              <MenuItem value="">Tous</MenuItem>
              {statuts.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.id} — {s.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </FilterBar>
        <DataTable<OfListeLigne>
          label="Liste des OF"
          columns={columns}
          rowHeight={68}
          queryKey={OF_LIST_QUERY_KEY}
          url={OF_LIST_URL}
          filters={filters}
          getRowId={(row) => row.numSachet}
          defaultSort={{ field: "numSachet", dir: "desc" }}
          onRowClick={(row) => setSelected(row.numSachet)}
          selectedId={selected}
          dense
          fillHeight
          exportName="of"
        />
      </Box>
      <EditOfPanel numSachet={selected} onDeleted={() => setSelected(null)} />
    </Box>
  );
}
