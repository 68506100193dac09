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
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { ImageThumb } from "../images/index.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { ChampCase, ChampDate, ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { ChampRef } from "./EditOfFields.tsx";
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
  const f = useFormulaire({ schema: editionOfSchema, valeurs: toDraft(of) });
  const verrouille = isOfVerrouille(of.statut);
  const pending = save.isPending || remove.isPending;

  const enregistrer = f.envoyer(
    (input) => save.mutateAsync({ n: of.numSachet, input }),
    (saved) => f.reset(toDraft(saved)),
    { succes: MSG_OF_ENREGISTRE },
  );

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

  const idStade = f.watch("idStade");
  const prix = prixAfficheOf(of.prixProduit, idStade === "" ? null : idStade);
  const today = toIsoDate(new Date());

  return (
    <FormFlow onSubmit={enregistrer} aria-label="Édition de l'OF" sx={{ display: "grid", gap: 1.5 }}>
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
            Prix : <EditPrixStade prix={prix} idStade={idStade === "" ? null : idStade} />
          </Typography>
        </Box>
      </Box>
      {verrouille && <Alert severity="info">{MSG_OF_NON_EDITABLE}</Alert>}
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <ChampDate control={f.control} name="dateLivr" label="Date de livraison" disabled={verrouille} />
        <Button
          onClick={() => f.setValue("dateLivr", nextFriday(f.getValues("dateLivr") || today))}
          disabled={verrouille}
          title="Jour de livraison de la semaine"
        >
          Vendredi
        </Button>
      </Box>
      <ChampCase control={f.control} name="dateLImp" label="Date impérative" disabled={verrouille} />
      <ChampRef control={f.control} name="idStade" liste="stade" label="Stade" disabled={verrouille} />
      <ChampRef
        control={f.control}
        name="typTransp"
        liste="type_transport"
        label="Transport"
        disabled={verrouille}
      />
      <ChampRef control={f.control} name="typeMetal" liste="type_metal" label="Métal" disabled={verrouille} />
      <ChampTexte control={f.control} name="dim" label="Taille / longueur" disabled={verrouille} />
      <ChampTexte control={f.control} name="refClt" label="Réf. client" disabled={verrouille} />
      <ChampTexte control={f.control} name="notes" label="Notes" lignes={2} disabled={verrouille} />
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
