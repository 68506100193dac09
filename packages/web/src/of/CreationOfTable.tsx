import { formatDate, formatEuro, MSG_PAS_ENREGISTREMENT } from "@ecrin/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { OfEnAttente } from "./creation-api.ts";

interface CreationOfTableProps {
  ofs: readonly OfEnAttente[];
  saving: boolean;
  onEnregistrer: () => void;
  onRetirer: (key: string) => void;
}

/** The pending OFs (spec 01 section 2): Enregistrer in the title saves them all. */
export function CreationOfTable({ ofs, saving, onEnregistrer, onRetirer }: CreationOfTableProps) {
  return (
    <Paper component="section" aria-labelledby="of-attente-title" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1 }}>
        <Typography id="of-attente-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          OF en attente ({ofs.length})
        </Typography>
        <Button variant="contained" onClick={onEnregistrer} disabled={ofs.length === 0} loading={saving}>
          Enregistrer
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="OF en attente">
          <TableHead>
            <TableRow>
              <TableCell>N°</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Ref</TableCell>
              <TableCell>Desc</TableCell>
              <TableCell>Stade</TableCell>
              <TableCell>Métal</TableCell>
              <TableCell>Transport</TableCell>
              <TableCell>Livraison</TableCell>
              <TableCell align="right">Prix</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {ofs.length === 0 && (
              <TableRow>
                <TableCell colSpan={10} sx={{ color: "text.secondary" }}>
                  {MSG_PAS_ENREGISTREMENT}
                </TableCell>
              </TableRow>
            )}
            {ofs.map((o, index) => (
              <TableRow key={o.key}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{o.affichage.client}</TableCell>
                <TableCell>{o.affichage.ref}</TableCell>
                <TableCell>{o.affichage.description}</TableCell>
                <TableCell>{o.affichage.stade}</TableCell>
                <TableCell>{o.affichage.metal}</TableCell>
                <TableCell>{o.affichage.transport}</TableCell>
                <TableCell>
                  {o.input.dateLivr ? formatDate(o.input.dateLivr) : ""}
                  {o.input.dateLImp ? " (impérative)" : ""}
                </TableCell>
                <TableCell align="right">{o.input.prixFact ? formatEuro(o.input.prixFact) : ""}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={`Retirer l'OF en attente n° ${index + 1}`}
                    onClick={() => onRetirer(o.key)}
                    disabled={saving}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
