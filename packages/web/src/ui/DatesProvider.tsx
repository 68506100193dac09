import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { frFR } from "@mui/x-date-pickers/locales";
import "dayjs/locale/fr";
import type { ReactNode } from "react";

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The dates of the whole app in French, whatever the browser's language: dayjs `fr` (dd/mm/yyyy, weeks
 * from Monday) and the pickers' French texts. Put once at the root (App.tsx, the test render helper).
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
