import type { Client } from "@ecrin/domain";
import {
  decimalSaisie,
  type LigneMouvement,
  metalPourFournisseur,
  montantsManquants,
  mouvementClientSchema,
  mouvementFournisseurSchema,
  toIsoDate,
} from "@ecrin/domain";
import { useEffect, useState } from "react";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { DateField } from "../ui/DateField.tsx";
import type { ContexteGrandLivre } from "./api.ts";
import { ChampListe, ChampTexte } from "./ChampsFormulaire.tsx";
import { FormulaireMetal } from "./FormulaireMetal.tsx";
import { erreursDe, MontantField } from "./MontantField.tsx";
import { useSauvegardeMouvement } from "./useSauvegardeMouvement.ts";

interface Valeurs {
  date: string;
  partieId: number | null;
  perte: string;
  designation: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
}

interface MouvementFormProps {
  genre: "fournisseurs" | "clients";
  contexte: ContexteGrandLivre;
  clients: { data?: Client[] | undefined; isLoading: boolean; error: Error | null };
  edition: LigneMouvement | null;
  onSaved: (id: number) => void;
  onCancelEdit: () => void;
}

/** Spec 03 sections 2.18, 4, 5: the supplier or customer ledger entry, in create or edit mode. */
export function MouvementForm({
  genre,
  contexte,
  clients,
  edition,
  onSaved,
  onCancelEdit,
}: MouvementFormProps) {
  const fournisseur = genre === "fournisseurs";
  const vide = (): Valeurs => ({
    date: toIsoDate(new Date()),
    partieId: null,
    perte: fournisseur ? "" : decimalSaisie(contexte.perteClient),
    designation: "",
    metalId: contexte.metalParDefaut,
    entreeOrFin: "",
    sortieOr750: "",
  });
  const [v, setV] = useState<Valeurs>(vide);
  const { erreurs, setErreurs, erreurServeur, reinitialiser, enregistrer, enCours } =
    useSauvegardeMouvement();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the edited row or the tab changes
  useEffect(() => {
    reinitialiser();
    setV(
      edition
        ? {
            date: edition.date,
            partieId: edition.partieId,
            perte: decimalSaisie(edition.perte),
            designation: edition.designation,
            metalId: edition.metalId,
            entreeOrFin: decimalSaisie(edition.entreeOrFin),
            sortieOr750: decimalSaisie(edition.sortieOr750),
          }
        : vide(),
    );
  }, [edition, genre]);

  const set = <K extends keyof Valeurs>(k: K, x: Valeurs[K]) => setV((p) => ({ ...p, [k]: x }));

  const choisirFournisseur = (id: number | null) => {
    setV((p) => {
      if (id === null || edition) return { ...p, partieId: id };
      const f = contexte.fournisseurs.find((x) => x.id === id);
      return {
        ...p,
        partieId: id,
        metalId: metalPourFournisseur(id, contexte),
        perte: f ? decimalSaisie(f.perte) : p.perte,
      };
    });
  };

  const submit = () => {
    reinitialiser();
    const corps = {
      date: v.date,
      [fournisseur ? "fournisseurId" : "clientId"]: v.partieId ?? "",
      perte: v.perte,
      designation: v.designation,
      metalId: v.metalId,
      entreeOrFin: v.entreeOrFin,
      sortieOr750: v.sortieOr750,
    };
    const r = (fournisseur ? mouvementFournisseurSchema : mouvementClientSchema).safeParse(corps);
    if (!r.success) {
      setErreurs({ ...montantsManquants("mouvement", corps), ...erreursDe(r.error.issues) });
      return;
    }
    enregistrer(genre, edition?.id ?? null, r.data, (id) => {
      if (!edition) setV((p) => ({ ...p, designation: "", entreeOrFin: "", sortieOr750: "" }));
      onSaved(id);
    });
  };

  return (
    <FormulaireMetal
      titre={fournisseur ? "Mouvement fournisseur" : "Mouvement client"}
      edition={edition !== null}
      onCancelEdit={onCancelEdit}
      onSubmit={submit}
      enCours={enCours}
      erreurs={[erreurs._, erreurServeur]}
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
      {fournisseur ? (
        <ChampListe
          label="Fournisseur"
          name="fournisseurId"
          value={v.partieId ?? ""}
          options={contexte.fournisseurs}
          onChange={(id) => choisirFournisseur(id === "" ? null : id)}
          error={erreurs.fournisseurId}
        />
      ) : (
        <ClientTreePicker
          clients={clients}
          value={v.partieId}
          onChange={(id) => set("partieId", id)}
          size="small"
          error={erreurs.clientId !== undefined}
          helperText={erreurs.clientId}
        />
      )}
      <ChampTexte
        label="% Perte"
        name="perte"
        value={v.perte}
        onChange={(x) => set("perte", x)}
        error={erreurs.perte}
        aide={fournisseur ? undefined : "Cours 14 (perte client)"}
        decimal
        readOnly={!fournisseur}
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
        onChange={(m) => m !== "" && set("metalId", m)}
        error={erreurs.metalId}
      />
      <MontantField
        label={fournisseur ? "Entrée (or fin)" : "Entrée (vieil or)"}
        name="entreeOrFin"
        value={v.entreeOrFin}
        onChange={(x) => set("entreeOrFin", x)}
        error={erreurs.entreeOrFin}
      />
      <MontantField
        label="Sortie (or 750)"
        name="sortieOr750"
        value={v.sortieOr750}
        onChange={(x) => set("sortieOr750", x)}
        error={erreurs.sortieOr750}
      />
    </FormulaireMetal>
  );
}
