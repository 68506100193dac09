import {
  avertissementCertificat,
  decimalSaisie,
  MSG_ERREUR_ENREGISTREMENT_PIERRE,
  MSG_REMPLIR_CHAMPS_OBLIGATOIRES,
  msgCorrigerChamp,
  type PierreAReceptionner,
  receptionSchema,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { navigableFields } from "../ui/useEnterNavigation.ts";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { type ReferenceItem, useReferenceList } from "./pierre-api.ts";
import { etiquetteUrl, usePierresAReceptionner, useReceptionner } from "./stock-pierres-api.ts";

/** The form as typed; the supplier and the stone are the chosen items, under the schema's names. */
interface Draft {
  noConfie: string;
  idFour: ReferenceItem | null;
  idPier: PierreAReceptionner | null;
  dollar: string;
  euro: string;
  poids: string;
  pieces: string;
  lg: boolean;
  coursEurDoll: string;
  certificat: string;
}

const VIDE: Draft = {
  noConfie: "",
  idFour: null,
  idPier: null,
  dollar: "",
  euro: "",
  poids: "",
  pieces: "",
  lg: false,
  coursEurDoll: "1",
  certificat: "",
};

/** The form's fields, by input name, as the messages name them (spec 02 section 2.7). */
const LIBELLES: Record<string, string> = {
  noConfie: "N° Confie",
  idFour: "Fournisseur",
  idPier: "Pierre",
  dollar: "Prix $",
  euro: "Prix €",
  poids: "Poids Reçu",
  pieces: "Nombre de pierres",
  lg: "Pierre de Labo",
  coursEurDoll: "Cours €/$",
  certificat: "Certificat",
};

const corps = (d: Draft) => ({
  noConfie: d.noConfie,
  idFour: d.idFour?.id ?? "",
  idPier: d.idPier?.idPier ?? "",
  idQual: d.idPier?.idQual ?? null,
  dollar: d.dollar,
  euro: d.euro,
  poids: d.poids,
  pieces: d.pieces,
  lg: d.lg,
  coursEurDoll: d.coursEurDoll,
  certificat: d.certificat,
});

/**
 * /pierre/reception (spec 02 section 2.7): a lot of entrusted stones received from a supplier. Enter
 * goes from field to field; on a wrong field it says which one, on the last one of an incomplete form
 * that the required fields are missing. Enregistrer waits for a valid, modified form.
 */
export function ReceptionPierrePage() {
  const notify = useNotify();
  const receptionner = useReceptionner();
  const fournisseurs = useReferenceList("fournisseur");
  const f = useFormulaire({ schema: receptionSchema, valeurs: VIDE, versCorps: corps });
  const draft = f.watch();
  // The fields whose message is shown (left, or Enter pressed on them); a refused save shows them all.
  const [vus, setVus] = useState<Set<string>>(new Set());
  const [recherche, setRecherche] = useState("");
  const q = useDebouncedValue(recherche, 250);
  const pierres = usePierresAReceptionner(q);
  const [avertissement, setAvertissement] = useState<string | null>(null);
  const [dernier, setDernier] = useState<number | null>(null);

  // Checked as it is typed: Enter names a wrong field, Enregistrer waits for a valid form.
  const parsed = receptionSchema.safeParse(corps(draft));
  const erreurs = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const modifie = f.formState.isDirty;
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    f.setValue(k, v as never, { shouldDirty: true });
    f.clearErrors(k);
  };
  const voir = (k: string) => setVus((v) => (v.has(k) ? v : new Set(v).add(k)));
  const serveur = f.formState.errors as Record<string, { message?: string } | undefined>;
  const erreur = (k: string) => serveur[k]?.message || (vus.has(k) ? erreurs[k] : undefined) || undefined;

  const envoyer = f.envoyer(
    (r) => {
      setAvertissement(avertissementCertificat(r.certificat));
      return receptionner.mutateAsync(r);
    },
    (r) => {
      setDernier(r.idConf);
      f.reset(VIDE);
      setVus(new Set());
      setRecherche("");
    },
    { succes: (r) => r.message, formulerErreur: () => MSG_ERREUR_ENREGISTREMENT_PIERRE },
  );
  const enregistrer = () => {
    if (!parsed.success || receptionner.isPending) {
      setVus(new Set(Object.keys(LIBELLES)));
      return;
    }
    void envoyer();
  };

  // Enter: a wrong field is named; the last field submits, or says the required fields are missing.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== "Enter" || e.defaultPrevented || e.shiftKey || e.ctrlKey || e.altKey) return;
    const cible = e.target;
    if (!(cible instanceof HTMLInputElement) || ["button", "submit"].includes(cible.type)) return;
    const champs = navigableFields(e.currentTarget);
    const i = champs.indexOf(cible);
    if (i === -1) return;
    e.preventDefault();
    const nom = cible.name;
    voir(nom);
    if (erreurs[nom] !== undefined) {
      notify(msgCorrigerChamp(LIBELLES[nom] ?? nom), { severity: "error" });
      return;
    }
    const suivant = champs[i + 1];
    if (suivant) {
      suivant.focus();
      if (suivant instanceof HTMLInputElement && suivant.type === "text") suivant.select();
      return;
    }
    if (!parsed.success) notify(MSG_REMPLIR_CHAMPS_OBLIGATOIRES, { severity: "error" });
    else enregistrer();
  };

  const texte = (
    k: "noConfie" | "dollar" | "euro" | "poids" | "pieces" | "coursEurDoll" | "certificat",
    numeric = true,
  ) => (
    <TextField
      label={LIBELLES[k]}
      name={k}
      value={draft[k]}
      onChange={(e) => set(k, e.target.value)}
      onBlur={() => voir(k)}
      error={erreur(k) !== undefined}
      helperText={erreur(k)}
      required={k === "noConfie" || k === "poids"}
      slotProps={numeric ? { htmlInput: { inputMode: "decimal" } } : {}}
    />
  );

  return (
    <Box
      component="section"
      aria-labelledby="reception-titre"
      sx={{ display: "grid", gap: 2, maxWidth: 720 }}
    >
      <Typography id="reception-titre" variant="h5" component="h1">
        Réception de pierres
      </Typography>
      {avertissement && (
        <Alert severity="warning" onClose={() => setAvertissement(null)}>
          {avertissement}
        </Alert>
      )}
      {dernier !== null && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => void ouvrirPdf(etiquetteUrl(dernier))}>
              Imprimer l'étiquette
            </Button>
          }
        >
          Id Confie {dernier}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Réception de pierres"
        onKeyDown={onKeyDown}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          enregistrer();
        }}
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
      >
        {texte("noConfie", false)}
        <Autocomplete
          options={(fournisseurs.data ?? []).filter((f) => f.actif !== false)}
          value={draft.idFour}
          onChange={(_, v) => set("idFour", v)}
          getOptionLabel={(f) => f.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label={LIBELLES.idFour}
              name="idFour"
              required
              onBlur={() => voir("idFour")}
              error={erreur("idFour") !== undefined}
              helperText={erreur("idFour")}
            />
          )}
        />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Autocomplete
            options={pierres.data ?? []}
            value={draft.idPier}
            onChange={(_, p) => {
              set("idPier", p);
              // Choosing a stone prefills its prices from the tariff (spec 02 section 2.7).
              if (p) {
                f.setValue("euro", decimalSaisie(p.euro));
                f.setValue("dollar", decimalSaisie(p.dollar));
              }
            }}
            inputValue={recherche}
            onInputChange={(_, v) => setRecherche(v)}
            filterOptions={(x) => x}
            getOptionLabel={(p) => p.label}
            getOptionKey={(p) => p.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={pierres.isFetching}
            noOptionsText={q.trim().length < 2 ? "Tapez au moins 2 caractères" : "Aucune pierre"}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                label={LIBELLES.idPier}
                name="idPier"
                required
                onBlur={() => voir("idPier")}
                error={erreur("idPier") !== undefined}
                helperText={erreur("idPier") ?? "Tous les mots, dans n'importe quel ordre"}
              />
            )}
          />
        </Box>
        {texte("dollar")}
        {texte("euro")}
        {texte("poids")}
        {texte("pieces")}
        <FormControlLabel
          control={<Checkbox name="lg" checked={draft.lg} onChange={(e) => set("lg", e.target.checked)} />}
          label={LIBELLES.lg}
        />
        {texte("coursEurDoll")}
        <Box sx={{ gridColumn: "1 / -1", display: "grid" }}>{texte("certificat", false)}</Box>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!parsed.success || !modifie}
            loading={receptionner.isPending}
          >
            Enregistrer
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
