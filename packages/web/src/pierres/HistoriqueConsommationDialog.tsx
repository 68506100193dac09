import { formatCarats, formatDate } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import { TraceOfDialog } from "../of/index.ts";
import { useConsommationLot } from "./stock-pierres-api.ts";

/**
 * Historique Consommation of a received lot (spec 02 section 2.8): Of, Ref, Description, Conso, Date,
 * Statut, and Tracer OF on each feeding.
 */
export function HistoriqueConsommationDialog({ idConf, onClose }: { idConf: number; onClose: () => void }) {
  const historique = useConsommationLot(idConf);
  const [tracer, setTracer] = useState<number | null>(null);
  const lignes = historique.data ?? [];
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="historique-conso-titre">
        <DialogTitle id="historique-conso-titre">Historique Consommation — pierre {idConf}</DialogTitle>
        <DialogContent>
          {historique.isError && <Alert severity="error">{historique.error.message}</Alert>}
          <Table size="small" aria-label="Historique consommation">
            <TableHead>
              <TableRow>
                <TableCell>Of</TableCell>
                <TableCell>Ref</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Conso</TableCell>
                <TableCell align="right">Pièces</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Statut</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lignes.length === 0 && !historique.isLoading ? (
                <TableRow>
                  <TableCell colSpan={8}>Aucune consommation.</TableCell>
                </TableRow>
              ) : (
                lignes.map((l) => (
                  <TableRow key={l.idOp}>
                    <TableCell>{l.numSachet}</TableCell>
                    <TableCell>{l.ref}</TableCell>
                    <TableCell>{l.description}</TableCell>
                    <TableCell align="right">{formatCarats(l.poids)}</TableCell>
                    <TableCell align="right">{l.pieces ?? ""}</TableCell>
                    <TableCell>{formatDate(l.dateOp)}</TableCell>
                    <TableCell>
                      {l.statut} – {l.libelleStatut}
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setTracer(l.numSachet)}>
                        Tracer OF
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fermer</Button>
        </DialogActions>
      </Dialog>
      <TraceOfDialog
        numSachet={tracer}
        onClose={() => setTracer(null)}
        queryKey={["consommation-lot", idConf]}
      />
    </>
  );
}
