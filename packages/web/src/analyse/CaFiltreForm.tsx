import { type CaFiltre, caFiltreSchema } from "@ecrin/domain";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useClients } from "../admin/index.ts";
import { CHOIX_FILTRE, type ChampChoix, RefFiltreSelect } from "../of/index.ts";
import { ChoixFiltreSelect } from "../ui/ChoixFiltreSelect.tsx";
import { ClientFiltre } from "../ui/ClientTreePicker.tsx";
import { FilterBar } from "../ui/FilterBar.tsx";
import { PeriodeFields } from "../ui/PeriodeFields.tsx";
import { type Brouillon, useFiltreBrouillon } from "../ui/useFiltreBrouillon.ts";

/** The three-way selects in their order on the bar, whatever the order a screen names them in. */
const ORDRE_CHOIX = ["devis", "tournee", "imperatif", "facon"] as const satisfies ChampChoix[];

const LISTES: ReadonlyArray<{ champ: keyof Brouillon<CaFiltre>; liste: string; label: string }> = [
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
  choix?: readonly (typeof ORDRE_CHOIX)[number][];
}) {
  const clients = useClients();
  const choix = props.choix ?? ["devis", "tournee", "imperatif"];
  const { draft, setDraft, set, errors, onSubmit } = useFiltreBrouillon(
    caFiltreSchema,
    props.value,
    props.onApply,
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
      {ORDRE_CHOIX.filter((c) => choix.includes(c)).map((champ) => (
        <ChoixFiltreSelect
          key={champ}
          label={CHOIX_FILTRE[champ].label}
          options={CHOIX_FILTRE[champ].options}
          value={draft[champ] ?? ""}
          onChange={(v) => set(champ, v)}
        />
      ))}
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
