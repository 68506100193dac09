import {
  type CaFiltre,
  COLONNES_TOP_VENTE,
  COULEURS_CINQ,
  couleurMetal,
  type LigneTopVente,
  PAGE_SIZE_ANALYSE,
  PAGE_SIZE_ANALYSE_OPTIONS,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { ANALYSE_CA_QUERY_KEY, caParams, TOP_VENTE_URL, useRepartitionCa } from "./api.ts";
import { Chargement } from "./Chargement.tsx";
import type { SelectionCa } from "./DetailCaDialog.tsx";
import { Doughnut } from "./Doughnut.tsx";

const COLONNES = listColumns(COLONNES_TOP_VENTE, {
  screen: {
    qte: { width: 70 },
    typeProduit: { width: 140, sortable: false },
    ref: { width: 120 },
    designation: { flex: 1, minWidth: 200, sortable: false },
    caHt: { width: 120 },
    prixRevient: { width: 140 },
    pourcentage: { width: 120, sortable: false },
  },
});

/** Top Vente: the products sold, and the doughnuts by product type and by metal colour. */
export function CaTopVente(props: {
  filtre: CaFiltre;
  filtresTexte: string;
  onDetail: (s: SelectionCa) => void;
}) {
  const repartition = useRepartitionCa(props.filtre, true);
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <DataTable<LigneTopVente>
        label="Top Vente"
        columns={COLONNES}
        queryKey={ANALYSE_CA_QUERY_KEY}
        url={TOP_VENTE_URL}
        filters={caParams(props.filtre)}
        getRowId={(r) => r.idp}
        defaultSort={{ field: "caHt", dir: "desc" }}
        defaultPageSize={PAGE_SIZE_ANALYSE}
        pageSizeOptions={PAGE_SIZE_ANALYSE_OPTIONS}
        exportName="top-vente"
        onRowClick={(r) => props.onDetail({ titre: `${r.ref} ${r.designation}`, params: { idp: r.idp } })}
      />
      <Chargement query={repartition}>
        {(d) => (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <Doughnut
              titre="CA par type de produit"
              filtres={props.filtresTexte}
              parts={d.parType.map((p, i) => ({
                label: p.label,
                valeur: p.caHt,
                couleur: COULEURS_CINQ[i % COULEURS_CINQ.length] ?? "#999",
              }))}
              onSelect={(i) => {
                const p = d.parType[i];
                if (p?.id != null) props.onDetail({ titre: p.label, params: { typeProd: p.id } });
              }}
            />
            <Doughnut
              titre="CA par couleur de métal"
              filtres={props.filtresTexte}
              parts={d.parMetal.map((p) => ({
                label: p.label,
                valeur: p.caHt,
                couleur: couleurMetal(p.label),
              }))}
              onSelect={(i) => {
                const p = d.parMetal[i];
                if (p?.id != null) props.onDetail({ titre: p.label, params: { metalSlice: p.id } });
              }}
            />
          </Box>
        )}
      </Chargement>
    </Box>
  );
}
