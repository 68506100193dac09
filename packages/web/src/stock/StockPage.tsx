import { COLONNES_STOCK, type LigneStock, refusBonConfie, STOCK_TRIS } from "@ecrin/domain";
import EditOutlined from "@mui/icons-material/EditOutlined";
import TimelineOutlined from "@mui/icons-material/TimelineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { GridColDef } from "@mui/x-data-grid";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { ImageThumb } from "../images/index.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { RentrerStockDialog } from "./RentrerStockDialog.tsx";
import { ConfierDialog, EditerDialog, HistoriqueDialog, PlateauDialog } from "./StockDialogs.tsx";
import { FILTRES_VIDES, type FiltresStock, filtresParams, StockFiltres } from "./StockFiltres.tsx";
import { StockResume } from "./StockResume.tsx";
import {
  printUrl,
  STOCK_URL,
  useFacturerStock,
  useResumeFiltre,
  useResumeSelection,
  useRetourStock,
  useSupprimerReservation,
} from "./stock-api.ts";

const TRIABLES = new Set<string>(STOCK_TRIS);
/** Each column's width in a dense grid: the spec's columns side by side in 1 230 px (issue 28.4). */
const LARGEURS: Partial<Record<keyof LigneStock, number>> = {
  of: 52,
  metal: 72,
  type: 56,
  stade: 56,
  ref: 64,
  etiquette: 64,
  poids: 60,
  doigt: 40,
  prixR: 72,
  prixFact: 72,
  prixFiche: 72,
  lieu: 72,
  dateEntree: 70,
  plateau: 56,
  reservation: 80,
};
/** In each row's details panel under 1536 px wide (still in the CSV): the site's text, the catalogue price. */
const EN_DETAIL_SOUS_XL = ["descriptionSite", "prixFiche"] as const;

type Dialogue =
  | { kind: "rentrer" }
  | { kind: "editer"; ligne: LigneStock }
  | { kind: "historique"; of: number }
  | { kind: "confier" }
  | { kind: "plateau" }
  | null;

/**
 * /produit/stock (spec 02 section 2.13): the finished-product stock, filtered, with its summaries (the
 * list and the selection, by the server), row actions Tracer Of and Editer, and the toolbar's moves and
 * prints on the selection.
 */
