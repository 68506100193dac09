import {
  isValidIsoDate,
  MSG_DATE_LIVRAISON_INVALIDE,
  MSG_ERREUR_CHARGEMENT_ANALYSE,
  MSG_PAS_ENREGISTREMENT,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DateField } from "../ui/DateField.tsx";
import { ChargeDetailTable } from "./ChargeDetailTable.tsx";
import { ChargeDoughnut } from "./ChargeDoughnut.tsx";
import { useChargeJour } from "./charge-api.ts";

/**
 * Spec 02 section 2.6, /atelier/analyse_ouvrier: a delivery date (Livraison), one doughnut per jeweller
 * (hours done against the 7-hour day), and the detail of the jeweller clicked.
 */
export function ChargeOuvrierPage() {
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const [choisi, setChoisi] = useState<number | null>(null);
  const valide = isValidIsoDate(date);
  const query = useChargeJour(date, valide);
  const joailliers = query.data?.joailliers ?? [];
  const joaillier = joailliers.find((j) => j.idOuvrier === choisi);

  const changerDate = (iso: string) => {
    setDate(iso);
    setChoisi(null);
  };

  return (
    <Box component="section" aria-labelledby="charge-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="charge-titre" variant="h5" component="h1">
        Charge joaillier
      </Typography>
      <Box sx={{ width: 200 }}>
        <DateField
          label="Livraison"
          name="livraison"
          value={date}
          onChange={changerDate}
          error={valide ? undefined : MSG_DATE_LIVRAISON_INVALIDE}
        />
      </Box>
      {query.isFetching && <LinearProgress aria-label="Chargement de la charge" />}
      {query.isError && (
        <Typography role="alert" color="error">
          {MSG_ERREUR_CHARGEMENT_ANALYSE}
        </Typography>
      )}
      {valide && query.isSuccess && joailliers.length === 0 && (
        <Typography>{MSG_PAS_ENREGISTREMENT}</Typography>
      )}
      {valide && joailliers.length > 0 && (
        <Box
          role="list"
          aria-label="Joailliers"
          sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" }}
        >
          {joailliers.map((j) => (
            <Box role="listitem" key={j.idOuvrier}>
              <ChargeDoughnut
                joaillier={j}
                selected={j.idOuvrier === choisi}
                onSelect={() => setChoisi(j.idOuvrier)}
              />
            </Box>
          ))}
        </Box>
      )}
      {valide && joaillier && (
        <ChargeDetailTable date={date} joaillier={{ id: joaillier.idOuvrier, label: joaillier.label }} />
      )}
    </Box>
  );
}
