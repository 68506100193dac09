import {
  CLES_VENDEUR,
  LIBELLE_VENDEUR,
  MSG_VENDEUR_ENREGISTRE,
  type ReglagesVendeur,
  reglagesVendeurSchema,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";
import { ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useFormulaire } from "../ui/useFormulaire.ts";

const URL = "/api/admin/reglages/vendeur";
const CLE_REQUETE = "reglages-vendeur";

/** The form, once the stored identity is loaded (its draft starts from it). */
function FormulaireVendeur({ initial }: { initial: ReglagesVendeur }) {
  const queryClient = useQueryClient();
  const f = useFormulaire({ schema: reglagesVendeurSchema, valeurs: initial });
  const save = useMutation({
    mutationFn: (r: ReglagesVendeur) => apiSend<ReglagesVendeur>("PUT", URL, r),
    onSuccess: (r) => queryClient.setQueryData([CLE_REQUETE], r),
  });
  // The saved identity (identifiers compacted by the schema) goes back into the form.
  const onSave = f.envoyer(
    (r) => save.mutateAsync(r),
    (r) => f.reset(r),
    { succes: MSG_VENDEUR_ENREGISTRE },
  );
  return (
    <FormFlow onSubmit={onSave} aria-label="Identité du vendeur">
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
        {CLES_VENDEUR.map((cle) => (
          <ChampTexte key={cle} control={f.control} name={cle} label={LIBELLE_VENDEUR[cle]} size="medium" />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Enregistrer
        </Button>
      </Box>
    </FormFlow>
  );
}

/**
 * /vendeur (role 1, issue 25 point 9): the seller's identity printed on every invoice, credit note and
 * bill, and naming the FEC file. SIREN, SIRET and VAT number are checked as the client form and
 * `npm run setting` check them; the next document printed uses what is saved.
 */
export function ReglagesVendeurPage() {
  const lu = useQuery({ queryKey: [CLE_REQUETE], queryFn: () => apiGet<ReglagesVendeur>(URL) });
  return (
    <Paper sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Identité du vendeur
      </Typography>
      {lu.isPending && <LinearProgress />}
      {lu.isError && <Alert severity="error">{errorMessage(lu.error)}</Alert>}
      {lu.data && <FormulaireVendeur initial={lu.data} />}
    </Paper>
  );
}
