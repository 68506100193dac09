import { type LigneAtelier, MSG_CONFIRM_SUPPRESSION } from "@ecrin/domain";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UndoOutlined from "@mui/icons-material/UndoOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import {
  useAnnulerRetourJoaillier,
  useAnnulerRetourSerti,
  useSupprimerLigneJoaillier,
  useSupprimerLigneSerti,
} from "./lignes-api.ts";

/** Which row actions a list shows; each applies only where the line's state allows it. */
export interface LignesActionsVisibles {
  /** Modifier (worker, weight sent): hidden once returned. */
  modifier?: boolean;
  /** Supprimer on the send side: a line not yet returned. */
  supprimer?: boolean;
  /** The return side's delete: the returned line goes back in progress (spec 02 section 4.2). */
  annulerRetour?: boolean;
}

export const TOUTES_ACTIONS: LignesActionsVisibles = { modifier: true, supprimer: true, annulerRetour: true };

interface Props {
  ligne: LigneAtelier;
  visibles: LignesActionsVisibles;
  /** Opens Modifier (the dialog lives outside the grid, whose cells keep their own keys). */
  onModifier: () => void;
}

/** The action buttons of one line; both deletes ask 'Voulez vous supprimer ?' first. */
export function LignesActions(props: Props) {
  const notify = useNotify();
  const confirm = useConfirm();
  const supprimerJ = useSupprimerLigneJoaillier();
  const supprimerS = useSupprimerLigneSerti();
  const annulerJ = useAnnulerRetourJoaillier();
  const annulerS = useAnnulerRetourSerti();
  const { visibles } = props;
  const { id, numSachet, rendu } = props.ligne;
  const joaillier = props.ligne.genre === "joaillier";
  const pending = supprimerJ.isPending || supprimerS.isPending || annulerJ.isPending || annulerS.isPending;

  const run = async (mutation: typeof supprimerJ, message: string) => {
    if (!(await confirm({ title: MSG_CONFIRM_SUPPRESSION, message, confirmLabel: "Supprimer" }))) return;
    mutation.mutate(id, {
      onSuccess: (r) => notify(r.message),
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  return (
    <Box sx={{ display: "flex" }}>
      {rendu === 0 && visibles.modifier && (
        <Tooltip title="Modifier">
          <IconButton
            size="small"
            aria-label={`Modifier la ligne de l'OF ${numSachet}`}
            onClick={props.onModifier}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {rendu === 0 && visibles.supprimer && (
        <Tooltip title="Supprimer">
          <IconButton
            size="small"
            aria-label={`Supprimer la ligne de l'OF ${numSachet}`}
            disabled={pending}
            onClick={() =>
              void run(joaillier ? supprimerJ : supprimerS, `L'envoi de l'OF ${numSachet} sera supprimé.`)
            }
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {rendu === 1 && visibles.annulerRetour && (
        <Tooltip title="Supprimer le retour">
          <IconButton
            size="small"
            aria-label={`Supprimer le retour de l'OF ${numSachet}`}
            disabled={pending}
            onClick={() =>
              void run(
                joaillier ? annulerJ : annulerS,
                `Le retour de l'OF ${numSachet} sera annulé : la ligne repasse en cours.`,
              )
            }
          >
            <UndoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
