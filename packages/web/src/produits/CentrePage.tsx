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
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { CentreForm, type CentreValeurs, CHAMPS_CENTRE } from "./CentreForm.tsx";
import { CentrePierres } from "./CentrePierres.tsx";
import { CENTRES_QUERY_KEY, CENTRES_URL, useReference, useSaveCentre } from "./catalogue-api.ts";

const EMPTY: CentreValeurs = {
  ref: "",
  description: "",
  plusMo: "",
  plusFonteG: "",
  plusPoidsG: "",
  plusSerti: "",
  prixDivers: "",
  idTarifProduit: null,
  idCv: null,
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

function toValeurs(c: Centre): CentreValeurs {
  return {
    ref: c.ref,
    description: c.description,
    plusMo: decimalSaisie(c.plusMo),
    plusFonteG: mgVersGrammesSaisie(c.plusFonteMg),
    plusPoidsG: mgVersGrammesSaisie(c.plusPoidsMg),
    plusSerti: decimalSaisie(c.plusSerti),
    prixDivers: decimalSaisie(c.prixDivers),
    idTarifProduit: c.idTarifProduit,
    idCv: c.idCv === null ? null : { idCv: c.idCv, ref: c.refCv ?? "", type: c.type },
  };
}

/** Spec 02 section 2.16, /produit/centre: the centres, and the stones of the selected one. */
export function CentrePage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const tarifs = useReference("tarif_produit").data ?? [];
  const save = useSaveCentre();
  /** The centre shown, null for a new one. */
  const [idCentre, setIdCentre] = useState<number | null>(null);
  const f = useFormulaire({
    schema: centreFormSchema,
    valeurs: EMPTY,
    versCorps: ({ idCv, ...v }: CentreValeurs) => ({ ...v, idCv: idCv?.idCv ?? null }),
  });
  const [ref, description] = useWatch({ control: f.control, name: ["ref", "description"] });

  const load = (c: Centre | null) => {
    setIdCentre(c?.idCentre ?? null);
    // The fields stay registered, so Ref can take the focus at once (Effacer).
    f.reset(c ? toValeurs(c) : EMPTY, { keepFieldsRef: true });
  };

  const enregistrer = f.envoyer((input) => save.mutateAsync({ id: idCentre, input }), load, {
    succes: MSG_CENTRE_ENREGISTRE,
  });
  const envoyerCreation = f.envoyer(
    async (input) => {
      const ok = await confirm({
        title: MSG_CONFIRMER_NOUVEAU_PRODUIT,
        message: `${input.ref} — ${input.description}`,
        confirmLabel: "Créer",
      });
      return ok ? save.mutateAsync({ id: null, input }) : null;
    },
    (c) => {
      if (c === null) return;
      load(c);
      notify(MSG_PRODUIT_CREE);
    },
  );
  /** Creer: ref and description needed (the first message refused is also said), then the confirmation. */
  const creer = async () => {
    if (await f.trigger()) return void envoyerCreation();
    const refus = CHAMPS_CENTRE.map((k) => f.getFieldState(k).error?.message).find((m) => m !== undefined);
    notify(refus ?? "", { severity: "error" });
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
          onRowClick={(row) => load(row)}
          selectedId={idCentre}
          searchLabel="Filtrer par ref ou description"
          exportName="centres"
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Paper component="section" aria-labelledby="centre-form-title" sx={{ p: 2 }}>
          <Typography id="centre-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {idCentre === null ? "Nouveau centre" : `Centre ${ref}`}
          </Typography>
          <CentreForm
            control={f.control}
            idCentre={idCentre}
            tarifs={tarifs}
            pending={save.isPending}
            onCreer={() => void creer()}
            onEnregistrer={enregistrer}
            onEffacer={() => {
              load(null);
              f.setFocus("ref");
            }}
          />
        </Paper>
      </Box>
      {idCentre !== null && (
        <Box sx={{ gridColumn: "1 / -1", minWidth: 0 }}>
          <CentrePierres key={idCentre} idCentre={idCentre} titre={`${ref} — ${description}`} />
        </Box>
      )}
    </Box>
  );
}
