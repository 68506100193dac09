import {
  AIDE_A_REPLANIFIER,
  COLONNE_A_REPLANIFIER,
  colonnePlanning,
  formatDate,
  LIBELLE_A_REPLANIFIER,
  MSG_DEPLACEMENT_NON_CONFIRME,
  msgOfDeplace,
  type OfPlanning,
  type SemainePlanning,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useMemo, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFillHeight } from "../ui/useFillHeight.ts";
import { PlanningColonne } from "./PlanningColonne.tsx";
import { useDeplacerOf } from "./planning-api.ts";

interface PlanningBoardProps {
  semaine: SemainePlanning;
  ofs: OfPlanning[];
  aReplanifierTotal: number;
  onOuvrir: (of: OfPlanning) => void;
  onImprimerJour: (date: string) => void;
}

/** The five working days of the week and the sixth column; moves are saved before they show. */
export function PlanningBoard({
  semaine,
  ofs,
  aReplanifierTotal,
  onOuvrir,
  onImprimerJour,
}: PlanningBoardProps) {
  const notify = useNotify();
  const deplacer = useDeplacerOf();
  const [enCours, setEnCours] = useState<ReadonlySet<number>>(new Set());

  const parColonne = useMemo(() => {
    const m = new Map<string, OfPlanning[]>();
    for (const of of ofs) {
      const c = colonnePlanning(of.dateLivr, semaine.lundi);
      m.set(c, [...(m.get(c) ?? []), of]);
    }
    return m;
  }, [ofs, semaine.lundi]);

  const onDeplacer = (of: OfPlanning, dateLivr: string) => {
    if (of.dateLivr === dateLivr || enCours.has(of.numSachet)) return;
    setEnCours((s) => new Set(s).add(of.numSachet));
    deplacer.mutate(
      { numSachet: of.numSachet, dateLivr },
      {
        onSuccess: () => notify(msgOfDeplace(of.numSachet, dateLivr), { severity: "success" }),
        onError: (e) => {
          console.warn(MSG_DEPLACEMENT_NON_CONFIRME, e);
          notify(`${MSG_DEPLACEMENT_NON_CONFIRME} ${errorMessage(e)}`, { severity: "error" });
        },
        onSettled: () =>
          setEnCours((s) => {
            const next = new Set(s);
            next.delete(of.numSachet);
            return next;
          }),
      },
    );
  };
  const onDeposer = (numSachet: number, dateLivr: string) => {
    const of = ofs.find((o) => o.numSachet === numSachet);
    if (of) onDeplacer(of, dateLivr);
  };

  const commun = { jours: semaine.jours, enCours, onDeplacer, onDeposer, onOuvrir };
  // The week on one row from 900 px (scrolling sideways when narrower than its six columns), and the
  // board the height of the window: each column scrolls its own cards, the page does not grow.
  const large = useMediaQuery((t) => t.breakpoints.up("md"));
  const [board, setBoard] = useState<HTMLDivElement | null>(null);
  const hauteur = useFillHeight(large ? board : null, 360);
  return (
    <Box
      ref={setBoard}
      sx={{
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "1fr", md: "repeat(6, minmax(185px, 1fr))" },
        gridTemplateRows: { md: "minmax(0, 1fr)" },
        alignItems: { xs: "start", md: "stretch" },
        overflowX: { md: "auto" },
        height: { md: hauteur },
      }}
    >
      {semaine.jours.map((j) => (
        <PlanningColonne
          key={j.date}
          titre={`${j.nom} ${formatDate(j.date)}`}
          jour={j}
          ofs={parColonne.get(j.date) ?? []}
          onImprimer={() => onImprimerJour(j.date)}
          {...commun}
        />
      ))}
      <PlanningColonne
        titre={LIBELLE_A_REPLANIFIER}
        aide={AIDE_A_REPLANIFIER}
        jour={null}
        ofs={parColonne.get(COLONNE_A_REPLANIFIER) ?? []}
        total={aReplanifierTotal}
        {...commun}
      />
    </Box>
  );
}
