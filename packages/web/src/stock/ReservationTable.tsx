import { PAGE_SIZE_RESERVATION_OPTIONS } from "@ecrin/domain";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE } from "../ui/useSurbrillance.ts";

/** Spec 02 section 2.14: reserved green, selected blue, reservable light blue. */
export const COULEURS = { reserve: "#c8e6c9", selectionne: "#90caf9", reservable: "#e3f2fd" } as const;
export type Etat = keyof typeof COULEURS | null;

interface Props<R> {
  label: string;
  colonnes: { titre: string; cellule: (r: R) => ReactNode; droite?: boolean }[];
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  cle: (r: R) => number;
  etat: (r: R) => Etat;
  onClick: (r: R) => void;
  chargement: boolean;
  /** The keys of the rows just reserved or released, highlighted (issue 28.5). */
  surbrillance?: ReadonlySet<number>;
}

/** A server-paged table whose rows take the screen's colours (MUI Table: the grid has no row colours). */
export function ReservationTable<R>(p: Props<R>) {
  return (
    <>
      {p.chargement ? <LinearProgress /> : null}
      <Table size="small" aria-label={p.label} sx={SX_LIGNE_ENREGISTREE}>
        <TableHead>
          <TableRow>
            {p.colonnes.map((c) => (
              <TableCell key={c.titre} align={c.droite ? "right" : "left"}>
                {c.titre}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {p.rows.map((r) => {
            const e = p.etat(r);
            return (
              <TableRow
                key={p.cle(r)}
                hover
                onClick={() => p.onClick(r)}
                aria-selected={e === "selectionne"}
                data-etat={e ?? "aucun"}
                sx={{ cursor: "pointer", bgcolor: e ? COULEURS[e] : undefined }}
                {...ligneEnregistree(p.surbrillance?.has(p.cle(r)) ?? false)}
              >
                {p.colonnes.map((c) => (
                  <TableCell key={c.titre} align={c.droite ? "right" : "left"}>
                    {c.cellule(r)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={p.total}
        page={p.page}
        rowsPerPage={p.pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_RESERVATION_OPTIONS]}
        onPageChange={(_e, page) => p.onPage(page, p.pageSize)}
        onRowsPerPageChange={(e) => p.onPage(0, Number(e.target.value))}
        labelRowsPerPage="Lignes par page"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
      />
    </>
  );
}
