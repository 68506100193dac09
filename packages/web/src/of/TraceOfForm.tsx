import { decimalSaisie, type OfDetail, statutsChoisissables } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { draftFields } from "../ui/draftFields.ts";
import { EditRefSelect } from "./EditOfFields.tsx";
import { TvaOfSelect } from "./TvaOfSelect.tsx";

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
  draft: TraceDraft;
  errors: Record<string, string>;
  disabled: boolean;
  /** The status the OF is saved at: the statuses offered depend on it (no stock status by hand). */
  statutEnregistre: number;
  onChange: (next: TraceDraft) => void;
}

/** Every field of spec 01 section 2 (Trace OF): status, weight, stade, size, transport, prices... */
export function TraceOfForm({ draft, errors, disabled, statutEnregistre, onChange }: Props) {
  const set = <K extends keyof TraceDraft>(k: K, v: TraceDraft[K]) => onChange({ ...draft, [k]: v });
  const f = draftFields(draft, errors, set, disabled);
  const grid = {
    display: "grid",
    gap: 1.5,
    gridTemplateColumns: { xs: "1fr", sm: "repeat(3, minmax(0, 1fr))" },
  };
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Box sx={grid}>
        <EditRefSelect
          liste="t_statuts"
          label="Statut"
          {...f.select("statut")}
          choix={(l) => statutsChoisissables(l, statutEnregistre)}
        />
        <EditRefSelect liste="stade" label="Stade" {...f.select("idStade")} />
        <EditRefSelect liste="type_transport" label="Type Transport" {...f.select("typTransp")} />
        {TEXTES.map((t) => (
          <TextField
            key={t.key}
            size="small"
            label={t.label}
            required={t.required}
            {...f.text(t.key)}
            slotProps={t.decimal ? { htmlInput: { inputMode: "decimal" } } : undefined}
          />
        ))}
        <TvaOfSelect {...f.select("idTva")} />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
        {FLAGS.map((c) => (
          <FormControlLabel key={c.key} label={c.label} control={<Checkbox {...f.flag(c.key)} />} />
        ))}
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }}>
        <TextField size="small" label="Description" multiline minRows={2} {...f.text("notes")} />
        <TextField size="small" label="Information" multiline minRows={2} {...f.text("information")} />
      </Box>
    </Box>
  );
}
