import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useRef, useState } from "react";
import { type EnteteImpression, imprimerGraphique } from "./exports.ts";

/** A chart in its card: the title, the chart, and "Imprimer le graphique" (a PNG with title, filters, date). */
export function GraphiqueCarte(props: EnteteImpression & { children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [impression, setImpression] = useState(false);
  const imprimer = async () => {
    if (!ref.current) return;
    setImpression(true);
    try {
      await imprimerGraphique(ref.current, props);
    } finally {
      setImpression(false);
    }
  };
  return (
    <Paper component="figure" aria-labelledby={id} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {props.titre}
        </Typography>
        {props.actions}
        <Button
          size="small"
          startIcon={<PrintOutlined />}
          onClick={() => void imprimer()}
          loading={impression}
          aria-label={`Imprimer le graphique ${props.titre}`}
        >
          Imprimer le graphique
        </Button>
      </Box>
      <Box ref={ref}>{props.children}</Box>
    </Paper>
  );
}
