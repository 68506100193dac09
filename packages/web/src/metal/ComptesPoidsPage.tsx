import { formatEuro, formatNumberFr, startOfYear, toIsoDate } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { ComptesPoidsTable } from "./ComptesPoidsTable.tsx";
import { type PeriodeComptes, type TotalMetal, useComptesPoids } from "./comptes-api.ts";

const g2 = (x: string) => `${formatNumberFr(x, 2)} g`;

function CarteMetal({ t }: { t: TotalMetal }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 260 }} data-testid={`exposition-${t.metalId}`}>
      <Typography variant="subtitle2">{t.metal}</Typography>
      <Typography variant="h6" sx={{ color: t.exposition.startsWith("-") ? "error.main" : "success.main" }}>
        {g2(t.exposition)} fin
      </Typography>
      <Typography variant="body2">
        Détenu {g2(t.detenu)} · Dû {g2(t.du)}
      </Typography>
      <Typography variant="body2">Valeur : {t.valeur === null ? "N/A" : formatEuro(t.valeur)}</Typography>
    </Paper>
  );
}

/** Every weight account in fine grams per metal, its value at the day's price, the exposure (issue 15). */
export function ComptesPoidsPage() {
  const jour = toIsoDate(new Date());
  const [periode, setPeriode] = useState<PeriodeComptes>({ debut: startOfYear(jour), fin: jour });
  const comptes = useComptesPoids(periode);
  const d = comptes.data;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Comptes poids
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Soldes au jour en grammes de métal fin, par métal, convertis au titre de chaque alliage. Détenu (+) :
        notre métal chez l'affineur (CLAL) et chez les joailliers (boîte à or non pesée à 750, OF sortis). Dû
        (−) : le métal des fournisseurs et des clients chez nous. Seul l'or est valorisé (cours du jour) ; les
        autres métaux n'ont pas de cours : N/A. La période sert aux pertes (clients : perte de leur compte
        contre le cours 14 ; joailliers : toutes leurs lignes rendues, comme l'analyse atelier, sur la ligne
        Or, contre leur perte autorisée) et aux relevés.
      </Typography>
      <Box sx={{ display: "flex", gap: 2 }}>
        <PeriodeFields value={periode} onChange={setPeriode} errors={{}} size="small" />
      </Box>
      {comptes.isError && <Alert severity="error">{comptes.error.message}</Alert>}
      {d && (
        <>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }} data-testid="exposition">
            <Typography variant="h6" sx={{ width: "100%" }}>
              Exposition totale (détenu − dû)
            </Typography>
            {d.totaux.map((t) => (
              <CarteMetal key={t.metalId} t={t} />
            ))}
          </Box>
          <Typography variant="body2">
            Cours de l'or :{" "}
            {d.cours.prixGramme === null
              ? "N/A"
              : `${formatNumberFr(d.cours.prixGramme, 4)} €/g fin (${d.cours.source})`}
          </Typography>
          <ComptesPoidsTable lignes={d.lignes} periode={periode} />
        </>
      )}
    </Box>
  );
}
