import type { ResultatFacturation } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { facturesPdfUrl } from "./livraison-api.ts";

/** What an invoicing made: the invoice numbers and their PDF, opened in a new tab. */
export function LivraisonResultat({
  resultat,
  client,
  onClose,
}: {
  resultat: ResultatFacturation;
  client: string;
  onClose: () => void;
}) {
  const pdf = resultat.numeros.length > 1 ? "Ouvrir les factures (PDF)" : "Ouvrir la facture (PDF)";
  return (
    <Alert
      severity="success"
      onClose={onClose}
      action={
        <Button
          color="inherit"
          size="small"
          component="a"
          href={facturesPdfUrl(resultat.numeros, resultat.canal)}
          target="_blank"
          rel="noopener"
        >
          {pdf}
        </Button>
      }
    >
      {client}
      {resultat.canal === "alternatif" ? " (canal alternatif)" : ""} — {resultat.message}
    </Alert>
  );
}
