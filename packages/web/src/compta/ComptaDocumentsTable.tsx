import { cumulTotaux, formatEuro, type TotauxLigne } from "@ecrin/domain";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { GridColDef, GridRowId } from "@mui/x-data-grid";
import { useState } from "react";
import { FiltreStatutPlateforme } from "../plateforme/index.ts";
import { DataTable } from "../ui/DataTable.tsx";
import { COMPTA_QUERY_KEY, type FiltreCompta, filtreParams, ouvrirOnglet } from "./compta-api.ts";

export interface ComptaImpression {
  label: string;
  url: string;
}

interface Props<R extends TotauxLigne & { id: GridRowId }> {
  titre: string;
  columns: readonly GridColDef<R>[];
  url: string;
  filtre: FiltreCompta;
  /** The PDF tabs of a selection (one per invoice channel). */
  impressions: (selection: R[]) => ComptaImpression[];
  /** The Factur-X XML of one document, downloaded alone. */
  xml: (document: R) => string;
  /** The CSV file's name (issue 28.8): the list's declared columns, as every list exports them. */
  exportName: string;
}

/** The platform's columns shown in each row's details panel (the status itself is in the row). */
const DETAILS_PLATEFORME = ["statutLe", "motif", "envoi"] as const;

/**
 * One document table of /compta: server pages of 10 (10/20/30/100), row selection kept across pages,
 * the selected count and totals, Imprimer opening the PDF of the selection in a new tab, and the
 * Factur-X XML of one selected document; filtered by the documents' platform status (issue 30.3).
 */
export function ComptaDocumentsTable<R extends TotauxLigne & { id: GridRowId }>(props: Props<R>) {
  const [selection, setSelection] = useState<ReadonlyMap<GridRowId, R>>(new Map());
  const [statut, setStatut] = useState("");
  const lignes = [...selection.values()];
  const totaux = cumulTotaux(lignes);
  const impressions = lignes.length === 0 ? [] : props.impressions(lignes);

  // The table gives the selected ids and the rows of its page: rows of other pages are kept as known.
  const onSelectionChange = (ids: GridRowId[], rows: R[]) =>
    setSelection((avant) => {
      const page = new Map(rows.map((r) => [r.id, r]));
      const apres = new Map<GridRowId, R>();
      for (const id of ids) {
        const r = page.get(id) ?? avant.get(id);
        if (r) apres.set(id, r);
      }
      return apres;
    });

  return (
    <Box component="section" aria-label={props.titre} sx={{ display: "grid", gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {props.titre}
      </Typography>
      <DataTable<R>
        label={props.titre}
        columns={props.columns}
        queryKey={COMPTA_QUERY_KEY}
        url={props.url}
        filters={{ ...filtreParams(props.filtre), statut: statut || undefined }}
        getRowId={(r) => r.id}
        defaultSort={{ field: "date", dir: "asc" }}
        checkboxSelection
        onSelectionChange={onSelectionChange}
        exportName={props.exportName}
        detailColumns={DETAILS_PLATEFORME}
        actions={
          <>
            <FiltreStatutPlateforme
              label={`Statut plateforme (${props.titre.toLowerCase()})`}
              value={statut}
              onChange={setStatut}
            />
            <Typography role="status" aria-label={`Sélection ${props.titre}`} variant="body2">
              {totaux.nombre} sélectionné{totaux.nombre > 1 ? "s" : ""} · Total HT{" "}
              {formatEuro(totaux.totalHt)} · Total TTC {formatEuro(totaux.totalTtc)}
            </Typography>
            {impressions.length === 0 ? (
              <Button size="small" variant="outlined" startIcon={<PrintOutlined />} disabled>
                Imprimer
              </Button>
            ) : (
              impressions.map((i) => (
                <Button
                  key={i.url}
                  size="small"
                  variant="outlined"
                  startIcon={<PrintOutlined />}
                  onClick={() => ouvrirOnglet(i.url)}
                >
                  {i.label}
                </Button>
              ))
            )}
            <Button
              size="small"
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={lignes.length !== 1}
              {...(lignes.length === 1 && lignes[0] ? { href: props.xml(lignes[0]), download: true } : {})}
            >
              XML Factur-X
            </Button>
          </>
        }
      />
    </Box>
  );
}
