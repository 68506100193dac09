import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { DateField } from "../ui/DateField.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { PierreSelect } from "./PierreSelect.tsx";
import { useReferenceList } from "./pierre-api.ts";

export interface FiltresStockPierres {
  ids: string;
  facture: string;
  type: number | null;
  forme: number | null;
  fournisseur: number | null;
  etat: number[];
  labo: "" | "0" | "1";
  dateDebut: string;
  dateFin: string;
  historique: boolean;
  proprietaire: "" | "confie" | "propre";
  ageMin: string;
}

export const AUCUN_FILTRE: FiltresStockPierres = {
  ids: "",
  facture: "",
  type: null,
  forme: null,
  fournisseur: null,
  etat: [],
  labo: "",
  dateDebut: "",
  dateFin: "",
  historique: false,
  proprietaire: "",
  ageMin: "",
};

/** The query string of the filters (the list and its totals read the same). */
export const filtresParams = (f: FiltresStockPierres) => ({
  ids: f.ids,
  facture: f.facture,
  type: f.type,
  forme: f.forme,
  fournisseur: f.fournisseur,
  etat: f.etat.join(","),
  labo: f.labo,
  dateDebut: f.dateDebut,
  dateFin: f.dateFin,
  historique: f.historique ? "1" : "",
  proprietaire: f.proprietaire,
  ageMin: f.ageMin,
});

/** The filters chosen in a stone reference list: the key, its label, the list and its empty choice. */
const CHOIX = [
  ["type", "Type", "type_pier", "Tous"],
  ["forme", "Forme", "forme_pier", "Toutes"],
  ["fournisseur", "Fournisseur", "fournisseur", "Tous"],
] as const;

/**
 * The filters of /pierre/stock (spec 02 section 2.9): Id and Facture (free multi-value text), Type, Forme,
 * Fournisseur, Etat, LABO / Non LABO, reception dates, Historique; the owner and the age of an entrusted
 * lot (issue 13). Afficher applies them.
 */
export function StockPierreFiltres({ onAfficher }: { onAfficher: (f: FiltresStockPierres) => void }) {
  const etats = useReferenceList("pierres_recues_etat");
  const [draft, setDraft] = useState<FiltresStockPierres>(AUCUN_FILTRE);
  const set = <K extends keyof FiltresStockPierres>(k: K, v: FiltresStockPierres[K]) =>
    setDraft((d) => ({ ...d, [k]: v }));
  return (
    <FilterBar
      aria-label="Filtres du stock pierre"
      onSubmit={() => onAfficher(draft)}
      actions={
        <Button type="submit" variant="outlined" size="small">
          Afficher
        </Button>
      }
      more={
        <>
          <DateField
            label="Reçu du"
            name="dateDebut"
            value={draft.dateDebut}
            onChange={(v) => set("dateDebut", v)}
            fullWidth={false}
          />
          <DateField
            label="au"
            name="dateFin"
            value={draft.dateFin}
            onChange={(v) => set("dateFin", v)}
            fullWidth={false}
          />
          <TextField
            size="small"
            label="Facture"
            name="facture"
            value={draft.facture}
            onChange={(e) => set("facture", e.target.value)}
          />
          <TextField
            select
            size="small"
            label="Propriétaire"
            name="proprietaire"
            value={draft.proprietaire}
            onChange={(e) => set("proprietaire", e.target.value as FiltresStockPierres["proprietaire"])}
          >
            <MenuItem value="">Tous</MenuItem>
            <MenuItem value="confie">Fournisseur (confié)</MenuItem>
            <MenuItem value="propre">Nous (facturée)</MenuItem>
          </TextField>
          <TextField
            size="small"
            label="Âge min (jours)"
            name="ageMin"
            value={draft.ageMin}
            onChange={(e) => set("ageMin", e.target.value)}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ width: 130 }}
          />
        </>
      }
    >
      <TextField
        size="small"
        label="Id"
        name="ids"
        value={draft.ids}
        onChange={(e) => set("ids", e.target.value)}
      />
      {CHOIX.map(([cle, label, liste, vide]) => (
        <PierreSelect
          key={cle}
          size="small"
          label={label}
          liste={liste}
          value={draft[cle]}
          onChange={(v) => set(cle, v)}
          vide={vide}
        />
      ))}
      <TextField
        select
        size="small"
        label="Etat"
        name="etat"
        value={draft.etat.map(String)}
        onChange={(e) => {
          const v = e.target.value as unknown as string[] | string;
          set("etat", (typeof v === "string" ? v.split(",") : v).filter((x) => x !== "").map(Number));
        }}
        slotProps={{ select: { multiple: true } }}
        sx={{ minWidth: 150 }}
      >
        {(etats.data ?? []).map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Labo"
        name="labo"
        value={draft.labo}
        onChange={(e) => set("labo", e.target.value as FiltresStockPierres["labo"])}
      >
        <MenuItem value="">Tous</MenuItem>
        <MenuItem value="1">LABO</MenuItem>
        <MenuItem value="0">Non LABO</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            name="historique"
            checked={draft.historique}
            onChange={(e) => {
              set("historique", e.target.checked);
            }}
          />
        }
        label="Historique"
      />
    </FilterBar>
  );
}
