import Box from "@mui/material/Box";
import { DateField } from "./DateField.tsx";

/**
 * The "Date début" / "Date fin" pair of every period filter, on a draft holding `debut` and `fin`. Each
 * date keeps a date's width in a row of filters (text fields are full width by default in the theme).
 */
export function PeriodeFields<T extends { debut: string; fin: string }>({
  value,
  onChange,
  errors,
  size,
}: {
  value: T;
  onChange: (v: T) => void;
  errors: Partial<Record<string, string | undefined>>;
  size?: "small" | "medium";
}) {
  return (
    <>
      <Box sx={{ width: 170 }}>
        <DateField
          label="Date début"
          name="debut"
          size={size}
          value={value.debut}
          onChange={(debut) => onChange({ ...value, debut })}
          error={errors.debut}
        />
      </Box>
      <Box sx={{ width: 170 }}>
        <DateField
          label="Date fin"
          name="fin"
          size={size}
          value={value.fin}
          onChange={(fin) => onChange({ ...value, fin })}
          error={errors.fin}
        />
      </Box>
    </>
  );
}
