import type { ColonnesListe } from "../shared/index.ts";
import type { Cours } from "./cours.ts";
import { LIBELLES_ROLE, type Utilisateur } from "./utilisateurs.ts";

/** GET /api/admin/cours (/cours): the rates. */
export const COLONNES_COURS: ColonnesListe<Cours> = [
  { key: "idCours", label: "Id", kind: "integer" },
  { key: "description", label: "Nom", kind: "text" },
  { key: "valeur", label: "Valeur", kind: "decimal", places: 4 },
];

/** GET /api/admin/utilisateurs (/utilisateurs): the users and their last login. */
export const COLONNES_UTILISATEURS: ColonnesListe<Utilisateur> = [
  { key: "idUser", label: "Id", kind: "integer" },
  { key: "login", label: "Identifiant", kind: "text" },
  { key: "nom", label: "Nom", kind: "text" },
  { key: "role", label: "Rôle", kind: "text", labels: LIBELLES_ROLE },
  { key: "agence", label: "Agence", kind: "text" },
  { key: "actif", label: "Actif", kind: "yesNo" },
  { key: "derniereConnexion", label: "Dernière connexion", kind: "datetime" },
];
