import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { EnvoiJoaillierForm } from "./EnvoiJoaillierForm.tsx";
import { EnvoiSertiForm } from "./EnvoiSertiForm.tsx";
import { FinaliserOfResume } from "./FinaliserOfResume.tsx";
import { fetchOfAtelier, useFinaliserOf, useOfAtelier } from "./finalisation-api.ts";
import { LignesTable } from "./LignesTable.tsx";
import { RetourJoaillierForm } from "./RetourJoaillierForm.tsx";
import { RetourSertiForm } from "./RetourSertiForm.tsx";
import { SuiviColonne } from "./SuiviColonne.tsx";
import { SuiviDialog } from "./SuiviDialog.tsx";
import { SuiviOfRecherche } from "./SuiviOfRecherche.tsx";

type Dialogue = "envoiAtelier" | "retourAtelier" | "envoiSerti" | "retourSerti";

/**
 * /suivi_prod (spec 02 section 2.1): the workshop and setting follow-up. An OF search narrows both
 * lists to one bag; Finaliser OF reads it finalised (500) once every line is back; En cours / Rendu
 * chooses the lines shown; the four dialogs send and return lines, preselected with the OF searched; the
 * line sent or returned is shown and highlighted in its list (issue 28.5) when the list still holds it.
 */
export function SuiviProdPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [numSachet, setNumSachet] = useState<number | null>(null);
  const [rendu, setRendu] = useState<0 | 1>(0);
  const [dialogue, setDialogue] = useState<Dialogue | null>(null);
  // Remounts the search box: empty and focused again after a finalisation.
  const [recherche, setRecherche] = useState(0);
  const finaliserRef = useRef<HTMLButtonElement>(null);
  const detail = useOfAtelier(numSachet);
  const finaliser = useFinaliserOf();
  const pret = detail.data?.etat.pret === true;
  const joaillier = useSurbrillance<number>();
  const serti = useSurbrillance<number>();

  const onSearch = (n: number | null, entree: HTMLInputElement | null) => {
    setNumSachet(n);
    if (n === null || !entree) return;
    // A scanned bag moves on: to Finaliser OF when the OF is ready, else ready for the next scan.
    fetchOfAtelier(queryClient, n)
      .then((d) => {
        if (d.etat.pret) finaliserRef.current?.focus();
        else entree.select();
      })
      .catch(() => entree.select());
  };

  const onFinaliser = () => {
    if (numSachet === null || finaliser.isPending) return;
    finaliser.mutate(
      { numSachet, ecran: "suivi" },
      {
        onSuccess: (r) => {
          notify(r.message);
          setNumSachet(null);
          setRecherche((k) => k + 1);
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );
  };

  const fermer = () => setDialogue(null);
  const fermerSur = (ligne: (idLigne: number) => void) => (idLigne: number) => {
    fermer();
    ligne(idLigne);
  };
  const filtre = { rendu, numSachet: numSachet ?? undefined };
  const preselection = numSachet ?? undefined;

  return (
    <Box component="section" aria-labelledby="suivi-prod-titre" sx={{ display: "grid", gap: 2 }}>
      <Typography id="suivi-prod-titre" variant="h5" component="h1">
        Suivi atelier
      </Typography>
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" }}>
        <SuiviOfRecherche
          key={recherche}
          onSearch={onSearch}
          error={detail.isError ? errorMessage(detail.error) : undefined}
        />
        <Button
          ref={finaliserRef}
          variant="contained"
          color="success"
          onClick={onFinaliser}
          disabled={!pret}
          loading={finaliser.isPending}
          title={numSachet === null ? "Recherchez un OF" : detail.data?.etat.message}
        >
          Finaliser OF
        </Button>
        <RadioGroup
          row
          aria-label="Lignes affichées"
          value={String(rendu)}
          onChange={(e) => setRendu(e.target.value === "1" ? 1 : 0)}
        >
          <FormControlLabel value="0" control={<Radio />} label="En cours" />
          <FormControlLabel value="1" control={<Radio />} label="Rendu" />
        </RadioGroup>
      </Box>
      {numSachet !== null && detail.isFetching && !detail.data ? (
        <LinearProgress aria-label="Chargement de l'OF" />
      ) : null}
      {detail.data && numSachet !== null ? <FinaliserOfResume detail={detail.data} /> : null}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
        <SuiviColonne
          titre="Joaillier"
          onAjouter={() => setDialogue("envoiAtelier")}
          onRetourner={() => setDialogue("retourAtelier")}
        >
          <LignesTable genre="joaillier" {...filtre} surbrillance={joaillier.cles} />
        </SuiviColonne>
        <SuiviColonne
          titre="Serti"
          onAjouter={() => setDialogue("envoiSerti")}
          onRetourner={() => setDialogue("retourSerti")}
        >
          <LignesTable genre="serti" {...filtre} surbrillance={serti.cles} />
        </SuiviColonne>
      </Box>

      <SuiviDialog titre="Envoi Atelier" open={dialogue === "envoiAtelier"} onClose={fermer}>
        <EnvoiJoaillierForm numSachet={preselection} onDone={fermerSur(joaillier.marquer)} />
      </SuiviDialog>
      <SuiviDialog titre="Retour Atelier" open={dialogue === "retourAtelier"} onClose={fermer}>
        <RetourJoaillierForm numSachet={preselection} onDone={fermerSur(joaillier.marquer)} />
      </SuiviDialog>
      <SuiviDialog titre="Envoi Serti" open={dialogue === "envoiSerti"} onClose={fermer}>
        <EnvoiSertiForm numSachet={preselection} onDone={fermerSur(serti.marquer)} />
      </SuiviDialog>
      <SuiviDialog titre="Retour Serti" open={dialogue === "retourSerti"} onClose={fermer}>
        <RetourSertiForm numSachet={preselection} onDone={fermerSur(serti.marquer)} />
      </SuiviDialog>
    </Box>
  );
}
