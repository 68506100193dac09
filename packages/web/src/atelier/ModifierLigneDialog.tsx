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
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { LignesNombreField } from "./LignesNombreField.tsx";
import { LignesOuvrierSelect } from "./LignesOuvrierSelect.tsx";
import { useModifierLigneJoaillier, useModifierLigneSerti, useOuvriers } from "./lignes-api.ts";
import { useLignesSave } from "./lignes-save.ts";

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
  const [ouvrier, setOuvrier] = useState<number | null>(l.idOuvrier);
  const [poids, setPoids] = useState(decimalSaisie(l.poidsEnvoye));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { numSachet } = l;
  const saveJoaillier = useLignesSave({
    schema: modifierLigneJoaillierSchema.extend({ id: modifierLigneJoaillierSchema.shape.idOuvrier }),
    mutation: joaillier,
    setErrors,
    confirmable: "OF_AILLEURS",
    onSaved: props.onClose,
  });
  const saveSerti = useLignesSave({
    schema: modifierLigneSertiSchema.extend({ id: modifierLigneSertiSchema.shape.idOuvrier }),
    mutation: serti,
    setErrors,
    confirmable: "OF_AILLEURS",
    onSaved: props.onClose,
  });
  const submit = () => (j ? saveJoaillier : saveSerti)({ id: l.id, idOuvrier: ouvrier ?? "", poids });

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
      <FormFlow onSubmit={submit} aria-label="Modifier la ligne">
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          <LignesOuvrierSelect
            label={j ? "Joaillier" : "Sertisseur"}
            name="idOuvrier"
            ouvriers={liste}
            value={ouvrier}
            onChange={setOuvrier}
            error={errors.idOuvrier}
            autoFocus
          />
          <LignesNombreField
            label="Poids (g)"
            name="poids"
            value={poids}
            onChange={setPoids}
            error={errors.poids}
          />
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
