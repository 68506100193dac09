import {
  COLONNES_PIERRES_CENTRE,
  decimalSaisie,
  type LignePierre,
  lignePierreInputSchema,
  MSG_PIERRE_CENTRE_AJOUTEE,
  MSG_PIERRE_CENTRE_ENREGISTREE,
  MSG_PIERRE_SUPPRIMEE,
} from "@ecrin/domain";
import CheckIcon from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { CentrePierreForm, type LigneDraft, type LigneErrors } from "./CentrePierreForm.tsx";
import { LIGNES_QUERY_KEY, lignesUrl, useDeleteLigne, useSaveLigne } from "./catalogue-api.ts";

const EMPTY: LigneDraft = { id: null, pierre: null, idQual: null, qte: "", pdsR: "", centre: false };

/** The stones keep their order (the server's): no column sorts. */
const columns = listColumns(COLONNES_PIERRES_CENTRE, {
  screen: {
    qte: { width: 60, sortable: false },
    type: { width: 110, sortable: false },
    forme: { width: 100, sortable: false },
    poidsU: { width: 105, sortable: false },
    dimension: { width: 120, sortable: false },
    pdsR: { width: 100, sortable: false },
    qualite: { width: 100, sortable: false },
    prixCarat: { width: 110, sortable: false },
    centre: {
      width: 70,
      sortable: false,
      renderCell: (p) => (p.row.centre ? <CheckIcon fontSize="small" aria-label="Pierre de centre" /> : null),
    },
  },
});

/** A line loaded for edit: the picker shows its stone, the qualities offered are its own until re-picked. */
function toDraft(l: LignePierre): LigneDraft {
  return {
    id: l.id,
    pierre: {
      idPier: l.idPierre,
      description: `${l.type} ${l.forme}`,
      type: l.type,
      forme: l.forme,
      dimension: l.dimension,
      poids: l.poidsU,
      qualites: l.idQual === null ? [] : [{ idQual: l.idQual, label: l.qualite ?? "" }],
    },
    idQual: l.idQual,
    qte: String(l.qte),
    pdsR: decimalSaisie(l.pdsR, { zerosFinaux: true }),
    centre: l.centre,
  };
}

/** Spec 02 section 2.16: the stones of the selected centre (centre_pierre.php inserer/modifier/supprimer). */
export function CentrePierres({ idCentre, titre }: { idCentre: number; titre: string }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSaveLigne(idCentre);
  const remove = useDeleteLigne(idCentre);
  const [draft, setDraft] = useState<LigneDraft>(EMPTY);
  const [errors, setErrors] = useState<LigneErrors>({});

  const load = (next: LigneDraft) => {
    setDraft(next);
    setErrors({});
  };

  const enregistree = useSurbrillance<number>();
  const envoyer = (id: number | null) => {
    if (save.isPending) return;
    const parsed = lignePierreInputSchema.safeParse({
      idPierre: draft.pierre?.idPier ?? null,
      idQual: draft.idQual,
      qte: draft.qte,
      pdsR: draft.pdsR,
      centre: draft.centre,
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      notify(parsed.error.issues[0]?.message ?? "", { severity: "error" });
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: parsed.data },
      {
        onSuccess: (r) => {
          load(EMPTY);
          enregistree.marquer(r.id);
          notify(id === null ? MSG_PIERRE_CENTRE_AJOUTEE : MSG_PIERRE_CENTRE_ENREGISTREE);
        },
        onError: (e) => {
          setErrors(serverFieldErrors(e));
          notify(errorMessage(e), { severity: "error" });
        },
      },
    );
  };

  const supprimer = async () => {
    const id = draft.id;
    if (id === null) return;
    const ok = await confirm({
      title: "Supprimer cette pierre ?",
      message: `La ligne de ${draft.qte} pierre(s) sera retirée du centre.`,
      confirmLabel: "Supprimer",
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => {
        load(EMPTY);
        notify(MSG_PIERRE_SUPPRIMEE);
      },
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  return (
    <Paper component="section" aria-labelledby="pierres-title" sx={{ p: 2 }}>
      <Typography id="pierres-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Pierres de {titre}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 420px" } }}>
        <Box sx={{ minWidth: 0 }}>
          <DataTable<LignePierre>
            label="Pierres du centre"
            columns={columns}
            queryKey={LIGNES_QUERY_KEY}
            url={lignesUrl(idCentre)}
            getRowId={(row) => row.id}
            surbrillance={enregistree.cles}
            onRowClick={(row) => load(toDraft(row))}
            selectedId={draft.id}
          />
        </Box>
        <CentrePierreForm
          draft={draft}
          errors={errors}
          pending={save.isPending || remove.isPending}
          onChange={setDraft}
          onAjouter={() => envoyer(null)}
          onEnregistrer={() => envoyer(draft.id)}
          onSupprimer={() => void supprimer()}
          onEffacer={() => load(EMPTY)}
        />
      </Box>
    </Paper>
  );
}
