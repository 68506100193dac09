import { formatDateTime, type OfFinalise } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { errorMessage } from "../ui/fieldErrors.ts";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE } from "../ui/useSurbrillance.ts";
import { useHistoriqueFinalises } from "./finalisation-api.ts";

interface Props {
  onChoisir: (of: OfFinalise) => void;
  /** The OF just finalised, highlighted (issue 28.5). */
  surbrillance: ReadonlySet<number>;
}

/** The history of finalised OFs (each once, the latest first), top right of /finaliser. */
export function FinaliserHistorique({ onChoisir, surbrillance }: Props) {
  const historique = useHistoriqueFinalises();
  return (
    <Paper component="section" aria-labelledby="finalises-titre" variant="outlined" sx={{ p: 1.5 }}>
      <Typography id="finalises-titre" variant="subtitle1" component="h2">
        OF finalisés
      </Typography>
      {historique.isPending ? <LinearProgress aria-label="Chargement des OF finalisés" /> : null}
      {historique.isError ? <Alert severity="error">{errorMessage(historique.error)}</Alert> : null}
      {historique.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Pas d'enregistrement à afficher
        </Typography>
      ) : null}
      <List
        dense
        aria-label="OF finalisés"
        sx={{ maxHeight: 360, overflow: "auto", ...SX_LIGNE_ENREGISTREE }}
      >
        {historique.data?.map((h) => (
          <ListItemButton
            key={h.numSachet}
            onClick={() => onChoisir(h)}
            {...ligneEnregistree(surbrillance.has(h.numSachet))}
          >
            <ListItemText
              primary={[`OF ${h.numSachet}`, h.ref].filter(Boolean).join(" — ")}
              secondary={[h.client, formatDateTime(h.date)].filter(Boolean).join(" · ")}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
