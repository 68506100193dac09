import {
  defaultPeriodePerte,
  MSG_ERREUR_CHARGEMENT_ANALYSE,
  type OuvrierKind,
  type PeriodePerte,
  periodePerteSchema,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { PerteOfsTable } from "./PerteOfsTable.tsx";
import { PerteOuvriersTable } from "./PerteOuvriersTable.tsx";
import { PerteTotauxCards } from "./PerteTotauxCards.tsx";
import { usePerteTotaux } from "./perte-api.ts";

const ONGLETS: ReadonlyArray<{ kind: OuvrierKind; nom: string }> = [
  { kind: "joailliers", nom: "Joaillier" },
  { kind: "sertisseurs", nom: "Sertisseur" },
];

type PeriodeErrors = Partial<Record<keyof PeriodePerte, string>>;

/**
 * /atelier/analyse: the metal lost by each jeweller and each setter on the lines returned in the period
 * (current month by default), in grams and in percent of the weight sent, with each worker's OFs.
 */
export function AnalyseAtelierPage() {
  const [draft, setDraft] = useState<PeriodePerte>(() => defaultPeriodePerte(toIsoDate(new Date())));
  const [periode, setPeriode] = useState<PeriodePerte>(draft);
  const [errors, setErrors] = useState<PeriodeErrors>({});
  const [onglet, setOnglet] = useState<OuvrierKind>("joailliers");
  const [ouvrier, setOuvrier] = useState<{ id: number; label: string } | null>(null);
  const totaux = usePerteTotaux(periode);
  const courant = ONGLETS.find((o) => o.kind === onglet) ?? ONGLETS[0]!;

  const onSubmit = () => {
    const parsed = periodePerteSchema.safeParse(draft);
    if (!parsed.success) {
      const e = issuesToFieldErrors(parsed.error.issues);
      setErrors({ debut: e.debut, fin: e.fin });
      return;
    }
    setErrors({});
    setOuvrier(null);
    setPeriode(parsed.data);
    if (parsed.data.debut === periode.debut && parsed.data.fin === periode.fin) void totaux.refetch();
  };

  return (
    <Box component="section" aria-labelledby="perte-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="perte-titre" variant="h5" component="h1">
        Perte métal
      </Typography>
      <FormFlow
        onSubmit={onSubmit}
        aria-label="Période"
        sx={{ display: "flex", gap: 2, flexWrap: "wrap", "& .MuiTextField-root": { width: 200 } }}
      >
        <PeriodeFields value={draft} onChange={setDraft} errors={errors} />
        <Button
          type="submit"
          variant="contained"
          loading={totaux.isFetching}
          sx={{ alignSelf: "flex-start", mt: 1 }}
        >
          Afficher
        </Button>
      </FormFlow>
      <Typography variant="body2" color="text.secondary">
        Poids envoyé moins poids rendu, sur les lignes rendues dans la période. Une perte négative est un gain
        (un sertisseur rend la pièce avec ses pierres).
      </Typography>
      {totaux.isPending && <LinearProgress aria-label="Chargement des totaux" />}
      {totaux.isError && (
        <Typography role="alert" color="error">
          {MSG_ERREUR_CHARGEMENT_ANALYSE}
        </Typography>
      )}
      {totaux.data && (
        <PerteTotauxCards joailliers={totaux.data.joailliers} sertisseurs={totaux.data.sertisseurs} />
      )}
      <Tabs
        value={onglet}
        onChange={(_e, v: OuvrierKind) => {
          setOnglet(v);
          setOuvrier(null);
        }}
        aria-label="Ouvriers"
      >
        {ONGLETS.map((o) => (
          <Tab key={o.kind} value={o.kind} label={o.nom} id={`perte-onglet-${o.kind}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`perte-onglet-${onglet}`} sx={{ display: "grid", gap: 2 }}>
        <PerteOuvriersTable
          key={onglet}
          kind={courant.kind}
          nom={courant.nom}
          periode={periode}
          selectedId={ouvrier?.id ?? null}
          onSelect={(o) => setOuvrier({ id: o.idOuvrier, label: o.label })}
        />
        {ouvrier && <PerteOfsTable kind={courant.kind} ouvrier={ouvrier} periode={periode} />}
      </Box>
    </Box>
  );
}
