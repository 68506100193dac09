import {
  decimalSaisie,
  type LigneMouvement,
  lireSaisieDecimale,
  MSG_ERREUR_SAUVEGARDE,
  montantsManquants,
  mouvementClalSchema,
  sortieOrFinDe750,
  toIsoDate,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type RefObject, useEffect, useState } from "react";
import { ApiError } from "../api/http.ts";
import { DateField } from "../ui/DateField.tsx";
import { useEnterNavigation } from "../ui/useEnterNavigation.ts";
import { type ContexteGrandLivre, useSaveMouvement } from "./api.ts";
import { erreursDe, MontantField } from "./MontantField.tsx";

interface Valeurs {
  date: string;
  designation: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
  sortieOrFin: string;
  /** Sortie Or Fin typed by hand: the 0.75 rule stops. */
  manuel: boolean;
}

interface ClalFormProps {
  contexte: ContexteGrandLivre;
  edition: LigneMouvement | null;
  onSaved: (id: number) => void;
  onCancelEdit: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/** Sortie Or Fin of gold from what is typed in Sortie Or 750: 0.75 x, 2 decimals ("" while not a number). */
function auto(s750: string): string {
  const s = lireSaisieDecimale(s750);
  return /^\d+(\.\d+)?$/.test(s) ? decimalSaisie(sortieOrFinDe750(s), { zerosFinaux: true }) : "";
}

/** Spec 03 sections 2.18, 4, 5: the CLAL entry form. */
export function ClalForm({ contexte, edition, onSaved, onCancelEdit, formRef }: ClalFormProps) {
  const or = contexte.metalParDefaut;
  const vide = (): Valeurs => ({
    date: toIsoDate(new Date()),
    designation: "",
    metalId: or,
    entreeOrFin: "",
    sortieOr750: "",
    sortieOrFin: "",
    manuel: false,
  });
  const [v, setV] = useState<Valeurs>(vide);
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const save = useSaveMouvement();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the edited row changes
  useEffect(() => {
    setErreurs({});
    setErreurServeur(null);
    setV(
      edition
        ? {
            date: edition.date,
            designation: edition.designation,
            metalId: edition.metalId,
            entreeOrFin: decimalSaisie(edition.entreeOrFin),
            sortieOr750: decimalSaisie(edition.sortieOr750),
            sortieOrFin: decimalSaisie(edition.sortieOrFin),
            manuel: edition.metalId === or && edition.sortieOrFin !== sortieOrFinDe750(edition.sortieOr750),
          }
        : vide(),
    );
  }, [edition]);

  const set = <K extends keyof Valeurs>(k: K, x: Valeurs[K]) => setV((p) => ({ ...p, [k]: x }));
  const estOr = v.metalId === or;

  const setSortie750 = (x: string) =>
    setV((p) => ({
      ...p,
      sortieOr750: x,
      sortieOrFin: p.manuel ? p.sortieOrFin : p.metalId === or ? auto(x) : x,
    }));

  const submit = () => {
    setErreurServeur(null);
    const r = mouvementClalSchema.safeParse({
      date: v.date,
      designation: v.designation,
      metalId: v.metalId,
      entreeOrFin: v.entreeOrFin,
      sortieOr750: v.sortieOr750,
      sortieOrFin: estOr ? v.sortieOrFin : v.sortieOr750,
    });
    if (!r.success) {
      setErreurs({ ...montantsManquants("clal", v), ...erreursDe(r.error.issues) });
      return;
    }
    setErreurs({});
    save.mutate(
      { genre: "clal", id: edition?.id ?? null, body: r.data },
      {
        onSuccess: ({ id }) => {
          if (!edition) setV(vide());
          onSaved(id);
        },
        onError: (e) => {
          if (e instanceof ApiError) setErreurs(e.fieldErrors);
          setErreurServeur(`${MSG_ERREUR_SAUVEGARDE}${e.message ? ` (${e.message})` : ""}`);
        },
      },
    );
  };
  const onKeyDown = useEnterNavigation(submit);

  return (
    <Box
      component="form"
      ref={formRef}
      aria-label="Mouvement CLAL"
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="subtitle1">Mouvement CLAL</Typography>
        {edition && <Chip label="ÉDITION" color="warning" size="small" />}
      </Box>
      <DateField
        label="Date"
        name="date"
        value={v.date}
        onChange={(d) => set("date", d)}
        error={erreurs.date}
      />
      <TextField
        size="small"
        label="Désignation"
        name="designation"
        value={v.designation}
        onChange={(e) => set("designation", e.target.value)}
        error={erreurs.designation !== undefined}
        helperText={erreurs.designation}
      />
      <TextField
        select
        size="small"
        label="Métal"
        name="metalId"
        value={v.metalId}
        // Changing the metal clears the three amounts and the manual flag.
        onChange={(e) =>
          setV((p) => ({
            ...p,
            metalId: Number(e.target.value),
            entreeOrFin: "",
            sortieOr750: "",
            sortieOrFin: "",
            manuel: false,
          }))
        }
        error={erreurs.metalId !== undefined}
        helperText={erreurs.metalId}
      >
        {contexte.metaux.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <MontantField
        label="Entrée Or Fin"
        name="entreeOrFin"
        value={v.entreeOrFin}
        onChange={(x) => set("entreeOrFin", x)}
        error={erreurs.entreeOrFin}
      />
      <MontantField
        label="Sortie Or 750"
        name="sortieOr750"
        value={v.sortieOr750}
        onChange={setSortie750}
        error={erreurs.sortieOr750}
      />
      <MontantField
        label="Sortie Or Fin"
        name="sortieOrFin"
        value={estOr ? v.sortieOrFin : v.sortieOr750}
        onChange={(x) => setV((p) => ({ ...p, sortieOrFin: x, manuel: true }))}
        readOnly={!estOr}
        error={erreurs.sortieOrFin}
      />
      {(erreurs._ || erreurServeur) && (
        <Typography color="error" variant="body2" role="alert">
          {erreurServeur ?? erreurs._}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {edition ? "Mettre à jour" : "Ajouter"}
        </Button>
        {edition && <Button onClick={onCancelEdit}>Annuler édition</Button>}
      </Box>
    </Box>
  );
}
