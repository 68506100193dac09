import { formatEuro, formatPoids } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useValorisation } from "./stock-api.ts";

function Carte({ titre, children }: { titre: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={titre}>
      <CardContent sx={{ display: "grid", gap: 0.5 }}>
        <Typography variant="h6" component="h2">
          {titre}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Ligne({ label, valeur, fort }: { label: string; valeur: string; fort?: boolean }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, fontWeight: fort ? 700 : 400 }}>
      <span>{label}</span>
      <span>{valeur}</span>
    </Box>
  );
}

/**
 * /valorisation (spec 03 sections 2.16 and 3): finished products at cost (silver apart), owned stones
 * (entrusted ones shown apart, out of the total), gold in the workshop and in the gold boxes at the
 * day's gold rate (rate 4), and the total.
 */
export function ValorisationPage() {
  const v = useValorisation();
  return (
    <Box component="section" aria-labelledby="valo-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="valo-titre" variant="h5" component="h1">
        Valorisation du stock
      </Typography>
      {v.isPending && <LinearProgress />}
      {v.isError && <Alert severity="error">{errorMessage(v.error)}</Alert>}
      {v.data && (
        <>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
            <Carte titre="Produits finis">
              <Ligne
                label={`Produits (${v.data.produits.nombre})`}
                valeur={formatEuro(v.data.produits.totalRevient)}
              />
              <Ligne
                label={`Argent (${v.data.produitsArgent.nombre})`}
                valeur={formatEuro(v.data.produitsArgent.totalRevient)}
              />
            </Carte>
            <Carte titre="Pierres">
              <Ligne label="Diamants (propriété)" valeur={formatEuro(v.data.pierres.proprietaireDiamant)} />
              <Ligne
                label="Autres pierres (propriété)"
                valeur={formatEuro(v.data.pierres.proprietaireAutres)}
              />
              <Ligne label="Pierres confiées (hors total)" valeur={formatEuro(v.data.pierres.confie)} />
            </Carte>
            <Carte titre="Métal">
              <Ligne label="Cours de l'or (€/kg)" valeur={formatEuro(v.data.metal.cours)} />
              <Ligne
                label={`Or à l'atelier (OF sortis) ${formatPoids(v.data.metal.atelierGrammes)}`}
                valeur={formatEuro(v.data.metal.atelierValeur)}
              />
              <Ligne
                label={`Boîtes or ${formatPoids(v.data.metal.boiteOrGrammes)}`}
                valeur={formatEuro(v.data.metal.boiteOrValeur)}
              />
            </Carte>
          </Box>
          <Card variant="outlined">
            <CardContent>
              <Ligne label="Total" valeur={formatEuro(v.data.total)} fort />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
