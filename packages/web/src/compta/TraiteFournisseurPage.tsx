import { CHAMPS_TRAITE_FOURNISSEUR, traiteFournisseurSchema } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { SAISIE_BANQUE_VIDE, type SaisieBanque, TraiteBanqueChamps } from "./TraiteBanqueChamps.tsx";
import {
  type SaisieEffet,
  saisieEffetInitiale,
  TraiteChampsEffet,
  valeursEffet,
} from "./TraiteChampsEffet.tsx";
import { TraiteEcheancier } from "./TraiteEcheancier.tsx";
import {
  SAISIE_FOURNISSEUR_VIDE,
  type SaisieFournisseur,
  TraiteFournisseurChamps,
} from "./TraiteFournisseurChamps.tsx";
import { traiteFournisseurPdfUrl, useCreerTraiteFournisseur } from "./traite-api.ts";
import { useEnvoiTraite } from "./useEnvoiTraite.ts";

const grille = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } } as const;

/**
 * Spec 02 section 2.18, /traite_fournisseur: the supplier bill. The supplier draws it on the company,
 * which pays from the bank chosen here (its domiciliation and RIB on the form). Créer Traite saves it
 * and opens its lettre de change, one form per instalment.
 */
export function TraiteFournisseurPage() {
  const [banque, setBanque] = useState<SaisieBanque>(SAISIE_BANQUE_VIDE);
  const [fournisseur, setFournisseur] = useState<SaisieFournisseur>(SAISIE_FOURNISSEUR_VIDE);
  const [effet, setEffet] = useState<SaisieEffet>(saisieEffetInitiale);
  const valeurs = { ...banque, ...fournisseur, ...valeursEffet(effet, "") };

  // The next bill is often on the same bank: the bill's own fields start again.
  const { errors, alerte, envoyer, pending } = useEnvoiTraite({
    schema: traiteFournisseurSchema,
    champs: CHAMPS_TRAITE_FOURNISSEUR,
    creation: useCreerTraiteFournisseur(),
    pdfUrl: traiteFournisseurPdfUrl,
    onCree: () => {
      setFournisseur(SAISIE_FOURNISSEUR_VIDE);
      setEffet((e) => ({ ...e, totalTtc: "", numEffet: null, nbDecoupe: saisieEffetInitiale().nbDecoupe }));
    },
  });

  return (
    <Box
      component="section"
      aria-labelledby="traite-f-titre"
      sx={{ display: "grid", gap: 2, maxWidth: 1000 }}
    >
      <Typography id="traite-f-titre" variant="h5" component="h1">
        Traite fournisseur
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormFlow
          onSubmit={() => envoyer(valeurs)}
          aria-label="Traite fournisseur"
          sx={{ display: "grid", gap: 3 }}
        >
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, ...grille }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              Banque
            </Typography>
            <TraiteBanqueChamps
              saisie={banque}
              onChange={(p) => setBanque((b) => ({ ...b, ...p }))}
              errors={errors}
            />
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, ...grille }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              Fournisseur
            </Typography>
            <TraiteFournisseurChamps
              saisie={fournisseur}
              onChange={(p) => setFournisseur((f) => ({ ...f, ...p }))}
              errors={errors}
            />
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, ...grille }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              Traite
            </Typography>
            <TraiteChampsEffet
              saisie={effet}
              numEffetParDefaut=""
              numEffetLabel="N° Traite"
              numEffetNumerique={false}
              onChange={(patch) => setEffet((e) => ({ ...e, ...patch }))}
              errors={errors}
            />
          </Box>
          <TraiteEcheancier
            totalTtc={valeurs.totalTtc}
            nbDecoupe={valeurs.nbDecoupe}
            echeance={valeurs.dateEcheance}
            numEffet={valeurs.numEffet}
          />
          {alerte && <Alert severity="error">{alerte}</Alert>}
          <Box>
            <Button type="submit" variant="contained" loading={pending}>
              Créer Traite
            </Button>
          </Box>
        </FormFlow>
      </Paper>
    </Box>
  );
}
