import {
  CANAUX,
  COLONNES_FACTURES_COMPTA,
  type FactureCompta,
  LIBELLE_CANAL,
  numerosParCanal,
} from "@ecrin/domain";
import { listColumns } from "../ui/listColumns.ts";
import { ComptaDocumentsTable, type ComptaImpression } from "./ComptaDocumentsTable.tsx";
import { FACTURES_COMPTA_URL, type FiltreCompta, urlPdfFactures, urlXmlFacture } from "./compta-api.ts";

const columns = listColumns(COLONNES_FACTURES_COMPTA, {
  screen: {
    identifiant: { width: 110 },
    canal: { width: 110 },
    client: { flex: 1, minWidth: 180 },
    date: { width: 110 },
    totalHt: { width: 130 },
    tva: { width: 120, sortable: false },
    totalTtc: { width: 130, sortable: false },
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
