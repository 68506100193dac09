import type { DevisCouts } from "@ecrin/domain";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { FormFlow } from "../ui/FormFlow.tsx";

/** The cost fields as typed (French decimals; blank means 0). */
export type DevisCoutsSaisis = Record<keyof DevisCouts, string>;

export const DEVIS_COUTS_SAISIS_VIDES: DevisCoutsSaisis = {
  tempsMo: "",
  temps3d: "",
  poidsMg: "",
  poidsFaconMg: "",
  serti: "",
  divers: "",
};

const CHAMPS: { champ: keyof DevisCouts; label: string; aide?: string }[] = [
  { champ: "tempsMo", label: "Main d'oeuvre (min)" },
  { champ: "temps3d", label: "Temps 3D (min)" },
  { champ: "poidsMg", label: "Poids (mg)", aide: "Efface le Poids Façon" },
  { champ: "poidsFaconMg", label: "Poids Façon (mg)", aide: "Efface le Poids" },
  { champ: "serti", label: "Serti (€)" },
  { champ: "divers", label: "Divers (€)" },
];

interface Props {
  valeurs: DevisCoutsSaisis;
  erreurs: Partial<Record<keyof DevisCouts, string>>;
  onChange: (champ: keyof DevisCouts, valeur: string) => void;
  /** Enter on the last field. */
  onDone: () => void;
}

/** The cost inputs of the quote; Enter moves to the next field. */
export function DevisCoutsForm({ valeurs, erreurs, onChange, onDone }: Props) {
  return (
    <FormFlow
      onSubmit={onDone}
      aria-label="Coûts"
      sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))" }}
    >
      {CHAMPS.map(({ champ, label, aide }) => (
        <TextField
          key={champ}
          label={label}
          name={champ}
          size="small"
          value={valeurs[champ]}
          onChange={(e) => onChange(champ, e.target.value)}
          error={erreurs[champ] !== undefined}
          helperText={erreurs[champ] ?? aide}
          slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" } }}
        />
      ))}
      <Box component="button" type="submit" hidden />
    </FormFlow>
  );
}
