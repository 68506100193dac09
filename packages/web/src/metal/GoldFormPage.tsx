import {
  formatNumberFr,
  goldFormSchema,
  grammesFins,
  lireSaisieDecimale,
  TITRES,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DateField } from "../ui/DateField.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useEnterNavigation } from "../ui/useEnterNavigation.ts";
import { useContexte, useGoldForm } from "./api.ts";
import { erreursDe } from "./MontantField.tsx";

const TOUS_TITRES = [...TITRES.or, ...TITRES.argent, ...TITRES.platine];

/** Spec 03 section 2.19, /gold-form: a gold purchase or consignment from a gold supplier, written to its ledger. */
export function GoldFormPage() {
  const contexte = useContexte();
  const notify = useNotify();
  const envoyer = useGoldForm();
  const vide = () => ({
    date: toIsoDate(new Date()),
    fournisseurId: "",
    metalId: String(contexte.data?.metalParDefaut ?? 1),
    poids: "",
    titre: "750",
    confie: false,
    prixGramme: "",
    numDocument: "",
  });
  const [v, setV] = useState(vide);
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof v>(k: K, x: (typeof v)[K]) => {
    setV((p) => ({ ...p, [k]: x }));
    // A field's message goes once it is typed again.
    setErreurs(({ [k]: _, ...autres }) => autres);
  };
  const poids = lireSaisieDecimale(v.poids);
  const fin = /^\d+(\.\d+)?$/.test(poids) ? grammesFins(poids, Number(v.titre)) : null;

  const submit = () => {
    const r = goldFormSchema.safeParse(v);
    if (!r.success) {
      setErreurs(erreursDe(r.error.issues));
      return;
    }
    setErreurs({});
    envoyer.mutate(r.data, {
      onSuccess: (x) => {
        notify(`Enregistré au compte du fournisseur : ${formatNumberFr(x.entreeOrFin, 2)} g fin`);
        setV(vide());
      },
      onError: (e) => notify(e.message, { severity: "error" }),
    });
  };
  const onKeyDown = useEnterNavigation(submit);

  return (
    <Paper
      component="form"
      aria-label="Achat ou dépôt d'or"
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ p: 2, maxWidth: 520, display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Typography variant="h5" component="h1">
        Or fournisseur
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Achat au gramme ou or confié par un fournisseur d'or actif : le poids fin (poids × titre / 1000) entre
        au compte du fournisseur (Mouvements or, FOURNISSEURS).
      </Typography>
      <DateField
        label="Date"
        name="date"
        value={v.date}
        onChange={(d) => set("date", d)}
        error={erreurs.date}
      />
      <TextField
        select
        size="small"
        label="Fournisseur"
        name="fournisseurId"
        value={v.fournisseurId}
        onChange={(e) => set("fournisseurId", e.target.value)}
        error={erreurs.fournisseurId !== undefined}
        helperText={erreurs.fournisseurId}
      >
        {(contexte.data?.fournisseurs ?? []).map((f) => (
          <MenuItem key={f.id} value={String(f.id)}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Métal"
        name="metalId"
        value={v.metalId}
        onChange={(e) => set("metalId", e.target.value)}
      >
        {(contexte.data?.metaux ?? []).map((m) => (
          <MenuItem key={m.id} value={String(m.id)}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Poids (g)"
        name="poids"
        value={v.poids}
        onChange={(e) => set("poids", e.target.value)}
        error={erreurs.poids !== undefined}
        helperText={erreurs.poids ?? (fin === null ? undefined : `Soit ${formatNumberFr(fin, 3)} g fin`)}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <TextField
        select
        size="small"
        label="Titre"
        name="titre"
        value={v.titre}
        onChange={(e) => set("titre", e.target.value)}
        error={erreurs.titre !== undefined}
        helperText={erreurs.titre}
      >
        {TOUS_TITRES.map((t) => (
          <MenuItem key={t} value={String(t)}>
            {t}/1000
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={v.confie} onChange={(e) => set("confie", e.target.checked)} />}
        label="Confié (dépôt, sans prix)"
      />
      <TextField
        size="small"
        label="Prix au gramme (€)"
        name="prixGramme"
        value={v.prixGramme}
        disabled={v.confie}
        onChange={(e) => set("prixGramme", e.target.value)}
        error={erreurs.prixGramme !== undefined}
        helperText={erreurs.prixGramme}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <TextField
        size="small"
        label="N° de document"
        name="numDocument"
        value={v.numDocument}
        onChange={(e) => set("numDocument", e.target.value)}
        error={erreurs.numDocument !== undefined}
        helperText={erreurs.numDocument}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={envoyer.isPending}>
          Enregistrer
        </Button>
      </Box>
    </Paper>
  );
}
