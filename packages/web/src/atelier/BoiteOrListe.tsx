import {
  type BoiteOrFiltre,
  COLONNES_BOITE_OR,
  type LigneBoiteOr,
  MSG_CONFIRM_SUPPRESSION,
  PAGE_SIZE_BOITE_OR,
  refusSuppressionBoiteOr,
} from "@ecrin/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { BarreRecherche } from "../ui/BarreRecherche.tsx";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { BoiteOrJoaillierSelect } from "./BoiteOrJoaillierSelect.tsx";
import { BoiteOrSolde } from "./BoiteOrSolde.tsx";
import { ATELIER_QUERY_KEY, BOITE_OR_URL, useSupprimerBoiteOr } from "./boite-or-api.ts";

interface Filtres {
  idOuvr: number | null;
  dateDebut: string;
  dateFin: string;
}

const AUCUN: Filtres = { idOuvr: null, dateDebut: "", dateFin: "" };

/** Only complete dates filter: a date being typed is not sent. */
function filtreDe(f: Filtres): BoiteOrFiltre {
  const date = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? d : undefined);
  return { idOuvr: f.idOuvr ?? undefined, dateDebut: date(f.dateDebut), dateFin: date(f.dateFin) };
}

/** Liste Boite Or, titled Détail Boite Or / Solde: filters Joaillier, Date Début, Date Fin (spec 02 section 2.4). */
export function BoiteOrListe({ surbrillance }: { surbrillance: ReadonlySet<number> }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const { mutate: supprimer, isPending: suppressionEnCours } = useSupprimerBoiteOr();
  const [filtres, setFiltres] = useState<Filtres>(AUCUN);
  const filtre = filtreDe(filtres);

  const columns = useMemo(() => {
    const onSupprimer = async (row: LigneBoiteOr) => {
      if (!(await confirm({ title: MSG_CONFIRM_SUPPRESSION, confirmLabel: "Supprimer" }))) return;
      supprimer(row.idBoite, {
        onSuccess: (r) => notify(r.message),
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      });
    };
    return listColumns(COLONNES_BOITE_OR, {
      screen: {
        joaillier: { flex: 1, minWidth: 120 },
        date: { width: 90 },
        doneOuvr: { width: 100 },
        renduOuvr: { width: 100 },
        label: { flex: 1, minWidth: 120 },
        numPesee: { width: 80, sortable: false },
      },
      after: [
        {
          field: "actions",
          headerName: "",
          width: 60,
          sortable: false,
          renderCell: ({ row }) => {
            const refus = refusSuppressionBoiteOr(row)?.message ?? null;
            return (
              <Tooltip title={refus ?? "Supprimer"}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Supprimer la ligne du ${row.date}`}
                    disabled={refus !== null || suppressionEnCours}
                    onClick={() => void onSupprimer(row)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            );
          },
        },
      ],
    });
  }, [confirm, notify, supprimer, suppressionEnCours]);

  return (
    <Paper
      component="section"
      aria-labelledby="boite-or-liste-titre"
      sx={{ p: 2, display: "grid", gap: 2, minWidth: 0 }}
    >
      <Typography id="boite-or-liste-titre" variant="h6" component="h2">
        Détail Boîte Or / Solde
      </Typography>
      <BarreRecherche
        aria-label="Filtres"
        sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "2fr 1fr 1fr" } }}
      >
        <BoiteOrJoaillierSelect
          name="filtreJoaillier"
          value={filtres.idOuvr}
          onChange={(idOuvr) => setFiltres((f) => ({ ...f, idOuvr }))}
          vide="Tous"
        />
        <DateField
          size="small"
          label="Date Début"
          name="dateDebut"
          value={filtres.dateDebut}
          onChange={(dateDebut) => setFiltres((f) => ({ ...f, dateDebut }))}
        />
        <DateField
          size="small"
          label="Date Fin"
          name="dateFin"
          value={filtres.dateFin}
          onChange={(dateFin) => setFiltres((f) => ({ ...f, dateFin }))}
        />
      </BarreRecherche>
      <BoiteOrSolde filtre={filtre} />
      <DataTable<LigneBoiteOr>
        label="Liste Boîte Or"
        columns={columns}
        queryKey={ATELIER_QUERY_KEY}
        url={BOITE_OR_URL}
        filters={{ ...filtre }}
        getRowId={(row) => row.idBoite}
        surbrillance={surbrillance}
        defaultSort={{ field: "date", dir: "desc" }}
        defaultPageSize={PAGE_SIZE_BOITE_OR}
        pageSizeOptions={[PAGE_SIZE_BOITE_OR]}
        exportName="boite-or"
      />
    </Paper>
  );
}
