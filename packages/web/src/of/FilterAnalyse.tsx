import {
  formatCompte,
  formatEuro,
  LISTES_OF,
  type ListeOf,
  type OfFiltre,
  PAGE_SIZE_ANALYSE,
  PAGE_SIZE_ANALYSE_OPTIONS,
  TITRE_LISTE_OF,
  type TotauxListeOf,
} from "@ecrin/domain";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { GridValidRowModel } from "@mui/x-data-grid";
import { useMemo, useState } from "react";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type ActionsOf, colonneActions } from "./FilterActions.tsx";
import { type FilterDialog, FilterDialogs } from "./FilterDialogs.tsx";
import { COLONNES_LISTE, TRI_DEFAUT } from "./FilterListes.tsx";
import {
  filtreParams,
  LISTE_QUERY_KEY,
  listeUrl,
  usePageAffichee,
  useRafraichirFilter,
  useTotauxAnalyse,
} from "./filter-api.ts";
import { usePretAFacturer } from "./pret-a-facturer-api.ts";
import { printUrl, useImprimer } from "./tools-api.ts";

/** "123 OF — 45 678,90 €", and what the invoices charged for the delivered lists. */
function resumeTotaux(liste: ListeOf, t: TotauxListeOf | undefined): string {
  if (!t) return "…";
  const base = `${formatCompte(t.count, "OF", "OF")} — ${formatEuro(t.sumPrixFact)}`;
  return liste === "livres" && t.sumFacture !== null
    ? `${base} — Total HT ${formatEuro(t.sumFacture)}`
    : base;
}

function Section(props: {
  liste: ListeOf;
  filtre: OfFiltre;
  totaux: TotauxListeOf | undefined;
  actions: ActionsOf;
}) {
  const { liste, filtre, actions } = props;
  const [ouvert, setOuvert] = useState(false);
  // OFS EN COURS: the OFs ticked go to invoicing together ("Prêt à facturer", checked by the server).
  const selectionnable = liste === "enCours";
  const [selection, setSelection] = useState<number[]>([]);
  const pretAFacturer = usePretAFacturer();
  const notify = useNotify();
  const onPretAFacturer = () => {
    if (selection.length === 0 || pretAFacturer.isPending) return;
    pretAFacturer.mutate(selection, {
      onSuccess: (r) => notify(r.message),
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };
  const titre = TITRE_LISTE_OF[liste];
  const pageAffichee = usePageAffichee<{ numSachet: number }>(LISTE_QUERY_KEY[liste]);
  const colonnes = useMemo(
    () => [...COLONNES_LISTE[liste], colonneActions(liste, actions)],
    [liste, actions],
  );
  return (
    <Accordion
      expanded={ouvert}
      onChange={(_e, v) => setOuvert(v)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${liste}-contenu`}
        id={`${liste}-entete`}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mr: 2 }}>
          {titre}
        </Typography>
        <Typography color="text.secondary">{resumeTotaux(liste, props.totaux)}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${liste}-contenu`}>
        <DataTable<GridValidRowModel>
          label={titre}
          columns={colonnes}
          queryKey={LISTE_QUERY_KEY[liste]}
          url={listeUrl(liste)}
          filters={filtreParams(filtre)}
          getRowId={(r) => (liste === "enCours" ? r.numSachet : r.idLigne)}
          defaultPageSize={PAGE_SIZE_ANALYSE}
          pageSizeOptions={PAGE_SIZE_ANALYSE_OPTIONS}
          defaultSort={TRI_DEFAUT[liste]}
          exportName={`ofs-${liste}`}
          checkboxSelection={selectionnable}
          onSelectionChange={(ids) => setSelection(ids.map(Number))}
          actions={
            <>
              {selectionnable && (
                <Button
                  size="small"
                  startIcon={<ReceiptLongOutlined />}
                  onClick={onPretAFacturer}
                  disabled={selection.length === 0}
                  loading={pretAFacturer.isPending}
                >
                  Prêt à facturer{selection.length > 0 ? ` (${selection.length})` : ""}
                </Button>
              )}
              <Button
                size="small"
                startIcon={<PrintOutlined />}
                onClick={() => {
                  const ofs = pageAffichee().map((r) => r.numSachet);
                  if (ofs.length > 0) actions.imprimer(printUrl.liste([...new Set(ofs)]));
                }}
              >
                Imprimer
              </Button>
            </>
          }
        />
      </AccordionDetails>
    </Accordion>
  );
}

/** Spec 03 section 2.8: the three collapsible lists, their counts and totals in the headers. */
export function FilterAnalyse({ filtre }: { filtre: OfFiltre }) {
  const totaux = useTotauxAnalyse(filtre);
  const rafraichir = useRafraichirFilter();
  const imprimer = useImprimer();
  const notify = useNotify();
  const [dialog, setDialog] = useState<FilterDialog>(null);
  const actions = useMemo<ActionsOf>(
    () => ({
      ouvrir: setDialog,
      imprimer: (url) =>
        imprimer.mutate(url, { onError: (e) => notify(errorMessage(e), { severity: "warning" }) }),
      rafraichir: () => void rafraichir(),
    }),
    [imprimer.mutate, notify, rafraichir],
  );
  return (
    <Box component="section" aria-label="Analyse des OF" sx={{ display: "grid", gap: 1 }}>
      {LISTES_OF.map((l) => (
        <Section key={l} liste={l} filtre={filtre} totaux={totaux.data?.[l]} actions={actions} />
      ))}
      <FilterDialogs
        dialog={dialog}
        onClose={(changed) => {
          setDialog(null);
          if (changed) void rafraichir();
        }}
      />
    </Box>
  );
}
