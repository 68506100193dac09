import { COLONNES_TARIF_PIERRES, formatEuro, type LigneTarifPierre } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { FilterBar, type FiltreActif } from "../ui/FilterBar.tsx";
import { listColumns } from "../ui/listColumns.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { PierreDialog } from "./PierreDialog.tsx";
import { PierreSelect } from "./PierreSelect.tsx";
import { PierreTarifDialog } from "./PierreTarifDialog.tsx";
import {
  PIERRES_QUERY_KEY,
  PIERRES_URL,
  type ResultatRevalorisation,
  useReferenceList,
} from "./pierre-api.ts";

const columns = listColumns(COLONNES_TARIF_PIERRES, {
  screen: {
    type: { flex: 1, minWidth: 110 },
    formeLabel: { minWidth: 110 },
    couleur: { minWidth: 100 },
    poids: { width: 100 },
    description: { flex: 2, minWidth: 200 },
    qualite: { width: 110 },
    fournisseur: { minWidth: 130 },
    euro: { width: 120 },
    dollar: { width: 110 },
    coeff: { width: 90 },
  },
});

interface Filtres {
  type: number | null;
  forme: number | null;
  couleur: number | null;
  qualite: number | null;
  poidsMin: string;
  poidsMax: string;
}

const AUCUN_FILTRE: Filtres = {
  type: null,
  forme: null,
  couleur: null,
  qualite: null,
  poidsMin: "",
  poidsMax: "",
};

const SELECTS = [
  { champ: "type", label: "Type", liste: "type_pier", vide: "Tous" },
  { champ: "forme", label: "Forme", liste: "forme_pier", vide: "Toutes" },
  { champ: "couleur", label: "Couleur", liste: "couleur", vide: "Toutes" },
  { champ: "qualite", label: "Qualité", liste: "qualite", vide: "Toutes" },
] as const;

type Dialogue =
  | { kind: "ajouter" }
  | { kind: "editer"; pierre: LigneTarifPierre }
  | { kind: "prix"; ids: number[] }
  | null;

/** Spec 02 section 2.11, /pierre: the stone price list, its filters, Ajouter, Editer and Modifier Prix. */
export function PierrePage() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Filtres>(AUCUN_FILTRE);
  const [filtres, setFiltres] = useState<Filtres>(AUCUN_FILTRE);
  const [selection, setSelection] = useState<LigneTarifPierre[]>([]);
  const enregistree = useSurbrillance<string>();
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const [resultat, setResultat] = useState<ResultatRevalorisation | null>(null);

  const setSelect = (k: "type" | "forme" | "couleur" | "qualite", v: number | null) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setFiltres((f) => ({ ...f, [k]: v }));
  };
  const rafraichir = () => {
    setFiltres(draft);
    void queryClient.invalidateQueries({ queryKey: [PIERRES_QUERY_KEY] });
  };
  const tarifs = selection.flatMap((r) => (r.idTarif === null ? [] : [r.idTarif]));
  const listes = {
    type_pier: useReferenceList("type_pier").data,
    forme_pier: useReferenceList("forme_pier").data,
    couleur: useReferenceList("couleur").data,
    qualite: useReferenceList("qualite").data,
  };
  const retirer = (changement: Partial<Filtres>) => {
    setDraft((d) => ({ ...d, ...changement }));
    setFiltres((f) => ({ ...f, ...changement }));
  };
  const chips: FiltreActif[] = [
    ...SELECTS.flatMap((f) => {
      const id = filtres[f.champ];
      if (id === null) return [];
      const nom = listes[f.liste]?.find((r) => r.id === id)?.label ?? String(id);
      return [{ key: f.champ, label: `${f.label} : ${nom}`, onDelete: () => retirer({ [f.champ]: null }) }];
    }),
    ...(["poidsMin", "poidsMax"] as const).flatMap((k) =>
      filtres[k].trim() === ""
        ? []
        : [
            {
              key: k,
              label: `${k === "poidsMin" ? "Poids Min" : "Poids Max"} : ${filtres[k]}`,
              onDelete: () => retirer({ [k]: "" }),
            },
          ],
    ),
  ];

  return (
    <Box component="section" aria-labelledby="pierre-titre" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Typography id="pierre-titre" variant="h5" component="h1">
        Tarif pierres
      </Typography>
      <FilterBar
        onSubmit={rafraichir}
        aria-label="Filtres"
        chips={chips}
        actions={
          <Button type="submit" variant="outlined">
            Rafraîchir
          </Button>
        }
      >
        {SELECTS.map((f) => (
          <PierreSelect
            key={f.champ}
            size="small"
            label={f.label}
            liste={f.liste}
            value={draft[f.champ]}
            onChange={(v) => setSelect(f.champ, v)}
            vide={f.vide}
          />
        ))}
        <Box sx={{ width: 110 }}>
          <TextField
            size="small"
            label="Poids Min"
            name="poidsMin"
            value={draft.poidsMin}
            onChange={(e) => setDraft({ ...draft, poidsMin: e.target.value })}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
        </Box>
        <Box sx={{ width: 110 }}>
          <TextField
            size="small"
            label="Poids Max"
            name="poidsMax"
            value={draft.poidsMax}
            onChange={(e) => setDraft({ ...draft, poidsMax: e.target.value })}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
        </Box>
      </FilterBar>
      {resultat && (
        <Alert severity="success" onClose={() => setResultat(null)}>
          {resultat.message}
          {resultat.exemples.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {resultat.exemples.map((e) => (
                <li key={e.ref}>
                  {e.ref} : {formatEuro(e.avant)} → {formatEuro(e.apres)}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <DataTable<LigneTarifPierre>
        label="Liste des pierres"
        columns={columns}
        queryKey={PIERRES_QUERY_KEY}
        url={PIERRES_URL}
        filters={{ ...filtres }}
        getRowId={(row) => row.id}
        surbrillance={enregistree.cles}
        defaultSort={{ field: "type", dir: "asc" }}
        checkboxSelection
        onSelectionChange={(_ids, rows) => setSelection(rows)}
        exportName="tarif-pierres"
        fillHeight
        searchLabel="Description"
        actions={
          <>
            <Button variant="contained" size="small" onClick={() => setDialogue({ kind: "ajouter" })}>
              Ajouter
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={selection.length !== 1}
              onClick={() => selection[0] && setDialogue({ kind: "editer", pierre: selection[0] })}
            >
              Éditer
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={tarifs.length === 0}
              onClick={() => setDialogue({ kind: "prix", ids: tarifs })}
            >
              Modifier Prix
            </Button>
          </>
        }
      />
      {dialogue?.kind === "ajouter" && (
        <PierreDialog pierre={null} onClose={() => setDialogue(null)} onEnregistree={enregistree.marquer} />
      )}
      {dialogue?.kind === "editer" && (
        <PierreDialog
          pierre={dialogue.pierre}
          onClose={() => setDialogue(null)}
          onEnregistree={enregistree.marquer}
        />
      )}
      {dialogue?.kind === "prix" && (
        <PierreTarifDialog
          idTarifs={dialogue.ids}
          onClose={() => setDialogue(null)}
          onDone={(r) => {
            setResultat(r);
            setDialogue(null);
          }}
        />
      )}
    </Box>
  );
}
