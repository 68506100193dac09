import {
  type CaFiltre,
  COLONNES_DETAIL_CA,
  type LigneDetailCa,
  PAGE_SIZE_DETAIL,
  PAGE_SIZE_DETAIL_OPTIONS,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ANALYSE_CA_QUERY_KEY, caParams, DETAIL_CA_URL } from "./api.ts";

const COLONNES = listColumns(COLONNES_DETAIL_CA, {
  screen: {
    numSachet: { width: 90 },
    dateFact: { width: 110 },
    idFact: { width: 90, sortable: false },
    client: { flex: 1, minWidth: 150 },
    ref: { width: 110, sortable: false },
    designation: { flex: 1.5, minWidth: 180, sortable: false },
    caHt: { width: 120 },
    prixRevient: { width: 130, sortable: false },
  },
});

/** What a detail shows: the slice or row clicked, as the detail endpoint's parameters. */
export interface SelectionCa {
  titre: string;
  params: { idp?: number; typeProd?: number; metalSlice?: number; tarif?: number; tranche?: string };
}

/** The invoice lines behind a row or a slice (spec 03 sections 2.1, 7), 15 per page. */
export function DetailCaDialog(props: {
  filtre: CaFiltre;
  selection: SelectionCa | null;
  onClose: () => void;
}) {
  const s = props.selection;
  return (
    <Dialog open={s !== null} onClose={props.onClose} maxWidth="lg" fullWidth>
      <DialogTitle>Détail : {s?.titre}</DialogTitle>
      <DialogContent>
        {s && (
          <DataTable<LigneDetailCa>
            label={`Détail ${s.titre}`}
            columns={COLONNES}
            queryKey={ANALYSE_CA_QUERY_KEY}
            url={DETAIL_CA_URL}
            filters={{ ...caParams(props.filtre), ...s.params }}
            getRowId={(r) => r.id}
            defaultSort={{ field: "dateFact", dir: "desc" }}
            defaultPageSize={PAGE_SIZE_DETAIL}
            pageSizeOptions={PAGE_SIZE_DETAIL_OPTIONS}
            exportName="detail-ventes"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
