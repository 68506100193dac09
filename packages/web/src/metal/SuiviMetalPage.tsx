import {
  formatDate,
  formatNumberFr,
  MSG_RECEPTION_ENREGISTREE,
  receptionMetalSchema,
  startOfYear,
  toIsoDate,
} from "@ecrin/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { BarreRecherche } from "../ui/BarreRecherche.tsx";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { ChampClient, ChampDate, ChampTexte } from "../ui/champsFormulaire.tsx";
import { DateField } from "../ui/DateField.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE, useSurbrillance } from "../ui/useSurbrillance.ts";
import { useAjouterReception, useSuivi, useSupprimerReception } from "./api.ts";

const g3 = (x: string) => formatNumberFr(x, 3);

/** Spec 03 section 2.11, /suivi_metal: invoiced façon weight against the gold received, per client. */
export function SuiviMetalPage() {
  const today = toIsoDate(new Date());
  const clients = useClients();
  const notify = useNotify();
  const [filtre, setFiltreBrut] = useState<{ client: number | null; debut: string; fin: string }>({
    client: null,
    debut: startOfYear(today),
    fin: today,
  });
  // Each table is shown a page at a time (the server sends that page, with the totals of the period).
  const [pages, setPages] = useState({ pageFactures: 0, pageReceptions: 0 });
  const setFiltre = (f: (x: typeof filtre) => typeof filtre) => {
    setFiltreBrut(f);
    setPages({ pageFactures: 0, pageReceptions: 0 });
  };
  const suivi = useSuivi({ ...filtre, ...pages });
  const ajouter = useAjouterReception();
  const supprimer = useSupprimerReception();
  const f = useFormulaire({
    schema: receptionMetalSchema,
    valeurs: { date: today, idClient: null as number | null, poids: "" },
    versCorps: (v) => ({ ...v, idClient: v.idClient ?? "" }),
  });
  const d = suivi.data;

  const ajoutee = useSurbrillance<number>();
  // One message per save (issue 28.5); the date and the client stay for the next reception.
  const enregistrer = f.envoyer(
    (corps) => ajouter.mutateAsync(corps),
    (r) => {
      f.setValue("poids", "");
      ajoutee.marquer(r.id);
    },
    { succes: MSG_RECEPTION_ENREGISTREE },
  );

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Suivi métal
      </Typography>
      <BarreRecherche
        aria-label="Filtres du suivi métal"
        sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
      >
        <Box sx={{ width: 280 }}>
          <ClientTreePicker
            clients={clients}
            value={filtre.client}
            onChange={(client) => setFiltre((f) => ({ ...f, client }))}
            size="small"
            onlySelectable={false}
          />
        </Box>
        <Box sx={{ width: 170 }}>
          <DateField
            label="Date Début"
            name="debut"
            value={filtre.debut}
            onChange={(debut) => setFiltre((f) => ({ ...f, debut }))}
          />
        </Box>
        <Box sx={{ width: 170 }}>
          <DateField
            label="Date Fin"
            name="fin"
            value={filtre.fin}
            onChange={(fin) => setFiltre((f) => ({ ...f, fin }))}
          />
        </Box>
        <Typography
          variant="h6"
          data-testid="solde-suivi"
          sx={{ color: d?.solde.startsWith("-") ? "error.main" : "success.main" }}
        >
          Solde : {d ? `${g3(d.solde)} g` : "…"}
        </Typography>
      </BarreRecherche>
      <Typography variant="body2" color="text.secondary">
        Solde = réceptions × 0,92 / 0,753 − poids facturé (colonne 752/1000 : poids × 0,92 / 0,753).
      </Typography>
      {suivi.isError && <Alert severity="error">{suivi.error.message}</Alert>}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr 360px" },
          gap: 2,
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Typography variant="subtitle1">Factures</Typography>
          <TableContainer sx={{ maxHeight: 600 }}>
            <Table size="small" stickyHeader aria-label="Factures">
              <TableHead>
                <TableRow>
                  <TableCell>Client</TableCell>
                  <TableCell>Facture</TableCell>
                  <TableCell align="right">Poids</TableCell>
                  <TableCell>Date</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d?.factures.map((f) => (
                  <TableRow key={f.idFact}>
                    <TableCell>{f.client}</TableCell>
                    <TableCell>{f.idFact}</TableCell>
                    <TableCell align="right">{g3(f.poids)}</TableCell>
                    <TableCell>{formatDate(f.date)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {d ? g3(d.totalFactures) : ""}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={d?.nbFactures ?? 0}
            page={d && d.nbFactures > 0 ? pages.pageFactures : 0}
            rowsPerPage={d?.pageSize ?? 100}
            rowsPerPageOptions={[]}
            onPageChange={(_e, n) => setPages((x) => ({ ...x, pageFactures: n }))}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Typography variant="subtitle1">Réceptions</Typography>
          <TableContainer sx={{ maxHeight: 600 }}>
            <Table size="small" stickyHeader aria-label="Réceptions" sx={SX_LIGNE_ENREGISTREE}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Client</TableCell>
                  <TableCell align="right">Poids</TableCell>
                  <TableCell align="right">752/1000</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {d?.receptions.map((r) => (
                  <TableRow key={r.id} {...ligneEnregistree(ajoutee.cles.has(r.id))}>
                    <TableCell>{formatDate(r.date)}</TableCell>
                    <TableCell>{r.client}</TableCell>
                    <TableCell align="right">{g3(r.poids)}</TableCell>
                    <TableCell align="right">{g3(r.poids752)}</TableCell>
                    <TableCell>
                      <IconButton
                        size="small"
                        aria-label={`Supprimer la réception du ${formatDate(r.date)}`}
                        disabled={supprimer.isPending}
                        onClick={() =>
                          supprimer.mutate(r.id, { onError: (e) => notify(e.message, { severity: "error" }) })
                        }
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {d ? g3(d.totalReceptions) : ""}
                  </TableCell>
                  <TableCell colSpan={2} />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={d?.nbReceptions ?? 0}
            page={d && d.nbReceptions > 0 ? pages.pageReceptions : 0}
            rowsPerPage={d?.pageSize ?? 100}
            rowsPerPageOptions={[]}
            onPageChange={(_e, n) => setPages((x) => ({ ...x, pageReceptions: n }))}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FormFlow
            aria-label="Reception Or"
            onSubmit={enregistrer}
            sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
          >
            <Typography variant="subtitle1">Reception Or</Typography>
            <ChampDate control={f.control} name="date" label="Date" />
            <ChampClient control={f.control} name="idClient" clients={clients} />
            <ChampTexte control={f.control} name="poids" label="Poids Reçu Fin" decimal />
            <Button type="submit" variant="contained" disabled={ajouter.isPending}>
              Enregistrer
            </Button>
          </FormFlow>
        </Paper>
      </Box>
    </Box>
  );
}
