import type { ColonnesListe } from "../shared/index.ts";
import type { LigneRetourPierre } from "./alimentation.ts";
import type { LigneTarifPierre } from "./pierre.ts";
import { LABELS_LABO, LABELS_PROPRIETAIRE, type LigneStockPierre } from "./stock.ts";

/** GET /api/pierres (spec 02 section 2.11): the stone price list, one row per stone and tariff. */
export const COLONNES_TARIF_PIERRES: ColonnesListe<LigneTarifPierre> = [
  { key: "type", label: "Type", kind: "text" },
  { key: "formeLabel", label: "Forme", kind: "text", sortKey: "forme" },
  { key: "couleur", label: "Couleur", kind: "text" },
  { key: "poids", label: "Poids", kind: "weight", unit: "ct" },
  { key: "description", label: "Description", kind: "text" },
  { key: "qualite", label: "Qualité", kind: "text" },
  { key: "fournisseur", label: "Fournisseur", kind: "text" },
  { key: "euro", label: "Euro", kind: "money" },
  { key: "dollar", label: "Dollar", kind: "decimal", places: 2 },
  { key: "coeff", label: "Coef", kind: "decimal", places: 2 },
];

/**
 * GET /api/pierres/stock (spec 02 section 2.9): Stock Pierre, its 17 columns, then the pieces, the owner
 * and the age of an entrusted lot (issue 13).
 */
export const COLONNES_STOCK_PIERRES: ColonnesListe<LigneStockPierre> = [
  { key: "idConf", label: "Id", kind: "integer" },
  { key: "description", label: "Description", kind: "text" },
  { key: "certificat", label: "Certificat", kind: "text" },
  { key: "lg", label: "Laboratoire", kind: "text", labels: LABELS_LABO },
  { key: "poids", label: "Recu", kind: "weight", unit: "ct" },
  { key: "conso", label: "Conso", kind: "weight", unit: "ct" },
  { key: "retour", label: "Retour", kind: "weight", unit: "ct" },
  { key: "reste", label: "Reste", kind: "weight", unit: "ct" },
  { key: "prixCt", label: "Prix/Ct", kind: "decimal", places: 2 },
  { key: "monnaie", label: "Monnaie", kind: "text" },
  { key: "prixEuro", label: "Prix Euro", kind: "money" },
  { key: "fournisseur", label: "Fournisseur", kind: "text" },
  { key: "cours", label: "Cours", kind: "decimal", places: 4 },
  { key: "noConfie", label: "Confie", kind: "text" },
  { key: "dateReception", label: "Date Recu", kind: "date" },
  { key: "etat", label: "Etat", kind: "text" },
  { key: "labelFact", label: "Facture", kind: "text" },
  { key: "pieces", label: "Pièces reçues", kind: "integer" },
  { key: "piecesReste", label: "Pièces restantes", kind: "integer" },
  { key: "proprietaire", label: "Propriétaire", kind: "text", labels: LABELS_PROPRIETAIRE },
  { key: "age", label: "Âge (jours)", kind: "integer" },
];

/** GET /api/pierres/retours (spec 02 section 2.10): ID Retour, ID Confie, Poids, Date, Motif. */
export const COLONNES_RETOURS_PIERRES: ColonnesListe<LigneRetourPierre> = [
  { key: "idRetour", label: "ID Retour", kind: "integer" },
  { key: "idConfie", label: "ID Confie", kind: "integer" },
  { key: "pds", label: "Poids", kind: "weight", unit: "ct" },
  { key: "pieces", label: "Pièces", kind: "integer" },
  { key: "date", label: "Date", kind: "date" },
  { key: "designation", label: "Motif", kind: "text" },
  { key: "noConfie", label: "N° Confie", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
];
