import {
  type Centre,
  COLONNES_CENTRES,
  centreFormSchema,
  decimalSaisie,
  MSG_CENTRE_ENREGISTRE,
  MSG_CONFIRMER_NOUVEAU_PRODUIT,
  MSG_PRODUIT_CREE,
  mgVersGrammesSaisie,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { type CentreDraft, type CentreErrors, CentreForm } from "./CentreForm.tsx";
import { CentrePierres } from "./CentrePierres.tsx";
import { CENTRES_QUERY_KEY, CENTRES_URL, useReference, useSaveCentre } from "./catalogue-api.ts";

const EMPTY: CentreDraft = {
  idCentre: null,
  ref: "",
  description: "",
  plusMo: "",
  plusFonteG: "",
  plusPoidsG: "",
  plusSerti: "",
  prixDivers: "",
  idTarifProduit: null,
  cv: null,
};

const columns = listColumns(COLONNES_CENTRES, {
  screen: {
    type: { width: 80 },
    ref: { width: 80 },
    description: { flex: 1, minWidth: 120 },
    plusMo: { width: 68 },
    plusFonteMg: { width: 68 },
    plusPoidsMg: { width: 68 },
    plusSerti: { width: 68 },
    prixDivers: { width: 68 },
    tarif: { width: 80 },
  },
  omit: ["refCv"],
});

function toDraft(c: Centre): CentreDraft {
  return {
    idCentre: c.idCentre,
    ref: c.ref,
    description: c.description,
    plusMo: decimalSaisie(c.plusMo),
    plusFonteG: mgVersGrammesSaisie(c.plusFonteMg),
    plusPoidsG: mgVersGrammesSaisie(c.plusPoidsMg),
    plusSerti: decimalSaisie(c.plusSerti),
    prixDivers: decimalSaisie(c.prixDivers),
    idTarifProduit: c.idTarifProduit,
    cv: c.idCv === null ? null : { idCv: c.idCv, ref: c.refCv ?? "", type: c.type },
  };
}

const toInput = ({ idCentre: _id, cv, ...d }: CentreDraft) => ({ ...d, idCv: cv?.idCv ?? null });

/** Spec 02 section 2.16, /produit/centre: the centres, and the stones of the selected one. */
export function CentrePage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<CentreDraft>(EMPTY);
  const [errors, setErrors] = useState<CentreErrors>({});
  const refInput = useRef<HTMLInputElement>(null);
  const tarifs = useReference("tarif_produit").data ?? [];
  const save = useSaveCentre();

  const load = (next: CentreDraft) => {
    setDraft(next);
    setErrors({});
  };

  const enregistrer = useSchemaSave({
    schema: centreFormSchema,
    mutation: save,
    toVars: (input) => ({ id: draft.idCentre, input }),
    setErrors,
    successMessage: MSG_CENTRE_ENREGISTRE,
    onSaved: (c) => load(toDraft(c)),
  });

  /** Creer: ref and description needed, then 'Voulez-vous creer un nouveau produit ?'. */
  const creer = async () => {
    if (save.isPending) return;
    const parsed = centreFormSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      notify(parsed.error.issues[0]?.message ?? "", { severity: "error" });
      return;
    }
    setErrors({});
    const ok = await confirm({
      title: MSG_CONFIRMER_NOUVEAU_PRODUIT,
      message: `${parsed.data.ref} — ${parsed.data.description}`,
      confirmLabel: "Créer",
    });
    if (!ok) return;
    save.mutate(
      { id: null, input: parsed.data },
      {
        onSuccess: (c) => {
          load(toDraft(c));
          notify(MSG_PRODUIT_CREE);
        },
        onError: (e) => {
          setErrors(serverFieldErrors(e));
          notify(errorMessage(e), { severity: "error" });
        },
      },
    );
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 460px" } }}>
      <Box component="section" aria-labelledby="centre-title" sx={{ minWidth: 0 }}>
        <Typography id="centre-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Centres
        </Typography>
        <DataTable<Centre>
          dense
          label="Liste des centres"
          columns={columns}
          queryKey={CENTRES_QUERY_KEY}
          url={CENTRES_URL}
          getRowId={(row) => row.idCentre}
          defaultSort={{ field: "ref", dir: "asc" }}
          onRowClick={(row) => load(toDraft(row))}
          selectedId={draft.idCentre}
          searchLabel="Filtrer par ref ou description"
          exportName="centres"
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Paper component="section" aria-labelledby="centre-form-title" sx={{ p: 2 }}>
          <Typography id="centre-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {draft.idCentre === null ? "Nouveau centre" : `Centre ${draft.ref}`}
          </Typography>
          <CentreForm
            draft={draft}
            errors={errors}
            tarifs={tarifs}
            pending={save.isPending}
            refInput={refInput}
            onChange={setDraft}
            onCreer={() => void creer()}
            onEnregistrer={() => enregistrer(toInput(draft))}
            onEffacer={() => {
              load(EMPTY);
              refInput.current?.focus();
            }}
          />
        </Paper>
      </Box>
      {draft.idCentre !== null && (
        <Box sx={{ gridColumn: "1 / -1", minWidth: 0 }}>
          <CentrePierres
            key={draft.idCentre}
            idCentre={draft.idCentre}
            titre={`${draft.ref} — ${draft.description}`}
          />
        </Box>
      )}
    </Box>
  );
}
