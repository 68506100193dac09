import {
  COURS,
  type CoursOrSaisie,
  type CoursRetenu,
  coursRetenu,
  lireFormatSource,
  lirePrixSource,
  toIsoDate,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import * as q from "./cours-or.queries.ts";
import { valeurCours } from "./mouvements.queries.ts";

export const MSG_SOURCE_NON_CONFIGUREE =
  "Aucune source de cours configurée (réglages coursOrUrl et coursOrFormat).";
export const MSG_SOURCE_INJOIGNABLE = "La source du cours de l'or n'a pas répondu correctement.";
const DELAI_SOURCE_MS = 5000;

/** The price used today: the last known, else rate 4, else 'N/A'. */
export async function coursDuJour(ctx: AppContext, jour = toIsoDate(new Date())): Promise<CoursRetenu> {
  const [dernier, cours4] = await Promise.all([
    q.dernierCours(ctx.db, jour),
    valeurCours(ctx.db, COURS.orCourant),
  ]);
  return coursRetenu(dernier, cours4);
}

export async function etatCours(ctx: AppContext) {
  return {
    retenu: await coursDuJour(ctx),
    historique: await q.historiqueCours(ctx.db, 30),
    sourceConfiguree: ctx.settings.coursOrUrl !== "" && lireFormatSource(ctx.settings.coursOrFormat) !== null,
  };
}

/** Typed by hand on /cours. */
export function saisirCours(ctx: AppContext, idUser: number, s: CoursOrSaisie) {
  return withTx(ctx.db, idUser, (tx) =>
    q.enregistrerCours(tx, { jour: s.jour, prixGramme: s.prixGramme, source: s.source || "Saisie manuelle" }),
  );
}

export type ResultatActualisation =
  | { ok: true; prixGramme: string; source: string }
  | { ok: false; message: string; retenu: CoursRetenu };

/**
 * Asks the configured source for today's price and keeps it; on any failure the last known price (then
 * rate 4, then 'N/A') stays the one used, and the answer says why.
 */
export async function actualiserCours(
  ctx: AppContext,
  idUser: number | null,
): Promise<ResultatActualisation> {
  const format = lireFormatSource(ctx.settings.coursOrFormat);
  const url = ctx.settings.coursOrUrl;
  const echec = async (message: string): Promise<ResultatActualisation> => ({
    ok: false,
    message,
    retenu: await coursDuJour(ctx),
  });
  if (url === "" || format === null) return echec(MSG_SOURCE_NON_CONFIGUREE);
  let prix: string | null = null;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(DELAI_SOURCE_MS),
      headers: { Accept: "application/json" },
    });
    if (res.ok) prix = lirePrixSource(await res.json(), format);
  } catch {
    prix = null;
  }
  if (prix === null) return echec(MSG_SOURCE_INJOIGNABLE);
  const source = new URL(url).host;
  await withTx(ctx.db, idUser, (tx) =>
    q.enregistrerCours(tx, { jour: toIsoDate(new Date()), prixGramme: prix, source }),
  );
  return { ok: true, prixGramme: prix, source };
}
