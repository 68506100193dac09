import { LIBELLES_MAINTENANCE, type MaintenanceResultat, resumeMaintenance } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";

/** The preview of an operation, or once applied its report: what changed, centre by centre. */
export function MaintenanceRapport({ resultat }: { resultat: MaintenanceResultat }) {
  return (
    <>
      <Alert severity={resultat.appliquee ? "success" : "info"} sx={{ mb: 1 }}>
        {LIBELLES_MAINTENANCE[resultat.portee]} {resultat.appliquee ? "appliquée" : "(aperçu)"} :{" "}
        {resumeMaintenance(resultat.totaux)} sur {resultat.centresExamines} centre(s) examiné(s).
      </Alert>
      {resultat.changements.length > 0 ? (
        <Table
          size="small"
          aria-label={resultat.appliquee ? "Rapport de maintenance" : "Aperçu de maintenance"}
        >
          <TableHead>
            <TableRow>
              <TableCell>Ref</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Lignes supprimées</TableCell>
              <TableCell align="right">Lignes ajoutées</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {resultat.changements.map((c) => (
              <TableRow key={c.idCentre}>
                <TableCell>{c.ref}</TableCell>
                <TableCell>{c.description}</TableCell>
                <TableCell align="right">{c.supprimees.length}</TableCell>
                <TableCell align="right">{c.ajoutees.length}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">Aucun centre à modifier.</Typography>
      )}
    </>
  );
}
