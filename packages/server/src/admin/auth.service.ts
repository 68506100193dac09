import { createHash, randomBytes } from "node:crypto";
import {
  isRoleAllowed,
  MSG_LOGIN_INVALIDE,
  MSG_LOGIN_TROP_TENTATIVES,
  MSG_ROLE_REFUSE,
  normaliseCredentials,
  type SessionUser,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { verifyPassword } from "./password.ts";
import * as q from "./session.queries.ts";
import { reserverTentative, tentativeReussie } from "./tentatives.service.ts";

export const SESSION_COOKIE = "ecrin_session";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/**
 * Checks the password, unless the attempt must wait (tentatives.service.ts: counted before the check,
 * so simultaneous guesses cannot pass the limit; cleared by a success).
 */
export async function login(
  ctx: AppContext,
  input: { user: string; password: string },
  ip: string,
): Promise<LoginResult> {
  const { user: loginName, password } = normaliseCredentials(input.user, input.password);
  await reserverTentative(ctx.db, loginName, ip, MSG_LOGIN_TROP_TENTATIVES);
  const found = await q.findUserByLogin(ctx.db, loginName);
  const ok = await verifyPassword(found?.actif ? found.passwordHash : undefined, password);
  if (!found || !ok) refus({ code: "LOGIN_INVALIDE", message: MSG_LOGIN_INVALIDE });
  await tentativeReussie(ctx.db, loginName, ip);
  if (!isRoleAllowed(found.role)) {
    // The role may not use the back office: the answer sends it to the public site.
    refus({ code: "ROLE_REFUSE", message: MSG_ROLE_REFUSE, redirect: ctx.settings.urlSitePublic });
  }
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ctx.config.sessionHours * 3_600_000);
  await q.insertSession(ctx.db, hashToken(token), found.idUser, expiresAt);
  await q.insertLoginLog(ctx.db, found.idUser, ip);
  return {
    user: { idUser: found.idUser, login: found.login, role: found.role, numAgence: found.numAgence },
    token,
    expiresAt,
  };
}

/** The user behind a session cookie, extending the session when half of it has run. */
export async function resolveSession(
  ctx: AppContext,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await q.findSessionUser(ctx.db, tokenHash);
  if (!row?.actif || !isRoleAllowed(row.role)) return null;
  const lifetime = ctx.config.sessionHours * 3_600_000;
  if (row.expiresAt.getTime() - Date.now() < lifetime / 2) {
    await q.extendSession(ctx.db, tokenHash, new Date(Date.now() + lifetime));
  }
  return { idUser: row.idUser, login: row.login, role: row.role, numAgence: row.numAgence };
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await q.deleteSession(ctx.db, hashToken(token));
}
