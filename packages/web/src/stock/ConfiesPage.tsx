import { COLONNES_CONFIES, formatDate, formatEuro, formatPoids, type LigneConfieClient } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { printUrl, STOCK_URL, useConfiesDuClient, useRetourStock } from "./stock-api.ts";

/**
 * Consignment per client (issue 14, beyond the old system): for each shop, the pieces on consignment,
 * their value and the days since they left, oldest first; one click prints the consignment note again
 * or takes the pieces back to stock.
 */
export function ConfiesPage() {
  const notify = useNotify();
  const [client, setClient] = useState<LigneConfieClient | null>(null);
  const pieces = useConfiesDuClient(client?.idClient ?? null);
  const retour = useRetourStock();
  const columns = useMemo(
    () =>
      listColumns(COLONNES_CONFIES, {
        screen: {
          client: { sortable: false, flex: 2 },
          nombre: { sortable: false },
          valeur: { sortable: false, flex: 1 },
          poids: { sortable: false },
          depuis: { sortable: false, flex: 1 },
          joursMax: { sortable: false },
        },
      }),
    [],
  );
  const ofs = (pieces.data ?? []).map((p) => p.of);
  return (
    <Box component="section" aria-labelledby="confies-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="confies-titre" variant="h5" component="h1">
        Confiés par client
      </Typography>
      <DataTable<LigneConfieClient>
        label="Confiés par client"
        columns={columns}
        queryKey="confies"
        url={`${STOCK_URL}/confies`}
        getRowId={(r) => r.idClient}
        onRowClick={setClient}
        selectedId={client?.idClient ?? null}
        exportName="confies-par-client"
      />
      {client && (
        <Paper sx={{ p: 1.5 }}>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {client.client}
            </Typography>
            <Button
              variant="outlined"
              disabled={ofs.length === 0}
              onClick={() =>
                ouvrirPdf(printUrl.confie(ofs)).catch((e: unknown) =>
                  notify(errorMessage(e), { severity: "error" }),
                )
              }
            >
              Imprimer le bon de confié
            </Button>
            <Button
              variant="contained"
              disabled={ofs.length === 0 || retour.isPending}
              onClick={() =>
                retour.mutate(
                  { ofs },
                  {
                    onSuccess: (r) => {
                      notify(r.message);
                      setClient(null);
                    },
                    onError: (e) => notify(errorMessage(e), { severity: "error" }),
                  },
                )
              }
            >
              Retour Stock
            </Button>
          </Box>
          <Table size="small" aria-label={`Pièces confiées à ${client.client}`}>
            <TableHead>
              <TableRow>
                <TableCell>Of</TableCell>
                <TableCell>Ref</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Poids</TableCell>
                <TableCell align="right">Prix</TableCell>
                <TableCell>Depuis</TableCell>
                <TableCell align="right">Jours</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(pieces.data ?? []).map((p) => (
                <TableRow key={p.of}>
                  <TableCell>{p.of}</TableCell>
                  <TableCell>{p.ref}</TableCell>
                  <TableCell>{p.description}</TableCell>
                  <TableCell align="right">{p.poids ? formatPoids(p.poids) : ""}</TableCell>
                  <TableCell align="right">{p.prixFact ? formatEuro(p.prixFact) : ""}</TableCell>
                  <TableCell>{formatDate(p.depuis)}</TableCell>
                  <TableCell align="right">{p.jours}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
