import {
  type AchatsFournisseurMoisQuery,
  achatsFournisseurMoisQuerySchema,
  COLONNES_ACHATS_FOURNISSEUR_MOIS,
  type LigneAchatsFournisseurMois,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { ACHATS_PAR_MOIS_URL, ACHATS_QUERY_KEY } from "./achats-api.ts";

const columns = listColumns(COLONNES_ACHATS_FOURNISSEUR_MOIS, {
  screen: {
    mois: { width: 90 },
    fournisseur: { flex: 1, minWidth: 160 },
    siren: { width: 110, sortable: false },
    nombre: { width: 90, sortable: false },
    ht: { width: 120 },
    tva: { width: 110, sortable: false },
    ttc: { width: 120, sortable: false },
  },
});

type Periode = Pick<AchatsFournisseurMoisQuery, "debut" | "fin">;

/** The year so far: from 1 January to today. */
function anneeEnCours(): Periode {
  const fin = toIsoDate(new Date());
  return { debut: `${fin.slice(0, 4)}-01-01`, fin };
}

/**
 * Achats approuvés par fournisseur et par mois (issue 30 point 4): the approved (205) supplier
 * invoices of a period by the month of their date, summed per supplier; the CSV has the same columns.
 */
export function AchatsParMois() {
  const [draft, setDraft] = useState<Periode>(anneeEnCours);
  const [periode, setPeriode] = useState<Periode>(draft);
  const [errors, setErrors] = useState<Partial<Record<keyof Periode, string>>>({});
  const onSubmit = () => {
    const parsed = achatsFournisseurMoisQuerySchema.safeParse(draft);
    if (!parsed.success) {
      const e = issuesToFieldErrors(parsed.error.issues);
      setErrors({ debut: e.debut, fin: e.fin });
      return;
    }
    setErrors({});
    setPeriode({ debut: parsed.data.debut, fin: parsed.data.fin });
  };
  return (
    <Box component="section" aria-labelledby="achats-par-mois-titre" sx={{ display: "grid", gap: 1 }}>
      <Typography id="achats-par-mois-titre" variant="h6" component="h2">
        Achats approuvés par fournisseur et par mois
      </Typography>
      <FormFlow
        onSubmit={onSubmit}
        aria-label="Période des achats approuvés"
        sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}
      >
        <PeriodeFields value={draft} onChange={setDraft} errors={errors} size="small" />
        <Button type="submit" variant="contained" sx={{ alignSelf: "flex-start", mt: 0.5 }}>
          Afficher
        </Button>
      </FormFlow>
      <DataTable<LigneAchatsFournisseurMois>
        label="Achats approuvés par fournisseur et par mois"
        columns={columns}
        queryKey={ACHATS_QUERY_KEY}
        url={ACHATS_PAR_MOIS_URL}
        filters={periode}
        getRowId={(r) => r.id}
        defaultSort={{ field: "mois", dir: "asc" }}
        exportName="achats-par-fournisseur-et-mois"
      />
    </Box>
  );
}
