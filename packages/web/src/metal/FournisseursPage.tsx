import {
  type FournisseurFiche,
  fournisseurAdresseSchema,
  MSG_FOURNISSEUR_ENREGISTRE,
  PAYS_DEFAUT,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { ligneEnregistree, SX_LIGNE_ENREGISTREE, useSurbrillance } from "../ui/useSurbrillance.ts";
import { useFournisseurs, useSaveFournisseur } from "./fournisseurs-api.ts";

const CHAMPS = ["raisonSoc", "adresse", "cp", "ville", "pays"] as const;
type Champ = (typeof CHAMPS)[number];
type Brouillon = Record<Champ, string>;

const LIBELLES: Record<Champ, string> = {
  raisonSoc: "Raison sociale",
  adresse: "Adresse",
  cp: "Code postal",
  ville: "Ville",
  pays: "Pays",
};

const brouillon = (f: FournisseurFiche): Brouillon => ({
  raisonSoc: f.raisonSoc,
  adresse: f.adresse,
  cp: f.cp,
  ville: f.ville,
  pays: f.pays || PAYS_DEFAUT,
});

/**
 * /fournisseurs (issue 25 point 3): the suppliers (metal, stones, the refiner) and the address the
 * police register names them with; a movement for one without an address is refused.
 */
export function FournisseursPage() {
  const liste = useFournisseurs();
  const save = useSaveFournisseur();
  /** The supplier shown in the form, null before one is chosen. */
  const [id, setId] = useState<number | null>(null);
  const f = useFormulaire({
    schema: fournisseurAdresseSchema,
    valeurs: { raisonSoc: "", adresse: "", cp: "", ville: "", pays: PAYS_DEFAUT } as Brouillon,
  });

  const enregistre = useSurbrillance<number>();
  const choisir = (x: FournisseurFiche) => {
    setId(x.id);
    f.reset(brouillon(x));
  };
  const enregistrer = f.envoyer(
    (input) => save.mutateAsync({ id: id ?? 0, input }),
    () => {
      if (id !== null) enregistre.marquer(id);
    },
    { succes: MSG_FOURNISSEUR_ENREGISTRE },
  );

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 420px" } }}>
      <Paper component="section" aria-labelledby="fournisseurs-title" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="fournisseurs-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Fournisseurs
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Le livre de police inscrit chaque fournisseur avec son adresse : un mouvement d'un fournisseur sans
          adresse est refusé.
        </Typography>
        {liste.isError && <Alert severity="error">{liste.error.message}</Alert>}
        {liste.data && !liste.data.some((f) => f.affineur) && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            Aucun fournisseur n'est désigné comme affineur (réglage fournisseurAffineur) : les mouvements CLAL
            sont refusés tant qu'il n'est pas choisi (npm run setting -- fournisseurAffineur &lt;n°&gt;).
          </Alert>
        )}
        <List dense aria-label="Fournisseurs" sx={SX_LIGNE_ENREGISTREE}>
          {(liste.data ?? []).map((f) => (
            <ListItemButton
              key={f.id}
              selected={id === f.id}
              onClick={() => choisir(f)}
              {...ligneEnregistree(enregistre.cles.has(f.id))}
            >
              <ListItemText
                primary={f.raisonSoc}
                secondary={f.adresseComplete ? `${f.adresse}, ${f.cp} ${f.ville}` : null}
              />
              {f.affineur && <Chip size="small" color="primary" label="Affineur" sx={{ mr: 1 }} />}
              {!f.adresseComplete && <Chip size="small" color="warning" label="Adresse manquante" />}
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Paper component="section" aria-labelledby="fournisseur-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="fournisseur-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {id === null ? "Choisissez un fournisseur" : `Fournisseur n° ${id}`}
        </Typography>
        {id !== null && (
          <FormFlow onSubmit={enregistrer} aria-label="Fournisseur">
            <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
              {CHAMPS.map((c) => (
                <ChampTexte key={c} control={f.control} name={c} label={LIBELLES[c]} size="medium" />
              ))}
              <Box>
                <Button type="submit" variant="contained" loading={save.isPending}>
                  Enregistrer
                </Button>
              </Box>
            </Box>
          </FormFlow>
        )}
      </Paper>
    </Box>
  );
}
