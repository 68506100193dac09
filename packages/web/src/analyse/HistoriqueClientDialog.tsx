import { MSG_ERREUR_RESEAU_PROGRESSION } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useHistoriqueClient } from "./api.ts";
import { Chargement } from "./Chargement.tsx";
import { HistoriqueAnnees } from "./HistoriqueAnnees.tsx";

/** A client's yearly revenue history (spec 03 section 2.2): bar/line, best year, mean, deviation. */
export function HistoriqueClientDialog(props: {
  client: { id: number; nom: string } | null;
  onClose: () => void;
}) {
  const query = useHistoriqueClient(props.client?.id ?? null);
  return (
    <Dialog open={props.client !== null} onClose={props.onClose} maxWidth="md" fullWidth>
      <DialogTitle>Historique du CA : {props.client?.nom}</DialogTitle>
      <DialogContent>
        {props.client && (
          <Chargement query={query} messageErreur={MSG_ERREUR_RESEAU_PROGRESSION}>
            {(d) => (
              <HistoriqueAnnees
                data={d}
                titre={`CA net par année, ${d.nomAgence}`}
                filtres={`Client ${d.nomAgence}, toutes les années`}
                nomCsv={`historique-ca-${d.idBijouterie}`}
              />
            )}
          </Chargement>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
