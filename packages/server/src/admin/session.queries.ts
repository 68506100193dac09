import { and, eq, gt, lt, sql } from "drizzle-orm";
import { logConnexion, session, utilisateur } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

export async function findUserByLogin(db: Executor, login: string) {
  const rows = await db.select().from(utilisateur).where(eq(utilisateur.login, login)).limit(1);
  return rows[0];
}

export async function insertSession(db: Executor, tokenHash: string, idUser: number, expiresAt: Date) {
  await db.insert(session).values({ tokenHash, idUser, expiresAt });
}

function sessionUserQuery(db: Executor) {
  return db
    .select({
      idUser: utilisateur.idUser,
      login: utilisateur.login,
      role: utilisateur.role,
      numAgence: utilisateur.numAgence,
      actif: utilisateur.actif,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(utilisateur, eq(utilisateur.idUser, session.idUser))
    .where(and(eq(session.tokenHash, sql.placeholder("tokenHash")), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("ecrin_session_user");
}

/**
 * Every request but login runs this lookup: it is built once per database handle (not by drizzle on
 * each request) and sent as a named statement, which PostgreSQL parses and plans once per connection.
 */
const preparedSessionUser = new WeakMap<Executor, ReturnType<typeof sessionUserQuery>>();

export async function findSessionUser(db: Executor, tokenHash: string) {
  let query = preparedSessionUser.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    preparedSessionUser.set(db, query);
  }
  const rows = await query.execute({ tokenHash });
  return rows[0];
}

export async function extendSession(db: Executor, tokenHash: string, expiresAt: Date) {
  await db.update(session).set({ expiresAt }).where(eq(session.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(session).where(eq(session.tokenHash, tokenHash));
}

export async function purgeExpiredSessions(db: Executor) {
  await db.delete(session).where(lt(session.expiresAt, sql`now()`));
}

export async function insertLoginLog(db: Executor, idUser: number, ip: string | null) {
  await db.insert(logConnexion).values({ idUser, ip });
}
