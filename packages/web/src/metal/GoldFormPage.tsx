import {
  formatNumberFr,
  goldFormSchema,
  grammesFins,
  lireSaisieDecimale,
  TITRES_PAR_METAL,
  titreAdmis,
  toIsoDate,
} from "@ecrin/domain";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DateField } from "../ui/DateField.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useContexte, useGoldForm } from "./api.ts";
import { ChampListe, ChampTexte } from "./ChampsFormulaire.tsx";
import { FormulaireMetal } from "./FormulaireMetal.tsx";
import { erreursDe } from "./MontantField.tsx";

/** The titres of a metal (the domain's table); a metal without a table takes the gold ones. */
const titresDe = (metalId: string) =>
  (TITRES_PAR_METAL[Number(metalId)] ?? TITRES_PAR_METAL[1] ?? []).map((t) => ({
    id: String(t),
    label: `${t}/1000`,
  }));

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
  const choisirMetal = (metalId: string) => {
    set("metalId", metalId);
    // A titre the new metal does not have goes back to its first one.
    if (!titreAdmis(Number(metalId), Number(v.titre))) set("titre", titresDe(metalId)[0]?.id ?? "");
  };

  return (
    <Paper sx={{ p: 2, maxWidth: 520 }}>
      <FormulaireMetal
        titre="Or fournisseur"
        nom="Achat ou dépôt d'or"
        titreVariante="h5"
        onSubmit={submit}
        enCours={envoyer.isPending}
      >
        <Typography variant="body2" color="text.secondary">
          Achat au gramme ou or confié par un fournisseur d'or actif : le poids fin (poids × titre / 1000)
          entre au compte du fournisseur (Mouvements or, FOURNISSEURS).
        </Typography>
        <DateField
          label="Date"
          name="date"
          value={v.date}
          onChange={(d) => set("date", d)}
          error={erreurs.date}
        />
        <ChampListe
          label="Fournisseur"
          name="fournisseurId"
          value={v.fournisseurId}
          options={(contexte.data?.fournisseurs ?? []).map((f) => ({ id: String(f.id), label: f.label }))}
          onChange={(x) => set("fournisseurId", x)}
          error={erreurs.fournisseurId}
        />
        <ChampListe
          label="Métal"
          name="metalId"
          value={v.metalId}
          options={(contexte.data?.metaux ?? []).map((m) => ({ id: String(m.id), label: m.label }))}
          onChange={choisirMetal}
          error={erreurs.metalId}
        />
        <ChampTexte
          label="Poids (g)"
          name="poids"
          value={v.poids}
          onChange={(x) => set("poids", x)}
          error={erreurs.poids}
          aide={fin === null ? undefined : `Soit ${formatNumberFr(fin, 3)} g fin`}
          decimal
        />
        <ChampListe
          label="Titre"
          name="titre"
          value={v.titre}
          options={titresDe(v.metalId)}
          onChange={(x) => set("titre", x)}
          error={erreurs.titre}
        />
        <FormControlLabel
          control={<Checkbox checked={v.confie} onChange={(e) => set("confie", e.target.checked)} />}
          label="Confié (dépôt, sans prix)"
        />
        <ChampTexte
          label="Prix au gramme (€)"
          name="prixGramme"
          value={v.prixGramme}
          disabled={v.confie}
          onChange={(x) => set("prixGramme", x)}
          error={erreurs.prixGramme}
          decimal
        />
        <ChampTexte
          label="N° de document"
          name="numDocument"
          value={v.numDocument}
          onChange={(x) => set("numDocument", x)}
          error={erreurs.numDocument}
        />
      </FormulaireMetal>
    </Paper>
  );
}
