import {
  CLES_VENDEUR,
  type CleVendeur,
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
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet, apiSend } from "../api/http.ts";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useSchemaSave } from "../ui/useSchemaSave.ts";

const URL = "/api/admin/reglages/vendeur";
const CLE_REQUETE = "reglages-vendeur";

/** The form, once the stored identity is loaded (its draft starts from it). */
function FormulaireVendeur({ initial }: { initial: ReglagesVendeur }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReglagesVendeur>(initial);
  const [errors, setErrors] = useState<Partial<Record<CleVendeur, string>>>({});
  const save = useMutation({
    mutationFn: (r: ReglagesVendeur) => apiSend<ReglagesVendeur>("PUT", URL, r),
    onSuccess: (r) => queryClient.setQueryData([CLE_REQUETE], r),
  });
  const onSave = useSchemaSave({
    schema: reglagesVendeurSchema,
    mutation: save,
    toVars: (r) => r,
    setErrors,
    successMessage: MSG_VENDEUR_ENREGISTRE,
    onSaved: setDraft,
  });
  return (
    <FormFlow onSubmit={() => onSave(draft)} aria-label="Identité du vendeur">
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
        {CLES_VENDEUR.map((cle) => (
          <TextField
            key={cle}
            label={LIBELLE_VENDEUR[cle]}
            name={cle}
            value={draft[cle]}
            onChange={(e) => setDraft({ ...draft, [cle]: e.target.value })}
            error={errors[cle] !== undefined}
            helperText={errors[cle]}
          />
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
