import { type GroupeAFacturer, MSG_PAS_ENREGISTREMENT, type ResultatFacturation } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { TraceOfDialog } from "../of/index.ts";
import { errorMessage } from "../ui/fieldErrors.ts";
import { FactureGroupeCard } from "./FactureGroupeCard.tsx";
import { LivraisonResultat } from "./LivraisonResultat.tsx";
import { A_FACTURER_QUERY_KEY, useAFacturer } from "./livraison-api.ts";

interface Facturation {
  id: number;
  client: string;
  resultat: ResultatFacturation;
}

/**
 * /livraion (spec 01 sections 2, 5, 9): the OFs ready to invoice, one table per group (client,
 * transport and line, standard or LABO), each with its port and its Facturer; a Tracer per row.
 * The groups, prices and totals are the server's; a group leaves the list once invoiced.
 */
export function LivraisonPage() {
  const query = useAFacturer();
  const [trace, setTrace] = useState<number | null>(null);
  const [faites, setFaites] = useState<Facturation[]>([]);

  // Said once, in the banner that links to the PDF (not a toast as well).
  const onFacture = (resultat: ResultatFacturation, groupe: GroupeAFacturer) => {
    setFaites((l) => [{ id: Date.now(), client: groupe.client, resultat }, ...l]);
  };

  return (
    <Box component="section" aria-labelledby="livraison-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="livraison-titre" variant="h5" component="h1">
        Facturation
      </Typography>
      {faites.length > 0 && (
        <Box role="status" aria-label="Factures enregistrées" sx={{ display: "grid", gap: 1 }}>
          {faites.map((f) => (
            <LivraisonResultat
              key={f.id}
              client={f.client}
              resultat={f.resultat}
              onClose={() => setFaites((l) => l.filter((x) => x.id !== f.id))}
            />
          ))}
        </Box>
      )}
      {query.isFetching && <LinearProgress aria-label="Chargement des OF à facturer" />}
      {query.isError && <Alert severity="warning">{errorMessage(query.error)}</Alert>}
      {query.data?.length === 0 && <Typography color="text.secondary">{MSG_PAS_ENREGISTREMENT}</Typography>}
      {query.data?.map((g) => (
        // A new default port (the group's total changed) resets the field.
        <FactureGroupeCard
          key={`${g.cle}|${g.portDefaut}`}
          groupe={g}
          onTracer={setTrace}
          onFacture={onFacture}
        />
      ))}
      <TraceOfDialog numSachet={trace} onClose={() => setTrace(null)} queryKey={[A_FACTURER_QUERY_KEY]} />
    </Box>
  );
}
