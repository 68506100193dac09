import { type OfFiltre, ofFiltreSchema } from "@ecrin/domain";
import TextField from "@mui/material/TextField";
import { useClients } from "../admin/index.ts";
import { BarreFiltresPeriode } from "../ui/BarreFiltresPeriode.tsx";
import { ChoixFiltreSelect } from "../ui/ChoixFiltreSelect.tsx";
import type { FiltreActif } from "../ui/FilterBar.tsx";
import { type Brouillon, brouillonDe, useFiltreBrouillon } from "../ui/useFiltreBrouillon.ts";
import { CHOIX_FILTRE, type ChampChoix } from "./choix-filtre.ts";
import { nomClient, useLibellesRef } from "./filtre-chips.ts";
import { RefFiltreSelect } from "./RefFiltreSelect.tsx";

const CHOIX = (["devis", "tournee", "imperatif", "facon", "typeResa"] as const satisfies ChampChoix[]).map(
  (champ) => ({ champ, ...CHOIX_FILTRE[champ] }),
);

const LISTES: ReadonlyArray<{ champ: keyof Brouillon<OfFiltre>; liste: string; label: string }> = [
  { champ: "stade", liste: "stade", label: "Stade" },
  { champ: "metal", liste: "type_metal", label: "Métal" },
  { champ: "type", liste: "type_produit", label: "Type" },
  { champ: "statut", liste: "t_statuts", label: "Statut" },
  { champ: "typeCommande", liste: "type_commande", label: "Type commande" },
];

const TEXTES: ReadonlyArray<{ champ: keyof Brouillon<OfFiltre>; label: string; numeric?: boolean }> = [
  { champ: "ref", label: "Référence" },
  { champ: "refClt", label: "Réf. client" },
  { champ: "of", label: "OF", numeric: true },
  { champ: "facture", label: "Facture", numeric: true },
];

/** The filters left out of the applied ones: every choice on TOUT, no list item, no number. */
const DEFAUTS = ofFiltreSchema.parse({}) as Partial<Record<keyof OfFiltre, unknown>>;
/** Shown on the bar; the others are folded behind "Plus de filtres". */
const PRINCIPAUX: ReadonlySet<keyof Brouillon<OfFiltre>> = new Set(["statut", "of", "ref"]);

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
  const filtre = useFiltreBrouillon(ofFiltreSchema, props.value, props.onApply);
  const { draft, set, setDraft, errors } = filtre;

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
    <ChoixFiltreSelect
      key={c.champ}
      label={c.label}
      options={c.options}
      value={draft[c.champ] ?? ""}
      onChange={(v) => set(c.champ, v)}
    />
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
    <BarreFiltresPeriode
      filtre={filtre}
      clients={clients}
      chargement={props.chargement}
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
    >
      {LISTES.filter((l) => PRINCIPAUX.has(l.champ)).map(liste)}
      {TEXTES.filter((t) => PRINCIPAUX.has(t.champ)).map(texte)}
    </BarreFiltresPeriode>
  );
}
