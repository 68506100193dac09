import type { ColonnesListe } from "../shared/index.ts";

/** One row of the table Stock Produit (spec 02 section 2.13; "Product stock line" of section 3). */
export interface LigneStock {
  of: number;
  image: string | null;
  metal: string | null;
  type: string | null;
  stade: string | null;
  idStade: number | null;
  ref: string | null;
  description: string | null;
  /** of.ref1: the reference shown on the shop's site. */
  descriptionSite: string | null;
  etiquette: string | null;
  poids: string | null;
  doigt: string | null;
  /** Cost price (of.prix_r). */
  prixR: string | null;
  /** Sale price (of.prix_fact). */
  prixFact: string | null;
  /** The catalogue's price at the piece's stade today. */
  prixFiche: string | null;
  idClient: number;
  lieu: string | null;
  dateEntree: string;
  idPlateau: number | null;
  plateau: string | null;
  ofReservation: number | null;
  reservation: string | null;
  nomLigne: string | null;
}

/** The 17 columns, in the spec's order (the image is a screen-only column). */
export const COLONNES_STOCK: ColonnesListe<LigneStock> = [
  { key: "of", label: "Of", kind: "text" },
  { key: "metal", label: "Metal", kind: "text" },
  { key: "type", label: "Type", kind: "text" },
  { key: "stade", label: "Stade", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
  { key: "descriptionSite", label: "Description Site", kind: "text" },
  { key: "etiquette", label: "Etiquette", kind: "text" },
  { key: "poids", label: "Poids", kind: "weight", unit: "g" },
  { key: "doigt", label: "Doigt", kind: "text" },
  { key: "prixR", label: "Prix Fab", kind: "money" },
  { key: "prixFact", label: "Prix", kind: "money" },
  { key: "prixFiche", label: "Prix Fiche", kind: "money" },
  { key: "lieu", label: "Lieu", kind: "text" },
  { key: "dateEntree", label: "Date Entree", kind: "date" },
  { key: "plateau", label: "Plateau", kind: "text" },
  { key: "reservation", label: "Reservation", kind: "text" },
];

/** The summary lines: count, Prix Revient, Prix Revient Reproduction, Prix Vente, Poids Total. */
export interface ResumeStock {
  nombre: number;
  prixRevient: string;
  prixRevientReproduction: string;
  prixVente: string;
  poidsTotal: string;
}

/** Historique (single row): one stay of the piece at a client. */
export interface LigneHistorique {
  id: number;
  of: number;
  metal: string | null;
  type: string | null;
  stade: string | null;
  ref: string | null;
  description: string | null;
  poids: string | null;
  prixFab: string | null;
  prix: string | null;
  client: string | null;
  dateEntree: string;
  dateSortie: string | null;
}

export const COLONNES_HISTORIQUE: ColonnesListe<LigneHistorique> = [
  { key: "of", label: "Of", kind: "text" },
  { key: "metal", label: "Metal", kind: "text" },
  { key: "type", label: "Type", kind: "text" },
  { key: "stade", label: "Stade", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
  { key: "poids", label: "Poids", kind: "weight", unit: "g" },
  { key: "prixFab", label: "Prix Fab", kind: "money" },
  { key: "prix", label: "Prix", kind: "money" },
  { key: "client", label: "Client", kind: "text" },
  { key: "dateEntree", label: "Date Entree", kind: "date" },
  { key: "dateSortie", label: "Date Sortie", kind: "date" },
];

/** Consignment per client: one row per shop with pieces on consignment. */
export interface LigneConfieClient {
  idClient: number;
  client: string;
  nombre: number;
  valeur: string;
  poids: string;
  /** Days since the oldest piece left. */
  joursMax: number;
  depuis: string;
}

export const COLONNES_CONFIES: ColonnesListe<LigneConfieClient> = [
  { key: "client", label: "Client", kind: "text" },
  { key: "nombre", label: "Pièces", kind: "integer" },
  { key: "valeur", label: "Valeur", kind: "money" },
  { key: "poids", label: "Poids", kind: "weight", unit: "g" },
  { key: "depuis", label: "Confié depuis le", kind: "date" },
  { key: "joursMax", label: "Jours", kind: "integer" },
];

/** Produits en Commande (/reservation). */
export interface LigneCommande {
  of: number;
  ref: string | null;
  description: string | null;
  client: string | null;
  dateLivr: string | null;
  statut: number;
  /** Stock pieces of the same product free to reserve. */
  reservables: number;
  /** The stock piece reserved for this order, if any. */
  pieceReservee: number | null;
}

export const COLONNES_COMMANDES: ColonnesListe<LigneCommande> = [
  { key: "of", label: "N° OF", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "description", label: "Description", kind: "text" },
  { key: "client", label: "Client", kind: "text" },
  { key: "dateLivr", label: "Livraison", kind: "date" },
  { key: "reservables", label: "Réservables", kind: "integer" },
  { key: "pieceReservee", label: "Réservé", kind: "text" },
];

/** Produit Identique en Stock. */
export interface LigneIdentique {
  of: number;
  ref: string | null;
  metal: string | null;
  /** Finger size or length. */
  dim: string | null;
  poids: string | null;
  prixFact: string | null;
  lieu: string | null;
  ofReservation: number | null;
  reservation: string | null;
  /** A near match only: how it differs from the order ("Métal : Platine au lieu de Or jaune"). */
  ecart: string | null;
}

export const COLONNES_IDENTIQUES: ColonnesListe<LigneIdentique> = [
  { key: "of", label: "Of", kind: "text" },
  { key: "ref", label: "Ref", kind: "text" },
  { key: "metal", label: "Metal", kind: "text" },
  { key: "dim", label: "Doigt", kind: "text" },
  { key: "poids", label: "Poids", kind: "weight", unit: "g" },
  { key: "prixFact", label: "Prix", kind: "money" },
  { key: "lieu", label: "Lieu", kind: "text" },
  { key: "ofReservation", label: "Réservé pour", kind: "text" },
  { key: "ecart", label: "Différence", kind: "text" },
];

/** /valorisation (spec 03 sections 2.16 and 3): the cards. */
export interface Valorisation {
  produits: { nombre: number; totalRevient: string };
  produitsArgent: { nombre: number; totalRevient: string };
  /** Owned stones (invoiced lots) split into diamonds and others; entrusted lots apart (not in the total). */
  pierres: { proprietaireDiamant: string; proprietaireAutres: string; confie: string };
  metal: {
    cours: string;
    atelierGrammes: string;
    atelierValeur: string;
    boiteOrGrammes: string;
    boiteOrValeur: string;
  };
  total: string;
}
