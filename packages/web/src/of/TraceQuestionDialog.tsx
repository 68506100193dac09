import { MSG_QUESTION_MODIFICATIONS } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useCallback, useRef, useState } from "react";

type ReponseModifications = "enregistrer" | "abandonner" | "rester";

/**
 * Spec 01 section 4, "Voulez vous enregister les modifications ?". Three answers rather than the
 * yes/no of useConfirm: Escape or a click outside keeps the form as it is, so nothing typed is lost
 * by a slip of the keyboard.
 */
export function useQuestionModifications(): {
  demander: () => Promise<ReponseModifications>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((r: ReponseModifications) => void) | null>(null);

  const demander = useCallback(() => {
    resolver.current?.("rester");
    setOpen(true);
    return new Promise<ReponseModifications>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const repondre = (r: ReponseModifications) => {
    resolver.current?.(r);
    resolver.current = null;
    setOpen(false);
  };

  const dialog = (
    <Dialog open={open} onClose={() => repondre("rester")} aria-labelledby="question-modifs-title">
      <DialogTitle id="question-modifs-title">{MSG_QUESTION_MODIFICATIONS}</DialogTitle>
      <DialogActions>
        <Button onClick={() => repondre("rester")}>Annuler</Button>
        <Button color="warning" onClick={() => repondre("abandonner")}>
          Ne pas enregistrer
        </Button>
        <Button variant="contained" onClick={() => repondre("enregistrer")} autoFocus>
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { demander, dialog };
}
