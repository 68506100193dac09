import { formatEuro, formatNumberFr } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { urlReleve, useComptesPoids } from "./api.ts";

const GENRES = {
  clal: "Affineur",
  fournisseur: "Fournisseur",
  client: "Client",
  joaillier: "Joaillier",
} as const;
const g2 = (x: string) => `${formatNumberFr(x, 2)} g`;

/** Every weight account in fine grams, its value at the day's price, and the total exposure (issue 15). */
export function ComptesPoidsPage() {
  const comptes = useComptesPoids();
  const notify = useNotify();
  const d = comptes.data;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Comptes poids
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Soldes en grammes d'or fin. Détenu chez eux (+) : l'affineur (CLAL) et les joailliers (boîte à or non
        pesée à 750, OF sortis au titre de leur alliage). Dû (−) : les fournisseurs et les clients (leur
        compte poids).
      </Typography>
      {comptes.isError && <Alert severity="error">{comptes.error.message}</Alert>}
      {d && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="exposition">
            <Typography variant="h6">
              Exposition totale : {g2(d.exposition)}
              {d.valeur === null ? " — N/A" : ` — ${formatEuro(d.valeur)}`}
            </Typography>
            <Typography variant="body2">
              Cours :{" "}
              {d.cours.prixGramme === null
                ? "N/A"
                : `${formatNumberFr(d.cours.prixGramme, 4)} €/g fin (${d.cours.source})`}
            </Typography>
          </Paper>
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: "70vh" }}>
            <Table size="small" stickyHeader aria-label="Comptes poids">
              <TableHead>
                <TableRow>
                  <TableCell>Compte</TableCell>
                  <TableCell>Nom</TableCell>
                  <TableCell align="right">Solde (g fin)</TableCell>
                  <TableCell align="right">Exposition (g fin)</TableCell>
                  <TableCell align="right">Valeur</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {d.lignes.map((l) => (
                  <TableRow key={`${l.genre}-${l.id ?? 0}`}>
                    <TableCell>{GENRES[l.genre]}</TableCell>
                    <TableCell>{l.nom}</TableCell>
                    <TableCell align="right">{formatNumberFr(l.solde, 2)}</TableCell>
                    <TableCell align="right">{formatNumberFr(l.exposition, 2)}</TableCell>
                    <TableCell align="right">{l.valeur === null ? "N/A" : formatEuro(l.valeur)}</TableCell>
                    <TableCell>
                      {l.genre !== "joaillier" && (
                        <Button
                          size="small"
                          onClick={() =>
                            ouvrirPdf(urlReleve(l.genre, l.id)).catch((e: Error) =>
                              notify(e.message, { severity: "error" }),
                            )
                          }
                        >
                          Relevé PDF
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
