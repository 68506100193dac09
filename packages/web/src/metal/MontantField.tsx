import TextField from "@mui/material/TextField";

interface MontantFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/** An amount in grams typed the French way; the minus key is blocked and a negative entry becomes 0. */
export function MontantField({ label, name, value, onChange, error, readOnly }: MontantFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      size="small"
      value={value}
      onKeyDown={(e) => {
        if (e.key === "-") e.preventDefault();
      }}
      onChange={(e) => onChange(e.target.value.trim().startsWith("-") ? "0" : e.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: "decimal", readOnly, "aria-label": label } }}
      fullWidth
    />
  );
}

/** The field errors of a failed safeParse, by field ("_" for the form's own). */
export function erreursDe(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = i.path.map(String).join(".") || "_";
    out[k] ??= i.message;
  }
  return out;
}
