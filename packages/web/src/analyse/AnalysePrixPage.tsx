import {
  COLONNES_DETAIL_PRIX,
  COLONNES_INCOHERENTS,
  COLONNES_SYNTHESE_PRIX,
  CRITERES_PRIX,
  type CriterePrix,
  defaultPeriodeCa,
  LIBELLES_CRITERE_PRIX,
  type LigneDetailPrix,
  type LigneIncoherente,
  type LigneSynthesePrix,
  MSG_AUCUN_CRITERE,
  MSG_AUCUN_CRITERE_AFFICHAGE,
  MSG_AUCUN_DETAIL,
  MSG_AUCUN_INCOHERENT,
  MSG_AUCUNE_SYNTHESE,
  MSG_ERREUR_ANALYSE_PRIX,
  MSG_ERREUR_CHARGEMENT_ANALYSE,
  prixFiltreSchema,
  REGLE_INCOHERENCE,
  toIsoDate,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RefFiltreSelect } from "../of/index.ts";
import { DataTable } from "../ui/DataTable.tsx";
import { DateField } from "../ui/DateField.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";

const SYNTHESE_URL = "/api/analyse/prix/synthese";
const DETAIL_URL = "/api/analyse/prix/detail";
const INCOHERENTS_URL = "/api/analyse/prix/incoherents";
const QUERY_KEY = "analyse-prix";
/** Spec 03 section 9: tariff tables 10 rows, options 5, 10, 20, 50, 100. */
const PAGE_SIZE = 10;
const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100];
/** Both spec messages, in red, when a table fails to load. */
const ERREUR = `${MSG_ERREUR_CHARGEMENT_ANALYSE} ${MSG_ERREUR_ANALYSE_PRIX}`;

const COL_SYNTHESE = listColumns(COLONNES_SYNTHESE_PRIX, {
  screen: {
    typeProduit: { flex: 1, minWidth: 140, sortable: false },
    tarifProduit: { flex: 1, minWidth: 140, sortable: false },
    tranche: { width: 160, sortable: false },
  },
});
const COL_DETAIL = listColumns(COLONNES_DETAIL_PRIX, {
  screen: { designation: { flex: 1, minWidth: 180, sortable: false } },
});
const COL_INCOHERENTS = listColumns(COLONNES_INCOHERENTS, {
  screen: {
    designation: { flex: 1, minWidth: 120, sortable: false },
    typeProduit: { sortable: false },
    tarifProduit: { sortable: false },
    tranche: { sortable: false },
    moyenneRapport: { sortable: false },
  },
});

type Brouillon = { debut: string; fin: string; ref: string; tarif: string; prixMin: string; prixMax: string };
type Filtre = Record<string, string | number | undefined>;

/**
 * /analyse_prix (spec 03 section 2.4): the invoiced lines' price against their cost, grouped by the
 * chosen criteria (Synthèse des Prix); a group's lines (Détail pour la Sélection); the lines whose
 * ratio stands apart from their group (Produits Individuels Incohérents).
 */
