import { decimalSaisie, type OfDetail, statutsChoisissables, type TraceOfData } from "@ecrin/domain";
import Box from "@mui/material/Box";
import type { Control } from "react-hook-form";
import { ChampCase, ChampTexte } from "../ui/champsFormulaire.tsx";
import { ChampRef } from "./EditOfFields.tsx";
import { ChampTva } from "./TvaOfSelect.tsx";

/** The Trace OF fields as the form holds them (numbers as typed, flags as booleans). */
export interface TraceDraft {
  statut: number | "";
  poids: string;
  idStade: number | "";
  typTransp: number | "";
  dim: string;
  prixFact: string;
  prixR: string;
  reaco: string;
  refClt: string;
  nomLigne: string;
  ref1: string;
  remise: string;
  echeance: string;
  idTva: number | "";
  dateLImp: boolean;
  tournee: boolean;
  devis: boolean;
  facon: boolean;
  pierresClt: boolean;
  signe: boolean;
  grave: boolean;
  labo: boolean;
  notes: string;
  information: string;
}

/** The form before an OF is loaded (nothing is shown then). */
export const TRACE_VIDE: TraceDraft = {
  statut: "",
  poids: "",
  idStade: "",
  typTransp: "",
  dim: "",
  prixFact: "",
  prixR: "",
  reaco: "",
  refClt: "",
  nomLigne: "",
  ref1: "",
  remise: "",
  echeance: "",
  idTva: "",
  dateLImp: false,
  tournee: false,
  devis: false,
  facon: false,
  pierresClt: false,
  signe: false,
  grave: false,
  labo: false,
  notes: "",
  information: "",
};

export function toTraceDraft(of: OfDetail): TraceDraft {
  return {
    statut: of.statut,
    poids: decimalSaisie(of.poids),
    idStade: of.idStade,
    typTransp: of.typTransp,
    dim: of.dim ?? "",
    prixFact: decimalSaisie(of.prixFact),
    prixR: decimalSaisie(of.prixR),
    reaco: decimalSaisie(of.reaco),
    refClt: of.refClt ?? "",
    nomLigne: of.nomLigne ?? "",
    ref1: of.ref1 ?? "",
    remise: decimalSaisie(of.remise),
    echeance: String(of.echeance),
    idTva: of.idTva ?? "",
    dateLImp: of.dateLImp,
    tournee: of.tournee,
    devis: of.devis,
    facon: of.facon,
    pierresClt: of.pierresClt,
    signe: of.signe,
    grave: of.grave,
    labo: of.labo,
    notes: of.notes ?? "",
    information: of.information ?? "",
  };
}

type TexteKey =
  | "poids"
  | "dim"
  | "prixFact"
  | "prixR"
  | "reaco"
  | "refClt"
  | "nomLigne"
  | "ref1"
  | "remise"
  | "echeance";
type FlagKey = "dateLImp" | "tournee" | "devis" | "facon" | "pierresClt" | "signe" | "grave" | "labo";

const TEXTES: Array<{ key: TexteKey; label: string; required?: boolean; decimal?: boolean }> = [
  { key: "poids", label: "Poids (g)", required: true, decimal: true },
  { key: "dim", label: "Taille / longueur" },
  { key: "prixFact", label: "Prix de vente HT", decimal: true },
  { key: "prixR", label: "Prix de revient", decimal: true },
  { key: "reaco", label: "Supplément (réaco)", decimal: true },
  { key: "refClt", label: "Réf. client" },
  { key: "nomLigne", label: "Nom de la ligne" },
  { key: "ref1", label: "Commentaire SAV" },
  { key: "remise", label: "Remise (%)", decimal: true },
  { key: "echeance", label: "Échéance (jours)", decimal: true },
];

const FLAGS: Array<{ key: FlagKey; label: string }> = [
  { key: "dateLImp", label: "Date impérative" },
  { key: "tournee", label: "Tournée" },
  { key: "devis", label: "Devis" },
  { key: "facon", label: "Façon" },
  { key: "pierresClt", label: "Pierres client" },
  { key: "signe", label: "Signé" },
  { key: "grave", label: "Gravé" },
  { key: "labo", label: "Labo" },
];

interface Props {
  /** The Trace OF's form (`ui/useFormulaire.ts`), its values a `TraceDraft`. */
  control: Control<TraceDraft, unknown, TraceOfData>;
  disabled: boolean;
  /** The status the OF is saved at: the statuses offered depend on it (no stock status by hand). */
  statutEnregistre: number;
}

/** Every field of spec 01 section 2 (Trace OF): status, weight, stade, size, transport, prices... */
export function TraceOfForm({ control, disabled, statutEnregistre }: Props) {
  const grid = {
    display: "grid",
    gap: 1.5,
    gridTemplateColumns: { xs: "1fr", sm: "repeat(3, minmax(0, 1fr))" },
  };
  const lie = { control, disabled };
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Box sx={grid}>
        <ChampRef
          {...lie}
          name="statut"
          liste="t_statuts"
          label="Statut"
          choix={(l) => statutsChoisissables(l, statutEnregistre)}
        />
        <ChampRef {...lie} name="idStade" liste="stade" label="Stade" />
        <ChampRef {...lie} name="typTransp" liste="type_transport" label="Type Transport" />
        {TEXTES.map((t) => (
          <ChampTexte
            key={t.key}
            {...lie}
            name={t.key}
            label={t.label}
            required={t.required}
            decimal={t.decimal}
          />
        ))}
        <ChampTva {...lie} name="idTva" />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
        {FLAGS.map((c) => (
          <ChampCase key={c.key} {...lie} name={c.key} label={c.label} />
        ))}
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }}>
        <ChampTexte {...lie} name="notes" label="Description" lignes={2} />
        <ChampTexte {...lie} name="information" label="Information" lignes={2} />
      </Box>
    </Box>
  );
}