export function StockPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [filtres, setFiltres] = useState<FiltresStock>(FILTRES_VIDES);
  const params = filtresParams(filtres);
  const [selection, setSelection] = useState<LigneStock[]>([]);
  const ofs = selection.map((l) => l.of);
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const enregistre = useSurbrillance<number>();
  // A move clears the selection: the table starts again with no row checked.
  const [version, setVersion] = useState(0);
  const toutDeselectionner = () => {
    setSelection([]);
    setVersion((v) => v + 1);
  };
  const resumeListe = useResumeFiltre(params);
  const resumeSelection = useResumeSelection(ofs);
  const retour = useRetourStock();
  const supprimer = useSupprimerReservation();
  const facturer = useFacturerStock();

  const xl = useMediaQuery((t) => t.breakpoints.up("xl"));
  const enDetail = xl ? [] : EN_DETAIL_SOUS_XL;
  const columns = useMemo(() => {
    const screen = Object.fromEntries(
      COLONNES_STOCK.map((c) => {
        const largeur = LARGEURS[c.key];
        const place = largeur === undefined ? { flex: 1, minWidth: 100 } : { width: largeur };
        return [c.key, { sortable: TRIABLES.has(c.key), ...place }];
      }),
    );
    const image: GridColDef<LigneStock> = {
      field: "image",
      headerName: "Image",
      sortable: false,
      width: 64,
      renderCell: ({ row }) => <ImageThumb nom={row.image} size={60} alt={row.ref ?? ""} />,
    };
    const actions: GridColDef<LigneStock> = {
      field: "actions",
      headerName: "",
      sortable: false,
      disableColumnMenu: true,
      width: 80,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Tracer Of">
            <IconButton
              size="small"
              aria-label={`Tracer l'OF ${row.of}`}
              onClick={() => navigate(`/of/tracer?of=${row.of}`)}
            >
              <TimelineOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Editer">
            <IconButton
              size="small"
              aria-label={`Editer l'OF ${row.of}`}
              onClick={() => setDialogue({ kind: "editer", ligne: row })}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    };
    // The row's actions first: in view whatever the width.
    return listColumns(COLONNES_STOCK, { screen, before: [actions, image] });
  }, [navigate]);

  /**
   * An action on the selected pieces: its one message, then the pieces the server says it moved highlighted
   * (issue 28.5), unless they leave the list (`sortent`: invoiced pieces).
   */
  const commande = (
    mutation: { mutate: (v: { ofs: number[] }, o: object) => void },
    { question, sortent = false }: { question?: { title: string; message: string }; sortent?: boolean } = {},
  ) => {
    return async () => {
      if (question && !(await confirm({ ...question, confirmLabel: "Confirmer" }))) return;
      mutation.mutate(
        { ofs },
        {
          onSuccess: (r: { message: string; ofs: number[] }) => {
            notify(r.message);
            toutDeselectionner();
            if (!sortent) enregistre.marquer(r.ofs);
          },
          onError: (e: unknown) => notify(errorMessage(e), { severity: "error" }),
        },
      );
    };
  };
  const imprimer = (url: string) => {
    ouvrirPdf(url).catch((e: unknown) => notify(errorMessage(e), { severity: "error" }));
  };
  const imprimerConfie = () => {
    const r = refusBonConfie(selection.map((l) => l.idClient));
    if (r) return notify(r.message, { severity: "error" });
    imprimer(printUrl.confie(ofs));
  };

  const aucun = ofs.length === 0;
  const actions = (
    <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
      <Button size="small" onClick={() => setDialogue({ kind: "rentrer" })}>
        Ajouter
      </Button>
      <Button size="small" disabled={aucun} onClick={() => setDialogue({ kind: "confier" })}>
        Confier
      </Button>
      <Button size="small" disabled={aucun} onClick={commande(supprimer)}>
        Supprimer Reservation
      </Button>
      <Button size="small" disabled={aucun || retour.isPending} onClick={commande(retour)}>
        Retour Stock
      </Button>
      <Button size="small" disabled={aucun} onClick={() => setDialogue({ kind: "plateau" })}>
        Gestion Plateau
      </Button>
      <Button
        size="small"
        disabled={aucun || facturer.isPending}
        onClick={commande(facturer, {
          question: {
            title: `Facturer ${ofs.length} produit(s) ?`,
            message: "Les produits sortent du stock et passent prêts à facturer (/livraion).",
          },
          sortent: true,
        })}
      >
        Facturer
      </Button>
      <Button
        size="small"
        disabled={ofs.length !== 1}
        onClick={() => ofs[0] !== undefined && setDialogue({ kind: "historique", of: ofs[0] })}
      >
        Historique
      </Button>
      <Button size="small" disabled={aucun} onClick={() => imprimer(printUrl.etiquettes(ofs, "thermique"))}>
        Imprimer Etiquette
      </Button>
      <Button size="small" disabled={aucun} onClick={() => imprimer(printUrl.etiquettes(ofs, "a4"))}>
        Etiquette
      </Button>
      <Button size="small" disabled={aucun} onClick={() => imprimer(printUrl.plateau(ofs))}>
        Imprimer Plateau
      </Button>
      <Button size="small" disabled={aucun} onClick={imprimerConfie}>
        Imprimer Confie
      </Button>
      <Button size="small" disabled={aucun} onClick={() => imprimer(printUrl.reservation(ofs))}>
        Imprimer Reservation
      </Button>
    </Box>
  );

  return (
    <Box component="section" aria-labelledby="stock-titre" sx={{ display: "grid", gap: 1.5, minWidth: 0 }}>
      <Typography id="stock-titre" variant="h5" component="h1">
        Stock Produit
      </Typography>
      <StockFiltres
        onAfficher={(f) => {
          setFiltres(f);
          setSelection([]);
        }}
      />
      <StockResume
        liste={resumeListe.data}
        {...(ofs.length > 0 && resumeSelection.data ? { selection: resumeSelection.data } : {})}
      />
      <DataTable<LigneStock>
        key={`${JSON.stringify(params)}-${version}`}
        label="Stock Produit"
        columns={columns}
        queryKey="stock"
        url={STOCK_URL}
        filters={params}
        getRowId={(r) => r.of}
        surbrillance={enregistre.cles}
        checkboxSelection
        onSelectionChange={(_ids, rows) => setSelection(rows)}
        actions={actions}
        exportName="stock-produit"
        rowHeight={68}
        fillHeight={{ minHeight: 400 }}
        dense
        detailColumns={enDetail}
      />
      {dialogue?.kind === "rentrer" && (
        <RentrerStockDialog open onClose={() => setDialogue(null)} onRentre={enregistre.marquer} />
      )}
      {dialogue?.kind === "editer" && (
        <EditerDialog
          ligne={dialogue.ligne}
          onClose={() => setDialogue(null)}
          onEnregistre={enregistre.marquer}
        />
      )}
      {dialogue?.kind === "historique" && (
        <HistoriqueDialog of={dialogue.of} onClose={() => setDialogue(null)} />
      )}
      {dialogue?.kind === "confier" && (
        <ConfierDialog
          ofs={ofs}
          onEnregistre={enregistre.marquer}
          onClose={() => {
            setDialogue(null);
            toutDeselectionner();
          }}
        />
      )}
      {dialogue?.kind === "plateau" && (
        <PlateauDialog
          ofs={ofs}
          onEnregistre={enregistre.marquer}
          onClose={() => {
            setDialogue(null);
            toutDeselectionner();
          }}
        />
      )}
    </Box>
  );
}
