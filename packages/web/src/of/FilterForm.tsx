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
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
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

const champSx = { minWidth: 140 };

/**
 * The filters of /filter (spec 03 sections 5, 7 and 9): client (a group takes in its agencies),
 * period, the three-way choices, the reference lists and the numbers. Afficher applies them.
 */
export function FilterForm(props: { value: OfFiltre; onApply: (f: OfFiltre) => void; chargement: boolean }) {
  const clients = useClients();
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

  return (
    <FormFlow
      onSubmit={onSubmit}
      aria-label="Filtres des OF"
      sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
    >
      <ClientTreePicker
        clients={clients}
        value={draft.client}
        onChange={(id) => set("client", id)}
        onlySelectable={false}
      />
      {(["debut", "fin"] as const).map((champ) => (
        <TextField
          key={champ}
          label={champ === "debut" ? "Date début" : "Date fin"}
          name={champ}
          type="date"
          size="small"
          value={draft[champ]}
          onChange={(e) => set(champ, e.target.value)}
          error={errors[champ] !== undefined}
          helperText={errors[champ]}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {CHOIX.map((c) => (
        <TextField
          key={c.champ}
          select
          size="small"
          label={c.label}
          value={draft[c.champ] ?? ""}
          onChange={(e) => set(c.champ, e.target.value)}
          sx={champSx}
        >
          {c.options.map((o) => (
            <MenuItem key={o.value} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {LISTES.map((l) => (
        <RefFiltreSelect
          key={l.champ}
          liste={l.liste}
          label={l.label}
          value={String(draft[l.champ] ?? "")}
          onChange={(v) => set(l.champ, v)}
        />
      ))}
      {TEXTES.map((t) => (
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
          sx={{ width: 130 }}
        />
      ))}
      <Button type="submit" variant="contained" loading={props.chargement} sx={{ alignSelf: "center" }}>
        Afficher
      </Button>
    </FormFlow>
  );
}
