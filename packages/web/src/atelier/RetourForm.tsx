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
import { LignesNombreField } from "./LignesNombreField.tsx";
import { fetchPrefillOf } from "./lignes-api.ts";
import { useLignesSave } from "./lignes-save.ts";
import { RetourLigneField } from "./RetourLigneField.tsx";

type Kind = GenreLigne;
type LigneDe<K extends Kind> = LigneAtelierDe<K>;

export interface RetourFormProps {
  /** Preselects the line in progress of this OF (the list opens when it has several). */
  numSachet?: number | undefined;
  /** Called after a successful return. */
  onDone?: () => void;
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

/**
 * The return form shared by Retour Joaillier and Retour Serti (spec 02 sections 2.1, 2.2, 5): the OF
 * among the lines not yet returned, weight, returned weight, then time or price, RETOURNER. Choosing
 * the line prefills the weight sent and the OF's theoretical time (or setting price).
 */
export function RetourForm<K extends Kind, S extends z.ZodType>(props: RetourFormCoreProps<K, S>) {
  const { kind, mutation, onDone } = props;
  const troisieme = TROISIEME[kind];
  const queryClient = useQueryClient();
  const [ligne, setLigne] = useState<LigneDe<K> | null>(null);
  const [poids, setPoids] = useState("");
  const [poidsRendu, setPoidsRendu] = useState("");
  const [valeur, setValeur] = useState("");
  const [theorique, setTheorique] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ofRef = useRef<HTMLInputElement>(null);

  const choisir = (l: LigneDe<K> | null) => {
    setLigne(l);
    setErrors({});
    if (!l) return;
    setPoids(decimalSaisie(l.poidsEnvoye));
    setPoidsRendu("");
    setValeur("");
    setTheorique(null);
    fetchPrefillOf(queryClient, l.numSachet)
      .then((p) => {
        const v = kind === "joaillier" ? p.temps : p.prix;
        setTheorique(v);
        // Only if the person has not typed it meanwhile.
        setValeur((typed) => (typed === "" ? decimalSaisie(v) : typed));
      })
      .catch(() => undefined);
  };

  const save = useLignesSave({
    schema: props.schema,
    mutation,
    setErrors,
    onSaved: () => {
      setLigne(null);
      setPoids("");
      setPoidsRendu("");
      setValeur("");
      setTheorique(null);
      ofRef.current?.focus();
      onDone?.();
    },
  });
  const submit = () => {
    save({
      idLigne: ligne?.id ?? "",
      poids,
      poidsRendu,
      [troisieme.key]: valeur,
    });
  };
  const hint =
    theorique === null
      ? undefined
      : kind === "joaillier"
        ? `Temps théorique : ${formatNumberFr(theorique, 0)} min`
        : undefined;

  return (
    <FormFlow onSubmit={submit} aria-label={props.nom} sx={{ display: "grid", gap: 1.5 }}>
      <RetourLigneField
        kind={kind}
        value={ligne}
        onChange={choisir}
        numSachet={props.numSachet}
        error={errors.idLigne}
        autoFocus={props.autoFocus ?? true}
        inputRef={ofRef}
      />
      <LignesNombreField
        label="Poids (g)"
        name="poids"
        value={poids}
        onChange={setPoids}
        error={errors.poids}
      />
      <LignesNombreField
        label="Poids Rendu (g)"
        name="poidsRendu"
        value={poidsRendu}
        onChange={setPoidsRendu}
        error={errors.poidsRendu}
      />
      <LignesNombreField
        label={troisieme.label}
        name={troisieme.key}
        value={valeur}
        onChange={setValeur}
        error={errors[troisieme.key]}
        hint={hint}
      />
      <Box>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          RETOURNER
        </Button>
      </Box>
    </FormFlow>
  );
}
