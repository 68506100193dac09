import {
  COLONNES_CONNEXIONS,
  COLONNES_CONSULTATIONS,
  PAGE_SIZES,
  type ProduitConsulte,
  type StatConnexion,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DataTable } from "../ui/DataTable.tsx";
import { listColumns } from "../ui/listColumns.ts";

const QUERY_KEY = "analyse-connexions";

const STATS = listColumns(COLONNES_CONNEXIONS, {
  screen: {
    nomAgence: { flex: 1, minWidth: 160 },
    identifiantUtilisateur: { width: 150 },
    type: { width: 100, sortable: false },
    totalConnexions: { width: 90 },
    moyenneConnexionsParMois: { width: 150, sortable: false },
    maxConnexionsParMois: { width: 120, sortable: false },
    minConnexionsParMois: { width: 120, sortable: false },
    connexions3DerniersMois: { width: 140 },
  },
});

const PRODUITS = listColumns(COLONNES_CONSULTATIONS, {
  screen: {
    ref: { width: 140 },
    nomAgence: { flex: 1, minWidth: 160, sortable: false },
    userLogin: { width: 150 },
    type: { width: 100, sortable: false },
    date: { width: 200 },
  },
});

/**
 * /suivi_connection (spec 03 section 2.12): who logs in and which products they consult. Role 1
 * only: it shows other users' activity (README).
 */
export function SuiviConnexionPage() {
  return (
    <Box component="section" aria-labelledby="connexions-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="connexions-titre" variant="h5" component="h1">
        Suivi des connexions
      </Typography>
      <Typography variant="h6" component="h2">
        Statistiques de connexion
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Moyenne, max et min sur les mois où l'utilisateur s'est connecté ; 3 derniers mois = le mois en cours
        et les deux précédents.
      </Typography>
      <DataTable<StatConnexion>
        label="Statistiques de connexion"
        columns={STATS}
        queryKey={QUERY_KEY}
        url="/api/analyse/connexions"
        getRowId={(r) => r.idUser}
        defaultSort={{ field: "totalConnexions", dir: "desc" }}
        pageSizeOptions={PAGE_SIZES.options}
        exportName="connexions"
      />
      <Typography variant="h6" component="h2">
        Produits consultés
      </Typography>
      <DataTable<ProduitConsulte>
        label="Produits consultés"
        columns={PRODUITS}
        queryKey={QUERY_KEY}
        url="/api/analyse/connexions/produits"
        getRowId={(r) => r.id}
        defaultSort={{ field: "date", dir: "desc" }}
        exportName="produits-consultes"
      />
    </Box>
  );
}
