import { type CarteJoaillier, formatPoids } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useFairePesee } from "./pesee-api.ts";

/**
 * 'Faire Pesée' (spec 02 section 4.6): disabled, with the server's reason as tooltip, while OFs are in
 * progress or both balances are 0; the server refuses the same cases.
 */
export function PeseeBouton({ carte }: { carte: CarteJoaillier }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const pesee = useFairePesee();
  const refus = carte.refusPesee;

  const onPeser = async () => {
    const ok = await confirm({
      title: `Faire la pesée de ${carte.label} ?`,
      message: `Boite or ${formatPoids(carte.soldeBoiteOr)}, poids OF ${formatPoids(carte.soldeOf)}, solde ${formatPoids(carte.solde)}. Les lignes pesées seront soldées.`,
      confirmLabel: "Faire Pesée",
    });
    if (!ok) return;
    pesee.mutate(carte.id, {
      onSuccess: (r) => notify(r.message),
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  return (
    <Tooltip title={refus ?? ""} describeChild>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span>
        <Button
          variant="contained"
          size="small"
          disabled={refus !== null || pesee.isPending}
          onClick={() => void onPeser()}
        >
          Faire Pesée
        </Button>
      </span>
    </Tooltip>
  );
}
