import { COLONNES_AVOIRS, IMPRESSION_MAX_AVOIRS, type LigneAvoir, PAGE_SIZES } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useClients } from "../admin/index.ts";
import { BarreRecherche } from "../ui/BarreRecherche.tsx";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { AvoirCreerDialog, type AvoirPrerempli } from "./AvoirCreerDialog.tsx";
import { AVOIRS_QUERY_KEY, AVOIRS_URL, avoirsPdfUrl } from "./avoir-api.ts";

const columns = listColumns(COLONNES_AVOIRS, {
  screen: {
    numero: { width: 100 },
    client: { flex: 1, minWidth: 180 },
    description: { flex: 2, minWidth: 220 },
    ref: { minWidth: 120 },
    totHt: { width: 130 },
    date: { width: 110 },
    factures: { width: 140, sortable: false },
  },
});

interface Filtres {
  idClt: number | null;
  du: string;
  au: string;
}

function lirePrerempli(params: URLSearchParams): AvoirPrerempli | undefined {
  const idClt = Number(params.get("client"));
  const idFact = Number(params.get("facture"));
  if (!Number.isInteger(idClt) || idClt <= 0) return undefined;
  return { idClt, idFact: Number.isInteger(idFact) && idFact > 0 ? idFact : null };
}

/** Spec 02 section 2.19, /avoir: Liste des Avoirs (filtered by client and dates), Creer, Imprimer. */
export function AvoirPage() {
  const clients = useClients();
  const notify = useNotify();
  const [filtres, setFiltres] = useState<Filtres>({ idClt: null, du: "", au: "" });
  const [selection, setSelection] = useState<number[]>([]);
  // /avoir?client=…&facture=… (a refused invoice's "Faire l'avoir", issue 30.3) opens Créer prefilled.
  const [params, setParams] = useSearchParams();
  const [prerempli] = useState<AvoirPrerempli | undefined>(() => lirePrerempli(params));
  const [creation, setCreation] = useState(prerempli !== undefined);
  const fermer = () => {
    setCreation(false);
    if (params.has("client")) setParams({}, { replace: true });
  };
  const cree = useSurbrillance<number>();
  const imprimer = useMutation({ mutationFn: (ids: number[]) => ouvrirPdf(avoirsPdfUrl(ids)) });

  const onImprimer = () =>
    imprimer.mutate(
      [...selection].sort((a, b) => a - b),
      { onError: (e) => notify(errorMessage(e), { severity: "error" }) },
    );

  return (
    <Box component="section" aria-labelledby="avoir-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="avoir-titre" variant="h5" component="h1">
        Liste des Avoirs
      </Typography>
      <BarreRecherche
        aria-label="Filtres des avoirs"
        sx={{
          display: "grid",
          gap: 1.5,
          alignItems: "start",
          gridTemplateColumns: { xs: "1fr", sm: "minmax(240px, 360px) 180px 180px" },
        }}
      >
        <ClientTreePicker
          clients={clients}
          value={filtres.idClt}
          onChange={(id) => setFiltres((f) => ({ ...f, idClt: id }))}
          onlySelectable={false}
        />
        <DateField
          label="Du"
          name="du"
          size="small"
          value={filtres.du}
          onChange={(du) => setFiltres((f) => ({ ...f, du }))}
        />
        <DateField
          label="Au"
          name="au"
          size="small"
          value={filtres.au}
          onChange={(au) => setFiltres((f) => ({ ...f, au }))}
        />
      </BarreRecherche>
      <DataTable<LigneAvoir>
        label="Liste des Avoirs"
        columns={columns}
        queryKey={AVOIRS_QUERY_KEY}
        url={AVOIRS_URL}
        filters={{ idClt: filtres.idClt, du: filtres.du, au: filtres.au }}
        getRowId={(row) => row.idAvoir}
        surbrillance={cree.cles}
        defaultSort={{ field: "idAvoir", dir: "desc" }}
        defaultPageSize={PAGE_SIZES.defaut}
        checkboxSelection
        onSelectionChange={(ids) => setSelection(ids.map(Number))}
        exportName="avoirs"
        searchLabel="Ref ou description"
        actions={
          <>
            <Button variant="contained" size="small" onClick={() => setCreation(true)}>
              Créer
            </Button>
            <Button
              variant="outlined"
              size="small"
              loading={imprimer.isPending}
              disabled={selection.length === 0 || selection.length > IMPRESSION_MAX_AVOIRS}
              onClick={onImprimer}
            >
              Imprimer{selection.length > 1 ? ` (${selection.length})` : ""}
            </Button>
          </>
        }
      />
      {creation && (
        <AvoirCreerDialog
          onClose={fermer}
          onCree={cree.marquer}
          {...(params.has("client") && prerempli ? { prerempli } : {})}
        />
      )}
    </Box>
  );
}
