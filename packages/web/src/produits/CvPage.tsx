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
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { CvForm, type CvValeurs } from "./CvForm.tsx";
import { CvVignette } from "./CvVignette.tsx";
import { CV_QUERY_KEY, CV_URL, useRefCentreVide, useReference, useSaveCentreVide } from "./catalogue-api.ts";

const EMPTY: CvValeurs = {
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

function toValeurs(cv: CentreVide): CvValeurs {
  return {
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
  const types = useReference("type_produit").data ?? [];
  const save = useSaveCentreVide();
  /** The centre vide shown, null for a new one. */
  const [idCv, setIdCv] = useState<number | null>(null);
  const f = useFormulaire({ schema: centreVideFormSchema, valeurs: EMPTY });
  const ref = useWatch({ control: f.control, name: "ref" });
  const verification = useRefCentreVide(ref);

  const load = (cv: CentreVide | null) => {
    setIdCv(cv?.idCv ?? null);
    // The fields stay registered, so Ref can take the focus at once (Effacer).
    f.reset(cv ? toValeurs(cv) : EMPTY, { keepFieldsRef: true });
  };
  const enregistrer = f.envoyer((input) => save.mutateAsync({ id: idCv, input }), load, {
    succes: MSG_CV_ENREGISTRE,
  });
  const ajouter = f.envoyer((input) => save.mutateAsync({ id: null, input }), load, {
    succes: MSG_CV_AJOUTE,
  });

  // Ajouter waits for the live check: an existing ref (this one's included) blocks it.
  const ajoutBloque = ref.trim() === "" || verification.checking || verification.data?.existe === true;
  const refExistante = verification.data !== undefined && refEnConflit(verification.data, idCv);

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
          onRowClick={(row) => load(row)}
          selectedId={idCv}
          searchLabel="Filtrer par ref"
          exportName="centres-vides"
        />
      </Box>
      <Paper component="section" aria-labelledby="cv-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="cv-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {idCv === null ? "Nouveau centre vide" : `Centre vide ${ref}`}
        </Typography>
        <CvForm
          control={f.control}
          idCv={idCv}
          types={types}
          refExistante={refExistante}
          ajoutBloque={ajoutBloque}
          pending={save.isPending}
          onAjouter={() => {
            if (!ajoutBloque) void ajouter();
          }}
          onEnregistrer={enregistrer}
          onEffacer={() => {
            load(null);
            f.setFocus("ref");
          }}
        />
      </Paper>
    </Box>
  );
}
