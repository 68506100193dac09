import Key from "@mui/icons-material/Key";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { lazy, Suspense, useState } from "react";

const MonMotDePasseDialog = lazy(() =>
  import("./MonMotDePasse.tsx").then((m) => ({ default: m.MonMotDePasseDialog })),
);

/** The top bar's button: the logged-in user changes their own password. */
export function MonMotDePasseButton() {
  const [open, setOpen] = useState(false);
  const [charge, setCharge] = useState(false);
  return (
    <>
      <Tooltip title="Changer mon mot de passe">
        <IconButton
          color="inherit"
          aria-label="Changer mon mot de passe"
          onClick={() => {
            setCharge(true);
            setOpen(true);
          }}
        >
          <Key />
        </IconButton>
      </Tooltip>
      {charge && (
        <Suspense fallback={null}>
          <MonMotDePasseDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
