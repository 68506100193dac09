import type { SxProps, Theme } from "@mui/material/styles";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import dayjs, { type Dayjs } from "dayjs";
import { type KeyboardEvent, useState } from "react";
import { DatesProvider } from "./DatesProvider.tsx";

/** Shown under a date whose typing is not finished (a section still empty) or is not a date. */
export const MSG_DATE_INCOMPLETE = "Date incomplète : jj/mm/aaaa";

interface DateFieldProps {
  label: string;
  name: string;
  /** ISO "yyyy-mm-dd", "" when empty (or while the typed date is not complete). */
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  size?: "small" | "medium";
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  /** Takes the width of its container (default); false: the width of a date. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** "" for no date or an unfinished one; years below 1000 are a year still being typed. */
function isoOf(d: Dayjs | null): string {
  if (d === null || !d.isValid() || d.year() < 1000) return "";
  return d.format("YYYY-MM-DD");
}

function dayjsOf(iso: string): Dayjs | null {
  if (iso === "") return null;
  const d = dayjs(iso);
  return d.isValid() ? d : null;
}

/**
 * A space typed in a date is a separator, never a digit (issue 28.3: "15 03 2026" once turned the day into
 * 00): it writes nothing (a full day or month already moves on to the next section).
 */
function espaceVaAuSuivant(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== " " || event.ctrlKey || event.altKey || event.metaKey) return;
  event.preventDefault();
}

/**
 * The date field of every filter and form: MUI X's date picker in French (typed dd/mm/yyyy whatever the
 * browser's language; the digits fill day, month and year; the calendar button is left out of the Tab
 * order so Tab goes to the next field). The value stays an ISO string for the callers. It brings its own
 * French LocalizationProvider: at the app root the pickers' code would weigh on the first load (> 250 kB).
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  error,
  size = "small",
  disabled,
  required,
  autoFocus,
  fullWidth = true,
  sx,
}: DateFieldProps) {
  // What is typed: an unfinished date stays on screen while the caller holds "".
  const [typed, setTyped] = useState<Dayjs | null>(() => dayjsOf(value));
  const shown = isoOf(typed) === value ? typed : dayjsOf(value);
  const incomplete = shown !== null && isoOf(shown) === "";
  const [focused, setFocused] = useState(false);
  const message = error ?? (incomplete && !focused ? MSG_DATE_INCOMPLETE : undefined);
  return (
    <DatesProvider>
      <DatePicker
        label={label}
        name={name}
        value={shown}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(d) => {
          setTyped(d);
          const iso = isoOf(d);
          if (iso !== value) onChange(iso);
        }}
        sx={sx}
        slotProps={{
          textField: {
            size,
            required,
            fullWidth,
            error: message !== undefined,
            helperText: message,
            onFocus: () => setFocused(true),
            onKeyDown: espaceVaAuSuivant,
            onBlur: () => setFocused(false),
          },
          openPickerButton: { tabIndex: -1, size: "small" },
        }}
      />
    </DatesProvider>
  );
}
