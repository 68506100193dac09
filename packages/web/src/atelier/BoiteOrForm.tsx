import { boiteOrSaisieSchema, MSG_BOITE_OR_AJOUTEE } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { Controller } from "react-hook-form";
import { ChampTexte, MessageFormulaire } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { BoiteOrJoaillierSelect } from "./BoiteOrJoaillierSelect.tsx";
import { useAjouterBoiteOr } from "./boite-or-api.ts";

interface Draft {
  idOuvr: number | null;
  doneOuvr: string;
  renduOuvr: string;
}

const VIDE: Draft = { idOuvr: null, doneOuvr: "", renduOuvr: "" };

/**
 * Ajouter Boite Or (spec 02 sections 2.4 and 5): Joaillier required, Poids Donné and Poids Rendu in
 * grams, at least one of them. Enter moves from field to field and submits on Poids Rendu.
 */
export function BoiteOrForm({ onAjoutee }: { onAjoutee: (idBoite: number) => void }) {
  const ajouter = useAjouterBoiteOr();
  const f = useFormulaire({ schema: boiteOrSaisieSchema, valeurs: VIDE });
  const joaillierRef = useRef<HTMLSelectElement>(null);

  const enregistrer = f.envoyer(
    (corps) => ajouter.mutateAsync(corps),
    (r) => {
      onAjoutee(r.idBoite);
      // The same jeweller often gets several rows in a row: he stays selected.
      f.reset({ ...VIDE, idOuvr: f.getValues("idOuvr") });
      joaillierRef.current?.focus();
    },
    { succes: MSG_BOITE_OR_AJOUTEE },
  );

  return (
    <Paper component="section" aria-labelledby="boite-or-ajout-titre" sx={{ p: 2 }}>
      <Typography id="boite-or-ajout-titre" variant="h6" component="h2" sx={{ mb: 2 }}>
        Ajouter Boîte Or
      </Typography>
      <FormFlow onSubmit={enregistrer} aria-label="Ajouter Boîte Or" sx={{ display: "grid", gap: 2 }}>
        <Controller
          control={f.control}
          name="idOuvr"
          render={({ field, fieldState }) => (
            <BoiteOrJoaillierSelect
              value={field.value}
              onChange={field.onChange}
              actifsSeulement
              error={fieldState.error?.message}
              required
              autoFocus
              inputRef={joaillierRef}
            />
          )}
        />
        <ChampTexte control={f.control} name="doneOuvr" label="Poids Donné" aide="grammes" decimal />
        <ChampTexte control={f.control} name="renduOuvr" label="Poids Rendu" aide="grammes" decimal />
        <MessageFormulaire control={f.control} />
        <Box>
          <Button type="submit" variant="contained" disabled={ajouter.isPending}>
            Ajouter
          </Button>
        </Box>
      </FormFlow>
    </Paper>
  );
}
