import { z } from "zod";
import { texte } from "../shared/index.ts";

/**
 * A supplier's record (metal suppliers, stone suppliers, the refiner; issue 25 point 3): its name and
 * the address the police register names it with. Postcode of 5 digits in France, free abroad.
 */
export const MSG_FOURNISSEUR_NOM_OBLIGATOIRE = "La raison sociale est obligatoire.";
export const MSG_FOURNISSEUR_ADRESSE_OBLIGATOIRE = "L'adresse est obligatoire.";
export const MSG_FOURNISSEUR_CP_OBLIGATOIRE = "Le code postal est obligatoire.";
export const MSG_FOURNISSEUR_CP_INVALIDE = "Le code postal doit comporter 5 chiffres en France.";
export const MSG_FOURNISSEUR_VILLE_OBLIGATOIRE = "La ville est obligatoire.";
export const MSG_FOURNISSEUR_INTROUVABLE = "Fournisseur introuvable.";
export const PAYS_DEFAUT = "France";

const estFrance = (pays: string) => pays === "" || pays.toLowerCase() === PAYS_DEFAUT.toLowerCase();

export const fournisseurAdresseSchema = z
  .object({
    raisonSoc: texte().trim().min(1, MSG_FOURNISSEUR_NOM_OBLIGATOIRE).max(150),
    adresse: texte().trim().min(1, MSG_FOURNISSEUR_ADRESSE_OBLIGATOIRE).max(200),
    cp: texte().trim().min(1, MSG_FOURNISSEUR_CP_OBLIGATOIRE).max(10),
    ville: texte().trim().min(1, MSG_FOURNISSEUR_VILLE_OBLIGATOIRE).max(100),
    pays: texte().trim().max(60).default(PAYS_DEFAUT),
  })
  .superRefine((f, ctx) => {
    if (estFrance(f.pays) && !/^\d{5}$/.test(f.cp))
      ctx.addIssue({ code: "custom", path: ["cp"], message: MSG_FOURNISSEUR_CP_INVALIDE });
  });
export type FournisseurAdresse = z.output<typeof fournisseurAdresseSchema>;
export type FournisseurAdresseInput = z.input<typeof fournisseurAdresseSchema>;

/** A supplier as the screen Fournisseurs lists it. */
export interface FournisseurFiche {
  id: number;
  raisonSoc: string;
  actif: boolean;
  adresse: string;
  cp: string;
  ville: string;
  pays: string;
  /** Address, postcode and town all given: the register can name it. */
  adresseComplete: boolean;
  /** The refiner: the supplier record of the setting fournisseurAffineur (the CLAL ledger's party). */
  affineur: boolean;
}

/** Whether the register can name this supplier (address, postcode and town given). */
export const adresseComplete = (f: { adresse: string | null; cp: string | null; ville: string | null }) =>
  [f.adresse, f.cp, f.ville].every((x) => (x ?? "").trim() !== "");
