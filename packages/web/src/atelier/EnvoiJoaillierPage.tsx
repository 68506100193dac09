import { EnvoiJoaillierForm } from "./EnvoiJoaillierForm.tsx";
import { EnvoiRetourEcran } from "./EnvoiRetourEcran.tsx";
import type { LignesActionsVisibles } from "./LignesActions.tsx";
import { LignesTable } from "./LignesTable.tsx";
import { RetourJoaillierForm } from "./RetourJoaillierForm.tsx";

const ACTIONS_ENVOI: LignesActionsVisibles = { modifier: true, supprimer: true };
const ACTIONS_RETOUR: LignesActionsVisibles = { annulerRetour: true };

/**
 * /atelier/envoi (spec 02 section 2.2): Envoi Joaillier with the lines in progress on the left, Retour
 * Joaillier with the returned lines on the right; deleting a return puts its line back in progress.
 */
export function EnvoiJoaillierPage() {
  return (
    <EnvoiRetourEcran
      titre="Envoi joaillier"
      envoi={{
        titre: "Envoi Joaillier",
        form: <EnvoiJoaillierForm />,
        liste: <LignesTable genre="joaillier" rendu={0} actions={ACTIONS_ENVOI} />,
      }}
      retour={{
        titre: "Retour Joaillier",
        form: <RetourJoaillierForm autoFocus={false} />,
        liste: <LignesTable genre="joaillier" rendu={1} actions={ACTIONS_RETOUR} />,
      }}
    />
  );
}
