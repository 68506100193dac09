import { canSeeAnalyses, formatEuro, formatNumberFr, LIBELLES_GENRE_COMPTE } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import { useSession } from "../admin/index.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { type ComptePoids, type PeriodeComptes, urlReleve } from "./comptes-api.ts";
import { PerteAutoriseeDialog } from "./PerteAutoriseeDialog.tsx";

const g2 = (x: string) => formatNumberFr(x, 2);
const pct = (x: string | null) => (x === null ? "—" : `${formatNumberFr(x, 2)} %`);

/** One row per account and metal; the loss in red when over its allowance. */
export function ComptesPoidsTable({ lignes, periode }: { lignes: ComptePoids[]; periode: PeriodeComptes }) {
  const notify = useNotify();
  const { user } = useSession();
  const direction = user !== null && canSeeAnalyses(user.role);
  const [edite, setEdite] = useState<ComptePoids | null>(null);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: "65vh" }}>
      <Table size="small" stickyHeader aria-label="Comptes poids">
        <TableHead>
          <TableRow>
            <TableCell>Compte</TableCell>
            <TableCell>Nom</TableCell>
            <TableCell>Métal</TableCell>
            <TableCell align="right">Solde (g fin)</TableCell>
            <TableCell align="right">Exposition (g fin)</TableCell>
            <TableCell align="right">Valeur</TableCell>
            <TableCell align="right">Perte période</TableCell>
            <TableCell align="right">Autorisée</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lignes.map((l) => {
            const depasse = l.etatPerte === "depasse";
            return (
              <TableRow key={`${l.genre}-${l.id ?? 0}-${l.metalId}`}>
                <TableCell>{LIBELLES_GENRE_COMPTE[l.genre]}</TableCell>
                <TableCell>{l.nom}</TableCell>
                <TableCell>{l.metal}</TableCell>
                <TableCell align="right">{g2(l.solde)}</TableCell>
                <TableCell align="right">{g2(l.exposition)}</TableCell>
                <TableCell align="right">{l.valeur === null ? "N/A" : formatEuro(l.valeur)}</TableCell>
                <TableCell
                  align="right"
                  sx={depasse ? { color: "error.main", fontWeight: 700 } : undefined}
                  data-etat={l.etatPerte}
                  title={depasse ? "Perte au-dessus de la perte autorisée" : undefined}
                >
                  {pct(l.pertePct)}
                  {l.pertePoids !== null && ` (${formatNumberFr(l.pertePoids, 3)} g)`}
                </TableCell>
                <TableCell align="right">{pct(l.autorisePct)}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  <Button
                    size="small"
                    onClick={() =>
                      ouvrirPdf(urlReleve(l, periode)).catch((e: Error) =>
                        notify(e.message, { severity: "error" }),
                      )
                    }
                  >
                    Relevé PDF
                  </Button>
                  {l.genre === "joaillier" && direction && (
                    <Button size="small" onClick={() => setEdite(l)}>
                      Perte autorisée
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {edite?.id != null && (
        <PerteAutoriseeDialog
          joaillier={{ id: edite.id, nom: edite.nom, autorisePct: edite.autorisePct }}
          onClose={() => setEdite(null)}
        />
      )}
    </TableContainer>
  );
}
