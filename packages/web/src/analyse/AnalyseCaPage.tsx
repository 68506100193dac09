import { type CaFiltre, defaultCaFiltre, toIsoDate } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ANALYSE_CA_QUERY_KEY, useCaAnnees } from "./api.ts";
import { CaAnalyseVente } from "./CaAnalyseVente.tsx";
import { CaComparaisonMois } from "./CaComparaisonMois.tsx";
import { CaFiltreForm, texteFiltres } from "./CaFiltreForm.tsx";
import { CaParMois } from "./CaParMois.tsx";
import { CaTopVente } from "./CaTopVente.tsx";
import { Chargement } from "./Chargement.tsx";
import { DetailCaDialog, type SelectionCa } from "./DetailCaDialog.tsx";
import { HistoriqueAnnees } from "./HistoriqueAnnees.tsx";

const ONGLETS = [
  "Analyse Top Vente",
  "Analyse Vente",
  "CA Par Mois",
  "Comparaison Par Mois",
  "Comparaison Par An",
] as const;

/**
 * /analyse_ca (spec 03 section 2.1): the filters and five tabs. Only the open tab is mounted, so
 * opening a tab asks its data again (spec 03 section 4).
 */
export function AnalyseCaPage() {
  const [filtre, setFiltre] = useState<CaFiltre>(() => defaultCaFiltre(toIsoDate(new Date())));
  const [onglet, setOnglet] = useState(0);
  const [detail, setDetail] = useState<SelectionCa | null>(null);
  const queryClient = useQueryClient();
  const chargement = useIsFetching({ queryKey: [ANALYSE_CA_QUERY_KEY] }) > 0;
  const filtres = texteFiltres(filtre);

  const appliquer = (f: CaFiltre) => {
    setFiltre(f);
    // Afficher with the same filters asks again (new invoices may have been issued).
    void queryClient.invalidateQueries({ queryKey: [ANALYSE_CA_QUERY_KEY] });
  };

  return (
    <Box component="section" aria-labelledby="analyse-ca-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="analyse-ca-titre" variant="h5" component="h1">
        Analyse du chiffre d'affaires
      </Typography>
      <CaFiltreForm value={filtre} onApply={appliquer} chargement={chargement} />
      <Tabs
        value={onglet}
        onChange={(_e, v: number) => setOnglet(v)}
        variant="scrollable"
        aria-label="Analyses"
      >
        {ONGLETS.map((o) => (
          <Tab key={o} label={o} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={ONGLETS[onglet]}>
        {onglet === 0 && <CaTopVente filtre={filtre} filtresTexte={filtres} onDetail={setDetail} />}
        {onglet === 1 && <CaAnalyseVente filtre={filtre} filtresTexte={filtres} onDetail={setDetail} />}
        {onglet === 2 && <CaParMois filtre={filtre} filtresTexte={filtres} />}
        {onglet === 3 && <CaComparaisonMois filtre={filtre} filtresTexte={filtres} />}
        {onglet === 4 && <CaComparaisonAn filtre={filtre} filtresTexte={filtres} />}
      </Box>
      <DetailCaDialog filtre={filtre} selection={detail} onClose={() => setDetail(null)} />
    </Box>
  );
}

function CaComparaisonAn(props: { filtre: CaFiltre; filtresTexte: string }) {
  const query = useCaAnnees(props.filtre, true);
  return (
    <Chargement query={query}>
      {(d) => (
        <HistoriqueAnnees
          data={d}
          titre="Comparaison par an (CA net des avoirs)"
          filtres={`${props.filtresTexte} (toutes les années ; les avoirs suivent le filtre client)`}
          nomCsv="ca-par-annee"
        />
      )}
    </Chargement>
  );
}
