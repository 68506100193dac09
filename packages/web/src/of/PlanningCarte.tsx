import { couleurPlanning, formatDate, type JourPlanning, type OfPlanning } from "@ecrin/domain";
import MoreVert from "@mui/icons-material/MoreVert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ImageThumb } from "../images/index.ts";

/** The screen's colours: red imperative, green ready to invoice (spec 03 section 2.13). */
const TEINTES = {
  imperatif: { bord: "error.main", fond: "#fdecea", libelle: "Impératif", chip: "error" },
  pret: { bord: "success.main", fond: "#e8f5e9", libelle: "Prêt à facturer", chip: "success" },
  normal: { bord: "divider", fond: "background.paper", libelle: null, chip: "default" },
} as const;

/** Spec 03 section 9: client names cut at 20 characters. */
const court = (s: string, n = 20) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

interface PlanningCarteProps {
  of: OfPlanning;
  /** The move is being saved: the card stays where it is, with a spinner, until the server answers. */
  enCours: boolean;
  /** Show the delivery date (the sixth column). */
  avecDate: boolean;
  jours: readonly JourPlanning[];
  onDeplacer: (dateLivr: string) => void;
  onOuvrir: () => void;
}

/** One OF on the planning: dragged to another day, or moved through its "Déplacer au..." menu. */
export function PlanningCarte({ of, enCours, avecDate, jours, onDeplacer, onOuvrir }: PlanningCarteProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const teinte = TEINTES[couleurPlanning(of)];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`OF ${of.numSachet}`}
      aria-busy={enCours}
      tabIndex={0}
      draggable={!enCours}
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", String(of.numSachet));
        e.dataTransfer.effectAllowed = "move";
      }}
      onDoubleClick={onOuvrir}
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target === e.currentTarget) onOuvrir();
      }}
      title="Double-clic : tracer l'OF"
      sx={{
        p: 1,
        display: "flex",
        gap: 1,
        alignItems: "flex-start",
        borderLeft: 6,
        borderLeftColor: teinte.bord,
        bgcolor: teinte.fond,
        cursor: enCours ? "progress" : "grab",
        opacity: enCours ? 0.7 : 1,
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
      }}
    >
      <ImageThumb nom={of.image} size={60} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          {of.numSachet} {of.ref ? `· ${of.ref}` : ""}
        </Typography>
        <Typography variant="body2" title={of.client}>
          {court(of.client)}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          {of.stade} · {of.libelleStatut}
          {avecDate ? ` · ${of.dateLivr ? formatDate(of.dateLivr) : "sans date"}` : ""}
        </Typography>
        {teinte.libelle ? (
          <Chip label={teinte.libelle} size="small" color={teinte.chip} variant="outlined" sx={{ mt: 0.5 }} />
        ) : null}
      </Box>
      {enCours ? (
        <CircularProgress size={20} aria-label="Enregistrement…" />
      ) : (
        <IconButton
          size="small"
          aria-label={`Déplacer l'OF ${of.numSachet} au…`}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {jours.map((j) => (
          <MenuItem
            key={j.date}
            disabled={j.date === of.dateLivr}
            onClick={() => {
              setMenu(null);
              onDeplacer(j.date);
            }}
          >
            Déplacer au {j.nom.toLowerCase()} {formatDate(j.date)}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
