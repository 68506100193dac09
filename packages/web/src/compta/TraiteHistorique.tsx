import { COLONNES_TRAITES, type LigneTraite, PAGE_SIZES, toIsoDate } from "@ecrin/domain";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { LcrRemiseDialog } from "./LcrRemiseDialog.tsx";
import { TRAITES_LISTE_KEY, TRAITES_URL, traitePdfUrl } from "./traite-api.ts";

/**
 * The bills created (issue 12 point 9): client, amount, instalments' due dates, number and date,
 * the last numbers first (the order they were made), each reprinted from the server. "Fichier LCR
 * (CFONB)" lists the bills created on the chosen date, all chosen, and downloads the bank remittance
 * of those kept (issue 18 point 4).
 */
export function TraiteHistorique({ surbrillance }: { surbrillance: ReadonlySet<number> }) {
  const clients = useClients();
  const notify = useNotify();
  const [client, setClient] = useState<number | null>(null);
  const [dateRemise, setDateRemise] = useState(() => toIsoDate(new Date()));
  const [remise, setRemise] = useState<string | null>(null);
  const reimprimer = (id: number) =>
    ouvrirPdf(traitePdfUrl(id)).catch((e: unknown) => notify(errorMessage(e), { severity: "error" }));

  const columns = listColumns(COLONNES_TRAITES, {
    screen: {
      numEffet: { width: 100 },
      dateCreation: { width: 110 },
      client: { flex: 1, minWidth: 180 },
      totalTtc: { width: 130 },
      nbDecoupe: { width: 120 },
      echeances: { flex: 1, minWidth: 200, sortable: false },
    },
    after: [
      {
        field: "reimprimer",
        headerName: "",
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => void reimprimer(row.id)}
            aria-label={`Réimprimer l'effet ${row.numEffet}`}
          >
            Réimprimer
          </Button>
        ),
      },
    ],
  });

  return (
    <DataTable<LigneTraite>
      label="Traites créées"
      columns={columns}
      queryKey={TRAITES_LISTE_KEY}
      url={TRAITES_URL}
      filters={{ client }}
      getRowId={(row) => row.id}
      surbrillance={surbrillance}
      defaultSort={{ field: "numEffet", dir: "desc" }}
      defaultPageSize={PAGE_SIZES.defaut}
      exportName="traites"
      actions={
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Box sx={{ width: 320 }}>
            <ClientTreePicker
              clients={clients}
              value={client}
              onChange={setClient}
              onlySelectable={false}
              label="Filtrer par client"
            />
          </Box>
          <DateField
            label="Date de remise"
            name="dateRemise"
            value={dateRemise}
            onChange={setDateRemise}
            size="small"
            fullWidth={false}
          />
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={dateRemise === ""}
            onClick={() => setRemise(dateRemise)}
          >
            Fichier LCR (CFONB)
          </Button>
          <LcrRemiseDialog date={remise} onClose={() => setRemise(null)} />
        </Box>
      }
    />
  );
}
