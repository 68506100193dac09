import {
  type AnalyseFournisseur,
  defaultPeriodeFournisseur,
  formatEuro,
  formatPercent,
  MSG_ERREUR_CHARGEMENT_ANALYSE,
  MSG_PAS_ENREGISTREMENT,
  type PeriodeFournisseur,
  periodeFournisseurSchema,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { PieChart } from "@mui/x-charts/PieChart";
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { useAnalyseFournisseurs } from "./api.ts";

type PeriodeErrors = Partial<Record<keyof PeriodeFournisseur, string>>;

/** Spec 03 section 2.6, /analyse_fournisseur: a date range, the totals by supplier and a doughnut. */
export function AnalyseFournisseurPage() {
  const [draft, setDraft] = useState<PeriodeFournisseur>(() =>
    defaultPeriodeFournisseur(toIsoDate(new Date())),
  );
  const [periode, setPeriode] = useState<PeriodeFournisseur>(draft);
  const [errors, setErrors] = useState<PeriodeErrors>({});
  const query = useAnalyseFournisseurs(periode);

  const onSubmit = () => {
    const parsed = periodeFournisseurSchema.safeParse(draft);
    if (!parsed.success) {
      const e = issuesToFieldErrors(parsed.error.issues);
      setErrors({ debut: e.debut, fin: e.fin });
      return;
    }
    setErrors({});
    setPeriode(parsed.data);
    // Asking again for the same period reloads it (new receptions may have been entered).
    if (parsed.data.debut === periode.debut && parsed.data.fin === periode.fin) void query.refetch();
  };

  return (
    <Box component="section" aria-labelledby="analyse-fournisseur-title" sx={{ display: "grid", gap: 2 }}>
      <Typography id="analyse-fournisseur-title" variant="h5" component="h1">
        Analyse fournisseur
      </Typography>
      <FormFlow onSubmit={onSubmit} aria-label="Période" sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <PeriodeFields value={draft} onChange={setDraft} errors={errors} />
        <Button
          type="submit"
          variant="contained"
          loading={query.isFetching}
          sx={{ alignSelf: "flex-start", mt: 1 }}
        >
          Afficher
        </Button>
      </FormFlow>
      {query.isError ? (
        <Typography role="alert" color="error">
          {MSG_ERREUR_CHARGEMENT_ANALYSE}
        </Typography>
      ) : query.data === undefined ? (
        <CircularProgress aria-label="Chargement..." />
      ) : (
        <Resultats data={query.data} />
      )}
    </Box>
  );
}

function Resultats({ data }: { data: AnalyseFournisseur }) {
  if (data.lignes.length === 0) return <Typography>{MSG_PAS_ENREGISTREMENT}</Typography>;
  const nbPierres = data.lignes.reduce((n, l) => n + l.nbPierres, 0);
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 420px" } }}>
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Total HT par fournisseur">
          <TableHead>
            <TableRow>
              <TableCell>Fournisseur</TableCell>
              <TableCell align="right">Total HT</TableCell>
              <TableCell align="right">Nb pierres</TableCell>
              <TableCell align="right">Part %</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lignes.map((l) => (
              <TableRow key={l.fourId}>
                <TableCell>{l.raisonSoc}</TableCell>
                <TableCell align="right">{formatEuro(l.totalHt)}</TableCell>
                <TableCell align="right">{l.nbPierres}</TableCell>
                <TableCell align="right">{formatPercent(l.part)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatEuro(data.total)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {nbPierres}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Paper component="figure" aria-labelledby="analyse-fournisseur-chart" sx={{ m: 0, p: 2 }}>
        <Typography id="analyse-fournisseur-chart" variant="h6" component="h2">
          Répartition par fournisseur
        </Typography>
        <PieChart
          height={320}
          series={[
            {
              // The amounts are plotted as numbers (slice sizes only); labels show the exact decimals.
              data: data.lignes.map((l) => ({ id: l.fourId, value: Number(l.totalHt), label: l.raisonSoc })),
              innerRadius: "50%",
              paddingAngle: 1,
              valueFormatter: (_, { dataIndex }) => formatEuro(data.lignes[dataIndex]?.totalHt),
            },
          ]}
        />
      </Paper>
    </Box>
  );
}
