import { LIBELLES_ONGLETS, ONGLETS, type Onglet } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useClients } from "../admin/index.ts";
import { useContexte } from "./api.ts";
import { ClalForm } from "./ClalForm.tsx";
import { FiltresMouvements } from "./FiltresMouvements.tsx";
import { MouvementForm } from "./MouvementForm.tsx";
import { PanneauGrandLivre } from "./PanneauGrandLivre.tsx";
import { useSuppressionMouvement } from "./SuppressionMouvement.tsx";
import { ONGLET_DE_SOURCE, useEditionMouvement } from "./useEditionMouvement.ts";
import { useGrandLivre } from "./useGrandLivre.ts";

/**
 * Spec 03 section 2.18, /mouvements_or: the metal ledger of the CLAL, the suppliers and the customers.
 * Its parts: the tab and the edited row (`useEditionMouvement`), the filters (`FiltresMouvements`), the
 * tab's entry form (`ClalForm`, `MouvementForm`: the date takes the focus when it opens), the ledger with
 * its metal pills and pager (`useGrandLivre`, `PanneauGrandLivre`), deleting a row (`useSuppressionMouvement`).
 */
export function MouvementsOrPage() {
  const contexte = useContexte();
  const clients = useClients();
  const e = useEditionMouvement();
  const grandLivre = useGrandLivre(e.onglet, contexte.data?.metalParDefaut ?? 1);
  const effacer = useSuppressionMouvement(e.supprime);
  const ctx = contexte.data;
  const onglet = e.onglet;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Mouvements or
      </Typography>
      <Tabs value={onglet} onChange={(_, o: Onglet) => e.changerOnglet(o)} aria-label="Comptes métal">
        {ONGLETS.map((o) => (
          <Tab key={o} value={o} label={LIBELLES_ONGLETS[o]} />
        ))}
      </Tabs>
      <FiltresMouvements onglet={onglet} grandLivre={grandLivre} contexte={ctx} clients={clients} />
      {contexte.isError && <Alert severity="error">{contexte.error.message}</Alert>}
      <Box
        sx={{
          display: "grid",
          // The spec's 520 px form, narrowed under 1530 px wide so that the ledger keeps its columns.
          gridTemplateColumns: { xs: "1fr", lg: "min(520px, 34vw) minmax(0, 1fr)" },
          gap: 2,
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          {ctx &&
            (onglet === "clal" ? (
              <ClalForm
                contexte={ctx}
                edition={e.edition?.source === "clal" ? e.edition : null}
                onSaved={e.enregistre("clal")}
                onCancelEdit={e.annuler}
              />
            ) : (
              <MouvementForm
                key={onglet}
                genre={onglet}
                contexte={ctx}
                clients={clients}
                edition={e.edition && ONGLET_DE_SOURCE[e.edition.source] === onglet ? e.edition : null}
                onSaved={e.enregistre(onglet === "fournisseurs" ? "fournisseur" : "client")}
                onCancelEdit={e.annuler}
              />
            ))}
        </Paper>
        <PanneauGrandLivre
          onglet={onglet}
          grandLivre={grandLivre}
          surbrillance={e.surbrillance}
          onEdit={e.editer}
          onDelete={(l) => void effacer(l)}
        />
      </Box>
    </Box>
  );
}
