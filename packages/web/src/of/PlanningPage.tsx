import {
  formatDate,
  isoWeek,
  mondayOf,
  type OfPlanning,
  PLANNING_FILTRE_DEFAUT,
  type PlanningFiltre,
  periodeProchainsJours,
  semainePlanning,
  toIsoDate,
} from "@ecrin/domain";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { PlanningBoard } from "./PlanningBoard.tsx";
import { PlanningFiltres } from "./PlanningFiltres.tsx";
import { PLANNING_QUERY_KEY, useImprimerPlanning, usePlanning } from "./planning-api.ts";
import { TraceOfDialog } from "./TraceOfDialog.tsx";

/** Spec 03 section 2.13, /planning: the OFs to deliver, one column per working day. */
export function PlanningPage() {
  const today = toIsoDate(new Date());
  const [lundi, setLundi] = useState(() => mondayOf(today));
  const [brouillon, setBrouillon] = useState<PlanningFiltre>(PLANNING_FILTRE_DEFAUT);
  const [filtre, setFiltre] = useState<PlanningFiltre>(PLANNING_FILTRE_DEFAUT);
  const [trace, setTrace] = useState<OfPlanning | null>(null);
  const notify = useNotify();
  const semaine = semainePlanning(lundi);
  const query = usePlanning(lundi, filtre);
  const imprimer = useImprimerPlanning();

  const lancerImpression = (debut: string, fin: string) => {
    imprimer.mutate(
      { debut, fin, filtre },
      { onError: (e) => notify(errorMessage(e), { severity: "error" }) },
    );
  };
  const prochains = periodeProchainsJours(today);

  return (
    <Box component="section" aria-labelledby="planning-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="planning-titre" variant="h5" component="h1">
        Planning
      </Typography>
      <PlanningFiltres
        value={brouillon}
        onChange={setBrouillon}
        chargement={query.isFetching}
        applique={filtre}
        onRetirer={(f) => {
          setBrouillon(f);
          setFiltre(f);
        }}
        onAfficher={() => {
          setFiltre(brouillon);
          if (brouillon === filtre) void query.refetch();
        }}
      />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Button startIcon={<ChevronLeft />} onClick={() => setLundi(semaine.precedente)}>
          Semaine précédente
        </Button>
        <Button onClick={() => setLundi(mondayOf(today))} disabled={lundi === mondayOf(today)}>
          Cette semaine
        </Button>
        <Button endIcon={<ChevronRight />} onClick={() => setLundi(semaine.suivante)}>
          Semaine suivante
        </Button>
        <Typography sx={{ flex: 1, fontWeight: 700 }} aria-live="polite">
          Semaine {isoWeek(lundi)} — du {formatDate(semaine.lundi)} au {formatDate(semaine.vendredi)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          loading={imprimer.isPending}
          onClick={() => lancerImpression(prochains.debut, prochains.fin)}
          title={`Du ${formatDate(prochains.debut)} au ${formatDate(prochains.fin)}`}
        >
          Imprimer les 5 prochains jours
        </Button>
      </Box>
      {query.isError ? (
        <Typography role="alert" color="error">
          {errorMessage(query.error)}
        </Typography>
      ) : query.data === undefined || query.data.lundi !== lundi ? (
        <CircularProgress aria-label="Chargement..." />
      ) : (
        <PlanningBoard
          semaine={semaine}
          ofs={query.data.ofs}
          aReplanifierTotal={query.data.aReplanifierTotal}
          onOuvrir={setTrace}
          onImprimerJour={(jour) => lancerImpression(jour, jour)}
        />
      )}
      <TraceOfDialog
        numSachet={trace?.numSachet ?? null}
        onClose={() => setTrace(null)}
        queryKey={[PLANNING_QUERY_KEY]}
      />
    </Box>
  );
}
