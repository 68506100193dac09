import {
  decimalSaisie,
  formatEuro,
  type GroupeAFacturer,
  MSG_CONFIRMER_FACTURES,
  msgGroupeSansPrix,
  portSchema,
  type ResultatFacturation,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { FactureGroupeTable } from "./FactureGroupeTable.tsx";
import { useFacturer } from "./livraison-api.ts";

interface FactureGroupeCardProps {
  groupe: GroupeAFacturer;
  onTracer: (numSachet: number) => void;
  onFacture: (resultat: ResultatFacturation, groupe: GroupeAFacturer) => void;
}

/**
 * One invoicing group (spec 01 sections 2 and 5): its OFs, its port (23 under 1000 by default, 0 when
 * offered, a number >= 0), and Facturer after the question "Enregistrer les factures ?".
 */
export function FactureGroupeCard({ groupe, onTracer, onFacture }: FactureGroupeCardProps) {
  const titreId = useId();
  const confirm = useConfirm();
  const notify = useNotify();
  const facturer = useFacturer();
  const [port, setPort] = useState(decimalSaisie(groupe.portDefaut, { zerosFinaux: true }));
  const [erreur, setErreur] = useState<string | undefined>();
  const champ = useRef<HTMLInputElement>(null);
  // The server refuses a group with an OF without price: say so here, with the way to give one.
  const sansPrix = groupe.lignes.filter((l) => l.sansPrix).map((l) => l.numSachet);

  const onSubmit = async () => {
    if (facturer.isPending || sansPrix.length > 0) return;
    const parsed = portSchema.safeParse(port);
    if (!parsed.success) {
      setErreur(parsed.error.issues[0]?.message);
      champ.current?.focus();
      return;
    }
    setErreur(undefined);
    const factures = groupe.nbFactures > 1 ? `${groupe.nbFactures} factures (une par échéance)` : "1 facture";
    const ok = await confirm({
      title: MSG_CONFIRMER_FACTURES,
      message: `${groupe.client} : ${groupe.lignes.length} OF, ${factures}, total HT ${formatEuro(groupe.total)} + port ${formatEuro(parsed.data)}.`,
      confirmLabel: "Enregistrer",
    });
    if (!ok) return;
    // Awaited rather than mutate callbacks: the card leaves the list (unmounts) once its group is
    // invoiced, and the page must still hear of it.
    try {
      onFacture(
        await facturer.mutateAsync({ ofs: groupe.lignes.map((l) => l.numSachet), port: parsed.data }),
        groupe,
      );
    } catch (e) {
      setErreur(serverFieldErrors(e).port);
      notify(errorMessage(e), { severity: "error" });
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titreId}
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 1 }}
    >
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography id={titreId} variant="h6" component="h2">
          {groupe.client} — {groupe.transport}
          {groupe.nomLigne ? ` — ${groupe.nomLigne}` : ""}
          {groupe.labo ? " — LABO" : ""}
        </Typography>
        {groupe.canalAlternatif && (
          <Chip
            size="small"
            color="warning"
            label="Canal alternatif : facturé au client du canal, prix remisé"
          />
        )}
      </Box>
      <FactureGroupeTable
        lignes={groupe.lignes}
        canalAlternatif={groupe.canalAlternatif}
        onTracer={onTracer}
      />
      {sansPrix.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              {sansPrix.map((n) => (
                <Button key={n} color="inherit" size="small" onClick={() => onTracer(n)}>
                  Donner un prix à l'OF {n}
                </Button>
              ))}
            </Box>
          }
        >
          {msgGroupeSansPrix(sansPrix)}
        </Alert>
      )}
      <FormFlow
        onSubmit={() => void onSubmit()}
        aria-label={`Facturer ${groupe.client}`}
        sx={{
          display: "flex",
          gap: 2,
          alignItems: "flex-start",
          flexWrap: "wrap",
          justifyContent: "flex-end",
        }}
      >
        <Box sx={{ alignSelf: "center", textAlign: "right" }}>
          <Typography sx={{ fontWeight: 600 }}>Total HT : {formatEuro(groupe.total)}</Typography>
          {groupe.nbFactures > 1 && (
            <Typography variant="caption" color="text.secondary">
              {groupe.nbFactures} factures, une par échéance ; le port va sur la première
            </Typography>
          )}
        </Box>
        <TextField
          label="Port"
          size="small"
          value={port}
          onChange={(e) => setPort(e.target.value)}
          error={erreur !== undefined}
          helperText={erreur}
          inputRef={champ}
          slotProps={{ htmlInput: { inputMode: "decimal" }, input: { endAdornment: "€" } }}
          sx={{ width: 140 }}
        />
        <Button onClick={() => setPort("0")} disabled={facturer.isPending}>
          Offrir Port
        </Button>
        <Button type="submit" variant="contained" disabled={facturer.isPending || sansPrix.length > 0}>
          Facturer
        </Button>
      </FormFlow>
    </Paper>
  );
}
