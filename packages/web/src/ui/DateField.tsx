import TextField from "@mui/material/TextField";

interface DateFieldProps {
  label: string;
  name: string;
  /** ISO "yyyy-mm-dd" (the browser shows it dd/mm/yyyy in French). */
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  size?: "small" | "medium";
  disabled?: boolean;
}

/** The date input every filter and form uses: native date picker, label kept above, message below. */
export function DateField({ label, name, value, onChange, error, size, disabled }: DateFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="date"
      size={size}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
