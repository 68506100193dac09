import {
  calculerDevis,
  type DevisCouts,
  type DevisModele,
  type DevisPierre,
  type DevisProduitTrouve,
  type DevisTarifCle,
  decimalSaisie,
  devisCoutsSchema,
  formatEuro,
  msgPierreRemplacee,
  retirerPierreDevis,
  saisirCoutDevis,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useRef, useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { errorMessage, issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { DEVIS_COUTS_SAISIS_VIDES, DevisCoutsForm, type DevisCoutsSaisis } from "./DevisCoutsForm.tsx";
import { DevisLignes } from "./DevisLignes.tsx";
import { DevisPierresPanel } from "./DevisPierresPanel.tsx";
import { DevisProduitRecherche } from "./DevisProduitRecherche.tsx";
import { DevisTarifs } from "./DevisTarifs.tsx";
import { useChargerProduitDevis, useDevisCours, useImprimerDevis } from "./devis-api.ts";

interface DevisEtat {
  couts: DevisCoutsSaisis;
  pierres: DevisPierre[];
  idClient: number | null;
  /** The product the quote was loaded from. */
  reference: string | null;
  /** What the client quote describes (the loaded product's description by default). */
  description: string;
  /** The tier the client quote prices at. */
  tarif: DevisTarifCle;
}

const VIDE: DevisEtat = {
  couts: DEVIS_COUTS_SAISIS_VIDES,
  pierres: [],
  idClient: null,
  reference: null,
  description: "",
  tarif: "normal",
};

/** "4500.5" -> "4500,5", "0" -> "": a loaded product's costs as a person would have typed them. */
function enSaisie(couts: DevisCouts): DevisCoutsSaisis {
  const out = { ...DEVIS_COUTS_SAISIS_VIDES };
  for (const champ of Object.keys(out) as (keyof DevisCouts)[]) {
    const v = couts[champ];
    out[champ] = /^0*(\.0*)?$/.test(v) ? "" : decimalSaisie(v, { zerosFinaux: true });
  }
  return out;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      sx={{ p: 2, display: "grid", gap: 2, alignContent: "start" }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Spec 03 section 2.17, /devis: the quote calculator. */
export function DevisPage() {
  const clients = useClients();
  const notify = useNotify();
  const cours = useDevisCours();
  const charger = useChargerProduitDevis();
  const imprimer = useImprimerDevis();
  const [etat, setEtat] = useState<DevisEtat>(VIDE);
  const pierreRef = useRef<HTMLInputElement | null>(null);
  // The stone line just added to the quote, highlighted (issue 28.5).
  const ajoutee = useSurbrillance<string>();
  // The quote as it is now, for the callbacks that end after other edits (product load, undo).
  const etatRef = useRef(etat);
  etatRef.current = etat;

  const parsed = devisCoutsSchema.safeParse(etat.couts);
  const erreurs = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const couts = parsed.success ? parsed.data : null;
  // A few dozen exact operations: recomputed at each render, no memo needed.
  const resultat = couts && cours.data ? calculerDevis(couts, etat.pierres, cours.data) : null;

  /** Replaces the whole quote, with an undo in the message. */
  const remplacer = (next: (avant: DevisEtat) => DevisEtat, message: string) => {
    const avant = etatRef.current;
    setEtat(next(avant));
    notify(message, { action: { label: "Annuler", onAction: () => setEtat(avant) } });
  };

  const onProduit = (p: DevisProduitTrouve) => {
    charger.mutate(p.idCentre, {
      onSuccess: (produit) => {
        remplacer(
          (avant) => ({
            ...avant,
            couts: enSaisie(produit.couts),
            pierres: produit.pierres,
            reference: produit.ref,
            description: produit.description,
          }),
          `Produit ${produit.ref} chargé`,
        );
        if (produit.pierresSansTarif.length > 0) {
          notify(
            `Pierres sans tarif pour leur qualité (comptées à 0) : ${produit.pierresSansTarif.join(", ")}`,
            {
              severity: "warning",
            },
          );
        }
      },
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  const onImprimer = (modele: DevisModele) => {
    imprimer.mutate(
      {
        idClient: etat.idClient,
        reference: etat.reference,
        couts: etat.couts,
        pierres: etat.pierres,
        modele,
        tarif: etat.tarif,
        description: etat.description.trim() === "" ? null : etat.description,
      },
      { onError: (e) => notify(errorMessage(e), { severity: "error" }) },
    );
  };

  return (
    <Box component="section" aria-labelledby="devis-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Typography id="devis-title" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Devis{etat.reference ? ` — ${etat.reference}` : ""}
        </Typography>
        <Button variant="outlined" onClick={() => remplacer(() => VIDE, "Devis réinitialisé")}>
          Réinitialiser
        </Button>
        <Button
          variant="outlined"
          onClick={() => onImprimer("interne")}
          loading={imprimer.isPending && imprimer.variables?.modele === "interne"}
          disabled={resultat === null || imprimer.isPending}
        >
          Imprimer le devis interne
        </Button>
        <Button
          variant="contained"
          onClick={() => onImprimer("client")}
          loading={imprimer.isPending && imprimer.variables?.modele === "client"}
          disabled={resultat === null || imprimer.isPending}
        >
          Imprimer le devis client
        </Button>
      </Box>
      {cours.isError && (
        <Typography role="alert" color="error">
          {errorMessage(cours.error)}
        </Typography>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 400px" } }}>
        <Box sx={{ display: "grid", gap: 2, alignContent: "start" }}>
          <Section title="Coûts">
            <DevisCoutsForm
              valeurs={etat.couts}
              erreurs={erreurs}
              onChange={(champ, valeur) =>
                setEtat((e) => ({ ...e, couts: saisirCoutDevis(e.couts, champ, valeur) }))
              }
              onDone={() => pierreRef.current?.focus()}
            />
          </Section>
          <Section title="Pierres">
            <DevisPierresPanel
              pierres={etat.pierres}
              firstFieldRef={pierreRef}
              onChange={(pierres, ajout) => {
                setEtat((e) => ({ ...e, pierres }));
                ajoutee.marquer(ajout.description);
                if (ajout.remplacee) notify(msgPierreRemplacee(ajout.description));
              }}
            />
            {resultat && (
              <DevisLignes
                pierres={resultat.pierres}
                onRetirer={(i) => setEtat((e) => ({ ...e, pierres: retirerPierreDevis(e.pierres, i) }))}
                surbrillance={ajoutee.cles}
              />
            )}
          </Section>
        </Box>
        <Box sx={{ display: "grid", gap: 2, alignContent: "start" }}>
          <Section title="Produit">
            <DevisProduitRecherche onPick={onProduit} />
            {charger.isPending && <CircularProgress size={24} aria-label="Chargement du produit" />}
          </Section>
          <Section title="Client">
            <ClientTreePicker
              clients={clients}
              value={etat.idClient}
              onChange={(idClient) => setEtat((e) => ({ ...e, idClient }))}
            />
          </Section>
          <Section title="Prix">
            {resultat ? (
              <>
                <DevisTarifs resultat={resultat} />
                <TextField
                  select
                  size="small"
                  label="Tarif du devis client"
                  value={etat.tarif}
                  onChange={(e) => setEtat((s) => ({ ...s, tarif: e.target.value as DevisTarifCle }))}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {resultat.tarifs.map((t) => (
                    <option key={t.cle} value={t.cle}>
                      {t.libelle} — {formatEuro(t.prix)}
                    </option>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label="Description (devis client)"
                  multiline
                  minRows={2}
                  value={etat.description}
                  onChange={(e) => setEtat((s) => ({ ...s, description: e.target.value }))}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              </>
            ) : cours.isPending ? (
              <CircularProgress aria-label="Chargement..." />
            ) : (
              <Typography color="text.secondary">Corrigez les coûts pour voir les prix.</Typography>
            )}
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
