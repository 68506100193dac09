import type { OuvrierKind, PeriodePerte, PerteOuvrier } from "@ecrin/domain";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "../ui/DataTable.tsx";
import { ATELIER_QUERY_KEY, perteOuvriersUrl } from "./charge-api.ts";
import { perteColonnes } from "./PerteColonnes.ts";

interface PerteOuvriersTableProps {
  kind: OuvrierKind;
  /** "Joaillier" or "Sertisseur": the name column and the table's name. */
  nom: string;
  periode: PeriodePerte;
  selectedId: number | null;
  onSelect: (ouvrier: PerteOuvrier) => void;
}

/** One total row per worker over the period; a click shows his OFs. */
export function PerteOuvriersTable({ kind, nom, periode, selectedId, onSelect }: PerteOuvriersTableProps) {
  const colonnes = useMemo<DataTableColumn<PerteOuvrier>[]>(
    () => [
      { field: "label", headerName: nom, flex: 1, minWidth: 180 },
      { field: "nbOf", headerName: "Nb OF", width: 90, align: "right", headerAlign: "right" },
      ...perteColonnes<PerteOuvrier>(),
    ],
    [nom],
  );
  return (
    <DataTable<PerteOuvrier>
      label={`Perte par ${nom.toLowerCase()}`}
      columns={colonnes}
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
