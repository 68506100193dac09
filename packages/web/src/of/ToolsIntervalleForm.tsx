import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { z } from "zod";
import { FormFlow } from "../ui/FormFlow.tsx";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";

interface Bornes {
  min: string;
  max: string;
}

interface ToolsIntervalleFormProps {
  label: string;
  /** intervalleSchema (end optional) or commandeSchema (both required): the server's own rules. */
  schema: z.ZodType;
  bouton: string;
  finAide?: string;
  pending: boolean;
  onImprimer: (bornes: Bornes) => void;
}

/** "Du n°" / "Au n°" then print; Enter goes from the start to the end, then prints. */
export function ToolsIntervalleForm({
  label,
  schema,
  bouton,
  finAide,
  pending,
  onImprimer,
}: ToolsIntervalleFormProps) {
  const [bornes, setBornes] = useState<Bornes>({ min: "", max: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = () => {
    if (pending) return;
    const parsed = schema.safeParse(bornes);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onImprimer({ min: bornes.min.trim(), max: bornes.max.trim() });
  };

  const champ = (cle: keyof Bornes, texte: string, aide?: string) => (
    <TextField
      label={texte}
      size="small"
      value={bornes[cle]}
      onChange={(e) => setBornes((b) => ({ ...b, [cle]: e.target.value }))}
      error={errors[cle] !== undefined}
      helperText={errors[cle] ?? aide}
      slotProps={{ htmlInput: { inputMode: "numeric", "aria-label": `${label} — ${texte}` } }}
    />
  );

  return (
    <FormFlow onSubmit={onSubmit} aria-label={label} sx={{ display: "grid", gap: 1.5 }}>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
        {champ("min", "Du n°")}
        {champ("max", "Au n°", finAide)}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {bouton}
        </Button>
      </Box>
    </FormFlow>
  );
}
