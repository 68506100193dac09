import { formatDate } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useScellerRegistre, useVerifierRegistre } from "./registre-api.ts";

/**
 * Vérifier la chaîne (role 1): seals the finished days, then checks every number and every seal of
 * the police register, and says where it breaks. On /registre and on the system page (/test).
 */
export function VerificationRegistre() {
  const verifier = useVerifierRegistre();
  const sceller = useScellerRegistre();
  const r = verifier.data;
  const scelles = sceller.data?.sceaux.length;
  return (
    <Box sx={{ display: "grid", gap: 1, justifyItems: "start" }}>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          loading={verifier.isPending}
          onClick={() => verifier.mutate()}
        >
          Vérifier la chaîne
        </Button>
        <Button variant="outlined" size="small" loading={sceller.isPending} onClick={() => sceller.mutate()}>
          Sceller maintenant
        </Button>
      </Box>
      {verifier.error && <Alert severity="error">{errorMessage(verifier.error)}</Alert>}
      {sceller.error && <Alert severity="error">{errorMessage(sceller.error)}</Alert>}
      {scelles !== undefined && (
        <Alert severity="success" onClose={() => sceller.reset()}>
          {scelles === 0
            ? "Rien à sceller : toutes les entrées sont scellées."
            : `${scelles} sceau(x) écrit(s).`}
        </Alert>
      )}
      {r && (
        <Alert severity={r.ok ? "success" : "error"} onClose={() => verifier.reset()}>
          {r.ok
            ? `Registre intègre : ${r.entrees} entrée(s), ${r.joursScelles} jour(s) scellé(s), numérotation continue, ${r.sceauxFichier} sceau(x) conformes au fichier des sceaux.`
            : `Registre altéré : ${r.ruptures.length} rupture(s).`}
          {r.ruptures.map((x) => (
            <div key={`${x.jour}-${x.num}-${x.message}`}>
              {x.jour ? `${formatDate(x.jour)} — ` : ""}
              {x.message}
            </div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
