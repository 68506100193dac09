import {
  formatNumberFr,
  goldFormSchema,
  grammesFins,
  lireSaisieDecimale,
  msgOrEnregistreFournisseur,
  TITRES_PAR_METAL,
  titreAdmis,
  toIsoDate,
} from "@ecrin/domain";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { ChampCase, ChampDate, ChampListe, ChampTexte } from "../ui/champsFormulaire.tsx";
import { useFormulaire } from "../ui/useFormulaire.ts";
import { useContexte, useGoldForm } from "./api.ts";
import { FormulaireMetal } from "./FormulaireMetal.tsx";

/** The titres of a metal (the domain's table); a metal without a table takes the gold ones. */
const titresDe = (metalId: string) =>
  (TITRES_PAR_METAL[Number(metalId)] ?? TITRES_PAR_METAL[1] ?? []).map((t) => ({
    id: String(t),
    label: `${t}/1000`,
  }));

/** Spec 03 section 2.19, /gold-form: a gold purchase or consignment from a gold supplier, written to its ledger. */
export function GoldFormPage() {
  const contexte = useContexte();
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
  const f = useFormulaire({ schema: goldFormSchema, valeurs: vide(), effacerEnTapant: true });
  const [metalId, titre, confie] = f.watch(["metalId", "titre", "confie"]);
  const poids = lireSaisieDecimale(f.watch("poids"));
  const fin = /^\d+(\.\d+)?$/.test(poids) ? grammesFins(poids, Number(titre)) : null;

  const submit = f.envoyer(
    (corps) => envoyer.mutateAsync(corps),
    () => f.reset(vide()),
    { succes: (x) => msgOrEnregistreFournisseur(formatNumberFr(x.entreeOrFin, 2)) },
  );
  const choisirMetal = (id: string) => {
    // A titre the new metal does not have goes back to its first one.
    if (!titreAdmis(Number(id), Number(f.getValues("titre")))) f.setValue("titre", titresDe(id)[0]?.id ?? "");
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
        <ChampDate control={f.control} name="date" label="Date" />
        <ChampListe
          control={f.control}
          name="fournisseurId"
          label="Fournisseur"
          options={(contexte.data?.fournisseurs ?? []).map((x) => ({ id: String(x.id), label: x.label }))}
        />
        <ChampListe
          control={f.control}
          name="metalId"
          label="Métal"
          options={(contexte.data?.metaux ?? []).map((m) => ({ id: String(m.id), label: m.label }))}
          apres={choisirMetal}
        />
        <ChampTexte
          control={f.control}
          name="poids"
          label="Poids (g)"
          aide={fin === null ? undefined : `Soit ${formatNumberFr(fin, 3)} g fin`}
          decimal
        />
        <ChampListe control={f.control} name="titre" label="Titre" options={titresDe(metalId)} />
        <ChampCase control={f.control} name="confie" label="Confié (dépôt, sans prix)" />
        <ChampTexte
          control={f.control}
          name="prixGramme"
          label="Prix au gramme (€)"
          disabled={confie}
          decimal
        />
        <ChampTexte control={f.control} name="numDocument" label="N° de document" />
      </FormulaireMetal>
    </Paper>
  );
}
