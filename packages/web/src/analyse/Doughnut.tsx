import { formatEuro, formatNumberFr } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { PieChart } from "@mui/x-charts/PieChart";
import { GraphiqueCarte } from "./GraphiqueCarte.tsx";

export interface PartDoughnut {
  label: string;
  /** A decimal string (euros) or a count. */
  valeur: string | number;
  couleur: string;
}

/**
 * A doughnut of the analyses, in its printable card. A slice (or its line under the chart, which the
 * keyboard reaches) opens its detail. Amounts are plotted as numbers (slice sizes only); the texts
 * show the exact decimals.
 */
export function Doughnut(props: {
  titre: string;
  filtres: string;
  parts: readonly PartDoughnut[];
  euros?: boolean;
  onSelect?: ((index: number) => void) | undefined;
}) {
  const texte = (v: string | number) => (props.euros === false ? formatNumberFr(v, 0) : formatEuro(v));
  return (
    <GraphiqueCarte
      titre={props.titre}
      filtres={props.filtres}
      legende={props.parts.map((p) => ({ label: p.label, couleur: p.couleur }))}
    >
      <PieChart
        height={260}
        hideLegend
        skipAnimation
        onItemClick={props.onSelect ? (_e, item) => props.onSelect?.(item.dataIndex) : undefined}
        series={[
          {
            data: props.parts.map((p, i) => ({
              id: i,
              value: Number(p.valeur),
              label: p.label,
              color: p.couleur,
            })),
            innerRadius: "50%",
            paddingAngle: 1,
            valueFormatter: (_v, { dataIndex }) => texte(props.parts[dataIndex]?.valeur ?? 0),
          },
        ]}
      />
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.25 }}>
        {props.parts.map((p, i) => (
          <Box component="li" key={p.label} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, bgcolor: p.couleur, borderRadius: "2px" }} />
            {props.onSelect ? (
              <Button size="small" onClick={() => props.onSelect?.(i)} sx={{ textTransform: "none", p: 0 }}>
                {p.label} : {texte(p.valeur)}
              </Button>
            ) : (
              <span>
                {p.label} : {texte(p.valeur)}
              </span>
            )}
          </Box>
        ))}
      </Box>
    </GraphiqueCarte>
  );
}
