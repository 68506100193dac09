import { formatDate, formatEuro, msgFichierTelecharge, sum, toFixed2 } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFichierLcr, useTraitesRemise } from "./traite-api.ts";

interface Props {
  /** The remittance date (ISO); null: closed. */
  date: string | null;
  onClose: () => void;
}

const num = { align: "right" } as const;

/**
 * Fichier LCR (CFONB): the client bills created on the remittance date, all chosen by default, each
 * with the remittance it already went in; the user unticks those that do not go to the bank this time
 * and records the remittance of the others, whose file is downloaded (the same bills again: the file
 * of that remittance, said already made).
 */
export function LcrRemiseDialog({ date, onClose }: Props) {
  const notify = useNotify();
  const traites = useTraitesRemise(date);
  const fichier = useFichierLcr();
  const [exclues, setExclues] = useState<ReadonlySet<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new date starts with every bill chosen.
  useEffect(() => setExclues(new Set()), [date]);
  const lignes = traites.data ?? [];
  const choisies = lignes.filter((t) => !exclues.has(t.idTraite));
  const basculer = (id: number) =>
    setExclues((e) => {
      const s = new Set(e);
      if (!s.delete(id)) s.add(id);
      return s;
    });
  const telecharger = () => {
    if (date === null) return;
    fichier.mutate(
      { date, ids: choisies.map((t) => t.idTraite) },
      {
        onSuccess: (remise) => {
          notify(`${remise.message} ${msgFichierTelecharge(remise.nom)}`, {
            severity: remise.dejaFaite ? "info" : "success",
          });
          onClose();
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );
  };

  return (
    <Dialog open={date !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="lcr-titre">
      <DialogTitle id="lcr-titre">
        Fichier LCR (CFONB) — traites du {date === null ? "" : formatDate(date)}
      </DialogTitle>
      <DialogContent>
        {traites.isError && <Alert severity="error">{errorMessage(traites.error)}</Alert>}
        {traites.isSuccess && lignes.length === 0 && (
          <Alert severity="info">Aucune traite client à cette date de création.</Alert>
        )}
        {lignes.length > 0 && (
          <Table size="small" aria-label="Traites de la remise">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={exclues.size === 0}
                    indeterminate={exclues.size > 0 && choisies.length > 0}
                    onChange={() =>
                      setExclues(exclues.size === 0 ? new Set(lignes.map((t) => t.idTraite)) : new Set())
                    }
                    slotProps={{ input: { "aria-label": "Toutes les traites" } }}
                  />
                </TableCell>
                <TableCell>N° Effet</TableCell>
                <TableCell>Client</TableCell>
                <TableCell {...num}>Montant TTC</TableCell>
                <TableCell {...num}>Échéances</TableCell>
                <TableCell>Première échéance</TableCell>
                <TableCell>Remise</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lignes.map((t) => (
                <TableRow key={t.idTraite} hover onClick={() => basculer(t.idTraite)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={!exclues.has(t.idTraite)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={() => basculer(t.idTraite)}
                      slotProps={{ input: { "aria-label": `Effet ${t.numEffet}` } }}
                    />
                  </TableCell>
                  <TableCell>{t.numEffet}</TableCell>
                  <TableCell>{t.client}</TableCell>
                  <TableCell {...num}>{formatEuro(t.totalTtc)}</TableCell>
                  <TableCell {...num}>{t.nbDecoupe}</TableCell>
                  <TableCell>{formatDate(t.dateEcheance)}</TableCell>
                  <TableCell>{t.remise === null ? "" : `n° ${t.remise}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {lignes.length > 0 && (
          <Typography sx={{ mt: 1.5 }} role="status">
            {choisies.length} traite{choisies.length > 1 ? "s" : ""} choisie{choisies.length > 1 ? "s" : ""}{" "}
            sur {lignes.length} — {formatEuro(toFixed2(sum(choisies.map((t) => t.totalTtc))))}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          onClick={telecharger}
          disabled={choisies.length === 0 || fichier.isPending}
        >
          Télécharger le fichier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
