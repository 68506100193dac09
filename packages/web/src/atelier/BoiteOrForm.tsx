import { boiteOrSaisieSchema, MSG_BOITE_OR_AJOUTEE } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { BoiteOrJoaillierSelect } from "./BoiteOrJoaillierSelect.tsx";
import { useAjouterBoiteOr } from "./boite-or-api.ts";

interface Draft {
  idOuvr: number | null;
  doneOuvr: string;
  renduOuvr: string;
}

const VIDE: Draft = { idOuvr: null, doneOuvr: "", renduOuvr: "" };

/**
 * Ajouter Boite Or (spec 02 sections 2.4 and 5): Joaillier required, Poids Donné and Poids Rendu in
 * grams, at least one of them. Enter moves from field to field and submits on Poids Rendu.
 */
export function BoiteOrForm() {
  const ajouter = useAjouterBoiteOr();
  const [draft, setDraft] = useState<Draft>(VIDE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const joaillierRef = useRef<HTMLSelectElement>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const save = useSchemaSave({
    schema: boiteOrSaisieSchema,
    mutation: ajouter,
    toVars: (data) => data,
    setErrors,
    successMessage: MSG_BOITE_OR_AJOUTEE,
    onSaved: () => {
      // The same jeweller often gets several rows in a row: he stays selected.
      setDraft((d) => ({ ...VIDE, idOuvr: d.idOuvr }));
      joaillierRef.current?.focus();
    },
  });

  const poids = (k: "doneOuvr" | "renduOuvr", label: string) => (
    <TextField
      label={label}
      name={k}
      size="small"
      value={draft[k]}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k] !== undefined}
      helperText={errors[k] ?? "grammes"}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
    />
  );

  return (
    <Paper component="section" aria-labelledby="boite-or-ajout-titre" sx={{ p: 2 }}>
      <Typography id="boite-or-ajout-titre" variant="h6" component="h2" sx={{ mb: 2 }}>
        Ajouter Boîte Or
      </Typography>
      <FormFlow onSubmit={() => save(draft)} aria-label="Ajouter Boîte Or" sx={{ display: "grid", gap: 2 }}>
        <BoiteOrJoaillierSelect
          value={draft.idOuvr}
          onChange={(v) => set("idOuvr", v)}
          actifsSeulement
          error={errors.idOuvr}
          required
          autoFocus
          inputRef={joaillierRef}
        />
        {poids("doneOuvr", "Poids Donné")}
        {poids("renduOuvr", "Poids Rendu")}
        <Box>
          <Button type="submit" variant="contained" disabled={ajouter.isPending}>
            Ajouter
          </Button>
        </Box>
      </FormFlow>
    </Paper>
  );
}
