import type { Pesee } from "@ecrin/domain";
import { DataTable, type DataTableColumn } from "../ui/DataTable.tsx";
import { ATELIER_QUERY_KEY } from "./boite-or-api.ts";
import { PESEES_URL } from "./vue-api.ts";

const columns: DataTableColumn<Pesee>[] = [
  { field: "numPesee", headerName: "N° Pesée", width: 100 },
  { field: "date", headerName: "Date", kind: "date", width: 110 },
  { field: "poidsOfSorti", headerName: "Poids OF sorti", kind: "poids", flex: 1, sortable: false },
  { field: "poidsOfRentre", headerName: "Poids OF rentré", kind: "poids", flex: 1, sortable: false },
  { field: "pdsOrS", headerName: "Or donné", kind: "poids", flex: 1, sortable: false },
  { field: "pdsOrE", headerName: "Or rendu", kind: "poids", flex: 1, sortable: false },
];

/** The weighings of a jeweller and what each recorded, latest first. */
export function PeseeHistorique({ idOuvr }: { idOuvr: number }) {
  return (
    <DataTable<Pesee>
      label="Pesées"
      columns={columns}
      queryKey={ATELIER_QUERY_KEY}
      url={PESEES_URL}
      filters={{ idOuvr }}
      getRowId={(row) => row.numPesee}
      defaultSort={{ field: "date", dir: "desc" }}
      pageSizeOptions={[5, 10, 20]}
      defaultPageSize={5}
    />
  );
}
