import type { Refus } from "../shared/index.ts";

/**
 * The refusals of the admin area's services (clients, rates, users, login) besides the user and login
 * rules' own (`RefusUtilisateur`, `RefusTentative`); the server maps each code to its HTTP status.
 */
export type RefusAdmin = Refus<
  | "CLIENT_INTROUVABLE"
  | "CLIENT_PARENT_INVALIDE"
  | "CLIENT_CYCLE"
  | "COURS_INTROUVABLE"
  | "COURS_UTILISE"
  | "UTILISATEUR_INTROUVABLE"
  | "LOGIN_EXISTE"
  | "MOT_DE_PASSE_ACTUEL_FAUX"
  | "LOGIN_INVALIDE"
  | "ROLE_REFUSE"
>;
