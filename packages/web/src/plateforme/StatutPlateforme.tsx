import {
  ETATS_ENVOI,
  estRejetee,
  FILTRES_STATUT_DOCUMENT,
  LIBELLES_FILTRE_STATUT,
  libelleStatut,
  resumeStatutPlateforme,
  type StatutPlateformeDocument,
} from "@ecrin/domain";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";

/** The colour of a status: refused and rejected in red, disputed in orange, approved or paid in green. */
export const couleurStatut = (code: number | null) =>
  code === 210 || code === 213
    ? "error"
    : code === 207
      ? "warning"
      : code === 205 || code === 212
        ? "success"
        : "default";

/**
 * A document's life on the platform in a list's cell (issue 30.3): its last status as a chip, the
 * reason on hover; a rejected invoice (213) says it is not issued; without a status, the outbox state
 * (a buyer who cannot receive yet: "Destinataire non joignable").
 */
export function StatutPlateformeChip({ s }: { s: StatutPlateformeDocument }) {
  const resume = resumeStatutPlateforme(s);
  if (s.statut === null) {
    if (s.envoi === null) return null;
    return (
      <Chip
        size="small"
        variant="outlined"
        color={s.envoi === "non_joignable" || s.envoi === "erreur" ? "warning" : "default"}
        label={ETATS_ENVOI[s.envoi]}
      />
    );
  }
  const label = estRejetee(s.statut) ? "Rejetée, non émise" : libelleStatut(s.statut);
  return (
    <Tooltip title={resume}>
      <Chip size="small" color={couleurStatut(s.statut)} label={label} aria-label={resume} />
    </Tooltip>
  );
}

/** The status filter of a document list: to handle, then refused, disputed, rejected, then the others. */
export function FiltreStatutPlateforme(props: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label ?? "Statut plateforme"}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ width: 300, flex: "0 0 auto" }}
    >
      <MenuItem value="">Tous</MenuItem>
      {FILTRES_STATUT_DOCUMENT.map((f) => (
        <MenuItem key={f} value={f}>
          {LIBELLES_FILTRE_STATUT[f]}
        </MenuItem>
      ))}
    </TextField>
  );
}
