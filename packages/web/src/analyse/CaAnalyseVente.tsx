import { type CaFiltre, COULEURS_CINQ } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useAnalyseVente } from "./api.ts";
import { Chargement } from "./Chargement.tsx";
import type { SelectionCa } from "./DetailCaDialog.tsx";
import { Doughnut } from "./Doughnut.tsx";

const couleur = (i: number) => COULEURS_CINQ[i % COULEURS_CINQ.length] ?? "#999";

/** Analyse Vente: revenue by price bracket of the line and by tariff; a slice opens its lines. */
export function CaAnalyseVente(props: {
  filtre: CaFiltre;
  filtresTexte: string;
  onDetail: (s: SelectionCa) => void;
}) {
  const query = useAnalyseVente(props.filtre, true);
  return (
    <Chargement query={query}>
      {(d) => (
        <Box sx={{ display: "grid", gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Tranches sur le CA HT de chaque ligne facturée : « 0 » = ligne à 0 €, « a à b » = plus de a et au
            plus b.
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <Doughnut
              titre="CA par tranche de prix"
              filtres={props.filtresTexte}
              parts={d.parTranche.map((t, i) => ({
                label: t.intervalle,
                valeur: t.caHt,
                couleur: couleur(i),
              }))}
              onSelect={(i) => {
                const t = d.parTranche[i];
                if (t)
                  props.onDetail({ titre: `tranche ${t.intervalle}`, params: { tranche: t.intervalle } });
              }}
            />
            <Doughnut
              titre="CA par tarif"
              filtres={props.filtresTexte}
              parts={d.parTarif.map((t, i) => ({ label: t.label, valeur: t.caHt, couleur: couleur(i) }))}
              onSelect={(i) => {
                const t = d.parTarif[i];
                if (t?.id != null) props.onDetail({ titre: `tarif ${t.label}`, params: { tarif: t.id } });
              }}
            />
          </Box>
        </Box>
      )}
    </Chargement>
  );
}
