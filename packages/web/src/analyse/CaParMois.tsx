import { type CaFiltre, formatEuro, MOIS_FR } from "@ecrin/domain";
import { BarChart } from "@mui/x-charts/BarChart";
import { useCaMois } from "./api.ts";
import { AXE_EUROS } from "./axes.ts";
import { Chargement } from "./Chargement.tsx";
import { GraphiqueCarte } from "./GraphiqueCarte.tsx";

const TOURNEE = "#1976d2";
const HORS_TOURNEE = "#ef6c00";
const libelleMois = (m: string) => `${MOIS_FR[Number(m.slice(5, 7)) - 1] ?? m} ${m.slice(0, 4)}`;

/** CA par mois: tour and non-tour revenue stacked per month of the period. */
export function CaParMois(props: { filtre: CaFiltre; filtresTexte: string }) {
  const query = useCaMois(props.filtre, true);
  return (
    <Chargement query={query}>
      {(mois) => (
        <GraphiqueCarte
          titre="CA par mois"
          filtres={props.filtresTexte}
          legende={[
            { label: "Tournée", couleur: TOURNEE },
            { label: "Hors tournée", couleur: HORS_TOURNEE },
          ]}
        >
          <BarChart
            height={340}
            skipAnimation
            xAxis={[{ scaleType: "band", data: mois.map((m) => libelleMois(m.mois)) }]}
            yAxis={AXE_EUROS}
            series={[
              {
                label: "Tournée",
                stack: "ca",
                color: TOURNEE,
                data: mois.map((m) => Number(m.tournee)),
                valueFormatter: (v) => formatEuro(v ?? 0),
              },
              {
                label: "Hors tournée",
                stack: "ca",
                color: HORS_TOURNEE,
                data: mois.map((m) => Number(m.horsTournee)),
                valueFormatter: (v) => formatEuro(v ?? 0),
              },
            ]}
            slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
          />
        </GraphiqueCarte>
      )}
    </Chargement>
  );
}
