import CancelIcon from "@mui/icons-material/Cancel";
import FilterListIcon from "@mui/icons-material/FilterList";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, useId, useState } from "react";
import { useEnterNavigation } from "./useEnterNavigation.ts";

/** One active filter, summarised under the bar; deleting the chip clears that filter. */
export interface FiltreActif {
  /** Stable key (the filter's field). */
  key: string;
  /** "Statut : 300 – En fabrication". */
  label: string;
  /** Clears the filter; without it the chip cannot be deleted (e.g. a required period). */
  onDelete?: () => void;
}

export interface FilterBarProps {
  /** Accessible name of the bar ("Filtres des OF"). */
  "aria-label": string;
  /** The main filters, side by side (give each a compact width). */
  children: ReactNode;
  /** The secondary filters, folded behind "Plus de filtres" until asked for. */
  more?: ReactNode;
  /** How many secondary filters are set, shown on the toggle while they are folded. */
  moreActive?: number;
  /** The active filters, as chips under the bar. */
  chips?: readonly FiltreActif[];
  /** The buttons at the end of the bar (Afficher, Exporter...). */
  actions?: ReactNode;
  /** With it the bar is a form: Enter goes from filter to filter and applies on the last (FormFlow rule). */
  onSubmit?: () => void;
  /** Opens with the secondary filters shown. */
  defaultOpen?: boolean;
  /** Shows the secondary filters whatever the toggle says (e.g. one of them has an error to read). */
  forceOpen?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The compact filter bar of every list screen: the main filters on one or two lines, the secondary
 * ones folded, the active filters summarised as chips that clear on delete.
 */
export function FilterBar({
  "aria-label": ariaLabel,
  children,
  more,
  moreActive = 0,
  chips = [],
  actions,
  onSubmit,
  defaultOpen = false,
  forceOpen = false,
  sx,
}: FilterBarProps) {
  const [openState, setOpen] = useState(defaultOpen);
  const open = openState || forceOpen;
  const moreId = useId();
  const onKeyDown = useEnterNavigation(onSubmit ?? noop);
  const rangee = {
    display: "flex",
    flexWrap: "wrap",
    gap: 1,
    alignItems: "flex-start",
    // Text fields are full width by default in the theme: in a bar each takes a filter's width (a
    // field wanting another width comes wrapped in a Box of that width).
    "& > .MuiFormControl-root": { width: 160 },
    "& > .MuiAutocomplete-root": { width: 240 },
  } as const;
  return (
    <Box
      component={onSubmit ? "form" : "div"}
      role={onSubmit ? undefined : "group"}
      aria-label={ariaLabel}
      noValidate={onSubmit ? true : undefined}
      onSubmit={
        onSubmit
          ? (e: React.FormEvent) => {
              e.preventDefault();
              onSubmit();
            }
          : undefined
      }
      onKeyDown={onSubmit ? onKeyDown : undefined}
      sx={[{ display: "grid", gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={rangee}>
        {children}
        {more !== undefined && (
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={moreId}
            startIcon={
              <Badge color="secondary" badgeContent={open ? 0 : moreActive} variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            }
            sx={{ alignSelf: "center", whiteSpace: "nowrap" }}
          >
            {open ? "Moins de filtres" : `Plus de filtres${moreActive > 0 ? ` (${moreActive})` : ""}`}
          </Button>
        )}
        {actions !== undefined && (
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", alignSelf: "center" }}>{actions}</Box>
        )}
      </Box>
      {more !== undefined && open && (
        <Box id={moreId} sx={rangee}>
          {more}
        </Box>
      )}
      {chips.length > 0 && (
        <Box
          role="list"
          aria-label="Filtres actifs"
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}
        >
          {chips.map((c) => (
            <Chip
              key={c.key}
              role="listitem"
              size="small"
              label={c.label}
              onDelete={c.onDelete}
              deleteIcon={c.onDelete ? <CancelIcon aria-label={`Retirer le filtre ${c.label}`} /> : undefined}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function noop() {}
