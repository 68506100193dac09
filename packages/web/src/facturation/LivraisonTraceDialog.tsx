import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQueryClient } from "@tanstack/react-query";
import { TraceOfPanel } from "../of/TraceOfPanel.tsx";
import { A_FACTURER_QUERY_KEY } from "./livraison-api.ts";

/**
 * Spec 01 section 2: the Tracer button of a row opens the OF's trace (it asks about unsaved changes
 * before closing). The groups are read again on closing: the trace may have changed the OF's status,
 * price, transport or due term.
 */
export function LivraisonTraceDialog({
  numSachet,
  onClose,
}: {
  numSachet: number | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const fermer = () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: [A_FACTURER_QUERY_KEY] });
  };
  return (
    <Dialog open={numSachet !== null} aria-labelledby="livraison-trace-titre" maxWidth="lg" fullWidth>
      <DialogTitle id="livraison-trace-titre">Tracer OF {numSachet}</DialogTitle>
      <DialogContent>
        {numSachet !== null ? <TraceOfPanel numSachet={numSachet} onClose={fermer} /> : null}
      </DialogContent>
    </Dialog>
  );
}
