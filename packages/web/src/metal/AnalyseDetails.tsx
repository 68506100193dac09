import { MSG_ERREUR_CHARGEMENT } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { type LigneOf, type ListeAnalyse, type PeseeAtelier, useDetailsAnalyse } from "./api.ts";

export interface Colonne<T> {
  titre: string;
  droite?: boolean;
  cellule: (ligne: T) => ReactNode;
}

const TAILLES = [50, 100, 200] as const;

/**
 * A list of the metal analysis, closed at first: its title says its total and count; opening it
 * fetches its rows a page at a time (a year holds tens of thousands of OFs).
 */
export function AnalyseDetails<T extends LigneOf | PeseeAtelier>(p: {
  titre: string;
  resume: string;
  nb: number;
  liste: ListeAnalyse;
  periode: { debut: string; fin: string };
  colonnes: Colonne<T>[];
  cle: (ligne: T) => string;
}) {
  const [ouvert, setOuvert] = useState(false);
  const [page, setPage] = useState({ page: 0, pageSize: 50 });
  const details = useDetailsAnalyse<T>(p.liste, { ...p.periode, ...page }, ouvert);
  return (
    <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">
        {p.titre} : {p.resume}
      </Typography>
      {p.nb > 0 && (
        <Button size="small" onClick={() => setOuvert((o) => !o)} aria-expanded={ouvert}>
          {ouvert ? "Masquer le détail" : "Voir le détail"}
        </Button>
      )}
      {ouvert && details.isError && (
        <Typography color="error" role="alert">
          {MSG_ERREUR_CHARGEMENT}
        </Typography>
      )}
      {ouvert && (
        <>
          <TableContainer sx={{ maxHeight: 300 }}>
            <Table size="small" stickyHeader aria-label={p.titre}>
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
                {(details.data?.lignes ?? []).map((l) => (
                  <TableRow key={p.cle(l)}>
                    {p.colonnes.map((c) => (
                      <TableCell key={c.titre} align={c.droite ? "right" : "left"}>
                        {c.cellule(l)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={p.nb}
            page={page.page}
            rowsPerPage={page.pageSize}
            rowsPerPageOptions={[...TAILLES]}
            onPageChange={(_e, n) => setPage((x) => ({ ...x, page: n }))}
            onRowsPerPageChange={(e) => setPage({ page: 0, pageSize: Number(e.target.value) })}
            labelRowsPerPage="Lignes par page"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        </>
      )}
    </Paper>
  );
}
