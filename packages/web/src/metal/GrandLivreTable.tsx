import {
  formatDate,
  formatNumberFr,
  formatPercent,
  type LigneMouvement,
  MSG_AUCUN_MOUVEMENT,
} from "@ecrin/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { CLASSE_LIGNE_ENREGISTREE, SX_LIGNE_ENREGISTREE } from "../ui/useSurbrillance.ts";
import type { ResumeMetal } from "./api.ts";

const g = (x: string | undefined) => (x === undefined ? "" : formatNumberFr(x, 2));
/** A text cell cut to its width with an ellipsis (the whole text in its tooltip). */
const coupee = (maxWidth: number) => ({ maxWidth, overflow: "hidden", textOverflow: "ellipsis" });

interface GrandLivreTableProps {
  lignes: readonly LigneMouvement[];
  total: ResumeMetal | undefined;
  surbrillance: string | null;
  onEdit: (l: LigneMouvement) => void;
  onDelete: (l: LigneMouvement) => void;
}

/** The ledger of the active metal: the spec's columns, the running balance, a sticky subtotal footer. */
export function GrandLivreTable({ lignes, total, surbrillance, onEdit, onDelete }: GrandLivreTableProps) {
  return (
    <TableContainer sx={{ maxHeight: "clamp(360px, calc(100vh - 330px), 980px)" }}>
      <Table
        size="small"
        stickyHeader
        aria-label="Mouvements"
        sx={{
          "& .MuiTableCell-root": { px: 0.75 },
          "& td": { whiteSpace: "nowrap" },
          ...SX_LIGNE_ENREGISTREE,
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Source/Fournisseur/Client</TableCell>
            <TableCell align="right">% Perte</TableCell>
            <TableCell>Désignation</TableCell>
            <TableCell align="right">Entrée</TableCell>
            <TableCell align="right">Sortie</TableCell>
            <TableCell align="right">Perte</TableCell>
            <TableCell align="right">Solde</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lignes.length === 0 && (
            <TableRow>
              <TableCell colSpan={9} align="center">
                {MSG_AUCUN_MOUVEMENT}
              </TableCell>
            </TableRow>
          )}
          {lignes.map((l) => (
            <TableRow
              key={l.cle}
              data-cle={l.cle}
              selected={l.cle === surbrillance}
              className={l.cle === surbrillance ? CLASSE_LIGNE_ENREGISTREE : undefined}
            >
              <TableCell>{formatDate(l.date)}</TableCell>
              <TableCell title={l.partie} sx={coupee(120)}>
                {l.partie}
              </TableCell>
              <TableCell align="right">{l.source === "clal" ? "" : formatPercent(l.perte, 2)}</TableCell>
              <TableCell title={l.designation} sx={coupee(150)}>
                {l.designation}
              </TableCell>
              <TableCell align="right">{g(l.entree)}</TableCell>
              <TableCell align="right">{g(l.sortie)}</TableCell>
              <TableCell align="right">{g(l.pertePoids)}</TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 600, color: l.solde.startsWith("-") ? "error.main" : undefined }}
              >
                {g(l.solde)}
              </TableCell>
              <TableCell>
                <IconButton size="small" aria-label={`Modifier ${l.designation}`} onClick={() => onEdit(l)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Supprimer ${l.designation}`}
                  onClick={() => onDelete(l)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ position: "sticky", bottom: 0, bgcolor: "background.paper", zIndex: 2 }}>
          <TableRow aria-label="Sous-total">
            <TableCell colSpan={4} sx={{ fontWeight: 700, color: "text.primary" }}>
              Sous-total {total ? `(${total.lignes} lignes)` : ""}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: "text.primary" }}>
              {g(total?.entree)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: "text.primary" }}>
              {g(total?.sortie)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: "text.primary" }}>
              {g(total?.pertePoids)}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 700, color: "text.primary" }}
              data-testid="solde-total"
            >
              {g(total?.solde)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
