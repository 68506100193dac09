import { formatCarats, formatDate, type LigneBesoin } from "@ecrin/domain";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { errorMessage } from "../ui/fieldErrors.ts";
import { type BesoinsRequete, useBesoinDetail } from "./besoin-api.ts";

/** The right-hand table of /of/besoin: the OFs of the chosen need. */
export function BesoinDetail({ requete, ligne }: { requete: BesoinsRequete; ligne: LigneBesoin | null }) {
  const query = useBesoinDetail(requete, ligne?.cle ?? null);
  if (!ligne) return <Typography color="text.secondary">Choisissez un besoin pour voir ses OF.</Typography>;
  if (query.isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(query.error)}
      </Typography>
    );
  if (!query.data) return <CircularProgress aria-label="Chargement..." />;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={`OF du besoin ${ligne.description}`}>
        <TableHead>
          <TableRow>
            <TableCell>OF</TableCell>
            <TableCell>Livraison</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Référence</TableCell>
            <TableCell>Statut</TableCell>
            <TableCell align="right">Quantité</TableCell>
            <TableCell align="right">Poids</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.map((o) => (
            <TableRow key={o.numSachet}>
              <TableCell>{o.numSachet}</TableCell>
              <TableCell>{formatDate(o.dateLivr)}</TableCell>
              <TableCell>{o.client}</TableCell>
              <TableCell>{o.ref}</TableCell>
              <TableCell>{o.libelleStatut}</TableCell>
              <TableCell align="right">{o.quantite}</TableCell>
              <TableCell align="right">{formatCarats(o.poids)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
