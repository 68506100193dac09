import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";

interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  /** Default "Confirmer". */
  confirmLabel?: string;
  /** Default "Annuler". */
  cancelLabel?: string;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `if (await confirm({title: "Supprimer ce cours ?"})) ...`: true on confirm, false on cancel or Escape. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A question still pending is answered "no" before the new one replaces it.
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={open}
        onClose={() => answer(false)}
        aria-labelledby="confirm-title"
        slotProps={{ transition: { onExited: () => setOptions(null) } }}
      >
        {options && (
          <>
            <DialogTitle id="confirm-title">{options.title}</DialogTitle>
            {options.message !== undefined && (
              <DialogContent>
                <DialogContentText component="div">{options.message}</DialogContentText>
              </DialogContent>
            )}
            <DialogActions>
              <Button onClick={() => answer(false)}>{options.cancelLabel ?? "Annuler"}</Button>
              <Button variant="contained" onClick={() => answer(true)} autoFocus>
                {options.confirmLabel ?? "Confirmer"}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
