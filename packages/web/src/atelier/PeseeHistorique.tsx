import { COLONNES_PESEES, type LignePesee } from "@ecrin/domain";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ATELIER_QUERY_KEY } from "./boite-or-api.ts";
import { PESEES_URL } from "./pesee-api.ts";

const poids = { flex: 1, sortable: false } as const;

/** One jeweller's weighings: his name is the card's, not a column. */
const columns = listColumns(COLONNES_PESEES, {
  omit: ["joaillier"],
  screen: {
    numPesee: { width: 100 },
    date: { width: 110 },
    poidsOfSorti: poids,
    poidsOfRentre: poids,
    pdsOrS: poids,
    pdsOrE: poids,
  },
});

/** The weighings of a jeweller and what each recorded, latest first. */
export function PeseeHistorique({ idOuvr }: { idOuvr: number }) {
  return (
    <DataTable<LignePesee>
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
