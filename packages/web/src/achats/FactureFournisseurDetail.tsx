import {
  type Decision,
  type DecisionAchat,
  type DetailFactureFournisseur,
  decisionsOuvertes,
  formatDate,
  formatDateTime,
  formatEuro,
  LABELS_ETAT_RAPPROCHEMENT,
  LABELS_FAMILLE_ACHAT,
  MOTIFS_ACHAT,
  msgDecisionEnregistree,
  STATUTS_ACHAT,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ApiError } from "../api/http.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { urlFichierOriginal, useDecision, useFactureFournisseur } from "./achats-api.ts";
import { DecisionDialog } from "./DecisionDialog.tsx";

const BOUTONS: Record<Decision, string> = {
  approuvee: "Approuver",
  approuvee_partiellement: "Approuver partiellement",
  en_litige: "Contester",
  refusee: "Refuser",
};

const montant = (v: string | null) => (v === null ? "—" : formatEuro(v));

function Lignes({ f }: { f: DetailFactureFournisseur }) {
  if (!f.facture) return null;
  return (
    <Table size="small" aria-label="Lignes de la facture">
      <TableHead>
        <TableRow>
          <TableCell>Article</TableCell>
          <TableCell align="right">Quantité</TableCell>
          <TableCell align="right">Prix net</TableCell>
          <TableCell align="right">Montant HT</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {f.facture.lignes.map((l, i) => (
          <TableRow key={l.id ?? i}>
            <TableCell>{[l.nom, l.refObjet].filter(Boolean).join(" — ")}</TableCell>
            <TableCell align="right">
              {l.quantite} {l.unite}
            </TableCell>
            <TableCell align="right">{montant(l.prixNet)}</TableCell>
            <TableCell align="right">{montant(l.montantHt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Rapprochement({ f }: { f: DetailFactureFournisseur }) {
  if (!f.match) return null;
  return (
    <Box component="section" aria-label="Rapprochement">
      <Typography variant="subtitle1" component="h3">
        Rapprochement ({LABELS_FAMILLE_ACHAT[f.match.famille]}) : {LABELS_ETAT_RAPPROCHEMENT[f.match.etat]}
      </Typography>
      {f.match.liens.map((l) => (
        <Typography key={`${l.type}-${l.ref}`} variant="body2">
          {l.ligne ? `Ligne ${l.ligne} ↔ ` : ""}
          {l.libelle}
          {l.ecarts.length === 0
            ? " : conforme"
            : ` : ${l.ecarts.map((e) => `${e.champ} facturé ${e.facture}, Écrin ${e.ecrin}`).join(" ; ")}`}
        </Typography>
      ))}
      {f.match.lignesSansLien.length > 0 && (
        <Typography variant="body2" color="warning.main">
          Lignes sans correspondance : {f.match.lignesSansLien.join(", ")}
        </Typography>
      )}
    </Box>
  );
}

/** One received invoice: the readable view of its fields, its rules, its match, its decisions and the actions. */
export function FactureFournisseurDetail({ id, onDecidee }: { id: number; onDecidee: (id: number) => void }) {
  const { data: f, error } = useFactureFournisseur(id);
  const decision = useDecision(id);
  const notify = useNotify();
  const [dialogue, setDialogue] = useState<Exclude<Decision, "approuvee"> | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);

  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!f) return null;

  const envoyer = (d: DecisionAchat) =>
    decision.mutate(d, {
      onSuccess: (r) => {
        setDialogue(null);
        setErreur(null);
        notify(msgDecisionEnregistree(r.numero, STATUTS_ACHAT[r.statut].label), { severity: "success" });
        onDecidee(id);
      },
      onError: (e) => {
        const message = e instanceof ApiError ? e.message : String(e);
        if (dialogue) setErreur(message);
        else notify(message, { severity: "error" });
      },
    });

  return (
    <Box component="section" aria-label="Facture fournisseur" sx={{ display: "grid", gap: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h6" component="h2">
          {f.fournisseur ?? "Fournisseur inconnu"} — {f.numero ?? "sans numéro"}
        </Typography>
        <Chip label={STATUTS_ACHAT[f.statut].label} size="small" />
        <Chip
          label={f.valide ? "EN 16931 : conforme" : "EN 16931 : non conforme"}
          color={f.valide ? "success" : "error"}
          size="small"
        />
      </Stack>
      <Typography variant="body2">
        {f.syntaxe ?? "Fichier illisible"} · reçue le {formatDateTime(f.recueLe)} · SIREN {f.siren ?? "—"} ·
        du {f.date ? formatDate(f.date) : "—"} · échéance {f.echeance ? formatDate(f.echeance) : "—"}
      </Typography>
      <Typography variant="body2">
        HT {montant(f.ht)} · TVA {montant(f.tva)} · TTC {montant(f.ttc)}
      </Typography>
      <Box>
        <Button
          size="small"
          variant="outlined"
          href={urlFichierOriginal(f.id)}
          target="_blank"
          rel="noopener"
        >
          {f.pdf ? "Voir le PDF" : "Fichier original"}
        </Button>
      </Box>
      {f.violations.length > 0 && (
        <Alert severity="error" aria-label="Règles non respectées">
          {f.violations.map((v) => (
            <div key={`${v.regle}-${v.message}`}>
              {v.regle} : {v.message}
            </div>
          ))}
        </Alert>
      )}
      <Lignes f={f} />
      <Rapprochement f={f} />
      {f.decisions.length > 0 && (
        <Box component="section" aria-label="Décisions">
          {f.decisions.map((d) => (
            <Typography key={d.le + d.statut} variant="body2">
              {formatDateTime(d.le)} · {STATUTS_ACHAT[d.statut].label}
              {d.motif ? ` · ${MOTIFS_ACHAT[d.motif].label}` : ""}
              {d.commentaire ? ` · ${d.commentaire}` : ""}
              {d.par ? ` · ${d.par}` : ""} · {d.flowIdCdar ? "transmise" : "à transmettre"}
            </Typography>
          ))}
        </Box>
      )}
      {f.numEcriture !== null && (
        <Typography variant="body2">
          Écriture n° {f.numEcriture} du journal des achats (export comptable FEC et Quadra).
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
        {decisionsOuvertes(f.statut, f.valide).map((d) => (
          <Button
            key={d}
            variant={d === "approuvee" ? "contained" : "outlined"}
            color={d === "refusee" ? "error" : "primary"}
            disabled={decision.isPending}
            onClick={() =>
              d === "approuvee" ? envoyer({ decision: d, motif: null, commentaire: "" }) : setDialogue(d)
            }
          >
            {BOUTONS[d]}
          </Button>
        ))}
      </Stack>
      {dialogue && (
        <DecisionDialog
          decision={dialogue}
          erreur={erreur}
          envoi={decision.isPending}
          onClose={() => {
            setDialogue(null);
            setErreur(null);
          }}
          onValider={envoyer}
        />
      )}
    </Box>
  );
}
