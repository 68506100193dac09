import { formatDate } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useVerifierRegistre } from "./registre-api.ts";

/**
 * Vérifier la chaîne (role 1): seals the finished days, then checks every number and every seal of
 * the police register, and says where it breaks. On /registre and on the system page (/test).
 */
export function VerificationRegistre() {
  const verifier = useVerifierRegistre();
  const r = verifier.data;
  return (
    <Box sx={{ display: "grid", gap: 1, justifyItems: "start" }}>
      <Button variant="outlined" size="small" loading={verifier.isPending} onClick={() => verifier.mutate()}>
        Vérifier la chaîne
      </Button>
      {verifier.error && <Alert severity="error">{errorMessage(verifier.error)}</Alert>}
      {r && (
        <Alert severity={r.ok ? "success" : "error"} onClose={() => verifier.reset()}>
          {r.ok
            ? `Registre intègre : ${r.entrees} entrée(s), ${r.joursScelles} jour(s) scellé(s), numérotation continue.`
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
