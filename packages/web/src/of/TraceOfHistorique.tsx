import {
  type EvenementAuditOf,
  estRejetee,
  type FactureOf,
  formatCarats,
  formatDate,
  formatDateTime,
  formatEuro,
  formatMinutes,
  formatPoids,
  type HistoriqueOf,
  offreAvoir,
  resumeStatutPlateforme,
  urlAvoirPourFacture,
  urlPdfFacture,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { StatutPlateformeChip } from "../plateforme/index.ts";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE } from "../ui/useSurbrillance.ts";
import { useHistoriqueOf } from "./historique-api.ts";

const OPERATIONS: Record<EvenementAuditOf["operation"], string> = {
  INSERT: "création",
  UPDATE: "modification",
  DELETE: "suppression",
};

/**
 * The invoice's latest status on the approved platform (issue 30.3), with its date and reason: a
 * rejected one (213) is not issued; a refused one (210) offers its credit note.
 */
function StatutFactureOf({ f }: { f: FactureOf }) {
  if (f.statut === null && f.envoi === null) return null;
  return (
    <>
      <StatutPlateformeChip s={f} />
      {f.statutLe && (
        <Typography variant="body2" component="span">
          le {formatDateTime(f.statutLe)}
        </Typography>
      )}
      {(f.motif || estRejetee(f.statut)) && (
        <Typography
          variant="body2"
          component="span"
          color={estRejetee(f.statut) ? "error" : "text.secondary"}
        >
          {resumeStatutPlateforme(f)}
        </Typography>
      )}
      {offreAvoir(f.statut) && (
        <Button size="small" component={RouterLink} to={urlAvoirPourFacture(f)}>
          Faire l'avoir
        </Button>
      )}
    </>
  );
}

function Bloc({ titre, children }: { titre: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={titre} sx={{ display: "grid", gap: 0.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {titre}
      </Typography>
      {children}
    </Box>
  );
}

function Entetes({ labels }: { labels: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((l) => (
          <TableCell key={l}>{l}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function Lignes({ h }: { h: HistoriqueOf }) {
  if (h.lignes.length === 0) return <Typography color="text.secondary">Aucun envoi à l'atelier.</Typography>;
  return (
    <Table size="small" aria-label="Lignes d'atelier et de serti">
      <Entetes
        labels={["Étape", "Ouvrier", "Envoyé le", "Rendu le", "Poids envoyé", "Poids rendu", "Temps", "Prix"]}
      />
      <TableBody>
        {h.lignes.map((l) => (
          <TableRow key={`${l.genre}-${l.id}`}>
            <TableCell>{l.genre === "joaillier" ? "Joaillier" : "Sertisseur"}</TableCell>
            <TableCell>{l.ouvrier}</TableCell>
            <TableCell>{formatDate(l.dateEnvoi)}</TableCell>
            <TableCell>{l.rendu === 1 ? formatDate(l.dateRetour) : "En cours"}</TableCell>
            <TableCell>{formatPoids(l.poidsEnvoye)}</TableCell>
            <TableCell>{l.rendu === 1 ? formatPoids(l.poidsRendu) : ""}</TableCell>
            <TableCell>{l.genre === "joaillier" && l.rendu === 1 ? formatMinutes(l.temps) : ""}</TableCell>
            <TableCell>{l.genre === "serti" && l.rendu === 1 ? formatEuro(l.prix) : ""}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Audit({ audit, surbrillance }: { audit: EvenementAuditOf[]; surbrillance: ReadonlySet<number> }) {
  if (audit.length === 0)
    return <Typography color="text.secondary">Aucune modification enregistrée.</Typography>;
  return (
    <Table size="small" aria-label="Modifications" sx={SX_LIGNE_ENREGISTREE}>
      <Entetes labels={["Date", "Utilisateur", "Objet", "Changements"]} />
      <TableBody>
        {audit.map((a) => (
          <TableRow key={a.id} sx={{ verticalAlign: "top" }} {...ligneEnregistree(surbrillance.has(a.id))}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(a.at)}</TableCell>
            <TableCell>{a.utilisateur ?? "—"}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              {a.objet} ({OPERATIONS[a.operation]})
            </TableCell>
            <TableCell>
              {a.changements.map((c) => (
                <Box key={c.champ}>
                  <strong>{c.libelle}</strong> : {c.avant} → {c.apres}
                </Box>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Under the Trace OF form (issue 12 point 4): the workshop and setting lines, the stones fed, the
 * invoices with their PDF, and who changed what and when; the change just saved highlighted (issue 28.5).
 */
export function TraceOfHistorique({
  numSachet,
  surbrillance,
}: {
  numSachet: number;
  surbrillance: ReadonlySet<number>;
}) {
  const notify = useNotify();
  const query = useHistoriqueOf(numSachet);
  const h = query.data;
  return (
    <Box component="section" aria-label="Historique de l'OF" sx={{ display: "grid", gap: 2 }}>
      <Typography variant="h6" component="h2">
        Historique
      </Typography>
      {query.isPending && <LinearProgress aria-label="Chargement de l'historique" />}
      {query.isError && <Alert severity="warning">{errorMessage(query.error)}</Alert>}
      {h && (
        <>
          <Bloc titre="Atelier et serti">
            <Lignes h={h} />
          </Bloc>
          {h.pierres.length > 0 && (
            <Bloc titre="Pierres alimentées">
              <Table size="small" aria-label="Pierres alimentées">
                <Entetes labels={["Lot", "Pierre", "Carats", "Date"]} />
                <TableBody>
                  {h.pierres.map((p) => (
                    <TableRow key={p.idOp}>
                      <TableCell>{p.lot}</TableCell>
                      <TableCell>{p.description}</TableCell>
                      <TableCell>{formatCarats(p.carats)}</TableCell>
                      <TableCell>{formatDate(p.date)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Bloc>
          )}
          {h.factures.length > 0 && (
            <Bloc titre="Factures">
              <Box sx={{ display: "grid", gap: 0.5 }}>
                {h.factures.map((f) => (
                  <Box
                    key={`${f.canal}-${f.numero}`}
                    aria-label={`Facture n° ${f.numero}`}
                    sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}
                  >
                    <Link
                      component="button"
                      type="button"
                      onClick={() =>
                        ouvrirPdf(urlPdfFacture(f)).catch((e) =>
                          notify(errorMessage(e), { severity: "error" }),
                        )
                      }
                    >
                      Facture n° {f.numero}
                      {f.canal === "alternatif" ? " (canal alternatif)" : ""} du {formatDate(f.dateFact)}
                    </Link>
                    <StatutFactureOf f={f} />
                  </Box>
                ))}
              </Box>
            </Bloc>
          )}
          <Bloc titre="Modifications">
            <Audit audit={h.audit} surbrillance={surbrillance} />
          </Bloc>
        </>
      )}
    </Box>
  );
}
