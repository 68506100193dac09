import { type DevisPierreCalculee, formatCarats, formatEuro, formatNumberFr, isZero } from "@ecrin/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE } from "../ui/useSurbrillance.ts";

interface Props {
  pierres: DevisPierreCalculee[];
  onRetirer: (index: number) => void;
  /** The description of the line just added, highlighted (issue 28.5). */
  surbrillance: ReadonlySet<string>;
}

/** The stone lines of the quote with their cost and selling price; each can be removed. */
export function DevisLignes({ pierres, onRetirer, surbrillance }: Props) {
  if (pierres.length === 0)
    return <Typography color="text.secondary">Aucune pierre dans le devis.</Typography>;
  return (
    <Table size="small" aria-label="Pierres du devis" sx={SX_LIGNE_ENREGISTREE}>
      <TableHead>
        <TableRow>
          <TableCell>Pierre</TableCell>
          <TableCell align="right">Qté</TableCell>
          <TableCell align="right">Poids</TableCell>
          <TableCell align="right">Prix/ct</TableCell>
          <TableCell align="right">Coeff</TableCell>
          <TableCell align="right">Coût</TableCell>
          <TableCell align="right">Prix vente</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {pierres.map((p, i) => (
          <TableRow key={p.description} {...ligneEnregistree(surbrillance.has(p.description))}>
            <TableCell>{p.description}</TableCell>
            <TableCell align="right">{p.qte}</TableCell>
            <TableCell align="right">{formatCarats(p.poids)}</TableCell>
            <TableCell align="right">
              {isZero(p.euro) ? `${formatNumberFr(p.dollar)}\u00a0$` : formatEuro(p.euro)}
            </TableCell>
            <TableCell align="right">{formatNumberFr(p.coeff)}</TableCell>
            <TableCell align="right">{formatEuro(p.cout)}</TableCell>
            <TableCell align="right">{formatEuro(p.prixVente)}</TableCell>
            <TableCell padding="none">
              <IconButton size="small" aria-label={`Retirer ${p.description}`} onClick={() => onRetirer(i)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
