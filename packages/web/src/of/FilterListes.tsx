import type { ListeOf, OfEnCours, OfExtensia, OfLivre } from "@ecrin/domain";
import type { GridValidRowModel } from "@mui/x-data-grid";
import type { DataTableColumn } from "../ui/DataTable.tsx";

/** The columns of OFS EN COURS, OFS LIVRES and OFS EXTENSIA (spec 03 section 3, OF list fields). */
const EN_COURS: DataTableColumn<OfEnCours>[] = [
  { field: "numSachet", headerName: "OF", width: 90 },
  { field: "dateCrea", headerName: "Créé le", kind: "date", width: 100 },
  { field: "dateLivr", headerName: "Livraison", kind: "date", width: 100 },
  { field: "client", headerName: "Client", flex: 1, minWidth: 160 },
  { field: "ref", headerName: "Référence", width: 120 },
  { field: "refClt", headerName: "Réf. client", width: 120, sortable: false },
  { field: "stade", headerName: "Stade", width: 130 },
  { field: "metal", headerName: "Métal", width: 130 },
  { field: "libelleStatut", headerName: "Statut", width: 130, sortable: false },
  { field: "prixFact", headerName: "Prix", kind: "euro", width: 110 },
];

const LIVRES: DataTableColumn<OfLivre>[] = [
  { field: "numSachet", headerName: "OF", width: 90 },
  { field: "idFact", headerName: "Facture", width: 90 },
  { field: "dateFact", headerName: "Date facture", kind: "date", width: 110 },
  { field: "client", headerName: "Client", flex: 1, minWidth: 160 },
  { field: "ref", headerName: "Référence", width: 120, sortable: false },
  { field: "refClt", headerName: "Réf. client", width: 120, sortable: false },
  { field: "metal", headerName: "Métal", width: 130, sortable: false },
  { field: "prixFact", headerName: "Prix", kind: "euro", width: 110 },
  { field: "totht", headerName: "Total HT", kind: "euro", width: 110 },
];

const EXTENSIA: DataTableColumn<OfExtensia>[] = [
  { field: "numSachet", headerName: "OF", width: 90 },
  { field: "idFact", headerName: "Facture", width: 90 },
  { field: "dateFact", headerName: "Date facture", kind: "date", width: 110 },
  { field: "ref", headerName: "Référence", width: 120, sortable: false },
  { field: "description", headerName: "Désignation", flex: 1, minWidth: 180, sortable: false },
  { field: "prenom", headerName: "Prénom", width: 120 },
  { field: "metal", headerName: "Métal", width: 130, sortable: false },
  { field: "prixFact", headerName: "Prix facturé", kind: "euro", width: 120 },
];

export const COLONNES_LISTE: Record<ListeOf, DataTableColumn<GridValidRowModel>[]> = {
  enCours: EN_COURS as DataTableColumn<GridValidRowModel>[],
  livres: LIVRES as DataTableColumn<GridValidRowModel>[],
  extensia: EXTENSIA as DataTableColumn<GridValidRowModel>[],
};

/** Each list opens on its period's date, most recent first. */
export const TRI_DEFAUT: Record<ListeOf, { field: string; dir: "asc" | "desc" }> = {
  enCours: { field: "dateLivr", dir: "asc" },
  livres: { field: "dateFact", dir: "desc" },
  extensia: { field: "dateFact", dir: "desc" },
};
