import {
  coursOrSaisieSchema,
  formatDate,
  formatNumberFr,
  GRAMMES_PAR_ONCE_TROY,
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
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DateField } from "../ui/DateField.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useEnterNavigation } from "../ui/useEnterNavigation.ts";
import { type EtatCoursOr, useActualiserCoursOr, useCoursOr, useSaisirCoursOr } from "./api.ts";
import { erreursDe } from "./MontantField.tsx";

const ORIGINES = { historique: "", cours4: " (cours 4, faute d'historique)", aucun: "" } as const;

/** The gold price on /cours: the one used today, the fetch from the source, a price typed by hand, the history. */
export function CoursOrPanel() {
  const notify = useNotify();
  const etat = useCoursOr();
  const saisir = useSaisirCoursOr();
  const actualiser = useActualiserCoursOr();
  const [jour, setJour] = useState(() => toIsoDate(new Date()));
  const [prix, setPrix] = useState("");
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const r = etat.data?.retenu as EtatCoursOr["retenu"] | undefined;

  const enregistrer = () => {
    const p = coursOrSaisieSchema.safeParse({ jour, prixGramme: prix });
    if (!p.success) {
      setErreurs(erreursDe(p.error.issues));
      return;
    }
    setErreurs({});
    saisir.mutate(
      { jour: p.data.jour, prixGramme: p.data.prixGramme },
      {
        onSuccess: () => {
          setPrix("");
          notify("Cours de l'or enregistré");
        },
        onError: (e) => notify(e.message, { severity: "error" }),
      },
    );
  };
  const onKeyDown = useEnterNavigation(enregistrer);

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
                notify(x.ok ? "Cours de l'or actualisé" : x.message, {
                  severity: x.ok ? "success" : "warning",
                }),
              onError: (e) => notify(e.message, { severity: "error" }),
            })
          }
        >
          Actualiser depuis la source
        </Button>
        <Box
          component="form"
          aria-label="Saisie du cours de l'or"
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(e) => {
            e.preventDefault();
            enregistrer();
          }}
          sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}
        >
          <Box sx={{ width: 170 }}>
            <DateField label="Jour" name="jour" value={jour} onChange={setJour} error={erreurs.jour} />
          </Box>
          <TextField
            size="small"
            label="Prix €/g fin"
            name="prixGramme"
            value={prix}
            onChange={(e) => setPrix(e.target.value)}
            error={erreurs.prixGramme !== undefined}
            helperText={erreurs.prixGramme}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <Button type="submit" variant="contained" disabled={saisir.isPending}>
            Enregistrer le cours
          </Button>
        </Box>
      </Box>
      {(etat.data?.historique?.length ?? 0) > 0 && (
        <Table size="small" aria-label="Historique du cours de l'or" sx={{ mt: 1, maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Jour</TableCell>
              <TableCell align="right">€/g fin</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {etat.data?.historique?.map((h) => (
              <TableRow key={h.jour}>
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
