import { CANAUX, type FactureCompta, LIBELLE_CANAL, numerosParCanal } from "@ecrin/domain";
import type { DataTableColumn } from "../ui/DataTable.tsx";
import { ComptaDocumentsTable, type ComptaImpression } from "./ComptaDocumentsTable.tsx";
import { FACTURES_COMPTA_URL, type FiltreCompta, urlPdfFactures } from "./compta-api.ts";

const columns: DataTableColumn<FactureCompta>[] = [
  { field: "numero", headerName: "N° facture", width: 110 },
  {
    field: "canal",
    headerName: "Canal",
    width: 110,
    valueFormatter: (v: FactureCompta["canal"]) => LIBELLE_CANAL[v],
  },
  { field: "client", headerName: "Client", flex: 1, minWidth: 180 },
  { field: "date", headerName: "Date", kind: "date", width: 110 },
  { field: "totalHt", headerName: "Total HT", kind: "euro", width: 130 },
  { field: "tva", headerName: "TVA", kind: "euro", width: 120, sortable: false },
  { field: "totalTtc", headerName: "Total TTC", kind: "euro", width: 130, sortable: false },
];

/** The invoice PDFs of a selection: one tab per channel, each channel having its own numbering. */
function impressions(selection: FactureCompta[]): ComptaImpression[] {
  const parCanal = numerosParCanal(selection);
  const canaux = CANAUX.filter((c) => parCanal[c].length > 0);
  return canaux.map((c) => ({
    label: canaux.length > 1 ? `Imprimer (${LIBELLE_CANAL[c]})` : "Imprimer",
    url: urlPdfFactures(c, parCanal[c]),
  }));
}

export function ComptaFactures({ filtre }: { filtre: FiltreCompta }) {
  return (
    <ComptaDocumentsTable<FactureCompta>
      titre="Factures"
      columns={columns}
      url={FACTURES_COMPTA_URL}
      filtre={filtre}
      impressions={impressions}
    />
  );
}
