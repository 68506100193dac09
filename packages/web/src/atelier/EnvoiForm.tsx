import { decimalSaisie, type OuvrierActif, type PrefillOf } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { type UseMutationResult, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { EmplacementOfLigne } from "../of/index.ts";
import { FormFlow } from "../ui/FormFlow.tsx";
import { EnvoiOfField } from "./EnvoiOfField.tsx";
import { LignesNombreField } from "./LignesNombreField.tsx";
import { LignesOuvrierSelect } from "./LignesOuvrierSelect.tsx";
import { fetchPrefillOf } from "./lignes-api.ts";
import { useLignesSave } from "./lignes-save.ts";

export interface EnvoiFormProps {
  /** Preselects this OF (and prefills its weight). */
  numSachet?: number | undefined;
  /** Called after a successful send. */
  onDone?: () => void;
  /** Focus on the first field at mount (default true). */
  autoFocus?: boolean;
}

interface EnvoiFormCoreProps<S extends z.ZodType, R extends { message: string }> extends EnvoiFormProps {
  /** "Envoi joaillier" / "Envoi serti": the accessible name of the form. */
  nom: string;
  ouvrierLabel: string;
  ouvriers: readonly OuvrierActif[] | undefined;
  schema: S;
  mutation: UseMutationResult<R, Error, z.output<S>>;
}

/**
 * The send form shared by Envoi Joaillier and Envoi Serti (spec 02 sections 2.1, 2.2, 5): worker, OF,
 * weight, ENVOYER. After a send the worker stays and focus goes back to the OF for the next bag.
 */
export function EnvoiForm<S extends z.ZodType, R extends { message: string }>(
  props: EnvoiFormCoreProps<S, R>,
) {
  const { mutation, onDone, numSachet } = props;
  const queryClient = useQueryClient();
  const [ouvrier, setOuvrier] = useState<number | null>(null);
  const [ofText, setOfText] = useState(numSachet === undefined ? "" : String(numSachet));
  const [found, setFound] = useState<PrefillOf | null>(null);
  const [poids, setPoids] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ofRef = useRef<HTMLInputElement>(null);

  const onFound = (p: PrefillOf) => {
    setFound(p);
    setPoids(decimalSaisie(p.poids));
    setErrors({});
  };

  // A preselected OF is prefilled as if it had been typed.
  useEffect(() => {
    if (numSachet === undefined) return;
    fetchPrefillOf(queryClient, numSachet)
      .then((p) => {
        setFound(p);
        setPoids(decimalSaisie(p.poids));
      })
      .catch(() => undefined);
  }, [numSachet, queryClient]);

  const save = useLignesSave({
    schema: props.schema,
    mutation,
    setErrors,
    confirmable: "OF_AILLEURS",
    onSaved: () => {
      setOfText("");
      setFound(null);
      setPoids("");
      ofRef.current?.focus();
      onDone?.();
    },
  });
  const submit = () => save({ idOuvrier: ouvrier ?? "", numSachet: ofText.trim(), poids });

  return (
    <FormFlow onSubmit={submit} aria-label={props.nom} sx={{ display: "grid", gap: 1.5 }}>
      <LignesOuvrierSelect
        label={props.ouvrierLabel}
        name="idOuvrier"
        ouvriers={props.ouvriers}
        value={ouvrier}
        onChange={setOuvrier}
        error={errors.idOuvrier}
        autoFocus={props.autoFocus ?? true}
      />
      <EnvoiOfField
        value={ofText}
        onChange={(t) => {
          setOfText(t);
          if (found && t.trim() !== String(found.numSachet)) setFound(null);
        }}
        found={found}
        onFound={onFound}
        error={errors.numSachet}
        inputRef={ofRef}
      />
      {found ? <EmplacementOfLigne numSachet={found.numSachet} /> : null}
      <LignesNombreField
        label="Poids (g)"
        name="poids"
        value={poids}
        onChange={setPoids}
        error={errors.poids}
      />
      <Box>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          ENVOYER
        </Button>
      </Box>
    </FormFlow>
  );
}
