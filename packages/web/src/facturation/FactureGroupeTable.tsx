import { formatEuro, formatPercent, formatPoids, type LigneAFacturer, libelleTva } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";

interface FactureGroupeTableProps {
  lignes: readonly LigneAFacturer[];
  canalAlternatif: boolean;
  onTracer: (numSachet: number) => void;
}

const num = { align: "right" } as const;

/** The OFs of one invoicing group, as they will be invoiced; a Tracer button per row. */
export function FactureGroupeTable({ lignes, canalAlternatif, onTracer }: FactureGroupeTableProps) {
  return (
    <Table size="small" aria-label="OF du groupe">
      <TableHead>
        <TableRow>
          <TableCell>OF</TableCell>
          <TableCell>Réf.</TableCell>
          <TableCell>Désignation</TableCell>
          <TableCell>Réf. client</TableCell>
          <TableCell {...num}>Poids</TableCell>
          <TableCell {...num}>Prix HT</TableCell>
          <TableCell {...num}>Reaco</TableCell>
          <TableCell {...num}>Remise</TableCell>
          <TableCell {...num}>Total HT</TableCell>
          <TableCell {...num}>Échéance</TableCell>
          <TableCell>TVA</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {lignes.map((l) => (
          <TableRow key={l.numSachet} hover>
            <TableCell>{l.numSachet}</TableCell>
            <TableCell>{l.ref}</TableCell>
            <TableCell>
              {l.designation}
              {l.commentaire && l.commentaire !== l.refClt && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {l.commentaire}
                </Typography>
              )}
              {l.ofReservation !== null && (
                <Typography variant="caption" component="div" color="success.main">
                  Pièce de stock réservée : OF {l.ofReservation}
                </Typography>
              )}
            </TableCell>
            <TableCell>{l.refClt}</TableCell>
            <TableCell {...num}>{formatPoids(l.poids)}</TableCell>
            <TableCell {...num}>
              {formatEuro(l.prixUHt)}
              {l.sansPrix && (
                <Typography variant="caption" component="div" color="error">
                  Sans prix : facturation impossible
                </Typography>
              )}
              {canalAlternatif && !l.sansPrix && (
                <Typography variant="caption" component="div" color="text.secondary">
                  prix OF {formatEuro(l.prixFact)}
                </Typography>
              )}
            </TableCell>
            <TableCell {...num}>{formatEuro(l.reaco)}</TableCell>
            <TableCell {...num}>{formatPercent(l.remise, 2)}</TableCell>
            <TableCell {...num}>{formatEuro(l.totalHt)}</TableCell>
            <TableCell {...num}>{l.echeance} j</TableCell>
            <TableCell>{libelleTva(l.tauxTva, l.categorieTva)}</TableCell>
            <TableCell>
              <Button
                size="small"
                onClick={() => onTracer(l.numSachet)}
                aria-label={`Tracer l'OF ${l.numSachet}`}
              >
                Tracer
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
