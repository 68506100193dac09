import Alert, { type AlertColor } from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** Spec 02 section 9: the timed message stays 6000 ms. */
export const NOTIFY_DURATION_MS = 6000;

type NotifySeverity = AlertColor;

interface NotifyOptions {
  severity?: NotifySeverity;
  /** An undo-style action shown in the message, e.g. {label: "Annuler", onAction}. */
  action?: { label: string; onAction: () => void };
  /** How long the message stays, when not the spec's 6000 ms (an undo lasts as long as its window). */
  durationMs?: number;
}

export type Notify = (message: string, options?: NotifyOptions) => void;

interface Message extends NotifyOptions {
  key: number;
  text: string;
}

const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used inside <NotifyProvider>");
  return notify;
}

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((text, options = {}) => {
    setMessage({ key: Date.now(), text, ...options });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not hide the message before its time.
    if (reason === "clickaway") return;
    setOpen(false);
  };

  const onAction = () => {
    message?.action?.onAction();
    setOpen(false);
  };

  return (
    <NotifyContext.Provider value={useMemo(() => notify, [notify])}>
      {children}
      <Snackbar
        key={message?.key}
        open={open}
        autoHideDuration={message?.durationMs ?? NOTIFY_DURATION_MS}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        slotProps={{ transition: { onExited: () => setMessage(null) } }}
      >
        {message ? (
          <Alert
            severity={message.severity ?? "success"}
            variant="filled"
            onClose={() => setOpen(false)}
            action={
              message.action ? (
                <Button color="inherit" size="small" onClick={onAction}>
                  {message.action.label}
                </Button>
              ) : undefined
            }
            sx={{ minWidth: 320 }}
          >
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}
