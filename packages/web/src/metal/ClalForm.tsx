import {
  decimalSaisie,
  type LigneMouvement,
  lireSaisieDecimale,
  MSG_ERREUR_SAUVEGARDE,
  MSG_MOUVEMENT_ENREGISTRE,
  MSG_MOUVEMENT_MODIFIE,
  montantsManquants,
  mouvementClalSchema,
  sortieOrFinDe750,
  toIsoDate,
} from "@ecrin/domain";
import { useEffect } from "react";
import { ChampDate, ChampListe, ChampMontant, ChampTexte } from "../ui/champsFormulaire.tsx";
import { messageFormulaire, useFormulaire } from "../ui/useFormulaire.ts";
import { type ContexteGrandLivre, useSaveMouvement } from "./api.ts";
import { FormulaireMetal } from "./FormulaireMetal.tsx";

interface Valeurs {
  date: string;
  designation: string;
  metalId: number | "";
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

/** 'Erreur lors de la sauvegarde (reason)': the server's refusal under the fields. */
export const erreurSauvegarde = (message: string) =>
  `${MSG_ERREUR_SAUVEGARDE}${message ? ` (${message})` : ""}`;

/** Spec 03 sections 2.18, 4, 5: the CLAL entry form (the form kit: `ui/useFormulaire.ts`). */
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
  const f = useFormulaire({
    schema: mouvementClalSchema,
    valeurs: vide(),
    // Sortie Or Fin of another metal is its Sortie Or 750 (the field shows it, read only).
    versCorps: ({ manuel: _, ...v }: Valeurs) => ({
      ...v,
      sortieOrFin: v.metalId === or ? v.sortieOrFin : v.sortieOr750,
    }),
    enPlus: (v) => montantsManquants("clal", v),
  });
  const save = useSaveMouvement();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the edited row changes
  useEffect(() => {
    f.reset(
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

  const estOr = f.watch("metalId") === or;

  const submit = f.envoyer(
    (corps) => save.mutateAsync({ genre: "clal", id: edition?.id ?? null, body: corps }),
    (r) => {
      if (!edition) f.reset(vide());
      onSaved(r.id);
    },
    {
      succes: edition ? MSG_MOUVEMENT_MODIFIE : MSG_MOUVEMENT_ENREGISTRE,
      erreur: "formulaire",
      formulerErreur: erreurSauvegarde,
    },
  );

  return (
    <FormulaireMetal
      titre="Mouvement CLAL"
      edition={edition !== null}
      onCancelEdit={onCancelEdit}
      onSubmit={submit}
      enCours={save.isPending}
      valider="Ajouter"
      erreurs={[messageFormulaire(f.formState.errors)]}
    >
      <ChampDate
        control={f.control}
        name="date"
        label="Date"
        // The date takes the focus when the form opens: on a tab change (spec 03 section 2.18).
        autoFocus
      />
      <ChampTexte control={f.control} name="designation" label="Désignation" />
      <ChampListe
        control={f.control}
        name="metalId"
        label="Métal"
        options={contexte.metaux}
        // Changing the metal clears the three amounts and the manual flag (an empty choice keeps the metal).
        apres={(m) => {
          if (m === "") f.setValue("metalId", f.formState.defaultValues?.metalId ?? or);
          for (const k of ["entreeOrFin", "sortieOr750", "sortieOrFin"] as const) f.setValue(k, "");
          f.setValue("manuel", false);
        }}
      />
      <ChampMontant control={f.control} name="entreeOrFin" label="Entrée Or Fin" />
      <ChampMontant
        control={f.control}
        name="sortieOr750"
        label="Sortie Or 750"
        apres={(x) => {
          if (f.getValues("manuel")) return;
          f.setValue("sortieOrFin", f.getValues("metalId") === or ? auto(x) : x);
        }}
      />
      <ChampMontant
        control={f.control}
        name="sortieOrFin"
        label="Sortie Or Fin"
        // Another metal: Sortie Or Fin is its Sortie Or 750 (kept in step above), read only.
        readOnly={!estOr}
        apres={() => f.setValue("manuel", true)}
      />
    </FormulaireMetal>
  );
}
