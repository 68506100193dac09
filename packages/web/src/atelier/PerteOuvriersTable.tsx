import {
  COLONNES_PERTE_OUVRIERS,
  type OuvrierKind,
  type PeriodePerte,
  type PerteOuvrier,
} from "@ecrin/domain";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ATELIER_QUERY_KEY } from "./charge-api.ts";
import { perteEcran } from "./PerteColonnes.ts";
import { perteOuvriersUrl } from "./perte-api.ts";

const COLONNES = listColumns(COLONNES_PERTE_OUVRIERS, {
  screen: { label: { flex: 1, minWidth: 180 }, nbOf: { width: 90 }, ...perteEcran<PerteOuvrier>() },
});

interface PerteOuvriersTableProps {
  kind: OuvrierKind;
  /** "Joaillier" or "Sertisseur": the table's name and its search field. */
  nom: string;
  periode: PeriodePerte;
  selectedId: number | null;
  onSelect: (ouvrier: PerteOuvrier) => void;
}

/** One total row per worker over the period; a click shows his OFs. */
export function PerteOuvriersTable({ kind, nom, periode, selectedId, onSelect }: PerteOuvriersTableProps) {
  return (
    <DataTable<PerteOuvrier>
      label={`Perte par ${nom.toLowerCase()}`}
      columns={COLONNES}
      queryKey={ATELIER_QUERY_KEY}
      url={perteOuvriersUrl(kind)}
      filters={{ ...periode }}
      getRowId={(r) => r.idOuvrier}
      defaultSort={{ field: "label", dir: "asc" }}
      onRowClick={onSelect}
      selectedId={selectedId}
      searchLabel={nom}
      exportName={`perte-${kind}-${periode.debut}-${periode.fin}`}
    />
  );
}
