import { type AlerteConnexion, formatDateTime, formatNumberFr } from "@ecrin/domain";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";

/**
 * The system page's alert on password guessing: each login that failed in the last 24 hours, its
 * failures not yet cleared by a success, the last one, its latest addresses, and whether a delay is
 * running for some of them (README, security: the throttling rule).
 */
export function ConnexionsRefusees({ connexions }: { connexions: readonly AlerteConnexion[] }) {
  if (connexions.length === 0) {
    return <Typography variant="body2">Aucun échec de connexion depuis 24 h.</Typography>;
  }
  return (
    <Table size="small" aria-label="Connexions refusées">
      <TableHead>
        <TableRow>
          <TableCell>Identifiant</TableCell>
          <TableCell align="right">Échecs</TableCell>
          <TableCell>Dernier échec</TableCell>
          <TableCell>Dernières adresses</TableCell>
          <TableCell>État</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {connexions.map((c) => (
          <TableRow key={c.login}>
            <TableCell component="th" scope="row">
              {c.login}
            </TableCell>
            <TableCell align="right">{formatNumberFr(c.echecs, 0)}</TableCell>
            <TableCell>{formatDateTime(c.dernierEchec)}</TableCell>
            <TableCell>{c.adresses.join(", ")}</TableCell>
            <TableCell>
              {c.ralenti ? <Chip size="small" color="warning" label="Ralenti" /> : "Essais permis"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
