import {
  type CentreVide,
  COLONNES_CENTRES_VIDES,
  centreVideFormSchema,
  decimalSaisie,
  MSG_CV_AJOUTE,
  MSG_CV_ENREGISTRE,
  mgVersGrammesSaisie,
  refEnConflit,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { type CvDraft, type CvErrors, CvForm } from "./CvForm.tsx";
import { CvVignette } from "./CvVignette.tsx";
import { CV_QUERY_KEY, CV_URL, useRefCentreVide, useReference, useSaveCentreVide } from "./catalogue-api.ts";

const EMPTY: CvDraft = {
  idCv: null,
  ref: "",
  facon: "",
  faconFonteG: "",
  poidsMetalG: "",
  sertiMin: "",
  nomLigne: "",
  prenomLigne: "",
  typeProd: null,
  wordpress: false,
};

const columns = listColumns(COLONNES_CENTRES_VIDES, {
  before: [
    {
      field: "image",
      headerName: "Image",
      width: 64,
      sortable: false,
      renderCell: (p) => <CvVignette nom={p.row.image} alt={p.row.ref} />,
    },
  ],
  screen: {
    type: { width: 90 },
    ref: { width: 84 },
    facon: { width: 68 },
    faconFonteMg: { width: 68 },
    poidsMetalMg: { width: 68 },
    sertiMin: { width: 68 },
    nomLigne: { width: 84 },
    prenomLigne: { flex: 1, minWidth: 84 },
  },
  omit: ["wordpress"],
});

function toDraft(cv: CentreVide): CvDraft {
  return {
    idCv: cv.idCv,
    ref: cv.ref,
    facon: decimalSaisie(cv.facon),
    faconFonteG: mgVersGrammesSaisie(cv.faconFonteMg),
    poidsMetalG: mgVersGrammesSaisie(cv.poidsMetalMg),
    sertiMin: decimalSaisie(cv.sertiMin),
    nomLigne: cv.nomLigne ?? "",
    prenomLigne: cv.prenomLigne ?? "",
    typeProd: cv.typeProd,
    wordpress: cv.wordpress,
  };
}

/** Spec 02 section 2.15, /produit/cv: the centre vide catalogue. */
export function CvPage() {
  const [draft, setDraft] = useState<CvDraft>(EMPTY);
  const [errors, setErrors] = useState<CvErrors>({});
  const refInput = useRef<HTMLInputElement>(null);
  const types = useReference("type_produit").data ?? [];
  const save = useSaveCentreVide();
  const ref = useRefCentreVide(draft.ref);

  const load = (next: CvDraft) => {
    setDraft(next);
    setErrors({});
  };
  const enregistrer = useSchemaSave({
    schema: centreVideFormSchema,
    mutation: save,
    toVars: (input) => ({ id: draft.idCv, input }),
    setErrors,
    successMessage: MSG_CV_ENREGISTRE,
    onSaved: (cv) => load(toDraft(cv)),
  });
  const ajouter = useSchemaSave({
    schema: centreVideFormSchema,
    mutation: save,
    toVars: (input) => ({ id: null, input }),
    setErrors,
    successMessage: MSG_CV_AJOUTE,
    onSaved: (cv) => load(toDraft(cv)),
  });

  // Ajouter waits for the live check: an existing ref (this one's included) blocks it.
  const ajoutBloque = draft.ref.trim() === "" || ref.checking || ref.data?.existe === true;
  const refExistante = ref.data !== undefined && refEnConflit(ref.data, draft.idCv);
  const { idCv: _id, ...values } = draft;

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 420px" } }}>
      <Box component="section" aria-labelledby="cv-title" sx={{ minWidth: 0 }}>
        <Typography id="cv-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Centres vides
        </Typography>
        <DataTable<CentreVide>
          dense
          label="Liste des centres vides"
          columns={columns}
          queryKey={CV_QUERY_KEY}
          url={CV_URL}
          getRowId={(row) => row.idCv}
          defaultSort={{ field: "ref", dir: "asc" }}
          onRowClick={(row) => load(toDraft(row))}
          selectedId={draft.idCv}
          searchLabel="Filtrer par ref"
          exportName="centres-vides"
        />
      </Box>
      <Paper component="section" aria-labelledby="cv-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="cv-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {draft.idCv === null ? "Nouveau centre vide" : `Centre vide ${draft.ref}`}
        </Typography>
        <CvForm
          draft={draft}
          errors={errors}
          types={types}
          refExistante={refExistante}
          ajoutBloque={ajoutBloque}
          pending={save.isPending}
          refInput={refInput}
          onChange={setDraft}
          onAjouter={() => {
            if (!ajoutBloque) ajouter(values);
          }}
          onEnregistrer={() => enregistrer(values)}
          onEffacer={() => {
            load(EMPTY);
            refInput.current?.focus();
          }}
        />
      </Paper>
    </Box>
  );
}
