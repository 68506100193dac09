import { formatTempsMinutes, type LigneProduction } from "@ecrin/domain";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";

/** A top or flop time table: the 13 lines the server ranked, with their times and productivity. */
export function AtelierStatsTable({ titre, lignes }: { titre: string; lignes: readonly LigneProduction[] }) {
  const id = useId();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ px: 2, pt: 1 }}>
        {titre}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>OF</TableCell>
            <TableCell>Ref</TableCell>
            <TableCell>Désignation</TableCell>
            <TableCell>Stade</TableCell>
            <TableCell align="right">Temps</TableCell>
            <TableCell align="right">Temps T</TableCell>
            <TableCell align="right">Productivité</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lignes.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>Aucune ligne rendue sur la période.</TableCell>
            </TableRow>
          )}
          {lignes.map((l) => (
            <TableRow key={l.idLigne}>
              <TableCell>{l.numSachet}</TableCell>
              <TableCell>{l.ref}</TableCell>
              <TableCell>{l.designation}</TableCell>
              <TableCell>{l.stade ?? l.idStade}</TableCell>
              <TableCell align="right">{formatTempsMinutes(l.temps)}</TableCell>
              <TableCell align="right">{formatTempsMinutes(l.plusMo)}</TableCell>
              <TableCell align="right">
                {l.productivite === null ? "—" : `${l.productivite}\u00a0%`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
