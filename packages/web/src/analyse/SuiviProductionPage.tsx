import {
  CATEGORIES_PRODUCTION,
  COULEURS_CINQ,
  defautSuivi,
  formatCompte,
  formatHeuresMinutes,
  formatNumberFr,
  isoWeek,
  LIBELLES_PERIODE_SUIVI,
  lundiDeSemaine,
  MOIS_FR,
  minutesEnHeures,
  PERIODES_SUIVI,
  type PeriodeSuivi,
  type SuiviProduction,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { useState } from "react";
import { AXE_UNITES_ENTIERES } from "../ui/axes.ts";
import { DateField } from "../ui/DateField.tsx";
import { useSuiviProduction } from "./api.ts";
import { Chargement } from "./Chargement.tsx";
import { GraphiqueCarte } from "./GraphiqueCarte.tsx";

type Mesure = "articles" | "temps";
const couleur = (i: number) => COULEURS_CINQ[i % COULEURS_CINQ.length] ?? "#999";

/**
 * /suivi_production (spec 03 section 2.9): Jour / Semaine / Mois / Année with their pickers and
 * defaults, Articles or Temps (h), the Classique and SAV summary, the stacked bars.
 */
export function SuiviProductionPage() {
  const aujourdhui = toIsoDate(new Date());
  const [periode, setPeriode] = useState<PeriodeSuivi>("jour");
  const [date, setDate] = useState(defautSuivi("jour", aujourdhui));
  const [mesure, setMesure] = useState<Mesure>("articles");
  const query = useSuiviProduction(periode, date);
  const annee = Number(date.slice(0, 4));

  const changerPeriode = (p: PeriodeSuivi) => {
    setPeriode(p);
    setDate(defautSuivi(p, aujourdhui));
  };

  return (
    <Box component="section" aria-labelledby="suivi-production-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="suivi-production-titre" variant="h5" component="h1">
        Suivi de production
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={periode}
          onChange={(_e, p: PeriodeSuivi | null) => p && changerPeriode(p)}
          aria-label="Période"
        >
          {PERIODES_SUIVI.map((p) => (
            <ToggleButton key={p} value={p}>
              {LIBELLES_PERIODE_SUIVI[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {periode === "jour" && (
          <Box sx={{ width: 170 }}>
            <DateField label="Jour" name="jour" value={date} onChange={(v) => v && setDate(v)} />
          </Box>
        )}
        {periode === "semaine" && (
          <>
            <TextField
              size="small"
              type="number"
              label="Semaine"
              value={isoWeek(date)}
              onChange={(e) => {
                const n = Number(e.target.value);
                try {
                  setDate(lundiDeSemaine(annee, n));
                } catch {
                  // Not a week of that year: the picker keeps the last valid one.
                }
              }}
              slotProps={{ htmlInput: { min: 1, max: 53 } }}
              sx={{ width: 110 }}
            />
            <Typography variant="body2">du lundi {date.split("-").reverse().join("/")}</Typography>
          </>
        )}
        {periode === "mois" && (
          <TextField
            select
            size="small"
            label="Mois"
            value={Number(date.slice(5, 7))}
            onChange={(e) => setDate(`${annee}-${String(e.target.value).padStart(2, "0")}-01`)}
            sx={{ width: 150 }}
          >
            {MOIS_FR.map((m, i) => (
              <MenuItem key={m} value={i + 1}>
                {m}
              </MenuItem>
            ))}
          </TextField>
        )}
        {periode !== "jour" && (
          <TextField
            size="small"
            label="Année"
            value={annee}
            onChange={(e) => {
              if (/^\d{4}$/.test(e.target.value)) setDate(`${e.target.value}${date.slice(4)}`);
            }}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
            sx={{ width: 100 }}
          />
        )}
        <RadioGroup
          row
          value={mesure}
          onChange={(e) => setMesure(e.target.value as Mesure)}
          aria-label="Mesure"
        >
          <FormControlLabel value="articles" control={<Radio size="small" />} label="Articles" />
          <FormControlLabel value="temps" control={<Radio size="small" />} label="Temps (h)" />
        </RadioGroup>
      </Box>
      {query.isPending ? (
        <Typography>Chargement...</Typography>
      ) : (
        <Chargement query={query}>{(d) => <Resultat d={d} mesure={mesure} />}</Chargement>
      )}
    </Box>
  );
}

function Resultat({ d, mesure }: { d: SuiviProduction; mesure: Mesure }) {
  const valeur = (m: { nbArticles: number; tempsTotal: string }) =>
    mesure === "articles" ? m.nbArticles : Number(minutesEnHeures(m.tempsTotal));
  const stats = mesure === "articles" ? d.statistiques.articles : d.statistiques.temps;
  const stat = (v: string | undefined) =>
    v === undefined ? "—" : mesure === "articles" ? formatNumberFr(v, 2) : formatHeuresMinutes(v);
  const periode = `${LIBELLES_PERIODE_SUIVI[d.periode]} du ${d.debut.split("-").reverse().join("/")} au ${d.fin
    .split("-")
    .reverse()
    .join("/")}`;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 300px" } }}>
      <GraphiqueCarte
        titre={`Production (${mesure === "articles" ? "articles" : "heures"})`}
        filtres={periode}
        legende={CATEGORIES_PRODUCTION.map((c, i) => ({ label: c, couleur: couleur(i) }))}
      >
        <BarChart
          height={320}
          skipAnimation
          xAxis={[{ scaleType: "band", data: d.graph.map((b) => b.libelle) }]}
          yAxis={[AXE_UNITES_ENTIERES]}
          series={CATEGORIES_PRODUCTION.map((c, i) => ({
            label: c,
            stack: "production",
            color: couleur(i),
            data: d.graph.map((b) => valeur(b[c])),
          }))}
          slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
        />
      </GraphiqueCarte>
      <Paper sx={{ p: 2, display: "grid", gap: 1, alignContent: "start" }} aria-label="Récapitulatif">
        {CATEGORIES_PRODUCTION.map((c) => (
          <Box key={c}>
            <Typography variant="subtitle2">{c}</Typography>
            <Typography>
              {formatCompte(d.recap[c].nbArticles, "article")} — {formatHeuresMinutes(d.recap[c].tempsTotal)}
            </Typography>
          </Box>
        ))}
        <Box>
          <Typography variant="subtitle2">Total</Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {formatCompte(d.total.nbArticles, "article")} — {formatHeuresMinutes(d.total.tempsTotal)}
          </Typography>
        </Box>
        <Typography variant="body2">Moyenne : {stat(stats?.moyenne)}</Typography>
        <Typography variant="body2">Écart type : {stat(stats?.ecartType)}</Typography>
        <Typography variant="caption" color="text.secondary">
          Sur les périodes non vides ; SAV = stade 12.
        </Typography>
      </Paper>
    </Box>
  );
}
