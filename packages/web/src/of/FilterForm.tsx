import {
  type OfFiltre,
  type OfFiltreInput,
  OPTIONS_DEVIS,
  OPTIONS_FACON,
  OPTIONS_IMPERATIF,
  OPTIONS_RESERVATION,
  OPTIONS_TOURNEE,
  type OptionFiltre,
  ofFiltreSchema,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientFiltre } from "../ui/ClientTreePicker.tsx";
import { FilterBar, type FiltreActif } from "../ui/FilterBar.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { nomClient, useLibellesRef } from "./filtre-chips.ts";
import { RefFiltreSelect } from "./RefFiltreSelect.tsx";

/** The draft as typed: every field a string ("" = all), read by the domain schema on Afficher. */
type Brouillon = Record<Exclude<keyof OfFiltre, "client">, string> & { client: number | null };

const texte = (v: unknown) => (v === undefined || v === null ? "" : String(v));

function brouillonDe(f: OfFiltre): Brouillon {
  const b = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, texte(v)])) as unknown as Brouillon;
  return { ...b, client: f.client ?? null };
}

const CHOIX: ReadonlyArray<{
  champ: keyof Brouillon;
  label: string;
  options: ReadonlyArray<OptionFiltre<number>>;
}> = [
  { champ: "devis", label: "Devis", options: OPTIONS_DEVIS },
  { champ: "tournee", label: "Tournée", options: OPTIONS_TOURNEE },
  { champ: "imperatif", label: "Impératif", options: OPTIONS_IMPERATIF },
  { champ: "facon", label: "Façon", options: OPTIONS_FACON },
  { champ: "typeResa", label: "Réservation", options: OPTIONS_RESERVATION },
];

const LISTES: ReadonlyArray<{ champ: keyof Brouillon; liste: string; label: string }> = [
  { champ: "stade", liste: "stade", label: "Stade" },
  { champ: "metal", liste: "type_metal", label: "Métal" },
  { champ: "type", liste: "type_produit", label: "Type" },
  { champ: "statut", liste: "t_statuts", label: "Statut" },
  { champ: "typeCommande", liste: "type_commande", label: "Type commande" },
];

const TEXTES: ReadonlyArray<{ champ: keyof Brouillon; label: string; numeric?: boolean }> = [
  { champ: "ref", label: "Référence" },
  { champ: "refClt", label: "Réf. client" },
  { champ: "of", label: "OF", numeric: true },
  { champ: "facture", label: "Facture", numeric: true },
];

/** The filters left out of the applied ones: every choice on TOUT, no list item, no number. */
const DEFAUTS = ofFiltreSchema.parse({}) as Partial<Record<keyof OfFiltre, unknown>>;
/** Shown on the bar; the others are folded behind "Plus de filtres". */
const PRINCIPAUX: ReadonlySet<keyof Brouillon> = new Set(["statut", "of", "ref"]);

const estActif = (f: OfFiltre, champ: keyof OfFiltre) =>
  champ !== "debut" && champ !== "fin" && f[champ] !== undefined && f[champ] !== DEFAUTS[champ];

/**
 * The filters of /filter (spec 03 sections 5, 7 and 9) in the compact bar: client, period, statut,
 * OF and référence on the bar, the other choices, lists and numbers folded; Afficher applies them
 * and the applied ones show as chips (deleting one applies the filters without it).
 */
export function FilterForm(props: { value: OfFiltre; onApply: (f: OfFiltre) => void; chargement: boolean }) {
  const clients = useClients();
  const libelle = useLibellesRef(LISTES.map((l) => l.liste));
  const [draft, setDraft] = useState<Brouillon>(() => brouillonDe(props.value));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (champ: keyof Brouillon, v: string | number | null) => setDraft({ ...draft, [champ]: v });

  const onSubmit = () => {
    const input: OfFiltreInput = { ...draft, client: draft.client ?? undefined } as OfFiltreInput;
    const parsed = ofFiltreSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    // Both dates are on screen; a cleared one falls back to the default the screen opened with.
    props.onApply({
      ...parsed.data,
      debut: parsed.data.debut ?? props.value.debut,
      fin: parsed.data.fin ?? props.value.fin,
    });
  };

  const retirer = (champ: keyof OfFiltre) => {
    const f = { ...props.value, [champ]: DEFAUTS[champ] } as OfFiltre;
    setDraft(brouillonDe(f));
    props.onApply(f);
  };
  const applique = props.value;
  const chips: FiltreActif[] = [];
  const ajouter = (champ: keyof OfFiltre, label: string, valeur: string) => {
    if (estActif(applique, champ)) {
      chips.push({ key: champ, label: `${label} : ${valeur}`, onDelete: () => retirer(champ) });
    }
  };
  if (applique.client !== undefined) ajouter("client", "Client", nomClient(clients.data, applique.client));
  for (const c of CHOIX) {
    const v = applique[c.champ as keyof OfFiltre];
    ajouter(c.champ as keyof OfFiltre, c.label, c.options.find((o) => o.value === v)?.label ?? String(v));
  }
  for (const l of LISTES) {
    const v = applique[l.champ as keyof OfFiltre];
    if (v !== undefined) ajouter(l.champ as keyof OfFiltre, l.label, libelle(l.liste, String(v)));
  }
  for (const t of TEXTES)
    ajouter(t.champ as keyof OfFiltre, t.label, String(applique[t.champ as keyof OfFiltre]));

  const choix = (c: (typeof CHOIX)[number]) => (
    <TextField
      key={c.champ}
      select
      size="small"
      label={c.label}
      value={draft[c.champ] ?? ""}
      onChange={(e) => set(c.champ, e.target.value)}
    >
      {c.options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const liste = (l: (typeof LISTES)[number]) => (
    <RefFiltreSelect
      key={l.champ}
      liste={l.liste}
      label={l.label}
      value={String(draft[l.champ] ?? "")}
      onChange={(v) => set(l.champ, v)}
    />
  );
  const texte = (t: (typeof TEXTES)[number]) => (
    <TextField
      key={t.champ}
      size="small"
      label={t.label}
      name={t.champ}
      value={draft[t.champ] ?? ""}
      onChange={(e) => set(t.champ, e.target.value)}
      error={errors[t.champ] !== undefined}
      helperText={errors[t.champ]}
      slotProps={t.numeric ? { htmlInput: { inputMode: "numeric" } } : {}}
    />
  );
  const secondairesActifs = [...CHOIX, ...LISTES, ...TEXTES].filter(
    (x) => !PRINCIPAUX.has(x.champ) && estActif(applique, x.champ as keyof OfFiltre),
  ).length;

  return (
    <FilterBar
      onSubmit={onSubmit}
      aria-label="Filtres des OF"
      chips={chips}
      moreActive={secondairesActifs}
      forceOpen={errors.facture !== undefined || errors.refClt !== undefined}
      more={
        <>
          {CHOIX.map(choix)}
          {LISTES.filter((l) => !PRINCIPAUX.has(l.champ)).map(liste)}
          {TEXTES.filter((t) => !PRINCIPAUX.has(t.champ)).map(texte)}
        </>
      }
      actions={
        <Button type="submit" variant="contained" loading={props.chargement}>
          Afficher
        </Button>
      }
    >
      <ClientFiltre clients={clients} value={draft.client} onChange={(id) => set("client", id)} />
      <PeriodeFields value={draft} onChange={setDraft} errors={errors} />
      {LISTES.filter((l) => PRINCIPAUX.has(l.champ)).map(liste)}
      {TEXTES.filter((t) => PRINCIPAUX.has(t.champ)).map(texte)}
    </FilterBar>
  );
}
