import {
  alimentationSchema,
  DELAI_ANNULATION_SUPPRESSION_MS,
  formatCarats,
  formatNumberFr,
  MSG_AUCUNE_PIERRE_ALIMENTEE,
  MSG_ERREUR_CHARGEMENT_ALIMENTEES,
  MSG_ERREUR_OPERATION,
  MSG_ERREUR_SUPPRESSION_FINALE,
  MSG_PIERRE_ALIMENTEE_SUPPRIMEE,
  MSG_SUPPRESSION_ANNULEE,
} from "@ecrin/domain";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { ApiError } from "../api/http.ts";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE, useSurbrillance } from "../ui/useSurbrillance.ts";
import {
  useAlimenter,
  usePierresAlimentees,
  useRestaurerAlimentation,
  useSupprimerAlimentation,
} from "./stock-pierres-api.ts";

/** A business refusal keeps its own message (it says what remains); anything else the spec's. */
const messageRefus = (e: unknown, defaut: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : defaut;

const numeroOf = (v: string): number | null => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);

/**
 * /pierre/sortie (spec 02 section 2.8): Nouvelle Alimentation de Pierre on the left (the OF field takes
 * a scanned bag barcode: digits then Enter; the Id Confie field a scanned packet label), and the
 * stones fed to that OF on the right. A deleted feeding vanishes at once and is deleted on the server
 * at once; Annuler, within 5 s, restores it (compensating command).
 */
export function SortiePierrePage() {
  const notify = useNotify();
  const [draft, setDraft] = useState({ of: "", idConf: "", poids: "", pieces: "" });
  const [ofAffiche, setOfAffiche] = useState<number | null>(null);
  const [masques, setMasques] = useState<Set<number>>(new Set());
  const alimentees = usePierresAlimentees(ofAffiche);
  const alimenter = useAlimenter();
  const supprimer = useSupprimerAlimentation();
  const restaurer = useRestaurerAlimentation();
  // After a feeding, the next packet label is scanned into Id Confie (the OF stays).
  const idConfRef = useRef<HTMLInputElement>(null);
  const ajoutee = useSurbrillance<number>();

  const set = (k: keyof typeof draft, v: string) => {
    setDraft((d) => ({ ...d, [k]: v }));
    if (k === "of") {
      const n = numeroOf(v);
      if (n !== null) setOfAffiche(n);
    }
  };

  const enregistrer = () => {
    if (alimenter.isPending) return;
    const parsed = alimentationSchema.safeParse(draft);
    if (!parsed.success) {
      notify(parsed.error.issues[0]?.message ?? MSG_ERREUR_OPERATION, { severity: "error" });
      return;
    }
    alimenter.mutate(parsed.data, {
      onSuccess: (r) => {
        notify(r.message);
        setOfAffiche(parsed.data.of);
        ajoutee.marquer(r.operation.idOp);
        setDraft((d) => ({ ...d, idConf: "", poids: "", pieces: "" }));
        idConfRef.current?.focus();
      },
      onError: (e) => notify(messageRefus(e, MSG_ERREUR_OPERATION), { severity: "error" }),
    });
  };

  const afficher = (idOp: number, visible: boolean) =>
    setMasques((m) => {
      const n = new Set(m);
      if (visible) n.delete(idOp);
      else n.add(idOp);
      return n;
    });

  const supprimerLigne = (idOp: number) => {
    afficher(idOp, false);
    const debut = Date.now();
    supprimer.mutate(idOp, {
      onSuccess: () =>
        notify(MSG_PIERRE_ALIMENTEE_SUPPRIMEE, {
          severity: "info",
          // The message and its Annuler last the grace period: no Annuler offered once it has run out.
          durationMs: DELAI_ANNULATION_SUPPRESSION_MS,
          action: {
            label: "Annuler",
            onAction: () => {
              // After the grace period the deletion stands.
              if (Date.now() - debut > DELAI_ANNULATION_SUPPRESSION_MS) return;
              restaurer.mutate(idOp, {
                onSuccess: () => {
                  afficher(idOp, true);
                  notify(MSG_SUPPRESSION_ANNULEE);
                },
                onError: (e) => notify(messageRefus(e, MSG_ERREUR_OPERATION), { severity: "error" }),
              });
            },
          },
        }),
      onError: (e) => {
        afficher(idOp, true);
        notify(messageRefus(e, MSG_ERREUR_SUPPRESSION_FINALE), { severity: "error" });
      },
    });
  };

  const lignes = (alimentees.data ?? []).filter((l) => !masques.has(l.idOp));

  return (
    <Box component="section" aria-labelledby="sortie-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="sortie-titre" variant="h5" component="h1">
        Sortie de pierres
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "320px 1fr" },
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Nouvelle Alimentation de Pierre
          </Typography>
          <FormFlow
            onSubmit={enregistrer}
            aria-label="Nouvelle alimentation de pierre"
            sx={{ display: "grid", gap: 2 }}
          >
            <TextField
              label="Numero OF"
              name="of"
              value={draft.of}
              onChange={(e) => set("of", e.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
              autoFocus
            />
            <TextField
              label="Id Confie"
              name="idConf"
              inputRef={idConfRef}
              value={draft.idConf}
              onChange={(e) => set("idConf", e.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <TextField
              label="Poids (ct)"
              name="poids"
              value={draft.poids}
              onChange={(e) => set("poids", e.target.value)}
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
            />
            <TextField
              label="Nombre de pierres"
              name="pieces"
              value={draft.pieces}
              onChange={(e) => set("pieces", e.target.value)}
              helperText="Facultatif"
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <Button type="submit" variant="contained" loading={alimenter.isPending}>
              Enregistrer l'Operation
            </Button>
          </FormFlow>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0, overflowX: "auto" }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Pierres Alimentees pour OF {ofAffiche ?? ""}
          </Typography>
          {alimentees.isError && <Alert severity="error">{MSG_ERREUR_CHARGEMENT_ALIMENTEES}</Alert>}
          <Table size="small" aria-label="Pierres alimentées pour l'OF" sx={SX_LIGNE_ENREGISTREE}>
            <TableHead>
              <TableRow>
                <TableCell>Id Confie</TableCell>
                <TableCell>N° Confie</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Recu</TableCell>
                <TableCell align="right">Consomme</TableCell>
                <TableCell align="right">Pièces</TableCell>
                <TableCell align="right">Euro</TableCell>
                <TableCell align="right">Dollar</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lignes.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={9}>{ofAffiche === null ? "" : MSG_AUCUNE_PIERRE_ALIMENTEE}</TableCell>
                </TableRow>
              ) : (
                lignes.map((l) => (
                  <TableRow key={l.idOp} {...ligneEnregistree(ajoutee.cles.has(l.idOp))}>
                    <TableCell>{l.idConf}</TableCell>
                    <TableCell>{l.noConfie}</TableCell>
                    <TableCell>{l.description}</TableCell>
                    <TableCell align="right">{formatCarats(l.recu)}</TableCell>
                    <TableCell align="right">{formatCarats(l.consomme)}</TableCell>
                    <TableCell align="right">{l.pieces ?? ""}</TableCell>
                    <TableCell align="right">{formatNumberFr(l.euro, 2)}</TableCell>
                    <TableCell align="right">{formatNumberFr(l.dollar, 2)}</TableCell>
                    <TableCell>
                      <IconButton
                        size="small"
                        aria-label={`Supprimer l'alimentation ${l.idConf}`}
                        onClick={() => supprimerLigne(l.idOp)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Paper>
      </Box>
    </Box>
  );
}
