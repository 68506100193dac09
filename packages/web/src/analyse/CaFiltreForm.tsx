import { type CaFiltre, caFiltreSchema } from "@ecrin/domain";
import TextField from "@mui/material/TextField";
import { useClients } from "../admin/index.ts";
import { CHOIX_FILTRE, type ChampChoix, RefFiltreSelect } from "../of/index.ts";
import { BarreFiltresPeriode } from "../ui/BarreFiltresPeriode.tsx";
import { ChoixFiltreSelect } from "../ui/ChoixFiltreSelect.tsx";
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
  const filtre = useFiltreBrouillon(caFiltreSchema, props.value, props.onApply);
  const { draft, set, errors } = filtre;
  const secondaires = LISTES.filter((l) => draft[l.champ] !== "" && draft[l.champ] !== undefined).length;

  return (
    <BarreFiltresPeriode
      filtre={filtre}
      clients={clients}
      chargement={props.chargement}
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
    >
      {ORDRE_CHOIX.filter((c) => choix.includes(c)).map((champ) => (
        <ChoixFiltreSelect
          key={champ}
          label={CHOIX_FILTRE[champ].label}
          options={CHOIX_FILTRE[champ].options}
          value={draft[champ] ?? ""}
          onChange={(v) => set(champ, v)}
        />
      ))}
    </BarreFiltresPeriode>
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
