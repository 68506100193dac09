import {
  bornesPeriode,
  decalerPeriode,
  formatDate,
  isValidIsoDate,
  LIBELLES_PERIODE,
  PERIODES_PRODUCTION,
  type PeriodeProduction,
} from "@ecrin/domain";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { DateField } from "../ui/DateField.tsx";

interface AtelierStatsPeriodeProps {
  periode: PeriodeProduction;
  date: string;
  onChange: (periode: PeriodeProduction, date: string) => void;
}

/** The period picker: week, month or year, the day it holds, previous and next period. */
export function AtelierStatsPeriode({ periode, date, onChange }: AtelierStatsPeriodeProps) {
  const bornes = isValidIsoDate(date) ? bornesPeriode(periode, date) : null;
  const decaler = (n: number) => onChange(periode, decalerPeriode(periode, date, n));
  return (
    <Box
      role="group"
      aria-label="Période"
      sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={periode}
        onChange={(_e, p: PeriodeProduction | null) => p && onChange(p, date)}
        aria-label="Période"
      >
        {PERIODES_PRODUCTION.map((p) => (
          <ToggleButton key={p} value={p}>
            {LIBELLES_PERIODE[p]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <IconButton aria-label="Période précédente" onClick={() => decaler(-1)} disabled={!bornes}>
        <ChevronLeft />
      </IconButton>
      <Box sx={{ width: 170 }}>
        <DateField
          size="small"
          label="Date"
          name="datePeriode"
          value={date}
          onChange={(d) => onChange(periode, d)}
        />
      </Box>
      <IconButton aria-label="Période suivante" onClick={() => decaler(1)} disabled={!bornes}>
        <ChevronRight />
      </IconButton>
      {bornes && (
        <Typography variant="body2" color="text.secondary">
          du {formatDate(bornes.debut)} au {formatDate(bornes.fin)}
        </Typography>
      )}
    </Box>
  );
}
