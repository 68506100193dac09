import {
  defaultDeliveryDate,
  editionOfSchema,
  isOfVerrouille,
  MSG_OF_ENREGISTRE,
  MSG_OF_NON_EDITABLE,
  MSG_OF_SUPPRIME,
  nextFriday,
  type OfDetail,
  prixAfficheOf,
  toIsoDate,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link } from "react-router";
import { ImageThumb } from "../images/index.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DateField } from "../ui/DateField.tsx";
import { draftFields } from "../ui/draftFields.ts";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { EditRefSelect } from "./EditOfFields.tsx";
import { EditPrixStade } from "./EditPrixStade.tsx";
import { useDeleteOf, useOf, useSaveEdition } from "./edit-api.ts";
import { ImprimerFicheButton } from "./ImprimerFicheButton.tsx";

interface Draft {
  dateLivr: string;
  dateLImp: boolean;
  idStade: number | "";
  typTransp: number | "";
  typeMetal: number | "";
  dim: string;
  refClt: string;
  notes: string;
}

/** The OF in the panel; an OF without a delivery date gets the default (15 days, off the weekend). */
function toDraft(of: OfDetail): Draft {
  return {
    dateLivr: of.dateLivr ?? defaultDeliveryDate(toIsoDate(new Date())),
    dateLImp: of.dateLImp,
    idStade: of.idStade,
    typTransp: of.typTransp,
    typeMetal: of.typeMetal,
    dim: of.dim ?? "",
    refClt: of.refClt ?? "",
    notes: of.notes ?? "",
  };
}

/** The edit panel of /of/edit: the OF chosen in the list or by its exact number. */
export function EditOfPanel({ numSachet, onDeleted }: { numSachet: number | null; onDeleted: () => void }) {
  const query = useOf(numSachet);
  return (
    <Paper component="section" aria-labelledby="of-panel-title" sx={{ p: 2, alignSelf: "start" }}>
      <Typography id="of-panel-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {numSachet === null ? "Édition OF" : `OF n° ${numSachet}`}
      </Typography>
      {numSachet === null && (
        <Typography color="text.secondary">Choisissez un OF dans la liste ou tapez son numéro.</Typography>
      )}
      {query.isFetching && !query.data && <LinearProgress aria-label="Chargement de l'OF" />}
      {query.isError && <Alert severity="warning">{errorMessage(query.error)}</Alert>}
      {query.data && query.data.numSachet === numSachet && (
        <EditOfForm key={query.data.numSachet} of={query.data} onDeleted={onDeleted} />
      )}
    </Paper>
  );
}

function EditOfForm({ of, onDeleted }: { of: OfDetail; onDeleted: () => void }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSaveEdition();
  const remove = useDeleteOf();
  const [draft, setDraft] = useState<Draft>(() => toDraft(of));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verrouille = isOfVerrouille(of.statut);
  const pending = save.isPending || remove.isPending;
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const f = draftFields(draft, errors, set, verrouille);

  const saveWith = useSchemaSave({
    schema: editionOfSchema,
    mutation: save,
    toVars: (input) => ({ n: of.numSachet, input }),
    setErrors,
    successMessage: MSG_OF_ENREGISTRE,
    onSaved: (saved) => setDraft(toDraft(saved)),
  });

  const onDelete = async () => {
    const ok = await confirm({
      title: `Supprimer l'OF n° ${of.numSachet} ?`,
      message: "L'OF sera supprimé définitivement (la suppression reste tracée dans le journal).",
      confirmLabel: "Supprimer",
    });
    if (!ok) return;
    remove.mutate(of.numSachet, {
      onSuccess: () => {
        notify(MSG_OF_SUPPRIME.replace("{n}", String(of.numSachet)));
        onDeleted();
      },
      onError: (e) => notify(errorMessage(e), { severity: "warning" }),
    });
  };

  const prix = prixAfficheOf(of.prixProduit, draft.idStade === "" ? null : draft.idStade);
  const today = toIsoDate(new Date());

  return (
    <FormFlow
      onSubmit={() => saveWith(draft)}
      aria-label="Édition de l'OF"
      sx={{ display: "grid", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
        <ImageThumb nom={of.photoOf ?? of.image} size={60} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {of.ref} — {of.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {of.client} · {of.descStatut}
          </Typography>
          <Typography variant="body2" aria-label="Prix selon le stade">
            Prix : <EditPrixStade prix={prix} idStade={draft.idStade === "" ? null : draft.idStade} />
          </Typography>
        </Box>
      </Box>
      {verrouille && <Alert severity="info">{MSG_OF_NON_EDITABLE}</Alert>}
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <DateField
          label="Date de livraison"
          name="dateLivr"
          value={draft.dateLivr}
          onChange={(v) => set("dateLivr", v)}
          error={errors.dateLivr}
          disabled={verrouille}
        />
        <Button
          onClick={() => set("dateLivr", nextFriday(draft.dateLivr || today))}
          disabled={verrouille}
          title="Jour de livraison de la semaine"
        >
          Vendredi
        </Button>
      </Box>
      <FormControlLabel control={<Checkbox {...f.flag("dateLImp")} />} label="Date impérative" />
      <EditRefSelect liste="stade" label="Stade" {...f.select("idStade")} />
      <EditRefSelect liste="type_transport" label="Transport" {...f.select("typTransp")} />
      <EditRefSelect liste="type_metal" label="Métal" {...f.select("typeMetal")} />
      <TextField size="small" label="Taille / longueur" {...f.text("dim")} />
      <TextField size="small" label="Réf. client" {...f.text("refClt")} />
      <TextField size="small" label="Notes" multiline minRows={2} {...f.text("notes")} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {!verrouille && (
          <Button type="submit" variant="contained" disabled={pending}>
            Enregistrer
          </Button>
        )}
        <Button component={Link} to={`/of/tracer?of=${of.numSachet}`}>
          Tracer
        </Button>
        <ImprimerFicheButton numSachet={of.numSachet} />
        <Box sx={{ flex: 1 }} />
        <Button color="error" onClick={() => void onDelete()} disabled={pending || verrouille}>
          Supprimer
        </Button>
      </Box>
    </FormFlow>
  );
}
