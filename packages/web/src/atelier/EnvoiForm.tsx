import { decimalSaisie, type OuvrierActif, type PrefillOf, type ResultatEnvoi } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { type UseMutationResult, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { EmplacementOfLigne } from "../of/index.ts";
import { useChampLie } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { EnvoiOfField } from "./EnvoiOfField.tsx";
import { LignesNombreField } from "./LignesNombreField.tsx";
import { LignesOuvrierSelect } from "./LignesOuvrierSelect.tsx";
import { fetchPrefillOf } from "./lignes-api.ts";
import { useCommandeLignes } from "./lignes-save.ts";

export interface EnvoiFormProps {
  /** Preselects this OF (and prefills its weight). */
  numSachet?: number | undefined;
  /** Called after a successful send, with the new line's id (highlighted by the screen, issue 28.5). */
  onDone?: (idLigne: number) => void;
  /** Focus on the first field at mount (default true). */
  autoFocus?: boolean;
}

interface EnvoiFormCoreProps<S extends z.ZodType, R extends ResultatEnvoi> extends EnvoiFormProps {
  /** "Envoi joaillier" / "Envoi serti": the accessible name of the form. */
  nom: string;
  ouvrierLabel: string;
  ouvriers: readonly OuvrierActif[] | undefined;
  schema: S;
  mutation: UseMutationResult<R, Error, z.output<S>>;
}

/** The send form as typed: the worker's id, the OF's digits, the weight the French way. */
interface Envoi {
  idOuvrier: number | null;
  numSachet: string;
  poids: string;
}

/**
 * The send form shared by Envoi Joaillier and Envoi Serti (spec 02 sections 2.1, 2.2, 5): worker, OF,
 * weight, ENVOYER. After a send the worker stays and focus goes back to the OF for the next bag.
 */
export function EnvoiForm<S extends z.ZodType, R extends ResultatEnvoi>(props: EnvoiFormCoreProps<S, R>) {
  const { mutation, onDone, numSachet } = props;
  const queryClient = useQueryClient();
  const f = useFormulaire({
    schema: props.schema,
    valeurs: {
      idOuvrier: null,
      numSachet: numSachet === undefined ? "" : String(numSachet),
      poids: "",
    } as Envoi,
    versCorps: (v) => ({ idOuvrier: v.idOuvrier ?? "", numSachet: v.numSachet.trim(), poids: v.poids }),
  });
  const of = useChampLie(f.control, "numSachet");
  const [found, setFound] = useState<PrefillOf | null>(null);
  const ofRef = useRef<HTMLInputElement>(null);
  const commande = useCommandeLignes(mutation, "OF_AILLEURS");

  const onFound = (p: PrefillOf) => {
    setFound(p);
    f.setValue("poids", decimalSaisie(p.poids));
    f.clearErrors();
  };

  // A preselected OF is prefilled as if it had been typed.
  useEffect(() => {
    if (numSachet === undefined) return;
    fetchPrefillOf(queryClient, numSachet)
      .then((p) => {
        setFound(p);
        f.setValue("poids", decimalSaisie(p.poids));
      })
      .catch(() => undefined);
  }, [numSachet, queryClient, f.setValue]);

  const envoyer = f.envoyer(
    commande.envoyer,
    commande.apres((r) => {
      f.reset({ idOuvrier: f.getValues("idOuvrier"), numSachet: "", poids: "" });
      setFound(null);
      ofRef.current?.focus();
      onDone?.(r.idLigne);
    }),
  );

  return (
    <FormFlow onSubmit={envoyer} aria-label={props.nom} sx={{ display: "grid", gap: 1.5 }}>
      <LignesOuvrierSelect
        control={f.control}
        name="idOuvrier"
        label={props.ouvrierLabel}
        ouvriers={props.ouvriers}
        autoFocus={props.autoFocus ?? true}
      />
      <EnvoiOfField
        value={of.value}
        onChange={(t) => {
          of.onChange(t);
          if (found && t.trim() !== String(found.numSachet)) setFound(null);
        }}
        found={found}
        onFound={onFound}
        error={of.error}
        inputRef={ofRef}
      />
      {found ? <EmplacementOfLigne numSachet={found.numSachet} /> : null}
      <LignesNombreField control={f.control} name="poids" label="Poids (g)" />
      <Box>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          ENVOYER
        </Button>
      </Box>
    </FormFlow>
  );
}
