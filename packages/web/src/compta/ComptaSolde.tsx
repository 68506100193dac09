import { formatEuro, type SoldeCompta } from "@ecrin/domain";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

/** Spec 03 section 2.15: the totals of the period and the balance, invoices minus credit notes. */
export function ComptaSolde({ solde }: { solde: SoldeCompta }) {
  const lignes = [
    { label: `Factures (${solde.factures.nombre})`, t: solde.factures },
    { label: `Avoirs (${solde.avoirs.nombre})`, t: solde.avoirs },
    { label: "Solde", t: solde.solde },
  ];
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640 }}>
      <Table size="small" aria-label="Solde de la période">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">Total HT</TableCell>
            <TableCell align="right">TVA</TableCell>
            <TableCell align="right">Total TTC</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lignes.map(({ label, t }) => {
            const gras = label === "Solde" ? { fontWeight: 700 } : undefined;
            return (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={gras}>
                  {label}
                </TableCell>
                <TableCell align="right" sx={gras}>
                  {formatEuro(t.totalHt)}
                </TableCell>
                <TableCell align="right" sx={gras}>
                  {formatEuro(t.tva)}
                </TableCell>
                <TableCell align="right" sx={gras}>
                  {formatEuro(t.totalTtc)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
