import { z } from "zod";
import { texte } from "../shared/index.ts";

/** Spec 01 section 5: user and password are lower-cased before checking. */
export function normaliseCredentials(user: string, password: string): { user: string; password: string } {
  return { user: user.trim().toLowerCase(), password: password.toLowerCase() };
}

export const loginSchema = z.object({
  user: texte().min(1, "Nom d'utilisateur obligatoire.").max(100),
  password: texte().min(1, "Mot de passe obligatoire.").max(200),
});

export const sessionUserSchema = z.object({
  idUser: z.number().int(),
  login: z.string(),
  role: z.number().int(),
  numAgence: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
