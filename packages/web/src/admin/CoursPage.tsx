import {
  COLONNES_COURS,
  type Cours,
  coursInputSchema,
  decimalSaisie,
  MSG_COURS_ENREGISTRE,
  MSG_COURS_SUPPRIME,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useRef, useState } from "react";
import { ApiError } from "../api/http.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { COURS_QUERY_KEY, COURS_URL, useDeleteCours, useSaveCours } from "./api.ts";
import { type CoursDraft, type CoursErrors, CoursForm } from "./CoursForm.tsx";

const EMPTY: CoursDraft = { idCours: null, description: "", valeur: "" };

const columns = listColumns(COLONNES_COURS, {
  screen: { idCours: { width: 80 }, description: { flex: 1, minWidth: 160 }, valeur: { width: 140 } },
});

function toDraft(c: Cours): CoursDraft {
  return { idCours: c.idCours, description: c.description, valeur: decimalSaisie(c.valeur) };
}

function pickErrors(errors: Record<string, string>): CoursErrors {
  return { description: errors.description, valeur: errors.valeur };
}

/**
 * Spec 01 section 2, /cours: the rates table and its form; below them the gold price panel of the metal
 * area, handed in by the route registry (shell/routes/administration.tsx) so that admin imports no area.
 */
export function CoursPage({ orPanel }: { orPanel: ReactNode }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSaveCours();
  const remove = useDeleteCours();
  const [draft, setDraft] = useState<CoursDraft>(EMPTY);
  const [errors, setErrors] = useState<CoursErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);

  const load = (next: CoursDraft) => {
    setDraft(next);
    setErrors({});
  };

  const onNew = () => {
    load(EMPTY);
    nameRef.current?.focus();
  };

  const saveWith = useSchemaSave({
    schema: coursInputSchema,
    mutation: save,
    toVars: (input) => ({ id: draft.idCours, input }),
    setErrors: (e) => setErrors(pickErrors(e)),
    successMessage: MSG_COURS_ENREGISTRE,
    onSaved: (saved) => load(toDraft(saved)),
  });
  const onSave = () => saveWith({ description: draft.description, valeur: draft.valeur });

  const onDelete = async () => {
    const id = draft.idCours;
    if (id === null) return;
    const ok = await confirm({
      title: "Supprimer ce cours ?",
      message: `Le cours « ${draft.description} » sera supprimé.`,
      confirmLabel: "Supprimer",
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => {
        load(EMPTY);
        notify(MSG_COURS_SUPPRIME);
      },
      onError: (e) =>
        notify(errorMessage(e), {
          severity: e instanceof ApiError && e.status === 409 ? "warning" : "error",
        }),
    });
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 360px" } }}>
      <Box component="section" aria-labelledby="cours-title" sx={{ minWidth: 0 }}>
        <Typography id="cours-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Cours
        </Typography>
        <DataTable<Cours>
          label="Liste des cours"
          columns={columns}
          queryKey={COURS_QUERY_KEY}
          url={COURS_URL}
          getRowId={(row) => row.idCours}
          defaultSort={{ field: "idCours", dir: "asc" }}
          onRowClick={(row) => load(toDraft(row))}
          selectedId={draft.idCours}
          exportName="cours"
        />
      </Box>
      <Paper component="section" aria-labelledby="cours-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="cours-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {draft.idCours === null ? "Nouveau cours" : `Cours n° ${draft.idCours}`}
        </Typography>
        <CoursForm
          draft={draft}
          errors={errors}
          pending={save.isPending || remove.isPending}
          nameRef={nameRef}
          onChange={setDraft}
          onNew={onNew}
          onSave={onSave}
          onDelete={() => void onDelete()}
        />
      </Paper>
      <Box sx={{ gridColumn: "1 / -1" }}>{orPanel}</Box>
    </Box>
  );
}
