import {
  choixFiltreOuiNon,
  type FiltreOuiNon,
  isStatutPlanifiable,
  type PlanningFiltre,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import type { RefItem } from "./creation-api.ts";
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

/** Spec 03 section 2.13: the planning filters and the Afficher button. */
export function PlanningFiltres(props: {
  value: PlanningFiltre;
  onChange: (f: PlanningFiltre) => void;
  onAfficher: () => void;
  chargement: boolean;
}) {
  const clients = useClients();
  const { value: f, onChange } = props;
  const set = <K extends keyof PlanningFiltre>(k: K, v: PlanningFiltre[K]) => onChange({ ...f, [k]: v });
  return (
    <FormFlow
      onSubmit={props.onAfficher}
      aria-label="Filtres du planning"
      sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
    >
      <ClientTreePicker
        clients={clients}
        value={f.client ?? null}
        onChange={(id) => set("client", id ?? undefined)}
        onlySelectable={false}
      />
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
      {LISTES.map((l) => (
        <RefFiltreSelect
          key={l.champ}
          liste={l.liste}
          label={l.label}
          value={f[l.champ] === undefined ? "" : String(f[l.champ])}
          garder={l.garder}
          onChange={(v) => set(l.champ, v === "" ? undefined : Number(v))}
        />
      ))}
      <Button type="submit" variant="contained" loading={props.chargement}>
        Afficher
      </Button>
    </FormFlow>
  );
}
