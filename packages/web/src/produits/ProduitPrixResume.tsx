import { formatEuro, formatPercent, type PrixRetenu, type ProduitDetailPrix } from "@ecrin/domain";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

const LIBELLES: Record<PrixRetenu, string> = { piece: "Pièce", centreVide: "Centre vide", mfs: "MFS" };

/** Centre and entourage stones, then the three prices with their cost and margin; the stade's price is marked. */
export function ProduitPrixResume({ detail }: { detail: ProduitDetailPrix }) {
  const { prix, prixStade } = detail;
  const lignes: { id: PrixRetenu; prix: string; revient: string; marge: number | null }[] = [
    { id: "piece", prix: prix.total3, revient: prix.revientPiece, marge: prix.margePiece },
    { id: "centreVide", prix: prix.totalcv, revient: prix.revientCv, marge: prix.margeCv },
    { id: "mfs", prix: prix.totalMfs, revient: prix.revientMfs, marge: prix.margeMfs },
  ];
  return (
    <Table size="small" aria-label="Prix du produit">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">Prix</TableCell>
          <TableCell align="right">Prix de revient</TableCell>
          <TableCell align="right">Marge</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            Pierres de centre
          </TableCell>
          <TableCell align="right">{formatEuro(prix.pierresCentre.prix)}</TableCell>
          <TableCell align="right">{formatEuro(prix.pierresCentre.revient)}</TableCell>
          <TableCell />
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            Pierres d'entourage
          </TableCell>
          <TableCell align="right">{formatEuro(prix.pierresEntourage.prix)}</TableCell>
          <TableCell align="right">{formatEuro(prix.pierresEntourage.revient)}</TableCell>
          <TableCell />
        </TableRow>
        {lignes.map((l) => {
          const retenu = l.id === prixStade.retenu;
          const sx = retenu ? { fontWeight: 700, bgcolor: "action.selected" } : { fontWeight: 600 };
          return (
            <TableRow key={l.id} aria-current={retenu ? "true" : undefined}>
              <TableCell component="th" scope="row" sx={sx}>
                Prix {LIBELLES[l.id]}
                {retenu ? " (stade)" : ""}
              </TableCell>
              <TableCell align="right" sx={sx}>
                {formatEuro(l.prix)}
              </TableCell>
              <TableCell align="right" sx={sx}>
                {formatEuro(l.revient)}
              </TableCell>
              <TableCell align="right" sx={sx}>
                {l.marge === null ? "" : formatPercent(l.marge)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
