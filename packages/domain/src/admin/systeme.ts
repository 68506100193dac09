/** The system page (/test, role 1): what it shows and when it warns. */

import { div, formatNumberFr } from "../shared/index.ts";
import type { AlerteConnexion } from "./tentatives.ts";

/** A backup older than this is a warning. */
export const SAUVEGARDE_AGE_MAX_HEURES = 24;
/** Less free disk space than this is a warning. */
export const DISQUE_LIBRE_MIN_OCTETS = 1024 ** 3;

export type NiveauControle = "ok" | "attention" | "erreur";

export interface Controle {
  nom: string;
  niveau: NiveauControle;
  detail: string;
}

export interface EtatSysteme {
  version: string;
  commit: string | null;
  base: { type: "pglite" | "postgres"; libelle: string; tailleOctets: number; migrations: number };
  tables: { table: string; lignes: number }[];
  images: { dossier: string; fichiers: number; tailleOctets: number };
  sauvegarde: {
    derniere: string | null;
    fichier: string | null;
    ageHeures: number | null;
    niveau: NiveauControle;
  };
  reglages: { nom: string; configure: boolean; detail: string }[];
  controles: Controle[];
  /** Logins with failed attempts in the last 24 hours (password guessing shows here). */
  connexions: AlerteConnexion[];
  serveur: {
    demarreLe: string;
    uptimeSecondes: number;
    memoireOctets: number;
    tasOctets: number;
    node: string;
  };
}

export const MSG_AUCUNE_SAUVEGARDE = "Aucune sauvegarde trouvée.";

/** The last backup's level: none or older than 24 h is a warning. */
export function niveauSauvegarde(ageHeures: number | null): NiveauControle {
  if (ageHeures === null) return "attention";
  return ageHeures > SAUVEGARDE_AGE_MAX_HEURES ? "attention" : "ok";
}

/** Free disk space: under 1 Gio is a warning, nothing free an error. */
export function niveauDisque(libreOctets: number): NiveauControle {
  if (libreOctets <= 0) return "erreur";
  return libreOctets < DISQUE_LIBRE_MIN_OCTETS ? "attention" : "ok";
}

/** A size in bytes, in French units (1 536 -> "1,5 Kio"). */
export function formatOctets(n: number): string {
  const unites = ["o", "Kio", "Mio", "Gio", "Tio"];
  let i = 0;
  while (n >= 1024 ** (i + 1) && i < unites.length - 1) i++;
  return `${formatNumberFr(div(n, 1024 ** i), i === 0 ? 0 : 1)} ${unites[i]}`;
}

/** A duration in seconds as days, hours and minutes ("2 j 3 h 5 min"). */
export function formatDuree(secondes: number): string {
  const j = Math.floor(secondes / 86_400);
  const h = Math.floor((secondes % 86_400) / 3600);
  const m = Math.floor((secondes % 3600) / 60);
  return [j > 0 ? `${j} j` : "", j > 0 || h > 0 ? `${h} h` : "", `${m} min`].filter(Boolean).join(" ");
}
