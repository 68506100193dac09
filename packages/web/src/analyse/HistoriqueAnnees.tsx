import { COLONNES_CA_ANNEE, type ComparaisonAnnees, formatEuro } from "@ecrin/domain";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { useState } from "react";
import { AXE_EUROS } from "./axes.ts";
import { ChoixGraphique } from "./CaComparaisonMois.tsx";
import { telechargerCsv } from "./exports.ts";
import { GraphiqueCarte } from "./GraphiqueCarte.tsx";

const COULEUR = "#1976d2";

/**
 * Revenue net of credit notes per year (spec 03 sections 2.1 and 2.2), with the best year, the mean
 * and the standard deviation (2008 and the current year left out; population deviation), a bar/line
 * toggle, the table and its CSV.
 */
export function HistoriqueAnnees(props: {
  data: ComparaisonAnnees;
  titre: string;
  filtres: string;
  nomCsv: string;
}) {
  const [type, setType] = useState<"barres" | "lignes">("barres");
  const { annees, statistiques: s } = props.data;
  const series = [
    {
      label: "CA net HT",
      color: COULEUR,
      data: annees.map((a) => Number(a.totalHt)),
      valueFormatter: (v: number | null) => formatEuro(v ?? 0),
    },
  ];
  const x = annees.map((a) => String(a.annee));
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box aria-label="Statistiques" component="dl" sx={{ display: "flex", gap: 4, flexWrap: "wrap", m: 0 }}>
        {[
          [
            "Meilleure année",
            s.meilleureAnnee ? `${s.meilleureAnnee.annee} (${formatEuro(s.meilleureAnnee.total)})` : "—",
          ],
          ["Moyenne", s.moyenne === null ? "—" : formatEuro(s.moyenne)],
          ["Écart type", s.ecartType === null ? "—" : formatEuro(s.ecartType)],
        ].map(([dt, dd]) => (
          <Box key={dt}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {dt}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {dd}
            </Typography>
          </Box>
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: "flex-end" }}>
          Hors 2008 et année en cours ; écart type de population (les années montrées forment tout
          l'ensemble).
        </Typography>
      </Box>
      <GraphiqueCarte
        titre={props.titre}
        filtres={props.filtres}
        legende={[{ label: "CA net HT", couleur: COULEUR }]}
        actions={<ChoixGraphique value={type} onChange={setType} />}
      >
        {type === "barres" ? (
          <BarChart
            height={320}
            skipAnimation
            xAxis={[{ scaleType: "band", data: x }]}
            yAxis={AXE_EUROS}
            series={series}
          />
        ) : (
          <LineChart
            height={320}
            skipAnimation
            xAxis={[{ scaleType: "point", data: x }]}
            yAxis={AXE_EUROS}
            series={series}
          />
        )}
      </GraphiqueCarte>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={() => telechargerCsv(props.nomCsv, COLONNES_CA_ANNEE, annees)}
        >
          Exporter CSV
        </Button>
      </Box>
      <Table size="small" aria-label={`${props.titre} (tableau)`}>
        <TableHead>
          <TableRow>
            {COLONNES_CA_ANNEE.map((c) => (
              <TableCell key={c.key} align={c.key === "annee" ? "left" : "right"}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {annees.map((a) => (
            <TableRow key={a.annee}>
              <TableCell>{a.annee}</TableCell>
              <TableCell align="right">{formatEuro(a.totalCa)}</TableCell>
              <TableCell align="right">{formatEuro(a.totalAvoir)}</TableCell>
              <TableCell align="right">{formatEuro(a.totalHt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
