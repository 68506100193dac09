export { loginSchema, normaliseCredentials, type SessionUser, sessionUserSchema } from "./auth.ts";
export {
  type Client,
  type ClientInput,
  clientInputSchema,
  MSG_CLIENT_CP_INVALIDE,
  MSG_CLIENT_CYCLE,
  MSG_CLIENT_PARENT_INVALIDE,
  parentsInterdits,
  selectableOnOf,
  wouldCreateCycle,
} from "./client.ts";
export { COLONNES_COURS } from "./colonnes.ts";
export {
  COURS,
  type Cours,
  type CoursInput,
  coursInputSchema,
  isCoursProtege,
  MSG_COURS_NOM_OBLIGATOIRE,
  MSG_COURS_UTILISE,
  MSG_COURS_VALEUR_NOMBRE,
} from "./cours.ts";
export { type PageImpression, pagesImpression } from "./impressions.ts";
export {
  MSG_ACCES_REFUSE,
  MSG_ERREUR_SERVEUR,
  MSG_INTROUVABLE,
  MSG_LOGIN_INVALIDE,
  MSG_LOGIN_TROP_TENTATIVES,
  MSG_ORIGINE_REFUSEE,
  MSG_PAS_ENREGISTREMENT,
  MSG_REQUETE_INVALIDE,
  MSG_RESSOURCE_INCONNUE,
  MSG_ROLE_REFUSE,
  MSG_SESSION_REQUISE,
  MSG_SUPPRESSION_IMPOSSIBLE_LIEE,
  MSG_TYPE_CONTENU,
} from "./messages.ts";
export { canSeeAnalyses, isRoleAllowed } from "./roles.ts";
export { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey, type Settings, settingsFrom } from "./settings.ts";
