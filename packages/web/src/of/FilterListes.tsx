import {
  COLONNES_OFS_EN_COURS,
  COLONNES_OFS_EXTENSIA,
  COLONNES_OFS_LIVRES,
  type ListeOf,
} from "@ecrin/domain";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { listColumns } from "../ui/listColumns.ts";

/** The columns of OFS EN COURS, OFS LIVRES and OFS EXTENSIA (spec 03 section 3, OF list fields). */
const EN_COURS = listColumns(COLONNES_OFS_EN_COURS, {
  screen: {
    numSachet: { width: 90 },
    dateCrea: { width: 100 },
    dateLivr: { width: 100 },
    client: { flex: 1, minWidth: 160 },
    ref: { width: 120 },
    refClt: { width: 120, sortable: false },
    stade: { width: 130 },
    metal: { width: 130 },
    libelleStatut: { width: 130, sortable: false },
    prixFact: { width: 110 },
  },
  omit: ["poids"],
});

const LIVRES = listColumns(COLONNES_OFS_LIVRES, {
  screen: {
    numSachet: { width: 90 },
    idFact: { width: 90 },
    dateFact: { width: 110 },
    client: { flex: 1, minWidth: 160 },
    ref: { width: 120, sortable: false },
    refClt: { width: 120, sortable: false },
    metal: { width: 130, sortable: false },
    prixFact: { width: 110 },
    totht: { width: 110 },
  },
  omit: ["designation", "stade", "poidsU"],
});

const EXTENSIA = listColumns(COLONNES_OFS_EXTENSIA, {
  screen: {
    numSachet: { width: 90 },
    idFact: { width: 90 },
    dateFact: { width: 110 },
    ref: { width: 120, sortable: false },
    description: { flex: 1, minWidth: 180, sortable: false },
    prenom: { width: 120 },
    metal: { width: 130, sortable: false },
    prixFact: { width: 120 },
  },
  omit: ["poids"],
});

export const COLONNES_LISTE: Record<ListeOf, GridColDef<GridValidRowModel>[]> = {
  enCours: EN_COURS as GridColDef<GridValidRowModel>[],
  livres: LIVRES as GridColDef<GridValidRowModel>[],
  extensia: EXTENSIA as GridColDef<GridValidRowModel>[],
};

/** Each list opens on its period's date, most recent first. */
export const TRI_DEFAUT: Record<ListeOf, { field: string; dir: "asc" | "desc" }> = {
  enCours: { field: "dateLivr", dir: "asc" },
  livres: { field: "dateFact", dir: "desc" },
  extensia: { field: "dateFact", dir: "desc" },
};
