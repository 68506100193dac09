import {
  formatCompte,
  formatDate,
  formatNumberFr,
  MSG_ERREUR_CHARGEMENT,
  MSG_SOLDE_OUVERTURE_ENREGISTRE,
  startOfYear,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { BarreRecherche } from "../ui/BarreRecherche.tsx";
import { DateField } from "../ui/DateField.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE, useSurbrillance } from "../ui/useSurbrillance.ts";
import { AnalyseDetails, type Colonne } from "./AnalyseDetails.tsx";
import { type LigneOf, type PeseeAtelier, useAnalyseMetal, useEnregistrerSolde } from "./api.ts";

const g = (x: string) => `${formatNumberFr(x, 3)} g`;

const COLONNES_OF: Colonne<LigneOf>[] = [
  { titre: "OF", cellule: (l) => l.of },
  { titre: "Date", cellule: (l) => formatDate(l.date) },
  { titre: "Poids", droite: true, cellule: (l) => formatNumberFr(l.poids, 3) },
];

const COLONNES_PESEES: Colonne<PeseeAtelier>[] = [
  { titre: "N°", cellule: (p) => p.numPesee },
  { titre: "Date", cellule: (p) => formatDate(p.date) },
  { titre: "Poids OF rentré", droite: true, cellule: (p) => formatNumberFr(p.poidsOfRentre, 3) },
  { titre: "Poids OF sorti", droite: true, cellule: (p) => formatNumberFr(p.poidsOfSorti, 3) },
  { titre: "Or rentré", droite: true, cellule: (p) => formatNumberFr(p.pdsOrE, 3) },
  { titre: "Or sorti", droite: true, cellule: (p) => formatNumberFr(p.pdsOrS, 3) },
];

const cleOf = (l: LigneOf) => `${l.of}-${l.date}`;

/** Spec 03 sections 2.10, 3, 9, /analyse_metal: the metal balances of a period, in grams at 750/1000. */
export function AnalyseMetalPage() {
  const today = toIsoDate(new Date());
  const notify = useNotify();
  const [draft, setDraft] = useState({ debut: startOfYear(today), fin: today });
  const [periode, setPeriode] = useState(draft);
  const analyse = useAnalyseMetal(periode);
  const enregistrer = useEnregistrerSolde();
  const [solde, setSolde] = useState({ cle: "stock_atelier", dateEffet: today, valeur: "" });
  const enregistre = useSurbrillance<string>();
  const a = analyse.data;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Analyse métal
      </Typography>
      <BarreRecherche
        aria-label="Période"
        onValider={() => setPeriode(draft)}
        sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}
      >
        <Box sx={{ width: 170 }}>
          <DateField
            label="Date début"
            name="debut"
            value={draft.debut}
            onChange={(debut) => setDraft((d) => ({ ...d, debut }))}
          />
        </Box>
        <Box sx={{ width: 170 }}>
          <DateField
            label="Date fin"
            name="fin"
            value={draft.fin}
            onChange={(fin) => setDraft((d) => ({ ...d, fin }))}
          />
        </Box>
        <Button variant="contained" onClick={() => setPeriode(draft)}>
          Appliquer
        </Button>
        <Typography variant="body2" color="text.secondary">
          Soldes en grammes à 750/1000 ; or fin = poids / 0,75 ; coffre × 0,997 (perte 3 ‰).
        </Typography>
      </BarreRecherche>
      {analyse.isError && (
        <Typography color="error" role="alert">
          {MSG_ERREUR_CHARGEMENT}
        </Typography>
      )}
      {a && (
        <>
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: 2 }}>
            {a.cartes.map((c) => (
              <Card
                key={c.cle}
                data-testid={`carte-${c.cle}`}
                data-positif={c.positif ? "oui" : "non"}
                data-solde={c.solde}
                sx={{ bgcolor: c.positif ? "success.light" : "error.light" }}
              >
                <CardContent>
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {c.libelle}
                  </Typography>
                  <Typography variant="h6">{g(c.solde)}</Typography>
                  <Typography variant="body2">
                    Ouverture {g(c.ouverture)} ; mouvements {g(c.mouvements)}
                  </Typography>
                  <Typography variant="caption">{c.explication}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Totaux">
            <Typography variant="subtitle1">Totaux de la période</Typography>
            <Typography>Poids sorti vers l'atelier : {g(a.totauxGlobaux.poidsSortiTotal)}</Typography>
            <Typography>Poids rentré de l'atelier : {g(a.totauxGlobaux.poidsEntreeTotal)}</Typography>
            <Typography>Poids livré : {g(a.totauxGlobaux.poidsLivreTotal)}</Typography>
            <Typography>Poids livré depuis le stock : {g(a.totauxGlobaux.poidsStockLivreTotal)}</Typography>
          </Paper>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr 1fr" }, gap: 2 }}>
            {(
              [
                ["Entrées en stock", "entresStock", a.poidsEntreeStock],
                ["Sorties de stock", "sortisStock", a.poidsSortiStock],
                ["Livrés", "livres", a.poidsLivre],
              ] as const
            ).map(([titre, liste, l]) => (
              <AnalyseDetails
                key={liste}
                titre={titre}
                resume={`${g(l.total)} (${formatCompte(l.nb, "OF", "OF")})`}
                nb={l.nb}
                liste={liste}
                periode={periode}
                colonnes={COLONNES_OF}
                cle={cleOf}
              />
            ))}
          </Box>
          <AnalyseDetails
            titre="Pesées de l'atelier"
            resume={`${a.peseeAtelier.nb} pesée${a.peseeAtelier.nb > 1 ? "s" : ""}`}
            nb={a.peseeAtelier.nb}
            liste="pesees"
            periode={periode}
            colonnes={COLONNES_PESEES}
            cle={(p) => String(p.numPesee)}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1">Soldes d'ouverture</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Les six valeurs fixes de l'ancien écran (1150, -1166, 138,6, 450, -344,73, 121,49) sont des
              soldes d'ouverture datés : le solde en vigueur au début de la période est le dernier daté au
              plus tard ce jour-là.
            </Typography>
            <Table size="small" aria-label="Soldes d'ouverture" sx={SX_LIGNE_ENREGISTREE}>
              <TableHead>
                <TableRow>
                  <TableCell>Compte</TableCell>
                  <TableCell>Ce que c'est</TableCell>
                  <TableCell align="right">Solde (g 750)</TableCell>
                  <TableCell>Depuis le</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {a.ouvertures.map((o) => (
                  <TableRow key={o.cle} {...ligneEnregistree(enregistre.cles.has(o.cle))}>
                    <TableCell>{o.libelle}</TableCell>
                    <TableCell>{o.explication}</TableCell>
                    <TableCell align="right">{formatNumberFr(o.valeur, 3)}</TableCell>
                    <TableCell>{o.dateEffet ? formatDate(o.dateEffet) : "défaut"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box
              component="form"
              aria-label="Nouveau solde d'ouverture"
              sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap", alignItems: "flex-start" }}
              onSubmit={(e) => {
                e.preventDefault();
                enregistrer.mutate(solde, {
                  onSuccess: () => {
                    notify(MSG_SOLDE_OUVERTURE_ENREGISTRE);
                    enregistre.marquer(solde.cle);
                  },
                  onError: (err) => notify(err.message, { severity: "error" }),
                });
              }}
            >
              <TextField
                select
                size="small"
                label="Compte"
                sx={{ width: 180 }}
                value={solde.cle}
                onChange={(e) => setSolde((s) => ({ ...s, cle: e.target.value }))}
              >
                {a.ouvertures.map((o) => (
                  <MenuItem key={o.cle} value={o.cle}>
                    {o.libelle}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ width: 170 }}>
                <DateField
                  label="À partir du"
                  name="dateEffet"
                  value={solde.dateEffet}
                  onChange={(dateEffet) => setSolde((s) => ({ ...s, dateEffet }))}
                />
              </Box>
              <TextField
                size="small"
                label="Solde (g 750)"
                value={solde.valeur}
                onChange={(e) => setSolde((s) => ({ ...s, valeur: e.target.value }))}
              />
              <Button type="submit" variant="outlined" disabled={enregistrer.isPending}>
                Enregistrer le solde
              </Button>
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}
