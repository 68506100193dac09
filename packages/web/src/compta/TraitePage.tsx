import { CHAMPS_TRAITE_CLIENT, type FactureATraiter, traiteClientSchema } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { FacturesTraitePicker } from "./FacturesTraitePicker.tsx";
import {
  type SaisieEffet,
  saisieEffetInitiale,
  TraiteChampsEffet,
  valeursEffet,
} from "./TraiteChampsEffet.tsx";
import { TraiteEcheancier } from "./TraiteEcheancier.tsx";
import { TraiteHistorique } from "./TraiteHistorique.tsx";
import { traitePdfUrl, useCreerTraite, useProchainEffet } from "./traite-api.ts";
import { useEnvoiTraite } from "./useEnvoiTraite.ts";

/**
 * Spec 02 section 2.18, /traite: the customer bill of exchange. Client, Creation date (today),
 * Echeance (+30 days), Total TTC, N° Effet (the one after the last stored), Nb Decoupe (1); Creer
 * Traite saves it and opens its lettre de change, one form per instalment. The invoices it settles are
 * picked among the client's of both channels by their identifier (issue 25 point 8).
 */
export function TraitePage() {
  const clients = useClients();
  const prochain = useProchainEffet();
  const [client, setClient] = useState<number | null>(null);
  const [effet, setEffet] = useState<SaisieEffet>(saisieEffetInitiale);
  // The invoices the bill settles (issue 25 point 8): their payment is then the bill's, credited once.
  const [factures, setFactures] = useState<FactureATraiter[]>([]);
  const numEffetParDefaut = prochain.data ? String(prochain.data.numEffet) : "";
  const valeurs = {
    idBijouterie: client,
    ...valeursEffet(effet, numEffetParDefaut),
    factures: factures.map((f) => ({ canal: f.canal, idFact: f.idFact })),
  };

  const creee = useSurbrillance<number>();
  // The next bill of the same client: its amount and number start again, the dates stay.
  const { errors, alerte, envoyer, pending } = useEnvoiTraite({
    schema: traiteClientSchema,
    champs: CHAMPS_TRAITE_CLIENT,
    creation: useCreerTraite(),
    pdfUrl: traitePdfUrl,
    onCree: (r) => {
      setEffet((e) => ({ ...e, totalTtc: "", numEffet: null, nbDecoupe: saisieEffetInitiale().nbDecoupe }));
      setFactures([]);
      creee.marquer(r.idTraite);
    },
  });

  return (
    <Box
      component="section"
      aria-labelledby="traite-titre"
      sx={{ display: "grid", gap: 2, maxWidth: 1100, minWidth: 0 }}
    >
      <Typography id="traite-titre" variant="h5" component="h1">
        Traite client
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormFlow
          onSubmit={() => envoyer(valeurs)}
          aria-label="Traite client"
          sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
        >
          <Box sx={{ gridColumn: "1 / -1" }}>
            <ClientTreePicker
              clients={clients}
              value={client}
              onChange={(id) => {
                setClient(id);
                setFactures([]);
              }}
              required
              autoFocus
              size="medium"
              error={errors.idBijouterie !== undefined}
              helperText={errors.idBijouterie || undefined}
            />
          </Box>
          <TraiteChampsEffet
            saisie={effet}
            numEffetParDefaut={numEffetParDefaut}
            numEffetLabel="N° Effet"
            numEffetNumerique
            onChange={(patch) => setEffet((e) => ({ ...e, ...patch }))}
            errors={errors}
          />
          <Box sx={{ gridColumn: "1 / -1" }}>
            <FacturesTraitePicker
              idClt={client}
              value={factures}
              onChange={setFactures}
              error={errors.factures}
            />
          </Box>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <TraiteEcheancier
              totalTtc={valeurs.totalTtc}
              nbDecoupe={valeurs.nbDecoupe}
              echeance={valeurs.dateEcheance}
              numEffet={valeurs.numEffet}
            />
          </Box>
          {alerte && (
            <Alert severity="error" sx={{ gridColumn: "1 / -1" }}>
              {alerte}
            </Alert>
          )}
          <Box sx={{ gridColumn: "1 / -1" }}>
            <Button type="submit" variant="contained" loading={pending}>
              Créer Traite
            </Button>
          </Box>
        </FormFlow>
      </Paper>
      <Typography variant="h6" component="h2">
        Traites créées
      </Typography>
      <TraiteHistorique surbrillance={creee.cles} />
    </Box>
  );
}
