import { formatDateTime, MSG_WP_ERREUR, type RunWp } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { apiGet, apiSend } from "../api/http.ts";
import { errorMessage } from "../ui/fieldErrors.ts";

const STATUTS: Record<RunWp["statut"], string> = {
  en_cours: "En cours",
  termine: "Terminée",
  erreur: "Erreur",
  annule: "Annulée",
};

/** /wp (spec 03 section 2.21): the web-shop sync runs on the server; the page follows it by polling. */
export function WpPage() {
  const queryClient = useQueryClient();
  const [idRun, setIdRun] = useState<number | null>(null);
  const runs = useQuery({
    queryKey: ["wp-runs"],
    queryFn: ({ signal }) => apiGet<RunWp[]>("/api/wp/runs", undefined, { signal }),
  });
  // The run followed: the one started here, else the last one (a run goes on when the page is closed).
  const suivi = idRun ?? runs.data?.[0]?.id ?? null;
  const run = useQuery({
    queryKey: ["wp-run", suivi],
    queryFn: ({ signal }) => apiGet<RunWp>(`/api/wp/sync/${suivi}`, undefined, { signal }),
    enabled: suivi !== null,
    refetchInterval: (q) => (q.state.data?.statut === "en_cours" ? 1000 : false),
  });
  const enCours = run.data?.statut === "en_cours";
  const demarrer = useMutation({
    mutationFn: () => apiSend<{ id: number }>("POST", "/api/wp/sync"),
    onSuccess: ({ id }) => {
      setIdRun(id);
      void queryClient.invalidateQueries({ queryKey: ["wp-runs"] });
    },
  });
  const annuler = useMutation({
    mutationFn: (id: number) => apiSend<void>("POST", `/api/wp/sync/${id}/annuler`),
  });
  // A run that ended: the list of runs shows its counts.
  const fini = run.data && run.data.statut !== "en_cours" ? run.data.id : null;
  useEffect(() => {
    if (fini !== null) void queryClient.invalidateQueries({ queryKey: ["wp-runs"] });
  }, [fini, queryClient]);
  const r = run.data;
  // The console follows its last line, as a terminal does.
  const console_ = useRef<HTMLPreElement>(null);
  const lignes = r?.journal.length ?? 0;
  useEffect(() => {
    const el = console_.current;
    if (el && lignes > 0) el.scrollTop = el.scrollHeight;
  }, [lignes]);
  const statut = r?.statut === "erreur" ? MSG_WP_ERREUR : (r?.message ?? "Aucune synchronisation lancée.");

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Paper component="section" aria-labelledby="wp-title" sx={{ p: 2 }}>
        <Typography id="wp-title" variant="h5" component="h1" sx={{ mb: 2 }}>
          Synchronisation WordPress
        </Typography>
        <Box sx={{ display: "flex", gap: 1, mb: 2 }}>
          <Button
            variant="contained"
            onClick={() => demarrer.mutate()}
            disabled={enCours || demarrer.isPending}
          >
            Mise à jour WordPress
          </Button>
          {enCours && r && (
            <Button color="warning" onClick={() => annuler.mutate(r.id)} disabled={annuler.isPending}>
              Annuler
            </Button>
          )}
        </Box>
        {demarrer.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(demarrer.error)}
          </Alert>
        )}
        <LinearProgress
          variant="determinate"
          value={r?.progression ?? 0}
          aria-label="Progression de la synchronisation"
          color={r?.statut === "erreur" ? "error" : "primary"}
          sx={{ height: 10, borderRadius: 1 }}
        />
        <Typography role="status" aria-label="Statut de la synchronisation" sx={{ mt: 1 }}>
          {r ? `${r.progression} % — ${statut}` : statut}
        </Typography>
        <Box
          component="pre"
          ref={console_}
          aria-label="Console"
          sx={{
            mt: 2,
            p: 1,
            height: 220,
            overflow: "auto",
            bgcolor: "#1e1e1e",
            color: "#e0e0e0",
            fontSize: 12,
            borderRadius: 1,
          }}
        >
          {(r?.journal ?? []).join("\n")}
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="wp-runs-title" sx={{ p: 2 }}>
        <Typography id="wp-runs-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Dernières synchronisations
        </Typography>
        <Table size="small" aria-label="Dernières synchronisations">
          <TableHead>
            <TableRow>
              <TableCell>Début</TableCell>
              <TableCell>Par</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell align="right">Créations</TableCell>
              <TableCell align="right">Mises à jour</TableCell>
              <TableCell align="right">Suppressions</TableCell>
              <TableCell align="right">Images</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(runs.data ?? []).map((x) => (
              <TableRow
                key={x.id}
                hover
                selected={x.id === suivi}
                aria-selected={x.id === suivi}
                // A run of the list is shown above by a click, or Enter once focused (Tab).
                tabIndex={0}
                onClick={() => setIdRun(x.id)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") setIdRun(x.id);
                }}
                sx={{ cursor: "pointer" }}
              >
                <TableCell>{formatDateTime(x.debut)}</TableCell>
                <TableCell>{x.utilisateur ?? ""}</TableCell>
                <TableCell>{STATUTS[x.statut]}</TableCell>
                <TableCell align="right">{x.crees}</TableCell>
                <TableCell align="right">{x.modifies}</TableCell>
                <TableCell align="right">{x.supprimes}</TableCell>
                <TableCell align="right">{x.images}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
