import { listQuerySchema } from "../shared/index.ts";

/**
 * Suivi des connexions (/suivi_connection, spec 03 sections 2.12, 3, 6): per-user login statistics and
 * the products consulted. Role 1 only: it shows other users' activity.
 */

/** Per user; the months counted are those with at least one login (as the other means of spec 03). */
export interface StatConnexion {
  idUser: number;
  nomAgence: string;
  identifiantUtilisateur: string;
  /** 'Admin' (role 1) or 'Boutique'. */
  type: string;
  totalConnexions: number;
  /** 2 decimals. */
  moyenneConnexionsParMois: string;
  maxConnexionsParMois: number;
  minConnexionsParMois: number;
  /** The current month and the two before. */
  connexions3DerniersMois: number;
}

export const CONNEXIONS_SORTS = [
  "identifiantUtilisateur",
  "nomAgence",
  "totalConnexions",
  "connexions3DerniersMois",
] as const;
export const connexionsQuerySchema = listQuerySchema(CONNEXIONS_SORTS, "totalConnexions");

/** A product consulted: date as 'dd-mm-yyyy à hh:mm:ss' (Paris time). */
export interface ProduitConsulte {
  id: number;
  ref: string;
  nomAgence: string;
  userLogin: string;
  type: string;
  date: string;
}
export const CONSULTATIONS_SORTS = ["date", "ref", "userLogin"] as const;
export const consultationsQuerySchema = listQuerySchema(CONSULTATIONS_SORTS, "date");
