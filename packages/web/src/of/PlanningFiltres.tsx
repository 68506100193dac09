import {
  choixFiltreOuiNon,
  type FiltreOuiNon,
  isStatutPlanifiable,
  type PlanningFiltre,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { type RefItem, useRefListe } from "./creation-api.ts";

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

function RefSelect(props: {
  liste: string;
  label: string;
  value: number | undefined;
  garder?: ((r: RefItem) => boolean) | undefined;
  /** Statuses show their number before their name. */
  avecCode?: boolean;
  onChange: (v: number | undefined) => void;
}) {
  const { data = [] } = useRefListe(props.liste);
  const items = props.garder ? data.filter(props.garder) : data;
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value === undefined || items.length === 0 ? "" : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      sx={selectSx}
    >
      <MenuItem value="">Tout</MenuItem>
      {items.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {props.avecCode ? `${r.id} – ${r.label}` : r.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
  const { value: f, onChange } = props;
  const set = <K extends keyof PlanningFiltre>(k: K, v: PlanningFiltre[K]) => onChange({ ...f, [k]: v });
  return (
    <FormFlow
      onSubmit={props.onAfficher}
      aria-label="Filtres du planning"
      sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
    >
      <ClientTreePicker
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
        <RefSelect
          key={l.champ}
          liste={l.liste}
          label={l.label}
          value={f[l.champ]}
          garder={l.garder}
          avecCode={l.champ === "statut"}
          onChange={(v) => set(l.champ, v)}
        />
      ))}
      <Button type="submit" variant="contained" loading={props.chargement}>
        Afficher
      </Button>
    </FormFlow>
  );
}
