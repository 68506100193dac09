import {
  coursOrSaisieSchema,
  formatDate,
  formatNumberFr,
  GRAMMES_PAR_ONCE_TROY,
  MSG_COURS_OR_ACTUALISE,
  MSG_COURS_OR_ENREGISTRE,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { ChampDate, ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE, useSurbrillance } from "../ui/useSurbrillance.ts";
import { type EtatCoursOr, useActualiserCoursOr, useCoursOr, useSaisirCoursOr } from "./api.ts";

const ORIGINES = { historique: "", cours4: " (cours 4, faute d'historique)", aucun: "" } as const;

/** The gold price on /cours: the one used today, the fetch from the source, a price typed by hand, the history. */
export function CoursOrPanel() {
  const notify = useNotify();
  const etat = useCoursOr();
  const saisir = useSaisirCoursOr();
  const actualiser = useActualiserCoursOr();
  const f = useFormulaire({
    schema: coursOrSaisieSchema,
    valeurs: { jour: toIsoDate(new Date()), prixGramme: "" },
  });
  const r = etat.data?.retenu as EtatCoursOr["retenu"] | undefined;

  const enregistre = useSurbrillance<string>();
  const enregistrer = f.envoyer(
    (corps) => saisir.mutateAsync({ jour: corps.jour, prixGramme: corps.prixGramme }),
    (_, corps) => {
      f.setValue("prixGramme", "");
      enregistre.marquer(corps.jour);
    },
    { succes: MSG_COURS_OR_ENREGISTRE },
  );

  return (
    <Paper component="section" aria-labelledby="cours-or-title" sx={{ p: 2 }}>
      <Typography id="cours-or-title" variant="h6" component="h2">
        Cours de l'or
      </Typography>
      <Typography sx={{ my: 1 }} data-testid="cours-or-retenu">
        {r === undefined
          ? "…"
          : r.prixGramme === null
            ? "N/A"
            : `${formatNumberFr(r.prixGramme, 4)} €/g d'or fin${r.jour ? ` au ${formatDate(r.jour)}` : ""} — ${r.source}${ORIGINES[r.origine]}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Un cours à l'once est divisé par l'once troy ({formatNumberFr(GRAMMES_PAR_ONCE_TROY, 7)} g). Sans
        cours du jour : le dernier connu, puis le cours 4 (€/kg fin), sinon N/A.
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "flex-start" }}>
        <Button
          variant="outlined"
          disabled={!etat.data?.sourceConfiguree || actualiser.isPending}
          onClick={() =>
            actualiser.mutate(undefined, {
              onSuccess: (x) =>
                notify(x.ok ? MSG_COURS_OR_ACTUALISE : x.message, {
                  severity: x.ok ? "success" : "warning",
                }),
              onError: (e) => notify(e.message, { severity: "error" }),
            })
          }
        >
          Actualiser depuis la source
        </Button>
        <FormFlow
          aria-label="Saisie du cours de l'or"
          onSubmit={enregistrer}
          sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}
        >
          <Box sx={{ width: 170 }}>
            <ChampDate control={f.control} name="jour" label="Jour" />
          </Box>
          <ChampTexte control={f.control} name="prixGramme" label="Prix €/g fin" decimal />
          <Button type="submit" variant="contained" disabled={saisir.isPending}>
            Enregistrer le cours
          </Button>
        </FormFlow>
      </Box>
      {(etat.data?.historique?.length ?? 0) > 0 && (
        <Table
          size="small"
          aria-label="Historique du cours de l'or"
          sx={{ mt: 1, maxWidth: 560, ...SX_LIGNE_ENREGISTREE }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Jour</TableCell>
              <TableCell align="right">€/g fin</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {etat.data?.historique?.map((h) => (
              <TableRow key={h.jour} {...ligneEnregistree(enregistre.cles.has(h.jour))}>
                <TableCell>{formatDate(h.jour)}</TableCell>
                <TableCell align="right">{formatNumberFr(h.prixGramme, 4)}</TableCell>
                <TableCell>{h.source}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
