import { type DeuxOf, deuxOfSchema } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type OfNumero, OfPicker } from "../ui/OfPicker.tsx";
import { ToolsCard } from "./ToolsCard.tsx";
import type { ResultatOutil } from "./tools-api.ts";

interface ToolsDeuxOfCardProps {
  titre: string;
  description: string;
  labelSource: string;
  labelCible: string;
  bouton: string;
  mutation: UseMutationResult<ResultatOutil, Error, DeuxOf>;
  /** The confirmation, naming both OFs as the picker shows them. */
  question: (source: OfNumero, cible: OfNumero) => { title: string; message: ReactNode };
}

/** Swap and transfer: two OF numbers (both required, spec 01 section 5), a confirmation, one command. */
export function ToolsDeuxOfCard(props: ToolsDeuxOfCardProps) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [source, setSource] = useState<OfNumero | null>(null);
  const [cible, setCible] = useState<OfNumero | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Enter in the last picker selects the OF and submits in the same key press: read the choice from
  // here, not from the state of the render that handled the key.
  const choix = useRef<{ source: OfNumero | null; cible: OfNumero | null }>({ source: null, cible: null });
  const choisir = (cle: "source" | "cible", of: OfNumero | null) => {
    choix.current = { ...choix.current, [cle]: of };
    (cle === "source" ? setSource : setCible)(of);
  };

  const onSubmit = async () => {
    if (props.mutation.isPending) return;
    const { source, cible } = choix.current;
    const parsed = deuxOfSchema.safeParse({ ofSource: source?.numSachet, ofCible: cible?.numSachet });
    if (!parsed.success || !source || !cible) {
      setErrors(parsed.success ? {} : issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (!(await confirm({ ...props.question(source, cible), confirmLabel: props.bouton }))) return;
    props.mutation.mutate(parsed.data, {
      onSuccess: (r) => {
        notify(r.message);
        choisir("source", null);
        choisir("cible", null);
      },
      onError: (e) => {
        setErrors(serverFieldErrors(e));
        notify(errorMessage(e), { severity: "error" });
      },
    });
  };

  return (
    <ToolsCard titre={props.titre} description={props.description}>
      <FormFlow onSubmit={() => void onSubmit()} aria-label={props.titre} sx={{ display: "grid", gap: 1.5 }}>
        <OfPicker
          label={props.labelSource}
          value={source}
          onChange={(of) => choisir("source", of)}
          error={errors.ofSource !== undefined}
          helperText={errors.ofSource}
        />
        <OfPicker
          label={props.labelCible}
          value={cible}
          onChange={(of) => choisir("cible", of)}
          error={errors.ofCible !== undefined}
          helperText={errors.ofCible}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={props.mutation.isPending}>
            {props.bouton}
          </Button>
        </Box>
      </FormFlow>
    </ToolsCard>
  );
}
