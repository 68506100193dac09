import {
  formatEuro,
  formatNumberFr,
  formatPoids,
  mgVersGrammes,
  type ProduitDetailPrix,
} from "@ecrin/domain";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

/** Labour, metal, façon sur fonte, setting and sundries: quantity, rate, cost, for the piece and the centre vide. */
export function ProduitMontureTable({ detail }: { detail: ProduitDetailPrix }) {
  const { centre, centreVide, cours, prix } = detail;
  const src = centreVide ?? {
    facon: centre.plusMo,
    faconFonte: centre.plusFonte,
    poidsMetal: centre.plusPoids,
    sertiMin: centre.plusSerti,
  };
  const g = (mg: string) => formatPoids(mgVersGrammes(mg));
  const lignes = [
    {
      label: "Main d'oeuvre",
      base: `${formatNumberFr(centre.plusMo)} min × ${formatEuro(cours.mainOeuvre)}/min`,
      piece: prix.piece.mainOeuvre,
      cv: prix.centreVide.mainOeuvre,
      baseCv: `${formatNumberFr(src.facon)} min`,
    },
    {
      label: "Métal",
      base: `${g(centre.plusPoids)} × ${formatEuro(cours.metalGramme)}/g`,
      piece: prix.piece.metal,
      cv: prix.centreVide.metal,
      baseCv: g(src.poidsMetal),
    },
    {
      label: "Façon sur fonte",
      base: `${g(centre.plusFonte)} × ${formatEuro(cours.metalGramme)}/g × 0,25`,
      piece: prix.piece.faconFonte,
      cv: prix.centreVide.faconFonte,
      baseCv: g(src.faconFonte),
    },
    { label: "Serti", base: "", piece: prix.piece.serti, cv: prix.centreVide.serti, baseCv: "" },
    { label: "Divers", base: "", piece: prix.piece.divers, cv: prix.centreVide.divers, baseCv: "" },
  ];
  return (
    <TableContainer>
      <Table size="small" aria-label="Façon, métal et serti">
        <TableHead>
          <TableRow>
            <TableCell>Poste</TableCell>
            <TableCell>Base pièce</TableCell>
            <TableCell align="right">Pièce</TableCell>
            <TableCell>Base centre vide</TableCell>
            <TableCell align="right">Centre vide</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lignes.map((l) => (
            <TableRow key={l.label}>
              <TableCell component="th" scope="row">
                {l.label}
              </TableCell>
              <TableCell sx={{ color: "text.secondary" }}>{l.base}</TableCell>
              <TableCell align="right">{formatEuro(l.piece)}</TableCell>
              <TableCell sx={{ color: "text.secondary" }}>{l.baseCv}</TableCell>
              <TableCell align="right">{formatEuro(l.cv)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              Revient
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatEuro(prix.piece.revient)}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatEuro(prix.centreVide.revient)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              Prix (× coefficient {formatNumberFr(cours.coefficient)})
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatEuro(prix.piece.prix)}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatEuro(prix.centreVide.prix)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
