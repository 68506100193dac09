import type { Refus } from "../shared/index.ts";

/** Every refusal of the catalogue, the price engine and the quotes; the server maps each to its status. */
export type RefusProduits = Refus<
  | "CENTRE_INTROUVABLE"
  | "CENTRE_VIDE_INTROUVABLE"
  | "CENTRE_VIDE_INCONNU"
  | "TARIF_INTROUVABLE"
  | "TYPE_INTROUVABLE"
  | "PIERRE_INTROUVABLE"
  | "QUALITE_INTROUVABLE"
  | "LIGNE_PIERRE_INTROUVABLE"
  | "REF_DEJA_EXISTANTE"
  | "COMBINAISON_DEJA_EXISTANTE"
  | "MODELE_HORS_CENTRE_VIDE"
  | "MAINTENANCE_PERIMEE"
  | "COURS_PRIX_MANQUANT"
  | "PRIX_PRODUIT_INTROUVABLE"
  | "DEVIS_COURS_MANQUANT"
  | "DEVIS_PRODUIT_INCONNU"
  | "DEVIS_CLIENT_INCONNU"
>;
