import { ETATS_ENVOI, type EtatEnvoi, formatDateTime, msgSynchronisationPlateforme } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useEtatPlateforme, useSynchroniser } from "./api.ts";

/**
 * The system page's block of the e-invoicing platform: the connection (URL, client id; the secret only
 * said set or not), the outbox by state, and the last calls (flow, HTTP status, time). Handed to the
 * admin page by the route registry.
 */
export function PlateformeSysteme() {
  const etat = useEtatPlateforme();
  const synchroniser = useSynchroniser();
  const notify = useNotify();
  const s = etat.data;
  if (!s)
    return <Typography variant="body2">{etat.isError ? errorMessage(etat.error) : "Chargement…"}</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="body2">
        {s.configuree
          ? `Connectée à ${s.url} (client ${s.clientId}), relève toutes les ${s.intervalleSecondes} s, webhook ${s.webhook ? "actif" : "non configuré"}.`
          : "Non configurée : les factures attendent dans la file (npm run setting -- plateformeUrl …)."}
      </Typography>
      <Typography variant="body2">
        File :{" "}
        {Object.entries(s.file)
          .map(([k, n]) => `${ETATS_ENVOI[k as EtatEnvoi] ?? k} ${n}`)
          .join(", ") || "vide"}
      </Typography>
      {s.configuree && (
        <Box>
          <Button
            size="small"
            variant="outlined"
            disabled={synchroniser.isPending}
            onClick={() =>
              synchroniser.mutate(undefined, {
                onSuccess: (r) => notify(msgSynchronisationPlateforme(r.deposes, r.statuts)),
                onError: (e) => notify(errorMessage(e), { severity: "error" }),
              })
            }
          >
            Synchroniser maintenant
          </Button>
        </Box>
      )}
      <Table size="small" aria-label="Derniers appels à la plateforme">
        <TableHead>
          <TableRow>
            <TableCell>Le</TableCell>
            <TableCell>Appel</TableCell>
            <TableCell>Flux</TableCell>
            <TableCell align="right">HTTP</TableCell>
            <TableCell align="right">Durée (ms)</TableCell>
            <TableCell>Erreur</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.appels.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the calls have no id on screen and never move
            <TableRow key={i}>
              <TableCell>{formatDateTime(a.le)}</TableCell>
              <TableCell>{`${a.methode} ${a.chemin}`}</TableCell>
              <TableCell>{a.flowId ?? ""}</TableCell>
              <TableCell align="right">{a.statutHttp || "—"}</TableCell>
              <TableCell align="right">{a.dureeMs}</TableCell>
              <TableCell>{a.erreur ?? ""}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