export function AnalysePrixPage() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Brouillon>(() => ({
    ...defaultPeriodeCa(toIsoDate(new Date())),
    ref: "",
    tarif: "",
    prixMin: "",
    prixMax: "",
  }));
  const [criteres, setCriteres] = useState<CriterePrix[]>(["type", "tarif"]);
  const [alerte, setAlerte] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [filtre, setFiltre] = useState<Filtre>(() => ({
    ...defaultPeriodeCa(toIsoDate(new Date())),
    groupes: "type,tarif",
  }));
  const [groupe, setGroupe] = useState<LigneSynthesePrix | null>(null);
  const set = (k: keyof Brouillon, v: string) => setDraft({ ...draft, [k]: v });

  const basculer = (c: CriterePrix, coche: boolean) => {
    const suivants = CRITERES_PRIX.filter((x) => (x === c ? coche : criteres.includes(x)));
    setCriteres(suivants);
    setAlerte(suivants.length === 0 ? MSG_AUCUN_CRITERE : null);
  };

  const afficher = () => {
    if (criteres.length === 0) {
      setAlerte(MSG_AUCUN_CRITERE_AFFICHAGE);
      return;
    }
    const brut = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ""));
    const parsed = prixFiltreSchema.safeParse({ ...brut, groupes: criteres.join(",") });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setAlerte(null);
    setGroupe(null);
    setFiltre({ ...brut, groupes: criteres.join(",") });
    void queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });
  };

  const detailFiltre: Filtre | null =
    groupe === null
      ? null
      : {
          ...filtre,
          typeProduitId: groupe.typeProduitId ?? undefined,
          tarifProduitId: groupe.tarifProduitId ?? undefined,
          tranche: groupe.tranche === "" ? undefined : groupe.tranche,
        };
  const nomGroupe = (g: LigneSynthesePrix) =>
    [g.typeProduit, g.tarifProduit, g.tranche].filter((x) => x !== "").join(" / ");

  return (
    <Box component="section" aria-labelledby="prix-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="prix-titre" variant="h5" component="h1">
        Analyse des tarifs
      </Typography>
      <FilterBar
        onSubmit={afficher}
        aria-label="Filtres"
        actions={
          <Button type="submit" variant="contained">
            Afficher
          </Button>
        }
      >
        {(["debut", "fin"] as const).map((champ) => (
          <Box key={champ} sx={{ width: 160 }}>
            <DateField
              label={champ === "debut" ? "Date début" : "Date fin"}
              name={champ}
              value={draft[champ]}
              onChange={(v) => set(champ, v)}
              error={errors[champ]}
            />
          </Box>
        ))}
        <TextField
          size="small"
          label="Référence"
          value={draft.ref}
          onChange={(e) => set("ref", e.target.value)}
        />
        <RefFiltreSelect
          liste="tarif_produit"
          label="Tarif"
          value={draft.tarif}
          onChange={(v) => set("tarif", v)}
        />
        {(["prixMin", "prixMax"] as const).map((champ) => (
          <TextField
            key={champ}
            size="small"
            label={champ === "prixMin" ? "Prix de revient min" : "Prix de revient max"}
            value={draft[champ]}
            onChange={(e) => set(champ, e.target.value)}
            error={errors[champ] !== undefined}
            helperText={errors[champ]}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            sx={{ width: 170 }}
          />
        ))}
      </FilterBar>
      <Box>
        <Typography variant="subtitle2">Regrouper par</Typography>
        <FormGroup row aria-label="Critères de regroupement">
          {CRITERES_PRIX.map((c) => (
            <FormControlLabel
              key={c}
              label={LIBELLES_CRITERE_PRIX[c]}
              control={
                <Checkbox checked={criteres.includes(c)} onChange={(e) => basculer(c, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        {alerte !== null && (
          <Alert severity="warning" role="alert">
            {alerte}
          </Alert>
        )}
      </Box>

      <Typography variant="h6" component="h2">
        Synthèse des Prix
      </Typography>
      <DataTable<LigneSynthesePrix>
        label="Synthèse des Prix"
        columns={COL_SYNTHESE}
        queryKey={QUERY_KEY}
        url={SYNTHESE_URL}
        filters={filtre}
        getRowId={(r) => `${r.typeProduitId}-${r.tarifProduitId}-${r.tranche}`}
        onRowClick={(r) => setGroupe(r)}
        defaultSort={{ field: "nombre", dir: "desc" }}
        defaultPageSize={PAGE_SIZE}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        exportName="synthese-prix"
        emptyLabel={MSG_AUCUNE_SYNTHESE}
        errorLabel={ERREUR}
      />

      <Typography variant="h6" component="h2">
        Détail pour la Sélection{groupe === null ? "" : ` : ${nomGroupe(groupe) || "tout"}`}
      </Typography>
      {detailFiltre === null ? (
        <Typography color="text.secondary">
          Cliquez sur une ligne de la synthèse pour voir ses produits.
        </Typography>
      ) : (
        <DataTable<LigneDetailPrix>
          label="Détail pour la Sélection"
          columns={COL_DETAIL}
          queryKey={QUERY_KEY}
          url={DETAIL_URL}
          filters={detailFiltre}
          getRowId={(r) => r.ligne}
          defaultSort={{ field: "rapport", dir: "desc" }}
          defaultPageSize={PAGE_SIZE}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          exportName="detail-prix"
          emptyLabel={MSG_AUCUN_DETAIL}
          errorLabel={ERREUR}
        />
      )}

      <Typography variant="h6" component="h2">
        Produits Individuels Incohérents
      </Typography>
      <Typography variant="body2">{REGLE_INCOHERENCE}</Typography>
      <DataTable<LigneIncoherente>
        label="Produits Individuels Incohérents"
        dense
        columns={COL_INCOHERENTS}
        queryKey={QUERY_KEY}
        url={INCOHERENTS_URL}
        filters={filtre}
        getRowId={(r) => r.ligne}
        defaultSort={{ field: "ecart", dir: "desc" }}
        defaultPageSize={PAGE_SIZE}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        exportName="produits-incoherents"
        emptyLabel={MSG_AUCUN_INCOHERENT}
        errorLabel={ERREUR}
      />
    </Box>
  );
}
