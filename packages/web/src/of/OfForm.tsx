import { decimalSaisie, formatEuro, type ProduitTrouve } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { DateField } from "../ui/DateField.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import type { RefItem } from "./creation-api.ts";
import { OfFormProduit } from "./OfFormProduit.tsx";

/** The OF being typed: ids picked in lists, numbers and dates as typed. */
export interface OfDraft {
  idBijouterie: number | null;
  nomClient: string;
  produit: ProduitTrouve | null;
  idTypeCommande: number | null;
  typCom: number | null;
  typTransp: number | null;
  typeMetal: number | null;
  idStade: number | null;
  dateLivr: string;
  dateLImp: boolean;
  tournee: boolean;
  refClt: string;
  dim: string;
  /** As typed; null while untouched: the catalogue price of the product at its stade (spec 01 section 7). */
  prixFact: string | null;
  poidsConfie: string;
  notesConfie: string;
  notes: string;
  pierresClt: boolean;
  facon: boolean;
  devis: boolean;
}

export type OfErrors = Partial<Record<string, string>>;

export interface OfListes {
  typesCommande: readonly RefItem[];
  commissions: readonly RefItem[];
  transports: readonly RefItem[];
  metaux: readonly RefItem[];
  stades: readonly RefItem[];
}

interface OfFormProps {
  draft: OfDraft;
  errors: OfErrors;
  listes: OfListes;
  pending: boolean;
  /** The catalogue price of the chosen product at the chosen stade, once known. */
  prixCatalogue: string | null;
  produitRef: Ref<HTMLInputElement>;
  onChange: (draft: OfDraft) => void;
  onAjouter: () => void;
}

type IdField = "idTypeCommande" | "typCom" | "typTransp" | "typeMetal" | "idStade";
type TextFieldKey = "dateLivr" | "refClt" | "dim" | "poidsConfie" | "notesConfie" | "notes";
type FlagField = "dateLImp" | "tournee" | "pierresClt" | "facon" | "devis";

/** Spec 01 sections 2 and 5: the OF creation form; Enter walks the fields and adds on the last. */
export function OfForm({
  draft,
  errors,
  listes,
  pending,
  prixCatalogue,
  produitRef,
  onChange,
  onAjouter,
}: OfFormProps) {
  const clients = useClients();
  const set = <K extends keyof OfDraft>(key: K, value: OfDraft[K]) => onChange({ ...draft, [key]: value });

  const liste = (key: IdField, label: string, items: readonly RefItem[]) => (
    <TextField
      select
      label={label}
      name={key}
      size="small"
      required
      value={draft[key] ?? ""}
      onChange={(e) => set(key, e.target.value === "" ? null : Number(e.target.value))}
      error={errors[key] !== undefined}
      helperText={errors[key]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" />
      {items.map((i) => (
        <option key={i.id} value={i.id}>
          {i.label}
        </option>
      ))}
    </TextField>
  );
  const texte = (
    key: TextFieldKey,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      name={key}
      size="small"
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key] !== undefined}
      helperText={errors[key]}
      {...extra}
    />
  );
  const drapeau = (key: FlagField, label: string) => (
    <FormControlLabel
      label={label}
      control={<Checkbox name={key} checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />}
    />
  );

  return (
    <FormFlow onSubmit={onAjouter} aria-label="Nouvel OF">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <ClientTreePicker
            clients={clients}
            value={draft.idBijouterie}
            onChange={(id, c) => onChange({ ...draft, idBijouterie: id, nomClient: c?.nomAgence ?? "" })}
            onlySelectable
            required
            autoFocus
            error={errors.idBijouterie !== undefined}
            helperText={errors.idBijouterie}
          />
        </Box>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <OfFormProduit
            value={draft.produit}
            onChange={(p) => set("produit", p)}
            error={errors.idp}
            inputRef={produitRef}
          />
        </Box>
        {liste("idTypeCommande", "Type commande", listes.typesCommande)}
        {liste("typCom", "Commission", listes.commissions)}
        {liste("typTransp", "Type transport", listes.transports)}
        {liste("typeMetal", "Type métal", listes.metaux)}
        {liste("idStade", "Stade", listes.stades)}
        <DateField
          label="Date de livraison"
          name="dateLivr"
          value={draft.dateLivr}
          onChange={(v) => set("dateLivr", v)}
          error={errors.dateLivr}
        />
        {drapeau("dateLImp", "Date impérative")}
        {drapeau("tournee", "Tournée")}
        {texte("refClt", "Référence client")}
        {texte("dim", "Dimension")}
        {texte("poidsConfie", "Poids confié (g)", { slotProps: { htmlInput: { inputMode: "decimal" } } })}
        {texte("notesConfie", "Notes confié")}
        <Box sx={{ gridColumn: "1 / -1", display: "grid" }}>
          {texte("notes", "Notes", { multiline: true, minRows: 2 })}
        </Box>
        {drapeau("pierresClt", "Pierres client")}
        {drapeau("facon", "Façon")}
        {drapeau("devis", "Devis")}
        <TextField
          label="Prix (€)"
          name="prixFact"
          size="small"
          value={draft.prixFact ?? decimalSaisie(prixCatalogue, { zerosFinaux: true })}
          onChange={(e) => set("prixFact", e.target.value)}
          error={errors.prixFact !== undefined}
          helperText={
            errors.prixFact ??
            (prixCatalogue !== null
              ? `Prix catalogue : ${formatEuro(prixCatalogue)} (vide : OF sans prix)`
              : undefined)
          }
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1, mt: 2, justifyContent: "flex-end" }}>
        {draft.produit !== null && (
          <Button type="submit" variant="contained" loading={pending}>
            Ajouter
          </Button>
        )}
      </Box>
    </FormFlow>
  );
}
