import type { AvoirCompta } from "@ecrin/domain";
import type { DataTableColumn } from "../ui/DataTable.tsx";
import { ComptaDocumentsTable } from "./ComptaDocumentsTable.tsx";
import { AVOIRS_COMPTA_URL, type FiltreCompta, urlPdfAvoirs } from "./compta-api.ts";

const columns: DataTableColumn<AvoirCompta>[] = [
  { field: "numero", headerName: "N° avoir", width: 100 },
  { field: "client", headerName: "Client", flex: 1, minWidth: 180 },
  { field: "date", headerName: "Date", kind: "date", width: 110 },
  { field: "description", headerName: "Description", flex: 1, minWidth: 160, sortable: false },
  { field: "totalHt", headerName: "Total HT", kind: "euro", width: 130 },
  { field: "tva", headerName: "TVA", kind: "euro", width: 120, sortable: false },
  { field: "totalTtc", headerName: "Total TTC", kind: "euro", width: 130, sortable: false },
];

const impressions = (selection: AvoirCompta[]) => [
  { label: "Imprimer", url: urlPdfAvoirs(selection.map((a) => a.numero).sort((a, b) => a - b)) },
];

export function ComptaAvoirs({ filtre }: { filtre: FiltreCompta }) {
  return (
    <ComptaDocumentsTable<AvoirCompta>
      titre="Avoirs"
      columns={columns}
      url={AVOIRS_COMPTA_URL}
      filtre={filtre}
      impressions={impressions}
    />
  );
}
