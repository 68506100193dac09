import {
  doitDemanderEnregistrement,
  isModifie,
  isOfVerrouille,
  MSG_OF_ENREGISTRE,
  MSG_OF_NON_EDITABLE,
  type OfDetail,
  traceOfSchema,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { type OfNumero, OfPicker } from "../ui/OfPicker.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { EmplacementOfLigne } from "./EmplacementOfLigne.tsx";
import { useOf } from "./edit-api.ts";
import { useHistoriqueARelire } from "./historique-api.ts";
import { ImprimerFicheButton } from "./ImprimerFicheButton.tsx";
import { useTraceLeaveGuard } from "./TraceLeaveGuard.tsx";
import { TRACE_VIDE, type TraceDraft, TraceOfForm, toTraceDraft } from "./TraceOfForm.tsx";
import { TraceOfHistorique } from "./TraceOfHistorique.tsx";
import { TraceOfPhoto } from "./TraceOfPhoto.tsx";
import { useQuestionModifications } from "./TraceQuestionDialog.tsx";
import { useSaveTrace } from "./trace-api.ts";

interface TraceOfPanelProps {
  /** The OF opened first (null: the search only). */
  numSachet: number | null;
  /** Shows a Fermer button; called once the unsaved-changes question is answered. */
  onClose?: () => void;
  /** Told when another OF is opened (the page keeps it in its URL). */
  onOfChange?: (n: number | null) => void;
  /** Told after each save (a dialog's screen reads its list again). */
  onSaved?: () => void;
}

/**
 * Spec 01 sections 2, 4, 5 (Trace OF): search an OF by number, edit every field, save enabled only
 * after a change; the question "Voulez vous enregister les modifications ?" on changing OF, closing or
 * leaving below 600; at 600 everything is disabled with "L'Of n'est plus éditable ".
 */
export function TraceOfPanel({ numSachet, onClose, onOfChange, onSaved }: TraceOfPanelProps) {
  const [n, setN] = useState<number | null>(numSachet);
  const query = useOf(n);
  const of = query.data?.numSachet === n ? query.data : undefined;
  const save = useSaveTrace();
  const relireHistorique = useHistoriqueARelire();
  const modification = useSurbrillance<number>();
  const [charge, setCharge] = useState<{ of: OfDetail; draft: TraceDraft } | null>(null);
  const f = useFormulaire({ schema: traceOfSchema, valeurs: TRACE_VIDE });
  const draft = f.watch();
  const { demander, dialog } = useQuestionModifications();

  useEffect(() => setN(numSachet), [numSachet]);
  // A freshly loaded (or saved) OF becomes the reference of the change tracking.
  // A refetch of the same OF never overwrites what is being typed.
  const charger = (o: OfDetail) => {
    const d = toTraceDraft(o);
    setCharge({ of: o, draft: d });
    f.reset(d);
  };
  useEffect(() => {
    if (!of || charge?.of === of) return;
    if (charge?.of.numSachet === of.numSachet && isModifie(charge.draft, f.getValues())) return;
    charger(of);
  });

  const courant = charge && charge.of.numSachet === n ? charge : null;
  const verrouille = courant ? isOfVerrouille(courant.of.statut) : false;
  const modifie = courant !== null && isModifie(courant.draft, draft);
  const demanderAvant = doitDemanderEnregistrement(courant?.of.statut, modifie);

  // The server reads the fields as the form holds them (its schema is the same).
  const envoyer = f.envoyer(
    () => save.mutateAsync({ n: courant?.of.numSachet ?? 0, input: f.getValues() }),
    (o) => {
      charger(o);
      // The change saved is the history's latest (issue 28.5).
      void relireHistorique(o.numSachet).then((h) => {
        const derniere = h?.audit[0];
        if (derniere) modification.marquer(derniere.id);
      });
      onSaved?.();
    },
    { succes: MSG_OF_ENREGISTRE },
  );
  const enregistrer = async (): Promise<boolean> => (courant ? envoyer() : false);

  /** True when the OF may be left: nothing to save, saved, or the changes given up. */
  const avantDeQuitter = async (): Promise<boolean> => {
    if (!demanderAvant) return true;
    const reponse = await demander();
    if (reponse === "rester") return false;
    if (reponse === "abandonner") return true;
    return enregistrer();
  };

  useTraceLeaveGuard(demanderAvant, avantDeQuitter);

  const changerOf = async (choisi: OfNumero | null) => {
    const suivant = choisi?.numSachet ?? null;
    if (suivant === n || !(await avantDeQuitter())) return;
    setN(suivant);
    onOfChange?.(suivant);
  };

  const fermer = async () => {
    if (await avantDeQuitter()) onClose?.();
  };

  const valeurPicker: OfNumero | null = courant
    ? {
        numSachet: courant.of.numSachet,
        ref: courant.of.ref ?? "",
        client: courant.of.client,
        statut: courant.of.statut,
      }
    : null;

  return (
    <Paper component="section" aria-labelledby="trace-title" sx={{ p: 2, display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Typography id="trace-title" variant="h5" component="h1">
          Tracer OF
        </Typography>
        <Box sx={{ width: 340 }}>
          <OfPicker value={valeurPicker} onChange={(o) => void changerOf(o)} autoFocus={n === null} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {onClose && <Button onClick={() => void fermer()}>Fermer</Button>}
      </Box>
      {query.isFetching && !courant && <LinearProgress aria-label="Chargement de l'OF" />}
      {query.isError && <Alert severity="warning">{errorMessage(query.error)}</Alert>}
      {courant && (
        <FormFlow
          onSubmit={() => void enregistrer()}
          aria-label="Tracer l'OF"
          sx={{ display: "grid", gap: 2 }}
        >
          <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
            <TraceOfPhoto numSachet={courant.of.numSachet} photo={courant.of.photoOf} disabled={verrouille} />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                OF n° {courant.of.numSachet} — {courant.of.ref} {courant.of.description}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {courant.of.client} · {courant.of.descStatut}
              </Typography>
              <EmplacementOfLigne numSachet={courant.of.numSachet} statut={courant.of.statut} />
            </Box>
          </Box>
          {verrouille && <Alert severity="info">{MSG_OF_NON_EDITABLE}</Alert>}
          <TraceOfForm control={f.control} disabled={verrouille} statutEnregistre={courant.of.statut} />
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            {!verrouille && (
              <>
                <Button type="submit" variant="contained" disabled={!modifie || save.isPending}>
                  Enregistrer
                </Button>
                <Button onClick={() => f.reset(courant.draft)} disabled={!modifie || save.isPending}>
                  Annuler les modifications
                </Button>
              </>
            )}
            <ImprimerFicheButton numSachet={courant.of.numSachet} />
          </Box>
        </FormFlow>
      )}
      {courant && <TraceOfHistorique numSachet={courant.of.numSachet} surbrillance={modification.cles} />}
      {dialog}
    </Paper>
  );
}
