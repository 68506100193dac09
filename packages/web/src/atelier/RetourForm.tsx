import {
  decimalSaisie,
  formatNumberFr,
  type GenreLigne,
  type LigneAtelierDe,
  type ResultatLigne,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { type UseMutationResult, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { z } from "zod";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { LignesNombreField } from "./LignesNombreField.tsx";
import { fetchPrefillOf } from "./lignes-api.ts";
import { useCommandeLignes } from "./lignes-save.ts";
import { RetourLigneField } from "./RetourLigneField.tsx";

type Kind = GenreLigne;
type LigneDe<K extends Kind> = LigneAtelierDe<K>;

export interface RetourFormProps {
  /** Preselects the line in progress of this OF (the list opens when it has several). */
  numSachet?: number | undefined;
  /** Called after a successful return, with the returned line's id (highlighted by the screen, issue 28.5). */
  onDone?: (idLigne: number) => void;
  /** Focus on the OF at mount (default true). */
  autoFocus?: boolean;
}

interface RetourFormCoreProps<K extends Kind, S extends z.ZodType> extends RetourFormProps {
  kind: K;
  nom: string;
  schema: S;
  mutation: UseMutationResult<ResultatLigne, Error, z.output<S>>;
}

/** The third value of a return: the real time (jeweller, minutes) or the setting price (euros). */
const TROISIEME = {
  joaillier: { key: "temps", label: "Temps (min)" },
  serti: { key: "prix", label: "Prix (€)" },
} as const;

/** The return form as typed: the chosen line's id, then weights, time and price the French way. */
interface Retour {
  idLigne: number | null;
  poids: string;
  poidsRendu: string;
  /** Only the one of the worker's kind (TROISIEME) is shown and sent. */
  temps: string;
  prix: string;
}

const VIDE: Retour = { idLigne: null, poids: "", poidsRendu: "", temps: "", prix: "" };

/**
 * The return form shared by Retour Joaillier and Retour Serti (spec 02 sections 2.1, 2.2, 5): the OF
 * among the lines not yet returned, weight, returned weight, then time or price, RETOURNER. Choosing
 * the line prefills the weight sent and the OF's theoretical time (or setting price).
 */
export function RetourForm<K extends Kind, S extends z.ZodType>(props: RetourFormCoreProps<K, S>) {
  const { kind, mutation, onDone } = props;
  const troisieme = TROISIEME[kind];
  const queryClient = useQueryClient();
  const f = useFormulaire({
    schema: props.schema,
    valeurs: VIDE,
    // The schema keeps the third value of the kind only.
    versCorps: (v) => ({ ...v, idLigne: v.idLigne ?? "" }),
  });
  const [ligne, setLigne] = useState<LigneDe<K> | null>(null);
  const [theorique, setTheorique] = useState<string | null>(null);
  const ofRef = useRef<HTMLInputElement>(null);
  const commande = useCommandeLignes(mutation);

  const choisir = (l: LigneDe<K> | null) => {
    setLigne(l);
    f.setValue("idLigne", l?.id ?? null);
    f.clearErrors();
    if (!l) return;
    f.setValue("poids", decimalSaisie(l.poidsEnvoye));
    f.setValue("poidsRendu", "");
    f.setValue(troisieme.key, "");
    setTheorique(null);
    fetchPrefillOf(queryClient, l.numSachet)
      .then((p) => {
        const v = kind === "joaillier" ? p.temps : p.prix;
        setTheorique(v);
        // Only if the person has not typed it meanwhile.
        if (f.getValues(troisieme.key) === "") f.setValue(troisieme.key, decimalSaisie(v));
      })
      .catch(() => undefined);
  };

  const envoyer = f.envoyer(
    commande.envoyer,
    commande.apres(() => {
      const idLigne = f.getValues("idLigne");
      f.reset(VIDE);
      setLigne(null);
      setTheorique(null);
      ofRef.current?.focus();
      if (idLigne !== null) onDone?.(idLigne);
    }),
  );
  const hint =
    theorique === null
      ? undefined
      : kind === "joaillier"
        ? `Temps théorique : ${formatNumberFr(theorique, 0)} min`
        : undefined;

  return (
    <FormFlow onSubmit={envoyer} aria-label={props.nom} sx={{ display: "grid", gap: 1.5 }}>
      <RetourLigneField
        kind={kind}
        value={ligne}
        onChange={choisir}
        numSachet={props.numSachet}
        error={f.formState.errors.idLigne?.message}
        autoFocus={props.autoFocus ?? true}
        inputRef={ofRef}
      />
      <LignesNombreField control={f.control} name="poids" label="Poids (g)" />
      <LignesNombreField control={f.control} name="poidsRendu" label="Poids Rendu (g)" />
      <LignesNombreField control={f.control} name={troisieme.key} label={troisieme.label} hint={hint} />
      <Box>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          RETOURNER
        </Button>
      </Box>
    </FormFlow>
  );
}
