import {
  CANAUX,
  COLONNES_FACTURES_COMPTA,
  type FactureCompta,
  LIBELLE_CANAL,
  numerosParCanal,
  offreAvoir,
  urlAvoirPourFacture,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import type { GridColDef } from "@mui/x-data-grid";
import { Link as RouterLink } from "react-router";
import { StatutPlateformeChip } from "../plateforme/index.ts";
import { listColumns } from "../ui/listColumns.ts";
import { ComptaDocumentsTable, type ComptaImpression } from "./ComptaDocumentsTable.tsx";
import { FACTURES_COMPTA_URL, type FiltreCompta, urlPdfFactures, urlXmlFacture } from "./compta-api.ts";

/** A refused invoice (210) is cancelled by a credit note: the row offers it, prefilled (issue 30.3). */
const avoir: GridColDef<FactureCompta> = {
  field: "avoir",
  headerName: "",
  width: 110,
  sortable: false,
  disableColumnMenu: true,
  renderCell: ({ row }) =>
    offreAvoir(row.statut) ? (
      <Button size="small" component={RouterLink} to={urlAvoirPourFacture(row)}>
        Faire l'avoir
      </Button>
    ) : null,
};

const columns = listColumns(COLONNES_FACTURES_COMPTA, {
  after: [avoir],
  screen: {
    statut: { width: 150, renderCell: ({ row }) => <StatutPlateformeChip s={row} /> },
    identifiant: { width: 110 },
    canal: { width: 110 },
    client: { flex: 1, minWidth: 180 },
    date: { width: 110 },
    totalHt: { width: 120 },
    tva: { width: 110, sortable: false },
    totalTtc: { width: 120, sortable: false },
  },
});

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
      exportName="factures"
      columns={columns}
      url={FACTURES_COMPTA_URL}
      filtre={filtre}
      impressions={impressions}
      xml={(f) => urlXmlFacture(f.canal, f.numero)}
    />
  );
}
