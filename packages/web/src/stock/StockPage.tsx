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
/** Columns that need more than the default width to be read (metal names, descriptions). */
const LARGEURS_MIN: Partial<Record<keyof LigneStock, number>> = {
  metal: 110,
  description: 160,
  lieu: 130,
  dateEntree: 105,
};
/** Hidden under 1536 px wide (still in the CSV): the site's description and the catalogue price. */
const CACHEES_SOUS_XL = ["descriptionSite", "prixFiche"] as const;
/** Hidden under 1400 px too: the finger size and the type (the description names it). */
const CACHEES_SOUS_1400 = [...CACHEES_SOUS_XL, "doigt", "type"] as const;

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
  const large = useMediaQuery("(min-width:1400px)");
  const cachees = xl ? [] : large ? CACHEES_SOUS_XL : CACHEES_SOUS_1400;
  const columns = useMemo(() => {
    const screen = Object.fromEntries(
      COLONNES_STOCK.map((c) => [
        c.key,
        {
          sortable: TRIABLES.has(c.key),
          minWidth: LARGEURS_MIN[c.key] ?? 90,
          flex: c.key === "description" ? 2 : 1,
        },
      ]),
    );
    const image: GridColDef<LigneStock> = {
      field: "image",
      headerName: "Image",
      sortable: false,
      width: 72,
      renderCell: ({ row }) => <ImageThumb nom={row.image} size={60} alt={row.ref ?? ""} />,
    };
    const actions: GridColDef<LigneStock> = {
      field: "actions",
      headerName: "",
      sortable: false,
      width: 90,
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
    return listColumns(COLONNES_STOCK, { screen, before: [image], after: [actions] });
  }, [navigate]);

  const commande = (
    mutation: { mutate: (v: { ofs: number[] }, o: object) => void },
    question?: { title: string; message: string },
  ) => {
    return async () => {
      if (question && !(await confirm({ ...question, confirmLabel: "Confirmer" }))) return;
      mutation.mutate(
        { ofs },
        {
          onSuccess: (r: { message: string }) => {
            notify(r.message);
            toutDeselectionner();
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
          title: `Facturer ${ofs.length} produit(s) ?`,
          message: "Les produits sortent du stock et passent prêts à facturer (/livraion).",
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
        Imprimer
      </Button>
      <Button size="small" disabled={aucun} onClick={() => imprimer(printUrl.etiquettes(ofs, "a4"))}>
        Etiquette A4
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
        checkboxSelection
        onSelectionChange={(_ids, rows) => setSelection(rows)}
        actions={actions}
        exportName="stock-produit"
        rowHeight={68}
        fillHeight={{ minHeight: 400 }}
        hiddenColumns={cachees}
      />
      {dialogue?.kind === "rentrer" && <RentrerStockDialog open onClose={() => setDialogue(null)} />}
      {dialogue?.kind === "editer" && (
        <EditerDialog ligne={dialogue.ligne} onClose={() => setDialogue(null)} />
      )}
      {dialogue?.kind === "historique" && (
        <HistoriqueDialog of={dialogue.of} onClose={() => setDialogue(null)} />
      )}
      {dialogue?.kind === "confier" && (
        <ConfierDialog
          ofs={ofs}
          onClose={() => {
            setDialogue(null);
            toutDeselectionner();
          }}
        />
      )}
      {dialogue?.kind === "plateau" && (
        <PlateauDialog
          ofs={ofs}
          onClose={() => {
            setDialogue(null);
            toutDeselectionner();
          }}
        />
      )}
    </Box>
  );
}
