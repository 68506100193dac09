import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ToolsCommandeCard } from "./ToolsCommandeCard.tsx";
import { ToolsDeuxOfCard } from "./ToolsDeuxOfCard.tsx";
import { ToolsPrintCard } from "./ToolsPrintCard.tsx";
import { ToolsReintegrationCard } from "./ToolsReintegrationCard.tsx";
import { ToolsStockCard } from "./ToolsStockCard.tsx";
import { useEchangerOfs, useTransfererOf } from "./tools-api.ts";

const chez = (client: string) => (client ? ` (${client})` : "");

/** Spec 01 section 2, /of/tools: the OF tools, one card each. */
export function ToolsPage() {
  const echanger = useEchangerOfs();
  const transferer = useTransfererOf();
  return (
    <Box component="section" aria-labelledby="tools-title" sx={{ display: "grid", gap: 2 }}>
      <Typography id="tools-title" variant="h5" component="h1">
        Outils OF
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(340px, 1fr))" }}>
        <ToolsStockCard />
        <ToolsPrintCard />
        <ToolsCommandeCard />
        <ToolsDeuxOfCard
          titre="Échanger deux OF"
          description="Les deux sachets échangent leurs commandes (client, réf. client, livraison, notes, prix) ; chacun garde sa pièce (produit, métal, stade, dimension, poids, statut). Même produit et même métal."
          labelSource="OF source"
          labelCible="OF cible"
          bouton="Échanger"
          mutation={echanger}
          question={(a, b) => ({
            title: `Échanger les commandes des OF ${a.numSachet} et ${b.numSachet} ?`,
            message: `L'OF ${a.numSachet} prend la commande de l'OF ${b.numSachet}${chez(b.client)}, et l'OF ${b.numSachet} celle de l'OF ${a.numSachet}${chez(a.client)}.`,
          })}
        />
        <ToolsDeuxOfCard
          titre="Transférer un OF de stock à un client"
          description="L'OF de stock prend la commande du client ; l'OF de la commande devient un OF de stock. Une pièce en stock en sort, prête à facturer."
          labelSource="OF de stock"
          labelCible="OF de la commande client"
          bouton="Transférer"
          mutation={transferer}
          question={(s, c) => ({
            title: `Transférer l'OF de stock ${s.numSachet} au client${chez(c.client)} ?`,
            message: `L'OF ${s.numSachet} prend la commande de l'OF ${c.numSachet}, qui devient un OF de stock.`,
          })}
        />
        <ToolsReintegrationCard />
      </Box>
    </Box>
  );
}
