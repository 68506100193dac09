import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { EditOfPanel } from "./EditOfPanel.tsx";
import { TraceOfPanel } from "./TraceOfPanel.tsx";

export type FilterDialog = { type: "tracer" | "editer"; numSachet: number } | null;

/**
 * The row dialogs of the OF analysis (spec 03 section 2.8): Tracer OF (the /of/tracer panel, closed by
 * its own Fermer so that unsaved changes are asked about first) and Editer OF (the /of/edit panel).
 * Closing either refreshes the lists: the OF may have changed status or price.
 */
export function FilterDialogs({
  dialog,
  onClose,
}: {
  dialog: FilterDialog;
  onClose: (changed: boolean) => void;
}) {
  return (
    <>
      <Dialog
        open={dialog?.type === "tracer"}
        aria-label={`Tracer OF ${dialog?.numSachet ?? ""}`}
        maxWidth="lg"
        fullWidth
      >
        {dialog?.type === "tracer" && (
          <TraceOfPanel numSachet={dialog.numSachet} onClose={() => onClose(true)} />
        )}
      </Dialog>
      <Dialog
        open={dialog?.type === "editer"}
        onClose={() => onClose(true)}
        aria-labelledby="filter-edit-titre"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="filter-edit-titre">Éditer OF {dialog?.numSachet}</DialogTitle>
        <DialogContent>
          {dialog?.type === "editer" && (
            <EditOfPanel numSachet={dialog.numSachet} onDeleted={() => onClose(true)} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(true)}>Fermer</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
