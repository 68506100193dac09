import { formatDate, type JourPlanning, type OfPlanning } from "@ecrin/domain";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PlanningCarte } from "./PlanningCarte.tsx";

export interface PlanningColonneProps {
  titre: string;
  aide?: string;
  /** The day of the column; null for the sixth column, which takes no drop. */
  jour: JourPlanning | null;
  ofs: OfPlanning[];
  /** All the OFs of the column when only part of them is shown. */
  total?: number;
  jours: readonly JourPlanning[];
  enCours: ReadonlySet<number>;
  onDeplacer: (of: OfPlanning, dateLivr: string) => void;
  /** An OF card dropped on the column (dragged from any column). */
  onDeposer: (numSachet: number, dateLivr: string) => void;
  onOuvrir: (of: OfPlanning) => void;
  onImprimer?: () => void;
}

/** One column of the planning: a day (a drop target) or the OFs to plan again. */
export function PlanningColonne(p: PlanningColonneProps) {
  const [survol, setSurvol] = useState(false);
  const jour = p.jour;
  const accepte = (e: React.DragEvent) => jour !== null && e.dataTransfer.types.includes("text/plain");
  return (
    <Paper
      component="section"
      aria-label={p.titre}
      variant="outlined"
      onDragOver={(e) => {
        if (!accepte(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "move";
        setSurvol(true);
      }}
      onDragLeave={() => setSurvol(false)}
      onDrop={(e) => {
        setSurvol(false);
        if (!jour) return;
        e.preventDefault();
        const n = Number(e.dataTransfer.getData("text/plain"));
        if (Number.isInteger(n) && n > 0) p.onDeposer(n, jour.date);
      }}
      sx={{
        p: 1,
        display: "flex",
        flexDirection: "column",
        gap: 1,
        minHeight: 240,
        // On a wide screen the board has the window's height: the column scrolls its cards.
        overflowY: { md: "auto" },
        minWidth: 0,
        bgcolor: survol ? "action.selected" : jour ? "background.default" : "action.hover",
        outline: survol ? 2 : 0,
        outlineColor: "primary.main",
        outlineStyle: "dashed",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {p.titre}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {p.aide ? `${p.aide} · ` : ""}
            {p.total !== undefined && p.total > p.ofs.length
              ? `${p.ofs.length} OF affichés sur ${p.total} (sans date puis les plus récents) : filtrez pour voir les autres`
              : `${p.ofs.length} OF`}
          </Typography>
        </Box>
        {p.onImprimer && jour ? (
          <IconButton
            size="small"
            aria-label={`Imprimer le ${jour.nom.toLowerCase()} ${formatDate(jour.date)}`}
            onClick={p.onImprimer}
          >
            <PrintOutlined fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {p.ofs.map((of) => (
        <PlanningCarte
          key={of.numSachet}
          of={of}
          enCours={p.enCours.has(of.numSachet)}
          avecDate={jour === null}
          jours={p.jours}
          onDeplacer={(d) => p.onDeplacer(of, d)}
          onOuvrir={() => p.onOuvrir(of)}
        />
      ))}
    </Paper>
  );
}
