import { pretAFacturerPossible } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { usePretAFacturer } from "../of/index.ts";
import { RentrerStockDialog } from "../stock/index.ts";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import type { OfNumero } from "../ui/OfPicker.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { EnvoiJoaillierForm } from "./EnvoiJoaillierForm.tsx";
import { EnvoiSertiForm } from "./EnvoiSertiForm.tsx";
import { FinaliserColonne } from "./FinaliserColonne.tsx";
import { FinaliserHistorique } from "./FinaliserHistorique.tsx";
import { FinaliserOfChamp, type FinaliserOfChampHandle } from "./FinaliserOfChamp.tsx";
import { FinaliserOfResume } from "./FinaliserOfResume.tsx";
import { useFinaliserOf, useOfAtelier } from "./finalisation-api.ts";
import { LignesTable } from "./LignesTable.tsx";
import { RetourJoaillierForm } from "./RetourJoaillierForm.tsx";
import { RetourSertiForm } from "./RetourSertiForm.tsx";

const premierChamp = (el: HTMLElement | null) =>
  el?.querySelector<HTMLInputElement>("input:not([disabled]):not([type=hidden])")?.focus();

/**
 * /finaliser (spec 02 sections 2.3 and 4.3): choose an OF (picker or scanned bag), see its jeweller and
 * setting lines, return or add lines, and finalise it (550) once every line is back: Enter in the OF
 * field, or the button. The finalised OF leaves the field and joins the history, top right, highlighted.
 */
