import type { ColonnesListe } from "../shared/index.ts";
import type { OfListeLigne } from "./edit.ts";
import type { OfDuStatut, OfEnCours, OfExtensia, OfLivre } from "./filter-analyse.ts";

/** GET /api/of (/of/edit, spec 01 section 2): the OF list. */
export const COLONNES_OFS: ColonnesListe<OfListeLigne> = [
  { key: "numSachet", label: "Of", kind: "text" },
  { key: "client", label: "Client", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "description", label: "Desc", kind: "text" },
  { key: "stade", label: "Stade", kind: "text" },
  { key: "transport", label: "Transport", kind: "text" },
  { key: "metal", label: "Métal", kind: "text" },
  { key: "dim", label: "Dim", kind: "text" },
  { key: "descStatut", label: "Statut", kind: "text", sortKey: "statut" },
  { key: "prix", label: "Prix", kind: "money" },
];

/** GET /api/of/repartition/:statut (spec 03 section 2.8): OF, Bijouterie, Type, Référence, Prix. */
export const COLONNES_OFS_STATUT: ColonnesListe<OfDuStatut> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "client", label: "Bijouterie", kind: "text" },
  { key: "type", label: "Type", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "prixFact", label: "Prix", kind: "money" },
];

/** GET /api/of/analyse/en-cours: OFS EN COURS (spec 03 section 3, OF list fields). */
export const COLONNES_OFS_EN_COURS: ColonnesListe<OfEnCours> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "dateCrea", label: "Créé le", kind: "date" },
  { key: "dateLivr", label: "Livraison", kind: "date" },
  { key: "client", label: "Client", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "refClt", label: "Réf. client", kind: "text" },
  { key: "stade", label: "Stade", kind: "text" },
  { key: "metal", label: "Métal", kind: "text" },
  { key: "libelleStatut", label: "Statut", kind: "text" },
  { key: "poids", label: "Poids (g)", kind: "weight", unit: "g" },
  { key: "prixFact", label: "Prix", kind: "money" },
];

/** GET /api/of/analyse/livres: OFS LIVRES, one standard invoice line each. */
export const COLONNES_OFS_LIVRES: ColonnesListe<OfLivre> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "idFact", label: "Facture", kind: "text" },
  { key: "dateFact", label: "Date facture", kind: "date" },
  { key: "client", label: "Client", kind: "text" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "refClt", label: "Réf. client", kind: "text" },
  { key: "stade", label: "Stade", kind: "text" },
  { key: "metal", label: "Métal", kind: "text" },
  { key: "poidsU", label: "Poids (g)", kind: "weight", unit: "g" },
  { key: "prixFact", label: "Prix", kind: "money" },
  { key: "totht", label: "Total HT", kind: "money" },
];

/** GET /api/of/analyse/extensia: OFS EXTENSIA, one alternate-channel invoice line each. */
export const COLONNES_OFS_EXTENSIA: ColonnesListe<OfExtensia> = [
  { key: "numSachet", label: "OF", kind: "text" },
  { key: "idFact", label: "Facture", kind: "text" },
  { key: "dateFact", label: "Date facture", kind: "date" },
  { key: "ref", label: "Référence", kind: "text" },
  { key: "description", label: "Désignation", kind: "text" },
  { key: "prenom", label: "Prénom", kind: "text" },
  { key: "metal", label: "Métal", kind: "text" },
  { key: "poids", label: "Poids (g)", kind: "weight", unit: "g" },
  { key: "prixFact", label: "Prix facturé", kind: "money" },
];
