import {
  decimalSaisie,
  type LigneAtelier,
  modifierLigneJoaillierSchema,
  modifierLigneSertiSchema,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { LignesNombreField } from "./LignesNombreField.tsx";
import { LignesOuvrierSelect } from "./LignesOuvrierSelect.tsx";
import { useModifierLigneJoaillier, useModifierLigneSerti, useOuvriers } from "./lignes-api.ts";
import { useCommandeLignes } from "./lignes-save.ts";

/** Each kind's schema, with the line's id the request is addressed to. */
const SCHEMAS = {
  joaillier: modifierLigneJoaillierSchema.extend({ id: modifierLigneJoaillierSchema.shape.idOuvrier }),
  serti: modifierLigneSertiSchema.extend({ id: modifierLigneSertiSchema.shape.idOuvrier }),
};

interface Props {
  ligne: LigneAtelier;
  onClose: () => void;
}

/**
 * Modifier (spec 01 section 4): the worker and the weight sent of a line not yet returned; a new worker
 * while the bag is out at another asks the server's question first, as a send does.
 */
export function ModifierLigneDialog(props: Props) {
  const ouvriers = useOuvriers();
  const joaillier = useModifierLigneJoaillier();
  const serti = useModifierLigneSerti();
  const l = props.ligne;
  const j = l.genre === "joaillier";
  const f = useFormulaire({
    schema: SCHEMAS[l.genre],
    valeurs: { id: l.id, idOuvrier: l.idOuvrier as number | null, poids: decimalSaisie(l.poidsEnvoye) },
    versCorps: (v) => ({ ...v, idOuvrier: v.idOuvrier ?? "" }),
  });
  const { numSachet } = l;
  const commande = useCommandeLignes(j ? joaillier : serti, "OF_AILLEURS");
  const enregistrer = f.envoyer(commande.envoyer, commande.apres(props.onClose));

  // The worker of the line stays offered even if he has left since.
  const actifs = (j ? ouvriers.data?.joailliers : ouvriers.data?.sertisseurs) ?? undefined;
  const actuel = { id: l.idOuvrier, label: l.ouvrier };
  const liste =
    actifs === undefined || actifs.some((o) => o.id === actuel.id)
      ? actifs
      : [{ ...actuel, avatar: null }, ...actifs];

  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="modifier-ligne-titre">
      <DialogTitle id="modifier-ligne-titre">Modifier la ligne de l'OF {numSachet}</DialogTitle>
      <FormFlow onSubmit={enregistrer} aria-label="Modifier la ligne">
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          <LignesOuvrierSelect
            control={f.control}
            name="idOuvrier"
            label={j ? "Joaillier" : "Sertisseur"}
            ouvriers={liste}
            autoFocus
          />
          <LignesNombreField control={f.control} name="poids" label="Poids (g)" />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={joaillier.isPending || serti.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </FormFlow>
    </Dialog>
  );
}