export function FinaliserPage() {
  const notify = useNotify();
  const [choix, setChoix] = useState<OfNumero | null>(null);
  const numSachet = choix?.numSachet ?? null;
  const detail = useOfAtelier(numSachet);
  const finaliser = useFinaliserOf();
  const finalisee = useSurbrillance<number>();
  const pretAFacturer = usePretAFacturer();
  const champ = useRef<FinaliserOfChampHandle>(null);
  // "Rentrer en Stock" (spec 02 section 2.12) of a finalised OF, the stock area's form.
  const [rentrer, setRentrer] = useState(false);
  const retourJoaillier = useRef<HTMLDivElement>(null);
  const retourSerti = useRef<HTMLDivElement>(null);
  // Set by a scanned (typed + Enter) bag: once its lines are read, focus moves on.
  const scan = useRef(false);

  useEffect(() => {
    const d = detail.data;
    if (!scan.current || !d || d.of.numSachet !== numSachet) return;
    scan.current = false;
    // Lines still out: on to the return form that takes them; otherwise Enter here finalises.
    if (d.joaillier.some((l) => l.rendu === 0)) premierChamp(retourJoaillier.current);
    else if (d.serti.some((l) => l.rendu === 0)) premierChamp(retourSerti.current);
    else champ.current?.selectionner();
  }, [detail.data, numSachet]);

  const onFinaliser = () => {
    if (numSachet === null || finaliser.isPending || !detail.data) return;
    if (!detail.data.etat.pret) {
      notify(detail.data.etat.message, { severity: "warning" });
      return;
    }
    finaliser.mutate(
      { numSachet, ecran: "finaliser" },
      {
        onSuccess: (r) => {
          notify(r.message);
          setChoix(null);
          finalisee.marquer(numSachet);
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );
  };

  // Once finalised (550, e.g. chosen again from the history), the OF can go to invoicing from here.
  const finalise =
    numSachet !== null &&
    detail.data?.of.numSachet === numSachet &&
    pretAFacturerPossible(detail.data.of.statut);
  const onPretAFacturer = () => {
    if (numSachet === null || pretAFacturer.isPending) return;
    pretAFacturer.mutate([numSachet], {
      onSuccess: (r) => notify(r.message),
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  // A return form preselects the OF only while it has a line of that kind out (else it starts empty);
  // it starts again when that count changes (a line sent or returned from here).
  const joaillierEnCours = detail.data?.joaillier.filter((l) => l.rendu === 0).length ?? 0;
  const sertiEnCours = detail.data?.serti.filter((l) => l.rendu === 0).length ?? 0;

  const hint = detail.isError
    ? errorMessage(detail.error)
    : numSachet !== null && detail.data?.of.numSachet === numSachet
      ? detail.data.etat.message
      : undefined;

  return (
    <Box
      component="section"
      aria-labelledby="finaliser-titre"
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 320px" } }}
    >
      <Box sx={{ display: "grid", gap: 2, alignContent: "start", minWidth: 0 }}>
        <Typography id="finaliser-titre" variant="h5" component="h1">
          Finaliser OF
        </Typography>
        <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" }}>
          <FinaliserOfChamp
            value={choix}
            onChange={setChoix}
            onScan={() => {
              scan.current = true;
            }}
            onFinaliser={onFinaliser}
            hint={hint}
            error={detail.isError}
            handle={champ}
          />
          <Button
            variant="contained"
            color="success"
            onClick={onFinaliser}
            disabled={detail.data?.etat.pret !== true || numSachet === null}
            loading={finaliser.isPending}
          >
            Finaliser
          </Button>
          {finalise && (
            <Button variant="outlined" onClick={onPretAFacturer} loading={pretAFacturer.isPending}>
              Prêt à facturer
            </Button>
          )}
          {finalise && (
            <Button variant="outlined" onClick={() => setRentrer(true)}>
              Rentrer en Stock
            </Button>
          )}
        </Box>
        {rentrer && numSachet !== null && detail.data ? (
          <RentrerStockDialog
            open
            onClose={() => setRentrer(false)}
            of={{
              numSachet,
              ref: detail.data.of.ref ?? "",
              client: detail.data.of.client,
              statut: detail.data.of.statut,
            }}
            valeurs={{
              poids: detail.data.of.poids,
              ref1: detail.data.of.ref1 ?? detail.data.of.ref,
              prixFact: detail.data.of.prixFact,
              prixR: detail.data.of.prixR,
            }}
          />
        ) : null}
        {numSachet !== null && detail.isPending ? <LinearProgress aria-label="Chargement de l'OF" /> : null}
        {numSachet !== null && detail.data ? (
          <>
            <FinaliserOfResume detail={detail.data} avecEtat={false} />
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", xl: "1fr 1fr" } }}>
              <FinaliserColonne
                titre="Atelier (Joaillier)"
                tableau={<LignesTable genre="joaillier" numSachet={numSachet} />}
                retourRef={retourJoaillier}
                retour={{
                  titre: "Retour Joaillier",
                  form: (
                    <RetourJoaillierForm
                      key={`${numSachet}-${joaillierEnCours}`}
                      numSachet={joaillierEnCours > 0 ? numSachet : undefined}
                      autoFocus={false}
                    />
                  ),
                }}
                ajout={{
                  titre: "Joaillier",
                  nom: "Ajout Joaillier",
                  form: <EnvoiJoaillierForm key={numSachet} numSachet={numSachet} autoFocus={false} />,
                }}
              />
              <FinaliserColonne
                titre="Serti"
                tableau={<LignesTable genre="serti" numSachet={numSachet} />}
                retourRef={retourSerti}
                retour={{
                  titre: "Retour Sertisseur",
                  form: (
                    <RetourSertiForm
                      key={`${numSachet}-${sertiEnCours}`}
                      numSachet={sertiEnCours > 0 ? numSachet : undefined}
                      autoFocus={false}
                    />
                  ),
                }}
                ajout={{
                  titre: "Serti",
                  nom: "Ajout Serti",
                  form: <EnvoiSertiForm key={numSachet} numSachet={numSachet} autoFocus={false} />,
                }}
              />
            </Box>
          </>
        ) : null}
      </Box>
      <Box sx={{ gridRow: { lg: "1 / span 2" }, gridColumn: { lg: 2 } }}>
        <FinaliserHistorique
          surbrillance={finalisee.cles}
          onChoisir={(h) =>
            setChoix({
              numSachet: h.numSachet,
              ref: h.ref ?? "",
              client: h.client ?? "",
              statut: h.statut ?? 0,
            })
          }
        />
      </Box>
    </Box>
  );
}
