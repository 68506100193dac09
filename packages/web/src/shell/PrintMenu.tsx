import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Button from "@mui/material/Button";
import { lazy, Suspense, useId, useState } from "react";

const PrintMenuListe = lazy(() =>
  import("./PrintMenuListe.tsx").then((m) => ({ default: m.PrintMenuListe })),
);

/**
 * The Impression menu: the external print pages (URLs are settings) in a new tab; when one is not
 * set, the built-in page (a PDF of the server) instead. Its list loads on the first click.
 */
export function PrintMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [charge, setCharge] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        startIcon={<PrintOutlined />}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => {
          setCharge(true);
          setAnchor(e.currentTarget);
        }}
      >
        Impression
      </Button>
      {charge && (
        <Suspense fallback={null}>
          <PrintMenuListe menuId={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
