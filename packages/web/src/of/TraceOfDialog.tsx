import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { TraceOfPanel } from "./TraceOfPanel.tsx";

/**
 * The popup "Tracer OF" that other screens open on one of their OFs (planning: spec 03 section 2.13;
 * invoicing: spec 01 section 2). The trace panel asks about unsaved changes before closing; the
 * screen's list (`queryKey`) is read again after each save and on closing, since the trace may have
 * changed the OF.
 */
export function TraceOfDialog({
  numSachet,
  onClose,
  queryKey,
}: {
  numSachet: number | null;
  onClose: () => void;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const titreId = useId();
  const relire = () => void queryClient.invalidateQueries({ queryKey });
  const fermer = () => {
    onClose();
    relire();
  };
  return (
    <Dialog open={numSachet !== null} aria-labelledby={titreId} maxWidth="lg" fullWidth>
      <DialogTitle id={titreId}>Tracer OF {numSachet}</DialogTitle>
      <DialogContent>
        {numSachet !== null ? <TraceOfPanel numSachet={numSachet} onClose={fermer} onSaved={relire} /> : null}
      </DialogContent>
    </Dialog>
  );
}
