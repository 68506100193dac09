import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useEnterNavigation } from "./useEnterNavigation.ts";

const rien = () => undefined;

interface BarreRechercheProps {
  "aria-label": string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  /** Enter in the last field: nothing by default (the bar's filters apply as they change). */
  onValider?: () => void;
}

/**
 * A bar of filters applied as they change (role "search"): the Enter rule of the forms holds there too,
 * date fields included — Enter goes to the next filter (issue 28.3).
 */
export function BarreRecherche({
  "aria-label": ariaLabel,
  children,
  sx,
  onValider = rien,
}: BarreRechercheProps) {
  const onKeyDown = useEnterNavigation(onValider);
  return (
    <Box role="search" aria-label={ariaLabel} onKeyDown={onKeyDown} sx={sx}>
      {children}
    </Box>
  );
}
