import { type DevisResultat, formatEuro, formatNumberFr } from "@ecrin/domain";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";

const bold = { fontWeight: 700 };

/** The cost breakdown, the cost price and the five price tiers, recomputed at each keystroke. */
export function DevisTarifs({ resultat }: { resultat: DevisResultat }) {
  return (
    <>
      <Table size="small" aria-label="Coûts du devis">
        <TableBody>
          {resultat.lignes.map((l) => (
            <TableRow key={l.cle}>
              <TableCell>{l.libelle}</TableCell>
              <TableCell align="right">{formatEuro(l.montant)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>Pierres</TableCell>
            <TableCell align="right">{formatEuro(resultat.totalPierresCout)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={bold}>Prix de revient</TableCell>
            <TableCell align="right" sx={bold}>
              {formatEuro(resultat.prixRevient)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Table size="small" aria-label="Prix">
        <TableBody>
          {resultat.tarifs.map((t) => (
            <TableRow key={t.cle} selected={t.cle === "normal"}>
              <TableCell sx={t.cle === "normal" ? bold : undefined}>{t.libelle}</TableCell>
              <TableCell align="right" sx={{ color: "text.secondary" }}>
                {t.coeff === null ? "" : `× ${formatNumberFr(t.coeff)}`}
              </TableCell>
              <TableCell align="right" sx={bold}>
                {formatEuro(t.prix)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
