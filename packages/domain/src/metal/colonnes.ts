import type { ColonnesListe } from "../shared/index.ts";

/** A ledger row as the server lists it (amounts in grams, 2 decimals, as text). */
export interface LigneMouvement {
  /** "C-12" (CLAL), "F-34" (supplier), "K-56" (customer): unique over the mixed CLAL tab. */
  cle: string;
  source: "clal" | "fournisseur" | "client";
  id: number;
  date: string;
  metalId: number;
  partieId: number | null;
  partie: string;
  perte: string;
  designation: string;
  entree: string;
  sortie: string;
  pertePoids: string;
  solde: string;
  /** The stored fields, for the edit form. */
  entreeOrFin: string;
  sortieOr750: string;
  sortieOrFin: string;
}

/** /mouvements_or (spec 03 section 2.18): Date, Source/Fournisseur/Client, % Perte, Désignation, Entrée, Sortie, Perte, Solde. */
export const COLONNES_GRAND_LIVRE: ColonnesListe<LigneMouvement> = [
  { key: "date", label: "Date", kind: "date" },
  { key: "partie", label: "Source/Fournisseur/Client", kind: "text" },
  { key: "perte", label: "% Perte", kind: "percent", places: 2 },
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "entree", label: "Entrée", kind: "decimal", places: 2 },
  { key: "sortie", label: "Sortie", kind: "decimal", places: 2 },
  { key: "pertePoids", label: "Perte", kind: "decimal", places: 2 },
  { key: "solde", label: "Solde", kind: "decimal", places: 2 },
];
