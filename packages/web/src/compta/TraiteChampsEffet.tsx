import { echeanceAffichee, NB_DECOUPE_DEFAUT, toIsoDate } from "@ecrin/domain";
import TextField from "@mui/material/TextField";
import { DateField } from "../ui/DateField.tsx";

/** What both bill forms type about the bill itself. */
export interface SaisieEffet {
  dateCreation: string;
  /** null: follows the creation date (+ 30 days) until typed. */
  dateEcheance: string | null;
  totalTtc: string;
  /** null: the form's default number. */
  numEffet: string | null;
  nbDecoupe: string;
}

export const saisieEffetInitiale = (): SaisieEffet => ({
  dateCreation: toIsoDate(new Date()),
  dateEcheance: null,
  totalTtc: "",
  numEffet: null,
  nbDecoupe: String(NB_DECOUPE_DEFAUT),
});

/** The values as the schema reads them: the due date and number shown, defaults included. */
export function valeursEffet(s: SaisieEffet, numEffetParDefaut: string) {
  return {
    dateCreation: s.dateCreation,
    dateEcheance: echeanceAffichee(s.dateCreation, s.dateEcheance),
    totalTtc: s.totalTtc,
    numEffet: s.numEffet ?? numEffetParDefaut,
    nbDecoupe: s.nbDecoupe,
  };
}

interface Props {
  saisie: SaisieEffet;
  numEffetParDefaut: string;
  /** "N° Effet" (customer bill, a number) or "N° Traite" (supplier bill, any reference). */
  numEffetLabel: string;
  numEffetNumerique: boolean;
  onChange: (patch: Partial<SaisieEffet>) => void;
  errors: Record<string, string | undefined>;
}

/** Creation date, Echeance (creation + 30 days unless typed), Total TTC, bill number, Nb Decoupe. */
export function TraiteChampsEffet(props: Props) {
  const { saisie, numEffetParDefaut, numEffetLabel, onChange, errors } = props;
  const v = valeursEffet(saisie, numEffetParDefaut);
  const champ = (
    k: "totalTtc" | "numEffet" | "nbDecoupe",
    label: string,
    inputMode: "decimal" | "numeric" | "text",
  ) => (
    <TextField
      label={label}
      name={k}
      value={v[k]}
      onChange={(e) => onChange({ [k]: e.target.value })}
      error={errors[k] !== undefined}
      helperText={errors[k] || undefined}
      required
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
  return (
    <>
      <DateField
        label="Date de création"
        name="dateCreation"
        value={v.dateCreation}
        onChange={(dateCreation) => onChange({ dateCreation })}
        error={errors.dateCreation}
      />
      <DateField
        label="Échéance"
        name="dateEcheance"
        value={v.dateEcheance}
        onChange={(dateEcheance) => onChange({ dateEcheance })}
        error={errors.dateEcheance}
      />
      {champ("totalTtc", "Total TTC", "decimal")}
      {champ("numEffet", numEffetLabel, props.numEffetNumerique ? "numeric" : "text")}
      {champ("nbDecoupe", "Nb Découpe", "numeric")}
    </>
  );
}
