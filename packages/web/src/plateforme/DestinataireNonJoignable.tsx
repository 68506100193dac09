import { formatDate, MSG_DESTINATAIRE_NON_JOIGNABLE } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import { useDestinataire } from "./api.ts";

/**
 * The client screen's notice (issue 30 point 2): the client's latest invoice or credit note found no
 * Directory line for its SIREN, so it does not receive e-invoices yet. Nothing otherwise.
 */
export function DestinataireNonJoignable({ siren }: { siren: string }) {
  const etat = useDestinataire(siren);
  if (!etat.data || etat.data.joignable) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {MSG_DESTINATAIRE_NON_JOIGNABLE}
      {etat.data.depuis && ` Constaté le ${formatDate(etat.data.depuis)}.`}
    </Alert>
  );
}
