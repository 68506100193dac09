import {
  formatCarats,
  formatEuro,
  formatNumberFr,
  type LignePierreDetail,
  MSG_PAS_ENREGISTREMENT,
} from "@ecrin/domain";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";

/** The stone lines of the product: tariff, cost (rounded up) and selling price (x coeff, rounded up). */
export function ProduitPierresTable({ pierres }: { pierres: LignePierreDetail[] }) {
  if (pierres.length === 0) return <Typography color="text.secondary">{MSG_PAS_ENREGISTREMENT}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Pierres du produit">
        <TableHead>
          <TableRow>
            <TableCell>Pierre</TableCell>
            <TableCell>Qualité</TableCell>
            <TableCell align="right">Qte</TableCell>
            <TableCell align="right">Poids</TableCell>
            <TableCell align="right">Euro/ct</TableCell>
            <TableCell align="right">Dollar/ct</TableCell>
            <TableCell align="right">Coef</TableCell>
            <TableCell align="right">Revient</TableCell>
            <TableCell align="right">Prix</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pierres.map((p) => (
            <TableRow key={p.id}>
              <TableCell>
                {p.centre === 1 && <Chip label="Centre" size="small" color="primary" sx={{ mr: 1 }} />}
                {[p.type, p.forme, p.couleur].filter(Boolean).join(" ")}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: "block" }}>
                  {p.description}
                </Typography>
              </TableCell>
              <TableCell>
                {p.qualite ?? ""}
                {p.sansTarif && <Chip label="Sans tarif" size="small" color="warning" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell align="right">{p.qte}</TableCell>
              <TableCell align="right">{formatCarats(p.pdsR)}</TableCell>
              <TableCell align="right">{formatEuro(p.euro)}</TableCell>
              <TableCell align="right">{formatNumberFr(p.dollar)}&nbsp;$</TableCell>
              <TableCell align="right">{formatNumberFr(p.coeff)}</TableCell>
              <TableCell align="right">{formatEuro(p.revient)}</TableCell>
              <TableCell align="right">{formatEuro(p.prix)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
