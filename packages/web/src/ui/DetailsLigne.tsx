import InfoOutlined from "@mui/icons-material/InfoOutlined";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { useState } from "react";

/** The text of a cell as the grid would write it (valueGetter, then valueFormatter). */
function texteCellule<R extends GridValidRowModel>(col: GridColDef<R>, row: R): string {
  const brut = (row as Record<string, unknown>)[col.field];
  // The grid's getters take the API as their last argument; ours read only the value and the row.
  const getter = col.valueGetter as ((v: unknown, r: R) => unknown) | undefined;
  const valeur = getter ? getter(brut, row) : brut;
  const formatter = col.valueFormatter as ((v: unknown, r: R) => unknown) | undefined;
  const texte = formatter ? formatter(valeur, row) : valeur;
  return texte === null || texte === undefined ? "" : String(texte);
}

interface DetailsLigneProps<R extends GridValidRowModel> {
  row: R;
  /** The columns the grid leaves out for want of width: shown here, header then value. */
  colonnes: readonly GridColDef<R>[];
  /** Names the row in the button's accessible name ("Détails de la ligne 12"). */
  nom: string;
}

/** A row's details button: a panel with the columns the grid has no room for. */
export function DetailsLigne<R extends GridValidRowModel>({ row, colonnes, nom }: DetailsLigneProps<R>) {
  const [ancre, setAncre] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Détails de la ligne ${nom}`}
        onClick={(e) => {
          e.stopPropagation();
          setAncre(e.currentTarget);
        }}
      >
        <InfoOutlined fontSize="small" />
      </IconButton>
      <Popover
        open={ancre !== null}
        anchorEl={ancre}
        onClose={() => setAncre(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        onClick={(e) => e.stopPropagation()}
      >
        <dl
          aria-label={`Détails de la ligne ${nom}`}
          style={{ margin: 0, padding: 12, display: "grid", gridTemplateColumns: "auto auto", columnGap: 16 }}
        >
          {colonnes.map((c) => (
            <Typography key={c.field} component="div" variant="body2" sx={{ display: "contents" }}>
              <dt style={{ fontWeight: 600 }}>{c.headerName ?? c.field}</dt>
              <dd style={{ margin: 0 }}>{texteCellule(c, row)}</dd>
            </Typography>
          ))}
        </dl>
      </Popover>
    </>
  );
}
