import {
  decimalSaisie,
  type LigneMouvement,
  lireSaisieDecimale,
  montantsManquants,
  mouvementClalSchema,
  sortieOrFinDe750,
  toIsoDate,
} from "@ecrin/domain";
import { useEffect, useState } from "react";
import { DateField } from "../ui/DateField.tsx";
import type { ContexteGrandLivre } from "./api.ts";
import { ChampListe, ChampTexte } from "./ChampsFormulaire.tsx";
import { FormulaireMetal } from "./FormulaireMetal.tsx";
import { erreursDe, MontantField } from "./MontantField.tsx";
import { useSauvegardeMouvement } from "./useSauvegardeMouvement.ts";

interface Valeurs {
  date: string;
  designation: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
  sortieOrFin: string;
  /** Sortie Or Fin typed by hand: the 0.75 rule stops. */
  manuel: boolean;
}

interface ClalFormProps {
  contexte: ContexteGrandLivre;
  edition: LigneMouvement | null;
  onSaved: (id: number) => void;
  onCancelEdit: () => void;
}

/** Sortie Or Fin of gold from what is typed in Sortie Or 750: 0.75 x, 2 decimals ("" while not a number). */
function auto(s750: string): string {
  const s = lireSaisieDecimale(s750);
  return /^\d+(\.\d+)?$/.test(s) ? decimalSaisie(sortieOrFinDe750(s), { zerosFinaux: true }) : "";
}

/** Spec 03 sections 2.18, 4, 5: the CLAL entry form. */
export function ClalForm({ contexte, edition, onSaved, onCancelEdit }: ClalFormProps) {
  const or = contexte.metalParDefaut;
  const vide = (): Valeurs => ({
    date: toIsoDate(new Date()),
    designation: "",
    metalId: or,
    entreeOrFin: "",
    sortieOr750: "",
    sortieOrFin: "",
    manuel: false,
  });
  const [v, setV] = useState<Valeurs>(vide);
  const { erreurs, setErreurs, erreurServeur, reinitialiser, enregistrer, enCours } =
    useSauvegardeMouvement();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the edited row changes
  useEffect(() => {
    reinitialiser();
    setV(
      edition
        ? {
            date: edition.date,
            designation: edition.designation,
            metalId: edition.metalId,
            entreeOrFin: decimalSaisie(edition.entreeOrFin),
            sortieOr750: decimalSaisie(edition.sortieOr750),
            sortieOrFin: decimalSaisie(edition.sortieOrFin),
            manuel: edition.metalId === or && edition.sortieOrFin !== sortieOrFinDe750(edition.sortieOr750),
          }
        : vide(),
    );
  }, [edition]);

  const set = <K extends keyof Valeurs>(k: K, x: Valeurs[K]) => setV((p) => ({ ...p, [k]: x }));
  const estOr = v.metalId === or;

  const setSortie750 = (x: string) =>
    setV((p) => ({
      ...p,
      sortieOr750: x,
      sortieOrFin: p.manuel ? p.sortieOrFin : p.metalId === or ? auto(x) : x,
    }));

  const submit = () => {
    reinitialiser();
    const r = mouvementClalSchema.safeParse({
      date: v.date,
      designation: v.designation,
      metalId: v.metalId,
      entreeOrFin: v.entreeOrFin,
      sortieOr750: v.sortieOr750,
      sortieOrFin: estOr ? v.sortieOrFin : v.sortieOr750,
    });
    if (!r.success) {
      setErreurs({ ...montantsManquants("clal", v), ...erreursDe(r.error.issues) });
      return;
    }
    enregistrer("clal", edition?.id ?? null, r.data, (id) => {
      if (!edition) setV(vide());
      onSaved(id);
    });
  };

  return (
    <FormulaireMetal
      titre="Mouvement CLAL"
      edition={edition !== null}
      onCancelEdit={onCancelEdit}
      onSubmit={submit}
      enCours={enCours}
      valider="Ajouter"
      erreurs={[erreurServeur ?? erreurs._]}
    >
      <DateField
        label="Date"
        name="date"
        // The date takes the focus when the form opens: on a tab change (spec 03 section 2.18).
        autoFocus
        value={v.date}
        onChange={(d) => set("date", d)}
        error={erreurs.date}
      />
      <ChampTexte
        label="Désignation"
        name="designation"
        value={v.designation}
        onChange={(x) => set("designation", x)}
        error={erreurs.designation}
      />
      <ChampListe
        label="Métal"
        name="metalId"
        value={v.metalId}
        options={contexte.metaux}
        // Changing the metal clears the three amounts and the manual flag.
        onChange={(m) =>
          setV((p) => ({
            ...p,
            metalId: m === "" ? p.metalId : m,
            entreeOrFin: "",
            sortieOr750: "",
            sortieOrFin: "",
            manuel: false,
          }))
        }
        error={erreurs.metalId}
      />
      <MontantField
        label="Entrée Or Fin"
        name="entreeOrFin"
        value={v.entreeOrFin}
        onChange={(x) => set("entreeOrFin", x)}
        error={erreurs.entreeOrFin}
      />
      <MontantField
        label="Sortie Or 750"
        name="sortieOr750"
        value={v.sortieOr750}
        onChange={setSortie750}
        error={erreurs.sortieOr750}
      />
      <MontantField
        label="Sortie Or Fin"
        name="sortieOrFin"
        value={estOr ? v.sortieOrFin : v.sortieOr750}
        onChange={(x) => setV((p) => ({ ...p, sortieOrFin: x, manuel: true }))}
        readOnly={!estOr}
        error={erreurs.sortieOrFin}
      />
    </FormulaireMetal>
  );
}
