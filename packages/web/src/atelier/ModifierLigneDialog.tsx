import {
  type LigneJoaillier,
  type LigneSerti,
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
import { enSaisie } from "./lignes-clavier.ts";
import { useLignesSave } from "./lignes-save.ts";

type Props = { onClose: () => void } & (
  | { kind: "joaillier"; ligne: LigneJoaillier }
  | { kind: "serti"; ligne: LigneSerti }
);

/** Modifier (spec 01 section 4): the worker and the weight sent of a line not yet returned. */
export function ModifierLigneDialog(props: Props) {
  const ouvriers = useOuvriers();
  const joaillier = useModifierLigneJoaillier();
  const serti = useModifierLigneSerti();
  const j = props.kind === "joaillier";
  const l = props.ligne;
  const [ouvrier, setOuvrier] = useState<number | null>("idLigne" in l ? l.idOuvrier : l.idSerto);
  const [poids, setPoids] = useState(enSaisie("idLigne" in l ? l.poidsD : l.pdsD));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const numSachet = "idLigne" in l ? l.nSachet : l.ofSerto;
  const saveJoaillier = useLignesSave({
    schema: modifierLigneJoaillierSchema.extend({ id: modifierLigneJoaillierSchema.shape.idOuvrier }),
    mutation: joaillier,
    setErrors,
    onSaved: props.onClose,
  });
  const saveSerti = useLignesSave({
    schema: modifierLigneSertiSchema.extend({ id: modifierLigneSertiSchema.shape.idSerto }),
    mutation: serti,
    setErrors,
    onSaved: props.onClose,
  });
  const ouvrierKey = j ? "idOuvrier" : "idSerto";
  const submit = () =>
    props.kind === "joaillier"
      ? saveJoaillier({ id: props.ligne.idLigne, idOuvrier: ouvrier ?? "", poids })
      : saveSerti({ id: props.ligne.idSert, idSerto: ouvrier ?? "", poids });

  // The worker of the line stays offered even if he has left since.
  const actifs = (j ? ouvriers.data?.joailliers : ouvriers.data?.sertisseurs) ?? undefined;
  const actuel =
    "idLigne" in l ? { id: l.idOuvrier, label: l.joaillier } : { id: l.idSerto, label: l.sertisseur };
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
            name={ouvrierKey}
            ouvriers={liste}
            value={ouvrier}
            onChange={setOuvrier}
            error={errors[ouvrierKey]}
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
