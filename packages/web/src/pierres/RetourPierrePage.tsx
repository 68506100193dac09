import {
  COLONNES_RETOURS_PIERRES,
  decimalSaisie,
  type LigneRetourPierre,
  msgRetourPierreAjoute,
  msgRetourPierreModifie,
  msgRetourPierreSupprime,
  PAGE_SIZES,
  retourPierreSchema,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { RETOURS_PIERRES_KEY, RETOURS_PIERRES_URL, useRetour } from "./stock-pierres-api.ts";

const columns = listColumns(COLONNES_RETOURS_PIERRES, {
  screen: { designation: { flex: 1, minWidth: 160 }, description: { flex: 1, minWidth: 160 } },
});

const VIDE = { idConfie: "", pds: "", pieces: "", designation: "" };

/**
 * /pierre/retour (spec 02 section 2.10): the stones returned to their suppliers, and the form Id Confie,
 * Poids, Motif with Ajouter, Modifier, Supprimer. A return never exceeds what remains of the lot.
 */
export function RetourPierrePage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const retour = useRetour();
  const [draft, setDraft] = useState(VIDE);
  const [choisi, setChoisi] = useState<LigneRetourPierre | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof VIDE, v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const enregistre = useSurbrillance<number>();
  const choisir = (r: LigneRetourPierre) => {
    setChoisi(r);
    setErrors({});
    setDraft({
      idConfie: String(r.idConfie),
      pds: decimalSaisie(r.pds),
      pieces: r.pieces === null ? "" : String(r.pieces),
      designation: r.designation,
    });
  };
  const reset = () => {
    setChoisi(null);
    setDraft(VIDE);
    setErrors({});
  };
  const onError = (e: unknown) => {
    setErrors(serverFieldErrors(e));
    notify(errorMessage(e), { severity: "error" });
  };

  const enregistrer = (idRetour: number | null) => {
    const parsed = retourPierreSchema.safeParse(draft);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    retour.mutate(
      { idRetour, input: parsed.data },
      {
        onSuccess: (r) => {
          notify(idRetour === null ? msgRetourPierreAjoute(r.idRetour) : msgRetourPierreModifie(r.idRetour));
          reset();
          enregistre.marquer(r.idRetour);
        },
        onError,
      },
    );
  };

  const supprimer = async () => {
    if (!choisi) return;
    if (!(await confirm({ title: `Supprimer le retour ${choisi.idRetour} ?`, confirmLabel: "Supprimer" })))
      return;
    retour.mutate(
      { supprimer: choisi.idRetour },
      {
        onSuccess: () => {
          notify(msgRetourPierreSupprime(choisi.idRetour));
          reset();
        },
        onError,
      },
    );
  };

  const champ = (k: keyof typeof VIDE, label: string, numeric = true) => (
    <TextField
      size="small"
      label={label}
      name={k}
      value={draft[k]}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k] !== undefined}
      helperText={errors[k]}
      slotProps={numeric ? { htmlInput: { inputMode: "decimal" } } : {}}
    />
  );

  return (
    <Box
      component="section"
      aria-labelledby="retour-pierre-titre"
      sx={{ display: "grid", gap: 2, minWidth: 0 }}
    >
      <Typography id="retour-pierre-titre" variant="h5" component="h1">
        Retour de pierres
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormFlow
          onSubmit={() => enregistrer(choisi?.idRetour ?? null)}
          aria-label="Retour de pierres"
          sx={{
            display: "flex",
            gap: 1,
            flexWrap: "wrap",
            alignItems: "flex-start",
            "& .MuiTextField-root": { width: 170 },
            "& .MuiTextField-root:has(input[name='designation'])": { width: 360 },
          }}
        >
          {champ("idConfie", "Id Confie")}
          {champ("pds", "Poids (ct)")}
          {champ("pieces", "Nombre de pierres")}
          {champ("designation", "Motif", false)}
          <Button variant="contained" onClick={() => enregistrer(null)} loading={retour.isPending}>
            Ajouter
          </Button>
          <Button
            variant="outlined"
            disabled={!choisi}
            onClick={() => choisi && enregistrer(choisi.idRetour)}
          >
            Modifier
          </Button>
          <Button variant="outlined" color="error" disabled={!choisi} onClick={() => void supprimer()}>
            Supprimer
          </Button>
          {choisi && <Button onClick={reset}>Nouveau</Button>}
        </FormFlow>
      </Paper>
      <DataTable<LigneRetourPierre>
        label="Retours de pierres"
        columns={columns}
        queryKey={RETOURS_PIERRES_KEY}
        url={RETOURS_PIERRES_URL}
        getRowId={(r) => r.idRetour}
        surbrillance={enregistre.cles}
        defaultSort={{ field: "idRetour", dir: "desc" }}
        defaultPageSize={PAGE_SIZES.defaut}
        onRowClick={choisir}
        selectedId={choisi?.idRetour ?? null}
        exportName="retours-pierres"
      />
    </Box>
  );
}
