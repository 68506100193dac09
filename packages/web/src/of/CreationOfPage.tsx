import {
  ligneStockIdentique,
  MSG_STOCK_CONTINUER,
  msgOfCree,
  OF_CREATION_DEFAUTS,
  ofCreationSchema,
  prixSelonStade,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage, issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { CreationOfTable } from "./CreationOfTable.tsx";
import {
  type RefItem,
  useCreerOfs,
  useOfsEnAttente,
  usePrixOf,
  useRefListe,
  verifStock,
} from "./creation-api.ts";
import { type OfDraft, type OfErrors, OfForm, type OfListes } from "./OfForm.tsx";

const NOUVEAU: OfDraft = {
  idBijouterie: null,
  nomClient: "",
  produit: null,
  idTypeCommande: OF_CREATION_DEFAUTS.idTypeCommande,
  typCom: OF_CREATION_DEFAUTS.typCom,
  typTransp: null,
  typeMetal: null,
  idStade: null,
  dateLivr: "",
  dateLImp: false,
  tournee: false,
  refClt: "",
  dim: "",
  prixFact: null,
  poidsConfie: "",
  notesConfie: "",
  notes: "",
  pierresClt: false,
  facon: false,
  devis: false,
};

/** After Ajouter, the next OF is often for the same client and order: those choices stay. */
function suivant(d: OfDraft): OfDraft {
  return {
    ...NOUVEAU,
    idBijouterie: d.idBijouterie,
    nomClient: d.nomClient,
    idTypeCommande: d.idTypeCommande,
    typCom: d.typCom,
    typTransp: d.typTransp,
    typeMetal: d.typeMetal,
    idStade: d.idStade,
    dateLivr: d.dateLivr,
    dateLImp: d.dateLImp,
    tournee: d.tournee,
  };
}

/** The price untouched is the catalogue's (spec 01 section 7); emptied, the OF has none (SAV, devis). */
function versSaisie(d: OfDraft, prixCatalogue: string | null) {
  const { nomClient: _nom, produit, ...rest } = d;
  return { ...rest, prixFact: d.prixFact ?? prixCatalogue, idp: produit?.idCentre ?? null };
}

/** Another product or stade: the price follows the catalogue again. */
function changerDraft(avant: OfDraft, apres: OfDraft): OfDraft {
  const autrePrix = apres.produit?.idCentre !== avant.produit?.idCentre || apres.idStade !== avant.idStade;
  return autrePrix ? { ...apres, prixFact: null } : apres;
}

const libelle = (items: readonly RefItem[], id: number) =>
  items.find((i) => i.id === id)?.label ?? String(id);

/** Spec 01 section 2, /of: the pending OFs and the form; Enregistrer creates them all at once. */
export function CreationOfPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const enAttente = useOfsEnAttente();
  const creer = useCreerOfs();
  const [draft, setDraft] = useState<OfDraft>(NOUVEAU);
  const [errors, setErrors] = useState<OfErrors>({});
  const [verification, setVerification] = useState(false);
  const [crees, setCrees] = useState<number[]>([]);
  const produitRef = useRef<HTMLInputElement>(null);
  const prix = usePrixOf(draft.produit?.idCentre ?? null);
  const prixCatalogue = prix.data ? prixSelonStade(prix.data, draft.idStade).prix : null;
  // Until the catalogue price is known, Ajouter would store an OF without price.
  const prixEnAttente = draft.produit !== null && draft.prixFact === null && prix.isFetching;

  const refs = [
    useRefListe("type_commande"),
    useRefListe("type_comission"),
    useRefListe("type_transport"),
    useRefListe("type_metal"),
    useRefListe("stade"),
  ] as const;
  const listes: OfListes = {
    typesCommande: refs[0].data ?? [],
    commissions: refs[1].data ?? [],
    transports: refs[2].data ?? [],
    metaux: refs[3].data ?? [],
    stades: refs[4].data ?? [],
  };
  const refError = refs.find((r) => r.isError)?.error;

  /** Spec 01 section 5: an identical piece in stock asks "Continuer ?"; declining cancels. */
  const stockAccepte = async (idp: number, typeMetal: number): Promise<boolean> => {
    const pieces = await verifStock(idp, typeMetal);
    if (pieces.length === 0) return true;
    return confirm({
      title: MSG_STOCK_CONTINUER,
      message: (
        <>
          Un produit identique est déjà en stock :
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
            {pieces.map((p) => (
              <li key={p.numSachet}>{ligneStockIdentique(p)}</li>
            ))}
          </Box>
        </>
      ),
      confirmLabel: "Continuer",
      cancelLabel: "Annuler",
    });
  };

  /** Runs the stock check with progress shown; false when declined or when the check failed. */
  const avecVerification = async (check: () => Promise<boolean>): Promise<boolean> => {
    setVerification(true);
    try {
      return await check();
    } catch (e) {
      notify(errorMessage(e), { severity: "error" });
      return false;
    } finally {
      setVerification(false);
    }
  };

  const onAjouter = async () => {
    if (verification || prixEnAttente) return;
    const parsed = ofCreationSchema.safeParse(versSaisie(draft, prixCatalogue));
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const of = parsed.data;
    if (!(await avecVerification(() => stockAccepte(of.idp, of.typeMetal)))) return;
    enAttente.ajouter({
      input: of,
      affichage: {
        client: draft.nomClient,
        ref: draft.produit?.ref ?? "",
        description: draft.produit?.description ?? "",
        stade: libelle(listes.stades, of.idStade),
        metal: libelle(listes.metaux, of.typeMetal),
        transport: libelle(listes.transports, of.typTransp),
      },
    });
    setCrees([]);
    setDraft(suivant(draft));
    produitRef.current?.focus();
  };

  const onEnregistrer = async () => {
    if (verification || creer.isPending || enAttente.ofs.length === 0) return;
    const ofs = enAttente.ofs;
    const accepte = await avecVerification(async () => {
      for (const o of ofs) if (!(await stockAccepte(o.input.idp, o.input.typeMetal))) return false;
      return true;
    });
    if (!accepte) return;
    creer.mutate(
      ofs.map((o) => o.input),
      {
        onSuccess: (res) => {
          enAttente.vider();
          const numeros = res.map((r) => r.numSachet);
          // One message: the list of the OFs created stays above the table until closed (issue 28.9).
          setCrees(numeros);
        },
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
      },
    );
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 480px" } }}>
      <Box sx={{ display: "grid", gap: 2, alignContent: "start", minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          Création OF
        </Typography>
        {crees.length > 0 && (
          <Alert severity="success" role="status" aria-label="OF créés" onClose={() => setCrees([])}>
            {crees.map((n) => (
              <div key={n}>{msgOfCree(n)}</div>
            ))}
          </Alert>
        )}
        <CreationOfTable
          ofs={enAttente.ofs}
          saving={creer.isPending}
          onEnregistrer={() => void onEnregistrer()}
          onRetirer={enAttente.retirer}
        />
      </Box>
      <Paper component="section" aria-labelledby="of-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="of-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Nouvel OF
        </Typography>
        {refError && <Alert severity="error">{errorMessage(refError)}</Alert>}
        {verification && <LinearProgress aria-label="Vérification du stock" sx={{ mb: 1 }} />}
        <OfForm
          draft={draft}
          errors={errors}
          listes={listes}
          pending={verification || prixEnAttente}
          prixCatalogue={prixCatalogue}
          produitRef={produitRef}
          onChange={(d) => setDraft((avant) => changerDraft(avant, d))}
          onAjouter={() => void onAjouter()}
        />
      </Paper>
    </Box>
  );
}
