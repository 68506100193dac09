import {
  type CaFiltre,
  type CaFiltreInput,
  caFiltreSchema,
  OPTIONS_DEVIS,
  OPTIONS_FACON,
  OPTIONS_IMPERATIF,
  OPTIONS_TOURNEE,
  type OptionFiltre,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { RefFiltreSelect } from "../of/index.ts";
import { ClientFiltre } from "../ui/ClientTreePicker.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";

/** The draft as typed: every field a string ("" = all), read by the domain schema on Afficher. */
type Brouillon = Record<Exclude<keyof CaFiltre, "client">, string> & { client: number | null };

const texte = (v: unknown) => (v === undefined || v === null ? "" : String(v));
function brouillonDe(f: CaFiltre): Brouillon {
  const b = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, texte(v)])) as unknown as Brouillon;
  return { ...b, client: f.client ?? null };
}

type ChampChoix = "devis" | "tournee" | "imperatif" | "facon";
const CHOIX: ReadonlyArray<{
  champ: ChampChoix;
  label: string;
  options: ReadonlyArray<OptionFiltre<number>>;
}> = [
  { champ: "devis", label: "Devis", options: OPTIONS_DEVIS },
  { champ: "tournee", label: "Tournée", options: OPTIONS_TOURNEE },
  { champ: "imperatif", label: "Impératif", options: OPTIONS_IMPERATIF },
  { champ: "facon", label: "Façon", options: OPTIONS_FACON },
];

const LISTES: ReadonlyArray<{ champ: keyof Brouillon; liste: string; label: string }> = [
  { champ: "typeCommande", liste: "type_commande", label: "Type commande" },
  { champ: "stade", liste: "stade", label: "Stade" },
  { champ: "metal", liste: "type_metal", label: "Métal" },
  { champ: "type", liste: "type_produit", label: "Type produit" },
];

/**
 * The filters of the sales analyses (spec 03 sections 2.1, 2.7, 5 and 7): client (a group takes in
 * its agencies), dates, the three-way choices (tout=2, 1, normal=0), the reference lists, the start
 * of the reference. `choix` names the three-way selects the screen shows.
 */
export function CaFiltreForm(props: {
  value: CaFiltre;
  onApply: (f: CaFiltre) => void;
  chargement: boolean;
  choix?: readonly ChampChoix[];
}) {
  const clients = useClients();
  const choix = props.choix ?? ["devis", "tournee", "imperatif"];
  const [draft, setDraft] = useState<Brouillon>(() => brouillonDe(props.value));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (champ: keyof Brouillon, v: string | number | null) => setDraft({ ...draft, [champ]: v });

  const onSubmit = () => {
    const input = { ...draft, client: draft.client ?? undefined } as unknown as CaFiltreInput;
    const parsed = caFiltreSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    props.onApply({
      ...parsed.data,
      debut: parsed.data.debut ?? props.value.debut,
      fin: parsed.data.fin ?? props.value.fin,
    });
  };

  const choixSelect = (c: (typeof CHOIX)[number]) => (
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
  const secondaires = LISTES.filter((l) => draft[l.champ] !== "" && draft[l.champ] !== undefined).length;

  return (
    <FilterBar
      onSubmit={onSubmit}
      aria-label="Filtres"
      moreActive={secondaires + (draft.ref ? 1 : 0)}
      forceOpen={errors.ref !== undefined}
      more={
        <>
          {LISTES.map((l) => (
            <RefFiltreSelect
              key={l.champ}
              liste={l.liste}
              label={l.label}
              value={String(draft[l.champ] ?? "")}
              onChange={(v) => set(l.champ, v)}
            />
          ))}
          <TextField
            size="small"
            label="Référence"
            name="ref"
            value={draft.ref ?? ""}
            onChange={(e) => set("ref", e.target.value)}
            error={errors.ref !== undefined}
            helperText={errors.ref}
          />
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
      {CHOIX.filter((c) => choix.includes(c.champ)).map(choixSelect)}
    </FilterBar>
  );
}

/** The filters as one line of text, for a printed chart. */
export function texteFiltres(f: CaFiltre): string {
  const parts = [`Du ${f.debut.split("-").reverse().join("/")} au ${f.fin.split("-").reverse().join("/")}`];
  if (f.client !== undefined) parts.push(`client n° ${f.client}`);
  for (const [k, v] of Object.entries(f)) {
    if (["debut", "fin", "client"].includes(k) || v === undefined || v === 2) continue;
    parts.push(`${k} = ${String(v)}`);
  }
  return parts.join(", ");
}
