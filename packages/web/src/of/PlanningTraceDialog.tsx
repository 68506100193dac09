import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQueryClient } from "@tanstack/react-query";
import { PLANNING_QUERY_KEY } from "./planning-api.ts";
import { TraceOfPanel } from "./TraceOfPanel.tsx";

/**
 * Spec 03 section 2.13: a double click on an OF opens the popup "Tracer OF" (the OF area's trace
 * panel: it asks about unsaved changes before closing). The week is read again on closing, since the
 * trace may have changed the OF's date, status or flags.
 */
export function PlanningTraceDialog({
  numSachet,
  onClose,
}: {
  numSachet: number | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const fermer = () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: [PLANNING_QUERY_KEY] });
  };
  return (
    <Dialog open={numSachet !== null} aria-labelledby="planning-trace-titre" maxWidth="lg" fullWidth>
      <DialogTitle id="planning-trace-titre">Tracer OF {numSachet}</DialogTitle>
      <DialogContent>
        {numSachet !== null ? <TraceOfPanel numSachet={numSachet} onClose={fermer} /> : null}
      </DialogContent>
    </Dialog>
  );
}
