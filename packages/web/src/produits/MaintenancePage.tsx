import {
  type CentreVideOption,
  LIBELLES_MAINTENANCE,
  type MaintenanceResultat,
  MSG_MAINTENANCE_RIEN_A_FAIRE,
  msgMaintenanceAppliquee,
  type PorteeMaintenance,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { CentreCvPicker } from "./CentreCvPicker.tsx";
import { useApercuMaintenance, useAppliquerMaintenance, useMaintenanceCv } from "./catalogue-api.ts";
import { MaintenanceRapport } from "./MaintenanceRapport.tsx";

const PORTEES: PorteeMaintenance[] = ["centre", "cv"];

/**
 * Spec 02 section 2.17, /produit/maintenance: copy the stone lines of a centre vide's model centre to
 * its other centres, the centre stones ('Suppression Centre Pierre') or the mounting's stones
 * ('Suppression CV Pierre'); each operation is previewed, confirmed, applied in one transaction.
 */
export function MaintenancePage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const [cv, setCv] = useState<CentreVideOption | null>(null);
  const [modeleChoisi, setModeleChoisi] = useState<number | null>(null);
  const [resultat, setResultat] = useState<MaintenanceResultat | null>(null);
  const etat = useMaintenanceCv(cv?.idCv ?? null);
  const apercu = useApercuMaintenance();
  const appliquer = useAppliquerMaintenance();
  const modele = modeleChoisi ?? etat.data?.idCentreModeleParDefaut ?? null;
  const busy = apercu.isPending || appliquer.isPending;

  const lancer = async (portee: PorteeMaintenance) => {
    if (!cv || modele === null || busy) return;
    const demande = { idCv: cv.idCv, idCentreModele: modele, portee };
    let plan: MaintenanceResultat;
    try {
      plan = await apercu.mutateAsync(demande);
    } catch (e) {
      notify(errorMessage(e), { severity: "error" });
      return;
    }
    setResultat(plan);
    if (plan.totaux.centres === 0) {
      notify(MSG_MAINTENANCE_RIEN_A_FAIRE, { severity: "info" });
      return;
    }
    const ok = await confirm({
      title: `${LIBELLES_MAINTENANCE[portee]} ?`,
      message: <MaintenanceRapport resultat={plan} />,
      confirmLabel: "Appliquer",
    });
    if (!ok) return;
    try {
      const rapport = await appliquer.mutateAsync({ ...demande, signature: plan.signature });
      setResultat(rapport);
      notify(msgMaintenanceAppliquee(LIBELLES_MAINTENANCE[portee], rapport.totaux));
    } catch (e) {
      notify(errorMessage(e), { severity: "error" });
    }
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2, maxWidth: 1000 }}>
      <Typography variant="h5" component="h1">
        Maintenance catalogue
      </Typography>
      <Alert severity="info">
        Les pierres d'un centre vide sont celles de son centre modèle (par défaut le centre qui porte la ref
        du centre vide). « Suppression Centre Pierre » remplace, dans les autres centres du centre vide, les
        lignes cochées Centre par celles du modèle ; « Suppression CV Pierre » remplace les autres lignes
        (pavage, entourage) et laisse à chaque centre sa pierre de centre. Un aperçu montre ce qui changera
        avant toute modification ; le produit de stock n'est jamais modifié.
      </Alert>
      <Paper sx={{ p: 2, display: "flex", flexDirection: "column", gap: 2 }}>
        <Box sx={{ maxWidth: 360 }}>
          <CentreCvPicker
            value={cv}
            onChange={(next) => {
              setCv(next);
              setModeleChoisi(null);
              setResultat(null);
            }}
          />
        </Box>
        {etat.isError && <Alert severity="error">{etat.error.message}</Alert>}
        {etat.data && (
          <>
            <Table size="small" aria-label="Centres du centre vide">
              <TableHead>
                <TableRow>
                  <TableCell>Ref</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Lignes Centre</TableCell>
                  <TableCell align="right">Autres lignes</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {etat.data.centres.map((c) => (
                  <TableRow key={c.idCentre} selected={c.idCentre === modele}>
                    <TableCell>{c.ref}</TableCell>
                    <TableCell>{c.description}</TableCell>
                    <TableCell align="right">{c.lignesCentre}</TableCell>
                    <TableCell align="right">{c.lignesCv}</TableCell>
                    <TableCell>
                      {c.idCentre === modele ? "Modèle" : c.protege ? "Produit de stock (exclu)" : ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
              <TextField
                select
                size="small"
                label="Centre modèle"
                value={modele ?? ""}
                onChange={(e) => {
                  setModeleChoisi(e.target.value === "" ? null : Number(e.target.value));
                  setResultat(null);
                }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 280 }}
              >
                <option value="">—</option>
                {etat.data.centres.map((c) => (
                  <option key={c.idCentre} value={c.idCentre}>
                    {c.ref} — {c.description}
                  </option>
                ))}
              </TextField>
              {PORTEES.map((p) => (
                <Button
                  key={p}
                  variant="contained"
                  color={p === "centre" ? "primary" : "secondary"}
                  disabled={modele === null || busy}
                  loading={busy && apercu.variables?.portee === p}
                  onClick={() => void lancer(p)}
                >
                  {LIBELLES_MAINTENANCE[p]}
                </Button>
              ))}
            </Box>
          </>
        )}
        {resultat && <MaintenanceRapport resultat={resultat} />}
      </Paper>
    </Box>
  );
}
