import { type ChargeJoaillier, formatHeures, JOURNEE_HEURES } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { PieChart } from "@mui/x-charts/PieChart";

interface ChargeDoughnutProps {
  joaillier: ChargeJoaillier;
  selected: boolean;
  onSelect: () => void;
}

/** One jeweller's day: hours done against the hours not filled in, out of 7 (spec 02 sections 2.6, 9). */
export function ChargeDoughnut({ joaillier: j, selected, onSelect }: ChargeDoughnutProps) {
  const theme = useTheme();
  const faites = formatHeures(j.faites);
  const journee = formatHeures(JOURNEE_HEURES);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={j.label}
      sx={{ borderColor: selected ? "primary.main" : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea
        component="div"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`${j.label} : ${faites} faites sur ${journee}`}
        sx={{ p: 1.5, display: "grid", gap: 0.5, justifyItems: "center" }}
      >
        <Typography variant="subtitle1" component="h3" noWrap sx={{ maxWidth: "100%" }}>
          {j.label}
        </Typography>
        <Box sx={{ position: "relative", width: 160, height: 160 }}>
          <PieChart
            width={160}
            height={160}
            hideLegend
            // The figures are read, not watched growing.
            skipAnimation
            slotProps={{ tooltip: { trigger: "none" } }}
            margin={0}
            series={[
              {
                // Slice sizes only: the exact hours are the texts around the chart.
                data: [
                  { id: "faites", value: Number(j.faites), label: "Fait", color: theme.palette.primary.main },
                  {
                    id: "restantes",
                    value: Number(j.restantes),
                    label: "Non renseigné",
                    color: theme.palette.grey[300],
                  },
                ],
                innerRadius: 48,
                outerRadius: 76,
              },
            ]}
          />
          <Box
            aria-hidden
            sx={{
              position: "absolute",
              inset: 0,
              display: "grid",
              placeItems: "center",
              pointerEvents: "none",
            }}
          >
            <Typography variant="h6" component="span">
              {faites}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2" color={j.depassement ? "warning.main" : "text.secondary"}>
          {j.depassement
            ? `Dépassement de la journée de ${journee}`
            : `Non renseigné : ${formatHeures(j.restantes)}`}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
