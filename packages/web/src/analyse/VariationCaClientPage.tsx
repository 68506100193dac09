import {
  COLONNES_PROGRESSION,
  couleurVariation,
  defaultAnneesProgression,
  formatEuro,
  formatPercent,
  isAnneeSaisie,
  MSG_ANNEE_INVALIDE,
  MSG_ERREUR_RESEAU_PROGRESSION,
  type ProgressionClient,
  toIsoDate,
} from "@ecrin/domain";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ANALYSE_CA_QUERY_KEY, PROGRESSION_CLIENTS_URL, useProgressions } from "./api.ts";
import { Chargement } from "./Chargement.tsx";
import { telechargerCsv } from "./exports.ts";
import { HistoriqueClientDialog } from "./HistoriqueClientDialog.tsx";

const COULEURS = { hausse: "primary.main", baisse: "error.main", neutre: undefined } as const;

const COLONNES = listColumns(COLONNES_PROGRESSION, {
  screen: {
    nomAgence: { flex: 1, minWidth: 200 },
    totalHtAnneeDeb: { width: 160 },
    totalHtAnneeFin: { width: 160 },
    pourcentageVariation: { width: 130 },
  },
});

type Annees = { anneeDebut: string; anneeFin: string };

/**
 * /variation_ca_client (spec 03 section 2.2): two years (four digits or empty: two years ago and last
 * year), the comparison table, Top Progressions (green) and Top Régressions (red), 20 each; a row opens
 * the client's yearly history.
 */
export function VariationCaClientPage() {
  const defauts = defaultAnneesProgression(toIsoDate(new Date()));
  const [draft, setDraft] = useState<Annees>({
    anneeDebut: String(defauts.anneeDebut),
    anneeFin: String(defauts.anneeFin),
  });
  const [annees, setAnnees] = useState<Annees>(draft);
  const [client, setClient] = useState<{ id: number; nom: string } | null>(null);
  const queryClient = useQueryClient();
  const tops = useProgressions(annees);
  const erreur = (v: string) => (isAnneeSaisie(v) ? undefined : MSG_ANNEE_INVALIDE);

  const actualiser = () => {
    if (erreur(draft.anneeDebut) || erreur(draft.anneeFin)) return;
    setAnnees(draft);
    void queryClient.invalidateQueries({ queryKey: [ANALYSE_CA_QUERY_KEY] });
  };
  const ouvrir = (l: ProgressionClient) => setClient({ id: l.idBijouterie, nom: l.nomAgence });

  return (
    <Box component="section" aria-labelledby="variation-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="variation-titre" variant="h5" component="h1">
        Variation du CA client
      </Typography>
      <FormFlow onSubmit={actualiser} aria-label="Années" sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        {(["anneeDebut", "anneeFin"] as const).map((champ) => (
          <TextField
            key={champ}
            size="small"
            label={champ === "anneeDebut" ? "Année début" : "Année fin"}
            name={champ}
            value={draft[champ]}
            onChange={(e) => setDraft({ ...draft, [champ]: e.target.value.trim() })}
            error={erreur(draft[champ]) !== undefined}
            helperText={erreur(draft[champ])}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
            sx={{ width: 140 }}
          />
        ))}
        <Button type="submit" variant="contained" loading={tops.isFetching} sx={{ alignSelf: "flex-start" }}>
          Actualiser
        </Button>
      </FormFlow>
      <Chargement query={tops} messageErreur={MSG_ERREUR_RESEAU_PROGRESSION}>
        {(d) => (
          <>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
              <TableTop titre="Top Progressions" lignes={d.progressions} onRow={ouvrir} annees={d} />
              <TableTop titre="Top Régressions" lignes={d.regressions} onRow={ouvrir} annees={d} />
            </Box>
            <Typography variant="h6" component="h2">
              Comparaison {d.anneeDebut} / {d.anneeFin}
            </Typography>
            <DataTable<ProgressionClient>
              label="Comparaison des clients"
              columns={COLONNES}
              queryKey={ANALYSE_CA_QUERY_KEY}
              url={PROGRESSION_CLIENTS_URL}
              filters={{ anneeDebut: String(d.anneeDebut), anneeFin: String(d.anneeFin) }}
              getRowId={(r) => r.idBijouterie}
              defaultSort={{ field: "pourcentageVariation", dir: "desc" }}
              exportName={`variation-ca-${d.anneeDebut}-${d.anneeFin}`}
              onRowClick={ouvrir}
            />
          </>
        )}
      </Chargement>
      <HistoriqueClientDialog client={client} onClose={() => setClient(null)} />
    </Box>
  );
}

function TableTop(props: {
  titre: string;
  lignes: ProgressionClient[];
  onRow: (l: ProgressionClient) => void;
  annees: { anneeDebut: number; anneeFin: number };
}) {
  const progression = props.titre === "Top Progressions";
  return (
    <Paper sx={{ p: 1, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center" }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {props.titre}
        </Typography>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={() =>
            telechargerCsv(
              `${progression ? "top-progressions" : "top-regressions"}-${props.annees.anneeDebut}-${props.annees.anneeFin}`,
              COLONNES_PROGRESSION,
              props.lignes,
            )
          }
        >
          Exporter CSV
        </Button>
      </Box>
      <Table size="small" aria-label={props.titre}>
        <TableHead>
          <TableRow>
            <TableCell>Client</TableCell>
            <TableCell align="right">CA {props.annees.anneeDebut}</TableCell>
            <TableCell align="right">CA {props.annees.anneeFin}</TableCell>
            <TableCell align="right">Variation</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lignes.map((l) => (
            <TableRow
              key={l.idBijouterie}
              hover
              onClick={() => props.onRow(l)}
              sx={{ cursor: "pointer", bgcolor: progression ? "success.light" : "error.light" }}
            >
              <TableCell>
                <Button
                  size="small"
                  color="inherit"
                  sx={{ textTransform: "none", p: 0, justifyContent: "flex-start" }}
                  onClick={(e) => {
                    e.stopPropagation();
                    props.onRow(l);
                  }}
                >
                  {l.nomAgence}
                </Button>
              </TableCell>
              <TableCell align="right">{formatEuro(l.totalHtAnneeDeb)}</TableCell>
              <TableCell align="right">{formatEuro(l.totalHtAnneeFin)}</TableCell>
              <TableCell align="right" sx={{ color: COULEURS[couleurVariation(l.pourcentageVariation)] }}>
                {formatPercent(l.pourcentageVariation, 2)}
              </TableCell>
            </TableRow>
          ))}
          {props.lignes.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>Aucun client</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}
