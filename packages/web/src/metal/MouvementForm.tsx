import type { Client } from "@ecrin/domain";
import {
  decimalSaisie,
  type LigneMouvement,
  MSG_MOUVEMENT_ENREGISTRE,
  MSG_MOUVEMENT_MODIFIE,
  metalPourFournisseur,
  montantsManquants,
  mouvementClientSchema,
  mouvementFournisseurSchema,
  toIsoDate,
} from "@ecrin/domain";
import { useEffect } from "react";
import { ChampClient, ChampDate, ChampListe, ChampMontant, ChampTexte } from "../ui/champsFormulaire.tsx";
import { messageFormulaire, useFormulaire } from "../ui/useFormulaire.ts";
import { type ContexteGrandLivre, useSaveMouvement } from "./api.ts";
import { erreurSauvegarde } from "./ClalForm.tsx";
import { FormulaireMetal } from "./FormulaireMetal.tsx";

/** The party is the supplier or the client of the tab: both named as the schemas and the server name them. */
interface Valeurs {
  date: string;
  fournisseurId: number | "";
  clientId: number | null;
  perte: string;
  designation: string;
  metalId: number | "";
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
    fournisseurId: "",
    clientId: null,
    perte: fournisseur ? "" : decimalSaisie(contexte.perteClient),
    designation: "",
    metalId: contexte.metalParDefaut,
    entreeOrFin: "",
    sortieOr750: "",
  });
  const f = useFormulaire({
    schema: fournisseur ? mouvementFournisseurSchema : mouvementClientSchema,
    valeurs: vide(),
    versCorps: ({ fournisseurId, clientId, ...v }: Valeurs) =>
      fournisseur ? { ...v, fournisseurId } : { ...v, clientId: clientId ?? "" },
    enPlus: (v) => montantsManquants("mouvement", v),
  });
  const save = useSaveMouvement();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the edited row or the tab changes
  useEffect(() => {
    f.reset(
      edition
        ? {
            date: edition.date,
            fournisseurId: fournisseur ? (edition.partieId ?? "") : "",
            clientId: fournisseur ? null : edition.partieId,
            perte: decimalSaisie(edition.perte),
            designation: edition.designation,
            metalId: edition.metalId,
            entreeOrFin: decimalSaisie(edition.entreeOrFin),
            sortieOr750: decimalSaisie(edition.sortieOr750),
          }
        : vide(),
    );
  }, [edition, genre]);

  /** A supplier chosen for a new row brings its metal and its loss. */
  const choisirFournisseur = (id: number | "") => {
    if (id === "" || edition) return;
    const four = contexte.fournisseurs.find((x) => x.id === id);
    f.setValue("metalId", metalPourFournisseur(id, contexte));
    if (four) f.setValue("perte", decimalSaisie(four.perte));
  };

  const submit = f.envoyer(
    (corps) => save.mutateAsync({ genre, id: edition?.id ?? null, body: corps }),
    (r) => {
      if (!edition) {
        f.setValue("designation", "");
        f.setValue("entreeOrFin", "");
        f.setValue("sortieOr750", "");
      }
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
      titre={fournisseur ? "Mouvement fournisseur" : "Mouvement client"}
      edition={edition !== null}
      onCancelEdit={onCancelEdit}
      onSubmit={submit}
      enCours={save.isPending}
      erreurs={[messageFormulaire(f.formState.errors)]}
    >
      <ChampDate
        control={f.control}
        name="date"
        label="Date"
        // The date takes the focus when the form opens: on a tab change (spec 03 section 2.18).
        autoFocus
      />
      {fournisseur ? (
        <ChampListe
          control={f.control}
          name="fournisseurId"
          label="Fournisseur"
          options={contexte.fournisseurs}
          apres={choisirFournisseur}
        />
      ) : (
        <ChampClient control={f.control} name="clientId" clients={clients} />
      )}
      <ChampTexte
        control={f.control}
        name="perte"
        label="% Perte"
        aide={fournisseur ? undefined : "Cours 14 (perte client)"}
        decimal
        readOnly={!fournisseur}
      />
      <ChampTexte control={f.control} name="designation" label="Désignation" />
      <ChampListe control={f.control} name="metalId" label="Métal" options={contexte.metaux} />
      <ChampMontant
        control={f.control}
        name="entreeOrFin"
        label={fournisseur ? "Entrée (or fin)" : "Entrée (vieil or)"}
      />
      <ChampMontant control={f.control} name="sortieOr750" label="Sortie (or 750)" />
    </FormulaireMetal>
  );
}
