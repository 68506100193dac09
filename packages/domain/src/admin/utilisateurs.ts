import { z } from "zod";
import { identifiant, type Refus, texte } from "../shared/index.ts";

/** The roles a user may be given on /utilisateurs: 1 direction, 6 bureau, 3 boutique (cannot log in). */
export const ROLES_UTILISATEUR = [
  { role: 1, label: "Direction" },
  { role: 6, label: "Bureau" },
  { role: 3, label: "Boutique" },
] as const;
export const LIBELLES_ROLE: Readonly<Record<string, string>> = Object.fromEntries(
  ROLES_UTILISATEUR.map((r) => [String(r.role), `${r.role} – ${r.label}`]),
);

export const MOT_DE_PASSE_LONGUEUR_MIN = 10;
export const MSG_MOT_DE_PASSE_COURT = "Le mot de passe doit comporter au moins 10 caractères.";
export const MSG_LOGIN_OBLIGATOIRE = "L'identifiant est obligatoire.";
export const MSG_LOGIN_FORMAT =
  "L'identifiant ne peut contenir que des lettres, chiffres, points, tirets et soulignés.";
export const MSG_NOM_OBLIGATOIRE = "Le nom est obligatoire.";
export const MSG_ROLE_INVALIDE = "Rôle invalide : 1 (direction), 6 (bureau) ou 3 (boutique).";
export const MSG_LOGIN_EXISTE = "Cet identifiant est déjà utilisé.";
export const MSG_DERNIER_DIRECTION = "Impossible : c'est le dernier utilisateur actif de rôle 1 (direction).";
export const MSG_SE_DESACTIVER = "Vous ne pouvez pas désactiver votre propre compte.";
export const MSG_MOT_DE_PASSE_ACTUEL_FAUX = "Le mot de passe actuel est incorrect.";
export const MSG_UTILISATEUR_INTROUVABLE = "Utilisateur introuvable.";
export const MSG_AUCUNE_MODIFICATION =
  "Aucune modification à enregistrer : indiquez le nom, le rôle, l'agence ou l'état.";

const motDePasse = () => texte().min(MOT_DE_PASSE_LONGUEUR_MIN, MSG_MOT_DE_PASSE_COURT).max(200);
const role = () =>
  z
    .number({ error: MSG_ROLE_INVALIDE })
    .refine((r) => ROLES_UTILISATEUR.some((x) => x.role === r), MSG_ROLE_INVALIDE);

export const utilisateurCreationSchema = z.object({
  login: texte()
    .trim()
    .toLowerCase()
    .min(1, MSG_LOGIN_OBLIGATOIRE)
    .max(100)
    .regex(/^[a-z0-9._-]+$/, MSG_LOGIN_FORMAT),
  nom: texte().trim().min(1, MSG_NOM_OBLIGATOIRE).max(100),
  role: role(),
  numAgence: identifiant().nullable(),
  motDePasse: motDePasse(),
});
export type UtilisateurCreation = z.infer<typeof utilisateurCreationSchema>;

/** A change of an existing user: any of name, role, agency, active flag; at least one of them. */
export const utilisateurModificationSchema = z
  .object({
    nom: texte().trim().min(1, MSG_NOM_OBLIGATOIRE).max(100).optional(),
    role: role().optional(),
    numAgence: identifiant().nullable().optional(),
    actif: z.boolean().optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: MSG_AUCUNE_MODIFICATION });
export type UtilisateurModification = z.infer<typeof utilisateurModificationSchema>;

export const motDePasseResetSchema = z.object({ motDePasse: motDePasse() });

export const motDePasseChangementSchema = z.object({
  actuel: texte().min(1, "Mot de passe actuel obligatoire.").max(200),
  nouveau: motDePasse(),
});

export interface Utilisateur {
  idUser: number;
  login: string;
  nom: string;
  role: number;
  numAgence: number | null;
  agence: string | null;
  actif: boolean;
  derniereConnexion: string | null;
}

export type RefusUtilisateur = Refus<"DERNIER_DIRECTION" | "SE_DESACTIVER">;

/**
 * May this change be made? Nobody deactivates themself; the last active role-1 user keeps role 1 and
 * stays active (otherwise nobody could manage users any more).
 */
export function refusModificationUtilisateur(
  cible: { idUser: number; role: number; actif: boolean },
  changement: { role?: number | undefined; actif?: boolean | undefined },
  idActeur: number,
  directionsActives: number,
): RefusUtilisateur | null {
  if (changement.actif === false && cible.idUser === idActeur && cible.actif) {
    return { code: "SE_DESACTIVER", message: MSG_SE_DESACTIVER };
  }
  const resteDirectionActive =
    (changement.role ?? cible.role) === 1 && (changement.actif ?? cible.actif) === true;
  if (cible.role === 1 && cible.actif && !resteDirectionActive && directionsActives <= 1) {
    return { code: "DERNIER_DIRECTION", message: MSG_DERNIER_DIRECTION };
  }
  return null;
}
