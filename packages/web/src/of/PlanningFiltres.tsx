import {
  choixFiltreOuiNon,
  type FiltreOuiNon,
  isStatutPlanifiable,
  PLANNING_FILTRE_DEFAUT,
  type PlanningFiltre,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FilterBar, type FiltreActif } from "../ui/FilterBar.tsx";
import type { RefItem } from "./creation-api.ts";
import { nomClient, useLibellesRef } from "./filtre-chips.ts";
import { RefFiltreSelect } from "./RefFiltreSelect.tsx";

type IdFiltre = "typeCommande" | "stade" | "metal" | "type" | "statut";

const LISTES: ReadonlyArray<{
  champ: IdFiltre;
  liste: string;
  label: string;
  garder?: (r: RefItem) => boolean;
}> = [
  { champ: "typeCommande", liste: "type_commande", label: "Type commande" },
  { champ: "stade", liste: "stade", label: "Stade" },
  { champ: "metal", liste: "type_metal", label: "Métal" },
  { champ: "type", liste: "type_produit", label: "Type" },
  { champ: "statut", liste: "t_statuts", label: "Statut", garder: (r) => isStatutPlanifiable(r.id) },
];

const selectSx = { minWidth: 150 };

function OuiNonSelect(props: {
  label: string;
  libelleOui: string;
  value: FiltreOuiNon;
  onChange: (v: FiltreOuiNon) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={String(props.value)}
      onChange={(e) => props.onChange(Number(e.target.value) as FiltreOuiNon)}
      sx={selectSx}
    >
      {choixFiltreOuiNon(props.libelleOui).map((c) => (
        <MenuItem key={c.value} value={String(c.value)}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Spec 03 section 2.13: the planning filters in the compact bar (client, tournée, impératif, statut;
 * the lists folded), the Afficher button, and the filters applied as chips that clear on delete.
 */
export function PlanningFiltres(props: {
  value: PlanningFiltre;
  onChange: (f: PlanningFiltre) => void;
  onAfficher: () => void;
  chargement: boolean;
  /** The filters the board shows (the chips); deleting a chip applies them without it. */
  applique?: PlanningFiltre;
  onRetirer?: (f: PlanningFiltre) => void;
}) {
  const clients = useClients();
  const libelle = useLibellesRef(LISTES.map((l) => l.liste));
  const { value: f, onChange } = props;
  const set = <K extends keyof PlanningFiltre>(k: K, v: PlanningFiltre[K]) => onChange({ ...f, [k]: v });
  const applique = props.applique ?? f;
  const retirer = (changement: Partial<PlanningFiltre>) => props.onRetirer?.({ ...applique, ...changement });

  const chips: FiltreActif[] = [];
  if (applique.client !== undefined) {
    chips.push({
      key: "client",
      label: `Client : ${nomClient(clients.data, applique.client)}`,
      onDelete: () => retirer({ client: undefined }),
    });
  }
  for (const [champ, libelleOui] of [
    ["tournee", "Tournée"],
    ["imperatif", "Impératif"],
  ] as const) {
    if (applique[champ] !== PLANNING_FILTRE_DEFAUT[champ]) {
      const choix = choixFiltreOuiNon(libelleOui).find((c) => c.value === applique[champ]);
      chips.push({
        key: champ,
        label: `${libelleOui} : ${choix?.label ?? applique[champ]}`,
        onDelete: () => retirer({ [champ]: PLANNING_FILTRE_DEFAUT[champ] }),
      });
    }
  }
  for (const l of LISTES) {
    const v = applique[l.champ];
    if (v !== undefined) {
      chips.push({
        key: l.champ,
        label: `${l.label} : ${libelle(l.liste, v)}`,
        onDelete: () => retirer({ [l.champ]: undefined }),
      });
    }
  }
  const liste = (l: (typeof LISTES)[number]) => (
    <RefFiltreSelect
      key={l.champ}
      liste={l.liste}
      label={l.label}
      value={f[l.champ] === undefined ? "" : String(f[l.champ])}
      garder={l.garder}
      onChange={(v) => set(l.champ, v === "" ? undefined : Number(v))}
    />
  );
  const principales = LISTES.filter((l) => l.champ === "statut");
  const secondaires = LISTES.filter((l) => l.champ !== "statut");
  return (
    <FilterBar
      onSubmit={props.onAfficher}
      aria-label="Filtres du planning"
      chips={props.onRetirer ? chips : []}
      more={secondaires.map(liste)}
      moreActive={secondaires.filter((l) => f[l.champ] !== undefined).length}
      actions={
        <Button type="submit" variant="contained" loading={props.chargement}>
          Afficher
        </Button>
      }
    >
      <Box sx={{ width: 260 }}>
        <ClientTreePicker
          clients={clients}
          value={f.client ?? null}
          onChange={(id) => set("client", id ?? undefined)}
          onlySelectable={false}
        />
      </Box>
      <OuiNonSelect
        label="Tournée"
        libelleOui="Tournée"
        value={f.tournee}
        onChange={(v) => set("tournee", v)}
      />
      <OuiNonSelect
        label="Impératif"
        libelleOui="Impératif"
        value={f.imperatif}
        onChange={(v) => set("imperatif", v)}
      />
      {principales.map(liste)}
    </FilterBar>
  );
}
