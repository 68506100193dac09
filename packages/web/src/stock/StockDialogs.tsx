import {
  COLONNES_HISTORIQUE,
  ETIQUETTE_MAX_CARACTERES,
  editerStockSchema,
  formatDate,
  formatEuro,
  formatPoids,
  type LigneStock,
  MSG_ETIQUETTE_TROP_LONGUE,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { errorMessage, issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import {
  type Resultat,
  useConfier,
  useEditerStock,
  useHistorique,
  usePlateauMouvement,
  usePlateaux,
} from "./stock-api.ts";

const saisie = (v: string | null) => (v == null ? "" : v.replace(".", ","));

/** Editer: ref1, label, price, weight, tray. */
export function EditerDialog({
  ligne,
  onClose,
  onEnregistre,
}: {
  ligne: LigneStock;
  onClose: () => void;
  /** The OF whose row was saved: the list shows it highlighted. */
  onEnregistre: (of: number) => void;
}) {
  const notify = useNotify();
  const editer = useEditerStock();
  const plateaux = usePlateaux();
  const [d, setD] = useState({
    ref1: ligne.descriptionSite ?? "",
    labelProduit: ligne.etiquette ?? "",
    prixFact: saisie(ligne.prixFact),
    poids: saisie(ligne.poids),
    plateau: ligne.idPlateau,
  });
  const [err, setErr] = useState<Record<string, string>>({});
  const onSave = () => {
    const p = editerStockSchema.safeParse(d);
    if (!p.success) return setErr(issuesToFieldErrors(p.error.issues));
    editer.mutate(
      { of: ligne.of, data: p.data },
      {
        onSuccess: (r) => {
          notify(r.message);
          onEnregistre(ligne.of);
          onClose();
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );
  };
  const champ = (k: "ref1" | "labelProduit" | "prixFact" | "poids", label: string) => (
    <TextField
      size="small"
      label={label}
      value={d[k]}
      onChange={(e) => setD({ ...d, [k]: e.target.value })}
      error={err[k] !== undefined}
      helperText={err[k]}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Editer l'OF {ligne.of}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 1.5, pt: "8px !important" }}>
        {champ("ref1", "Description Site")}
        {champ("labelProduit", "Etiquette")}
        {d.labelProduit.trim().length > ETIQUETTE_MAX_CARACTERES && (
          <Alert severity="warning">{MSG_ETIQUETTE_TROP_LONGUE}</Alert>
        )}
        {champ("prixFact", "Prix")}
        {champ("poids", "Poids")}
        <TextField
          select
          size="small"
          label="Plateau"
          value={d.plateau ?? ""}
          onChange={(e) => setD({ ...d, plateau: e.target.value === "" ? null : Number(e.target.value) })}
        >
          <MenuItem value="">Aucun</MenuItem>
          {(plateaux.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={onSave} loading={editer.isPending}>
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Historique (single row): the piece's stays. */
export function HistoriqueDialog({ of, onClose }: { of: number; onClose: () => void }) {
  const h = useHistorique(of);
  const texte = (k: (typeof COLONNES_HISTORIQUE)[number], v: unknown) => {
    if (v == null) return "";
    if (k.kind === "money") return formatEuro(String(v));
    if (k.kind === "weight") return formatPoids(String(v));
    if (k.kind === "date") return formatDate(String(v));
    return String(v);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>Historique de l'OF {of}</DialogTitle>
      <DialogContent>
        {h.isError && <Alert severity="error">{errorMessage(h.error)}</Alert>}
        <Table size="small" aria-label="Historique">
          <TableHead>
            <TableRow>
              {COLONNES_HISTORIQUE.map((c) => (
                <TableCell key={c.key}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(h.data ?? []).map((l) => (
              <TableRow key={l.id}>
                {COLONNES_HISTORIQUE.map((c) => (
                  <TableCell key={c.key}>{texte(c, l[c.key])}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A move of the selection: its pieces, and the screen's callbacks once it is saved or left. */
interface MouvementProps {
  ofs: number[];
  onClose: () => void;
  /** The OFs the server moved: the list shows them highlighted (issue 28.5). */
  onEnregistre: (ofs: number[]) => void;
}

/** After a move: its one message, the pieces moved highlighted, the dialog closed. */
function useMouvementFait({ onClose, onEnregistre }: MouvementProps) {
  const notify = useNotify();
  return {
    onSuccess: (r: Resultat) => {
      notify(r.message);
      onEnregistre(r.ofs);
      onClose();
    },
    onError: (e: unknown) => notify(errorMessage(e), { severity: "error" }),
  };
}

/** Confier: pick a client, the pieces go on consignment to that shop. */
export function ConfierDialog(props: MouvementProps) {
  const { ofs, onClose } = props;
  const fait = useMouvementFait(props);
  const clients = useClients();
  const confier = useConfier();
  const [client, setClient] = useState<number | null>(null);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Confier {ofs.length} produit(s)</DialogTitle>
      <DialogContent sx={{ pt: "8px !important" }}>
        <ClientTreePicker
          clients={clients}
          label="Client"
          value={client}
          onChange={(id) => setClient(id)}
          size="small"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          disabled={client === null}
          loading={confier.isPending}
          onClick={() => client !== null && confier.mutate({ ofs, idClient: client }, fait)}
        >
          Confier
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Mouvement Plateau: the selection goes onto a tray (or off any tray). */
export function PlateauDialog(props: MouvementProps) {
  const { ofs, onClose } = props;
  const fait = useMouvementFait(props);
  const plateaux = usePlateaux();
  const mouvement = usePlateauMouvement();
  const [plateau, setPlateau] = useState<number | "">("");
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Mouvement Plateau</DialogTitle>
      <DialogContent sx={{ pt: "8px !important" }}>
        <Box sx={{ mb: 1 }}>{ofs.length} produit(s) sélectionné(s)</Box>
        <TextField
          select
          fullWidth
          size="small"
          label="Plateau"
          value={plateau}
          onChange={(e) => setPlateau(e.target.value === "" ? "" : Number(e.target.value))}
        >
          {(plateaux.data ?? [])
            .filter((p) => p.actif === 1)
            .map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.label} ({p.nombre})
              </MenuItem>
            ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          disabled={plateau === ""}
          loading={mouvement.isPending}
          onClick={() => plateau !== "" && mouvement.mutate({ ofs, plateau }, fait)}
        >
          Déplacer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
