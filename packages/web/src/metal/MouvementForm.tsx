import type { Client } from "@ecrin/domain";
import {
  decimalSaisie,
  type LigneMouvement,
  MSG_ERREUR_SAUVEGARDE,
  metalPourFournisseur,
  montantsManquants,
  mouvementClientSchema,
  mouvementFournisseurSchema,
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
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { DateField } from "../ui/DateField.tsx";
import { useEnterNavigation } from "../ui/useEnterNavigation.ts";
import type { ContexteGrandLivre } from "./api.ts";
import { useSaveMouvement } from "./api.ts";
import { erreursDe, MontantField } from "./MontantField.tsx";

interface Valeurs {
  date: string;
  partieId: number | null;
  perte: string;
  designation: string;
  metalId: number;
  entreeOrFin: string;
  sortieOr750: string;
}

interface MouvementFormProps {
  genre: "fournisseurs" | "clients";
  contexte: ContexteGrandLivre;
  clients: { data?: Client[] | undefined; isLoading: boolean; error: Error | null };
  edition: LigneMouvement | null;
  onSaved: (id: number) => void;
  onCancelEdit: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/** Spec 03 sections 2.18, 4, 5: the supplier or customer ledger entry, in create or edit mode. */
export function MouvementForm({
  genre,
  contexte,
  clients,
  edition,
  onSaved,
  onCancelEdit,
  formRef,
}: MouvementFormProps) {
  const fournisseur = genre === "fournisseurs";
  const vide = (): Valeurs => ({
    date: toIsoDate(new Date()),
    partieId: null,
    perte: fournisseur ? "" : decimalSaisie(contexte.perteClient),
    designation: "",
    metalId: contexte.metalParDefaut,
    entreeOrFin: "",
    sortieOr750: "",
  });
  const [v, setV] = useState<Valeurs>(vide);
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const save = useSaveMouvement();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the edited row or the tab changes
  useEffect(() => {
    setErreurs({});
    setErreurServeur(null);
    setV(
      edition
        ? {
            date: edition.date,
            partieId: edition.partieId,
            perte: decimalSaisie(edition.perte),
            designation: edition.designation,
            metalId: edition.metalId,
            entreeOrFin: decimalSaisie(edition.entreeOrFin),
            sortieOr750: decimalSaisie(edition.sortieOr750),
          }
        : vide(),
    );
  }, [edition, genre]);

  const set = <K extends keyof Valeurs>(k: K, x: Valeurs[K]) => setV((p) => ({ ...p, [k]: x }));

  const choisirFournisseur = (id: number | null) => {
    setV((p) => {
      if (id === null || edition) return { ...p, partieId: id };
      const f = contexte.fournisseurs.find((x) => x.id === id);
      return {
        ...p,
        partieId: id,
        metalId: metalPourFournisseur(id, contexte),
        perte: f ? decimalSaisie(f.perte) : p.perte,
      };
    });
  };

  const submit = () => {
    setErreurServeur(null);
    const corps = {
      date: v.date,
      [fournisseur ? "fournisseurId" : "clientId"]: v.partieId ?? "",
      perte: v.perte,
      designation: v.designation,
      metalId: v.metalId,
      entreeOrFin: v.entreeOrFin,
      sortieOr750: v.sortieOr750,
    };
    const r = (fournisseur ? mouvementFournisseurSchema : mouvementClientSchema).safeParse(corps);
    if (!r.success) {
      setErreurs({ ...montantsManquants("mouvement", corps), ...erreursDe(r.error.issues) });
      return;
    }
    setErreurs({});
    save.mutate(
      { genre, id: edition?.id ?? null, body: r.data },
      {
        onSuccess: ({ id }) => {
          if (!edition) setV((p) => ({ ...p, designation: "", entreeOrFin: "", sortieOr750: "" }));
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
      aria-label={fournisseur ? "Mouvement fournisseur" : "Mouvement client"}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="subtitle1">
          {fournisseur ? "Mouvement fournisseur" : "Mouvement client"}
        </Typography>
        {edition && <Chip label="ÉDITION" color="warning" size="small" />}
      </Box>
      <DateField
        label="Date"
        name="date"
        value={v.date}
        onChange={(d) => set("date", d)}
        error={erreurs.date}
      />
      {fournisseur ? (
        <TextField
          select
          size="small"
          label="Fournisseur"
          name="fournisseurId"
          value={v.partieId ?? ""}
          onChange={(e) => choisirFournisseur(e.target.value === "" ? null : Number(e.target.value))}
          error={erreurs.fournisseurId !== undefined}
          helperText={erreurs.fournisseurId}
        >
          {contexte.fournisseurs.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <ClientTreePicker
          clients={clients}
          value={v.partieId}
          onChange={(id) => set("partieId", id)}
          size="small"
          error={erreurs.clientId !== undefined}
          helperText={erreurs.clientId}
        />
      )}
      <TextField
        size="small"
        label="% Perte"
        name="perte"
        value={v.perte}
        onChange={(e) => set("perte", e.target.value)}
        error={erreurs.perte !== undefined}
        helperText={erreurs.perte ?? (fournisseur ? undefined : "Cours 14 (perte client)")}
        slotProps={{ htmlInput: { inputMode: "decimal", readOnly: !fournisseur } }}
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
        onChange={(e) => set("metalId", Number(e.target.value))}
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
        label={fournisseur ? "Entrée (or fin)" : "Entrée (vieil or)"}
        name="entreeOrFin"
        value={v.entreeOrFin}
        onChange={(x) => set("entreeOrFin", x)}
        error={erreurs.entreeOrFin}
      />
      <MontantField
        label="Sortie (or 750)"
        name="sortieOr750"
        value={v.sortieOr750}
        onChange={(x) => set("sortieOr750", x)}
        error={erreurs.sortieOr750}
      />
      {erreurs._ && (
        <Typography color="error" variant="body2" role="alert">
          {erreurs._}
        </Typography>
      )}
      {erreurServeur && (
        <Typography color="error" variant="body2" role="alert">
          {erreurServeur}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {edition ? "Mettre à jour" : "Enregistrer"}
        </Button>
        {edition && <Button onClick={onCancelEdit}>Annuler édition</Button>}
      </Box>
    </Box>
  );
}
