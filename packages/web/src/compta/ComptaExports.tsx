import { formatDate, msgFichierTelecharge } from "@ecrin/domain";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type FormatExport, useExportCompta } from "./compta-api.ts";

const FORMATS: ReadonlyArray<{ format: FormatExport; label: string }> = [
  { format: "quadra", label: "Export Quadra" },
  { format: "fec", label: "Export FEC" },
];

/**
 * The entries of the displayed period as files (Quadra ASCII import and FEC): every journal Écrin is
 * the source of, sales and credit notes, customer payments (issue 25 point 8); the screen says so, and
 * that the accountant merges the file with the rest of the books.
 */
export function ComptaExports({ debut, fin }: { debut: string; fin: string }) {
  const notify = useNotify();
  const exporter = useExportCompta();
  const enCours = exporter.isPending ? exporter.variables.format : null;

  const lancer = (format: FormatExport) =>
    exporter.mutate(
      { format, debut, fin },
      {
        onSuccess: (nom) => notify(msgFichierTelecharge(nom), { severity: "success" }),
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );

  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
      <Typography variant="body2" color="text.secondary" id="compta-journaux">
        Écritures du {formatDate(debut)} au {formatDate(fin)} des journaux tenus par Écrin : ventes et avoirs,
        règlements clients (factures payées, remises de traites), achats (factures fournisseurs approuvées).
        Le comptable fusionne ce fichier avec le reste de la comptabilité (autres achats, banque, paie…).
      </Typography>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          loading={enCours === format}
          disabled={enCours !== null && enCours !== format}
          onClick={() => lancer(format)}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
