import { z } from "zod";
import { dateIso, listQuerySchema } from "../shared/index.ts";

/**
 * The police register of precious metals (livre de police, Code de commerce since ordinance 2023-1210):
 * every entry of metal, stones or jewellery into the house and every exit, written by the movements
 * themselves (never typed), numbered without gap, never changed (a correction is a new entry naming the
 * one it corrects and why), each day's page sealed with a SHA-256 chained to the previous day's seal.
 */

export type SensRegistre = "E" | "S";
export type NatureRegistre = "metal" | "pierres" | "bijou";

export const LIBELLE_SENS: Record<SensRegistre, string> = { E: "Entrée", S: "Sortie" };
export const LIBELLE_NATURE: Record<NatureRegistre, string> = {
  metal: "Métal",
  pierres: "Pierres",
  bijou: "Bijou",
};

export interface LigneRegistre {
  num: number;
  jour: string;
  dateMouvement: string;
  sens: SensRegistre;
  nature: NatureRegistre;
  description: string;
  partie: string;
  pieces: number | null;
  poids: string | null;
  unite: "g" | "ct";
  titre: number | null;
  prix: string | null;
  dateSortie: string | null;
  corrige: number | null;
  motif: string | null;
  /** Fine grams of precious metal, where known. */
  poidsFin: string | null;
  /** A piece's OF number. */
  pieceOf: number | null;
  /** On a piece's exit: the number of the entry it leaves from. */
  entree: number | null;
}

export const MSG_PERIODE_REGISTRE = "La date de fin doit suivre la date de début.";

const champsFiltre = {
  du: dateIso("Date de début invalide."),
  au: dateIso("Date de fin invalide."),
  sens: z.enum(["E", "S"]).optional(),
  nature: z.enum(["metal", "pierres", "bijou"]).optional(),
};

const periodeOrdonnee = <T extends { du: string; au: string }>(f: T) => f.du <= f.au;

/** The printed extract: a period of pages (registration days), optionally one direction or nature. */
export const filtreRegistreSchema = z
  .object(champsFiltre)
  .refine(periodeOrdonnee, { message: MSG_PERIODE_REGISTRE, path: ["au"] });
export type FiltreRegistre = z.infer<typeof filtreRegistreSchema>;

/** GET /api/registre: the same filter, paged, in number order. */
export const registreQuerySchema = listQuerySchema(["num"], "num")
  .extend(champsFiltre)
  .refine(periodeOrdonnee, { message: MSG_PERIODE_REGISTRE, path: ["au"] });

/** Where the chain verification found a break: the day, and the number when one entry is at fault. */
export interface RuptureRegistre {
  jour: string | null;
  num: number | null;
  message: string;
}

export interface VerificationRegistre {
  ok: boolean;
  entrees: number;
  joursScelles: number;
  /** Seals in the database, and in the seals' file outside it (DATA_DIR/registre/sceaux.jsonl). */
  sceaux: number;
  sceauxFichier: number;
  ruptures: RuptureRegistre[];
}

const plage = (premier: number, dernier: number) =>
  premier === dernier ? `n° ${premier}` : `n° ${premier} à ${dernier}`;

export const msgRuptureNumero = (attendu: number, trouve: number) =>
  `Numérotation interrompue : n° ${attendu} attendu, n° ${trouve} trouvé.`;
export const msgSceauFaux = (jour: string, premier: number, dernier: number) =>
  `Le sceau du ${jour} (${plage(premier, dernier)}) ne correspond plus aux entrées : une entrée a été modifiée ou supprimée.`;
export const msgChaineRompue = (jour: string, premier: number) =>
  `Le sceau du ${jour} (à partir du n° ${premier}) ne suit pas le sceau précédent : la chaîne est rompue.`;
export const msgBornesFausses = (jour: string, premier: number, dernier: number) =>
  `Les numéros scellés le ${jour} (${plage(premier, dernier)}) ne correspondent plus aux entrées de ce jour.`;
export const msgJourNonScelle = (jour: string) =>
  `Des entrées datées du ${jour} figurent entre des jours scellés sans avoir été scellées.`;
export const msgSceauAbsentBase = (jour: string, premier: number, dernier: number, nombre: number) =>
  `Le sceau du ${jour} (${plage(premier, dernier)}, ${nombre} entrée(s)) figure au fichier des sceaux mais plus dans la base : ce jour a disparu.`;
export const msgSceauDiffereFichier = (jour: string, premier: number, quoi: string) =>
  `Le sceau du ${jour} (à partir du n° ${premier}) diffère du fichier des sceaux : ${quoi}.`;
export const msgSceauHorsFichier = (jour: string, premier: number) =>
  `Le sceau du ${jour} (à partir du n° ${premier}) ne figure pas au fichier des sceaux : il n'a pas été écrit par l'application.`;
export const msgNumerotationReprise = (jour: string, num: number, jourFichier: string) =>
  `Le n° ${num} est daté du ${jour} alors que le fichier des sceaux le scelle le ${jourFichier} : la numérotation a repris.`;
export const msgFichierSceauxIllisible = (ligne: number) =>
  `La ligne ${ligne} du fichier des sceaux est illisible : le fichier a été modifié.`;
