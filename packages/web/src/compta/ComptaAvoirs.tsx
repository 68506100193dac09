import { type AvoirCompta, COLONNES_AVOIRS_COMPTA } from "@ecrin/domain";
import { StatutPlateformeChip } from "../plateforme/index.ts";
import { listColumns } from "../ui/listColumns.ts";
import { ComptaDocumentsTable } from "./ComptaDocumentsTable.tsx";
import { AVOIRS_COMPTA_URL, type FiltreCompta, urlPdfAvoirs, urlXmlAvoir } from "./compta-api.ts";

const columns = listColumns(COLONNES_AVOIRS_COMPTA, {
  screen: {
    statut: { width: 150, renderCell: ({ row }) => <StatutPlateformeChip s={row} /> },
    identifiant: { width: 100 },
    client: { flex: 1, minWidth: 180 },
    date: { width: 110 },
    description: { flex: 1, minWidth: 160, sortable: false },
    totalHt: { width: 130 },
    tva: { width: 120, sortable: false },
    totalTtc: { width: 130, sortable: false },
  },
});

const impressions = (selection: AvoirCompta[]) => [
  { label: "Imprimer", url: urlPdfAvoirs(selection.map((a) => a.numero).sort((a, b) => a - b)) },
];

export function ComptaAvoirs({ filtre }: { filtre: FiltreCompta }) {
  return (
    <ComptaDocumentsTable<AvoirCompta>
      titre="Avoirs"
      exportName="avoirs"
      columns={columns}
      url={AVOIRS_COMPTA_URL}
      filtre={filtre}
      impressions={impressions}
      xml={(a) => urlXmlAvoir(a.numero)}
    />
  );
}
