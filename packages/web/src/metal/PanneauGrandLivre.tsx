import { type LigneMouvement, type Onglet, PAGE_SIZE_GRAND_LIVRE_OPTIONS } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { useLigneEnregistree } from "../ui/useLigneEnregistree.ts";
import { urlPdfGrandLivre } from "./api.ts";
import { GrandLivreTable } from "./GrandLivreTable.tsx";
import type { GrandLivre } from "./useGrandLivre.ts";

interface PanneauGrandLivreProps {
  onglet: Onglet;
  grandLivre: GrandLivre;
  surbrillance: string | null;
  onEdit: (l: LigneMouvement) => void;
  onDelete: (l: LigneMouvement) => void;
}

/** The ledger beside the form: one pill per metal, the print button, the rows and their pager. */
export function PanneauGrandLivre({
  onglet,
  grandLivre: g,
  surbrillance,
  onEdit,
  onDelete,
}: PanneauGrandLivreProps) {
  const notify = useNotify();
  const rows = g.lignes.data?.rows ?? [];
  useLigneEnregistree({
    cle: surbrillance,
    cles: rows.map((l) => l.cle),
    chargement: g.lignes.isFetching,
    page: g.page,
    pages: g.pages,
    setPage: g.setPage,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }} aria-label="Métaux">
        {g.metaux.map((m) => (
          <Chip
            key={m.metalId}
            label={`${m.metal} (${m.lignes})`}
            color={m.metalId === g.metalActif ? "primary" : "default"}
            variant={m.metalId === g.metalActif ? "filled" : "outlined"}
            onClick={() => g.choisirMetal(m.metalId)}
            aria-pressed={m.metalId === g.metalActif}
          />
        ))}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          onClick={() =>
            ouvrirPdf(urlPdfGrandLivre(g.params)).catch((e: Error) =>
              notify(e.message, { severity: "error" }),
            )
          }
        >
          Imprimer la liste
        </Button>
      </Box>
      {g.lignes.isError && <Alert severity="error">{g.lignes.error.message}</Alert>}
      <GrandLivreTable
        lignes={rows}
        total={g.total}
        surbrillance={surbrillance}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label={onglet === "clal" ? "Lignes CLAL/page" : "Lignes/page"}
          sx={{ width: 160 }}
          value={g.pageSize}
          onChange={(e) => g.setPageSize(Number(e.target.value))}
        >
          {PAGE_SIZE_GRAND_LIVRE_OPTIONS.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Button disabled={g.page === 0} onClick={() => g.setPage((p) => p - 1)}>
          Précédent
        </Button>
        <Typography variant="body2">
          Page {g.page + 1} / {g.pages}
        </Typography>
        <Button disabled={g.page + 1 >= g.pages} onClick={() => g.setPage((p) => p + 1)}>
          Suivant
        </Button>
        <Typography variant="body2" sx={{ ml: "auto" }}>
          {onglet === "clal" ? "Total CLAL" : "Total"} : {g.lignes.data?.total ?? 0} lignes
        </Typography>
      </Box>
    </Paper>
  );
}
