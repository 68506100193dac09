import {
  type EtatSysteme,
  formatDateTime,
  formatDuree,
  formatNumberFr,
  formatOctets,
  type NiveauControle,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiGet } from "../api/http.ts";
import { errorMessage } from "../ui/fieldErrors.ts";
import { ConnexionsRefusees } from "./ConnexionsRefusees.tsx";

const COULEUR: Record<NiveauControle, "success" | "warning" | "error"> = {
  ok: "success",
  attention: "warning",
  erreur: "error",
};
const LIBELLE: Record<NiveauControle, string> = { ok: "OK", attention: "Attention", erreur: "Erreur" };
/** The tables counted by the server, in the trade's words (a table not listed shows its own name). */
const TABLES: Record<string, string> = {
  utilisateur: "Utilisateurs",
  client: "Clients",
  produit: "Produits",
  centre_vide: "Centres vides",
  centre: "Centres",
  of: "OF",
  joaillier: "Joailliers",
  sertisseur: "Sertisseurs",
  pierre: "Pierres",
  facture: "Factures",
  avoir: "Avoirs",
  traite: "Traites",
  new_stock_prod: "Stock de produits finis",
  image: "Images",
  audit: "Journal d'audit",
};

function Niveau({ niveau }: { niveau: NiveauControle }) {
  return <Chip size="small" color={COULEUR[niveau]} label={LIBELLE[niveau]} />;
}

function Bloc({ titre, children }: { titre: string; children: ReactNode }) {
  const id = `systeme-${titre.replace(/\W+/g, "-")}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {titre}
      </Typography>
      {children}
    </Paper>
  );
}

function Lignes({ lignes, label }: { lignes: [string, ReactNode][]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {lignes.map(([k, v]) => (
          <TableRow key={k}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: "45%" }}>
              {k}
            </TableCell>
            <TableCell>{v}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /test (role 1): the system page — version, database, tables, images, backup, settings, checks. The
 * register's chain check is the registre area's block, handed in by the route registry
 * (shell/routes/administration.tsx) so that admin imports no area.
 */
export function SystemePage({
  verificationRegistre,
  plateforme,
}: {
  verificationRegistre: ReactNode;
  /** The e-invoicing platform's block (connection, outbox, last calls), from the plateforme area. */
  plateforme?: ReactNode;
}) {
  const etat = useQuery({
    queryKey: ["systeme"],
    queryFn: ({ signal }) => apiGet<EtatSysteme>("/api/admin/systeme", undefined, { signal }),
  });
  const s = etat.data;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <Typography variant="h5" component="h1">
          Système
        </Typography>
        <Button onClick={() => void etat.refetch()} disabled={etat.isFetching}>
          Actualiser
        </Button>
      </Box>
      {etat.isFetching && <LinearProgress aria-label="Chargement de l'état du système" />}
      {etat.error && <Alert severity="error">{errorMessage(etat.error)}</Alert>}
      {s && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
          <Bloc titre="Contrôles">
            <Table size="small" aria-label="Contrôles de santé">
              <TableBody>
                {s.controles.map((c) => (
                  <TableRow key={c.nom}>
                    <TableCell component="th" scope="row">
                      {c.nom}
                    </TableCell>
                    <TableCell>
                      <Niveau niveau={c.niveau} />
                    </TableCell>
                    <TableCell>{c.detail}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Bloc>
          <Bloc titre="Livre de police">{verificationRegistre}</Bloc>
          {plateforme && <Bloc titre="Facturation électronique">{plateforme}</Bloc>}
          <Bloc titre="Connexions refusées">
            <ConnexionsRefusees connexions={s.connexions} />
          </Bloc>
          <Bloc titre="Application et serveur">
            <Lignes
              label="Application et serveur"
              lignes={[
                ["Version", s.version],
                ["Commit", s.commit ? s.commit.slice(0, 12) : "inconnu"],
                ["Démarré le", formatDateTime(s.serveur.demarreLe)],
                ["Temps de fonctionnement", formatDuree(s.serveur.uptimeSecondes)],
                ["Mémoire (RSS)", formatOctets(s.serveur.memoireOctets)],
                ["Tas JavaScript", formatOctets(s.serveur.tasOctets)],
                ["Node.js", s.serveur.node],
              ]}
            />
          </Bloc>
          <Bloc titre="Base de données">
            <Lignes
              label="Base de données"
              lignes={[
                ["Type", s.base.libelle],
                ["Taille", formatOctets(s.base.tailleOctets)],
                ["Migrations appliquées", formatNumberFr(s.base.migrations, 0)],
              ]}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
              Enregistrements
            </Typography>
            <Lignes
              label="Enregistrements"
              lignes={s.tables.map((t): [string, string] => [
                TABLES[t.table] ?? t.table,
                formatNumberFr(t.lignes, 0),
              ])}
            />
          </Bloc>
          <Box sx={{ display: "grid", gap: 2, alignContent: "start" }}>
            <Bloc titre="Images et sauvegarde">
              <Lignes
                label="Images et sauvegarde"
                lignes={[
                  ["Dossier des images", s.images.dossier],
                  [
                    "Images",
                    `${formatNumberFr(s.images.fichiers, 0)} fichiers, ${formatOctets(s.images.tailleOctets)}`,
                  ],
                  [
                    "Dernière sauvegarde",
                    <Box key="s" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                      <Niveau niveau={s.sauvegarde.niveau} />
                      {s.sauvegarde.derniere
                        ? `${formatDateTime(s.sauvegarde.derniere)} (il y a ${formatNumberFr(s.sauvegarde.ageHeures ?? 0, 1)} h)`
                        : "Aucune sauvegarde trouvée."}
                    </Box>,
                  ],
                ]}
              />
            </Bloc>
            <Bloc titre="Réglages">
              <Lignes
                label="Réglages"
                lignes={s.reglages.map((r): [string, ReactNode] => [
                  r.nom,
                  <Box key={r.nom} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                    <Chip size="small" label={r.configure ? "Configuré" : "Non configuré"} />
                    {r.detail}
                  </Box>,
                ])}
              />
            </Bloc>
          </Box>
        </Box>
      )}
    </Box>
  );
}
