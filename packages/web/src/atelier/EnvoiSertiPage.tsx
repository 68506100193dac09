import { EnvoiRetourEcran } from "./EnvoiRetourEcran.tsx";
import { EnvoiSertiForm } from "./EnvoiSertiForm.tsx";
import type { LignesActionsVisibles } from "./LignesActions.tsx";
import { LignesTable } from "./LignesTable.tsx";
import { RetourSertiForm } from "./RetourSertiForm.tsx";

const ACTIONS_ENVOI: LignesActionsVisibles = { modifier: true, supprimer: true };
const ACTIONS_RETOUR: LignesActionsVisibles = { annulerRetour: true };

/**
 * /serti/envoi (spec 02 section 2.2): Envoi Serti with the lines in progress on the left, Retour Serti
 * with the returned lines on the right; deleting a return puts its line back in progress.
 */
export function EnvoiSertiPage() {
  return (
    <EnvoiRetourEcran
      titre="Envoi serti"
      envoi={{
        titre: "Envoi Serti",
        form: <EnvoiSertiForm />,
        liste: <LignesTable genre="serti" rendu={0} actions={ACTIONS_ENVOI} />,
      }}
      retour={{
        titre: "Retour Serti",
        form: <RetourSertiForm autoFocus={false} />,
        liste: <LignesTable genre="serti" rendu={1} actions={ACTIONS_RETOUR} />,
      }}
    />
  );
}
