import { apercuEcheances, formatDate, formatEuro, numeroEffetEcheance } from "@ecrin/domain";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";

interface Props {
  totalTtc: string;
  nbDecoupe: string;
  echeance: string;
  numEffet: string;
}

/** The lettres de change the bill will print: one per instalment, its number, due date and amount. */
export function TraiteEcheancier({ totalTtc, nbDecoupe, echeance, numEffet }: Props) {
  const echeances = apercuEcheances(totalTtc, nbDecoupe, echeance);
  if (!echeances) {
    return (
      <Typography variant="body2" color="text.secondary">
        Les échéances s'affichent une fois le total, l'échéance et le nombre de découpes saisis.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Échéances" sx={{ maxWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell>N° effet</TableCell>
          <TableCell>Échéance</TableCell>
          <TableCell align="right">Montant</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {echeances.map((e) => (
          <TableRow key={e.rang}>
            <TableCell>
              {numEffet === "" ? e.rang : numeroEffetEcheance(numEffet, e.rang, echeances.length)}
            </TableCell>
            <TableCell>{formatDate(e.echeance)}</TableCell>
            <TableCell align="right">{formatEuro(e.montant)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
