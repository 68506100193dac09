import { formatPoids, mgVersGrammes, type ProduitDetailPrix } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { ProduitMontureTable } from "./ProduitMontureTable.tsx";
import { ProduitPierresTable } from "./ProduitPierresTable.tsx";
import { ProduitPrixResume } from "./ProduitPrixResume.tsx";
import { ProduitVignette } from "./ProduitVignette.tsx";

/** The price breakdown of the chosen product (spec 01 sections 3 and 9). */
export function ProduitPrixDetail({ detail }: { detail: ProduitDetailPrix }) {
  const { produit } = detail;
  const infos = [
    ["Centre vide", produit.refCv ?? "aucun"],
    ["Stade", produit.stade ?? ""],
    ["Tarif", produit.tarif ?? ""],
    ["Poids", produit.poids ? formatPoids(mgVersGrammes(produit.poids)) : ""],
  ] as const;
  return (
    <Paper
      component="section"
      aria-labelledby="produit-detail-titre"
      sx={{ p: 2, display: "grid", gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <ProduitVignette nom={produit.imgCentre} taille={150} alt={`Produit ${produit.ref}`} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="produit-detail-titre" variant="h6" component="h2">
            {produit.ref}
          </Typography>
          <Typography color="text.secondary">{produit.description}</Typography>
          <Box
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, m: 0, mt: 1 }}
          >
            {infos.map(([k, v]) => (
              <Box key={k} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {k}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {v}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <ProduitPrixResume detail={detail} />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Façon, métal et serti
      </Typography>
      <ProduitMontureTable detail={detail} />
      <Typography variant="subtitle1" component="h3">
        Pierres
      </Typography>
      <ProduitPierresTable pierres={detail.pierres} />
    </Paper>
  );
}
