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
import { type ReactNode, useEffect, useState } from "react";
import { ApiError } from "../api/http.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { COURS_QUERY_KEY, COURS_URL, useDeleteCours, useSaveCours } from "./api.ts";
import { CoursForm, type CoursValeurs } from "./CoursForm.tsx";

const EMPTY: CoursValeurs = { description: "", valeur: "" };

const columns = listColumns(COLONNES_COURS, {
  screen: { idCours: { width: 80 }, description: { flex: 1, minWidth: 160 }, valeur: { width: 140 } },
});

/**
 * Spec 01 section 2, /cours: the rates table and its form; below them the gold price panel of the metal
 * area, handed in by the route registry (shell/routes/administration.tsx) so that admin imports no area.
 */
export function CoursPage({ orPanel }: { orPanel: ReactNode }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSaveCours();
  const remove = useDeleteCours();
  /** The rate shown in the form, null for a new one. */
  const [idCours, setIdCours] = useState<number | null>(null);
  const f = useFormulaire({ schema: coursInputSchema, valeurs: EMPTY });
  const enregistre = useSurbrillance<number>();

  const load = (c: Cours | null) => {
    setIdCours(c?.idCours ?? null);
    f.reset(c ? { description: c.description, valeur: decimalSaisie(c.valeur) } : EMPTY);
  };

  /** Ajouter: an empty form, Nom focused once it is drawn again (a reset form registers its fields anew). */
  const [nouveau, setNouveau] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each Ajouter
  useEffect(() => {
    if (nouveau > 0) f.setFocus("description");
  }, [nouveau]);
  const onNew = () => {
    load(null);
    setNouveau((n) => n + 1);
  };

  const onSave = f.envoyer(
    (input) => save.mutateAsync({ id: idCours, input }),
    (saved) => {
      load(saved);
      enregistre.marquer(saved.idCours);
    },
    { succes: MSG_COURS_ENREGISTRE },
  );

  const onDelete = async () => {
    const id = idCours;
    if (id === null) return;
    const ok = await confirm({
      title: "Supprimer ce cours ?",
      message: `Le cours « ${f.getValues("description")} » sera supprimé.`,
      confirmLabel: "Supprimer",
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => {
        load(null);
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
          onRowClick={(row) => load(row)}
          selectedId={idCours}
          surbrillance={enregistre.cles}
          exportName="cours"
        />
      </Box>
      <Paper component="section" aria-labelledby="cours-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="cours-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {idCours === null ? "Nouveau cours" : `Cours n° ${idCours}`}
        </Typography>
        <CoursForm
          idCours={idCours}
          control={f.control}
          pending={save.isPending || remove.isPending}
          onNew={onNew}
          onSave={onSave}
          onDelete={() => void onDelete()}
        />
      </Paper>
      <Box sx={{ gridColumn: "1 / -1" }}>{orPanel}</Box>
    </Box>
  );
}
