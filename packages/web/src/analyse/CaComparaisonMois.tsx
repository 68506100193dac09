import { type CaFiltre, formatEuro, MOIS_FR } from "@ecrin/domain";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { useState } from "react";
import { useComparaisonMois } from "./api.ts";
import { AXE_EUROS } from "./axes.ts";
import { Chargement } from "./Chargement.tsx";
import { GraphiqueCarte } from "./GraphiqueCarte.tsx";

const COURANT = "#1976d2";
const PRECEDENT = "#9e9e9e";

/** A bar/line toggle, shared by the comparison charts. */
export function ChoixGraphique(props: {
  value: "barres" | "lignes";
  onChange: (v: "barres" | "lignes") => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      onChange={(_e, v) => v && props.onChange(v)}
      aria-label="Type de graphique"
    >
      <ToggleButton value="barres">Barres</ToggleButton>
      <ToggleButton value="lignes">Lignes</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Comparaison par mois: the year of the period's end against the year before. */
export function CaComparaisonMois(props: { filtre: CaFiltre; filtresTexte: string }) {
  const query = useComparaisonMois(props.filtre, true);
  const [type, setType] = useState<"barres" | "lignes">("barres");
  return (
    <Chargement query={query}>
      {(d) => {
        const series = [
          {
            label: String(d.anneePrecedente),
            color: PRECEDENT,
            data: d.mois.map((m) => Number(m.precedent)),
          },
          { label: String(d.annee), color: COURANT, data: d.mois.map((m) => Number(m.courant)) },
        ].map((s) => ({ ...s, valueFormatter: (v: number | null) => formatEuro(v ?? 0) }));
        const xAxis = [{ scaleType: "band" as const, data: [...MOIS_FR] }];
        const legend = {
          legend: { position: { vertical: "bottom" as const, horizontal: "center" as const } },
        };
        return (
          <GraphiqueCarte
            titre={`Comparaison par mois ${d.annee} / ${d.anneePrecedente}`}
            filtres={props.filtresTexte}
            legende={series.map((s) => ({ label: s.label, couleur: s.color }))}
            actions={<ChoixGraphique value={type} onChange={setType} />}
          >
            {type === "barres" ? (
              <BarChart
                height={340}
                skipAnimation
                xAxis={xAxis}
                yAxis={AXE_EUROS}
                series={series}
                slotProps={legend}
              />
            ) : (
              <LineChart
                height={340}
                skipAnimation
                xAxis={[{ scaleType: "point", data: [...MOIS_FR] }]}
                yAxis={AXE_EUROS}
                series={series}
                slotProps={legend}
              />
            )}
          </GraphiqueCarte>
        );
      }}
    </Chargement>
  );
}
