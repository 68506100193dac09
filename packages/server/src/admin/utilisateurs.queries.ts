import type { Utilisateur } from "@ecrin/domain";
import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import { client, logConnexion, session, utilisateur } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const derniereConnexion = sql<
  string | null
>`(select max(${logConnexion.date}) from ${logConnexion} where ${logConnexion.idUser} = ${utilisateur.idUser})`;

export const UTILISATEUR_SORTS = {
  idUser: utilisateur.idUser,
  login: utilisateur.login,
  nom: utilisateur.nom,
  role: utilisateur.role,
  agence: client.nomAgence,
  actif: utilisateur.actif,
  derniereConnexion,
} as const;
export type UtilisateurSort = keyof typeof UTILISATEUR_SORTS;

const colonnes = {
  idUser: utilisateur.idUser,
  login: utilisateur.login,
  nom: utilisateur.nom,
  role: utilisateur.role,
  numAgence: utilisateur.numAgence,
  agence: client.nomAgence,
  actif: utilisateur.actif,
  derniereConnexion,
};

function toUtilisateur(r: {
  idUser: number;
  login: string;
  nom: string;
  role: number;
  numAgence: number | null;
  agence: string | null;
  actif: boolean;
  derniereConnexion: string | Date | null;
}): Utilisateur {
  const d = r.derniereConnexion;
  return { ...r, derniereConnexion: d === null ? null : new Date(d).toISOString() };
}

export async function listUtilisateurs(
  db: Executor,
  q: string | undefined,
  sort: UtilisateurSort,
  dir: "asc" | "desc",
  page: Page,
) {
  const where = q
    ? or(ilike(utilisateur.login, motifContient(q)), ilike(utilisateur.nom, motifContient(q)))
    : undefined;
  const order = dir === "asc" ? asc(UTILISATEUR_SORTS[sort]) : desc(UTILISATEUR_SORTS[sort]);
  const [rows, total] = await Promise.all([
    db
      .select(colonnes)
      .from(utilisateur)
      .leftJoin(client, eq(client.id, utilisateur.numAgence))
      .where(where)
      .orderBy(order, asc(utilisateur.idUser))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(utilisateur).where(where),
  ]);
  return { rows: rows.map(toUtilisateur), total: total[0]?.n ?? 0 };
}

export async function getUtilisateur(db: Executor, idUser: number): Promise<Utilisateur | undefined> {
  const rows = await db
    .select(colonnes)
    .from(utilisateur)
    .leftJoin(client, eq(client.id, utilisateur.numAgence))
    .where(eq(utilisateur.idUser, idUser));
  return rows[0] ? toUtilisateur(rows[0]) : undefined;
}

/** The user row, locked for the change. */
export async function lockUtilisateur(tx: Tx, idUser: number) {
  const rows = await tx.select().from(utilisateur).where(eq(utilisateur.idUser, idUser)).for("update");
  return rows[0];
}

/**
 * Locks every active role-1 user and counts them: two directors removing each other at once wait
 * for one another, so the last one always stays.
 */
export async function lockDirectionsActives(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: utilisateur.idUser })
    .from(utilisateur)
    .where(and(eq(utilisateur.role, 1), eq(utilisateur.actif, true)))
    .orderBy(asc(utilisateur.idUser))
    .for("update");
  return rows.length;
}

export async function loginExiste(db: Executor, login: string): Promise<boolean> {
  const rows = await db
    .select({ id: utilisateur.idUser })
    .from(utilisateur)
    .where(eq(utilisateur.login, login))
    .limit(1);
  return rows.length > 0;
}

export async function insertUtilisateur(
  tx: Tx,
  v: { login: string; nom: string; role: number; numAgence: number | null; passwordHash: string },
): Promise<number> {
  const rows = await tx.insert(utilisateur).values(v).returning({ id: utilisateur.idUser });
  return rows[0]!.id;
}

export async function updateUtilisateur(
  tx: Tx,
  idUser: number,
  v: Partial<{ nom: string; role: number; numAgence: number | null; actif: boolean; passwordHash: string }>,
) {
  await tx.update(utilisateur).set(v).where(eq(utilisateur.idUser, idUser));
}

/** Ends the user's sessions, but `garder` (the token of the session making the change). */
export async function deleteSessionsOf(tx: Executor, idUser: number, garder?: string) {
  await tx
    .delete(session)
    .where(
      garder ? and(eq(session.idUser, idUser), ne(session.tokenHash, garder)) : eq(session.idUser, idUser),
    );
}

export async function passwordHashOf(db: Executor, idUser: number): Promise<string | undefined> {
  const rows = await db
    .select({ h: utilisateur.passwordHash })
    .from(utilisateur)
    .where(eq(utilisateur.idUser, idUser));
  return rows[0]?.h;
}
