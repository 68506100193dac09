import { hashPassword } from "../admin/index.ts";
import { utilisateur } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

/** The demo logins printed by npm start: the password is the login. */
export const DEMO_USERS = [
  { login: "direction", role: 1 },
  { login: "bureau", role: 6 },
  { login: "boutique", role: 3 },
] as const;

export async function insertDemoUsers(db: Executor, numAgence: number | null): Promise<void> {
  for (const u of DEMO_USERS) {
    await db.insert(utilisateur).values({ ...u, numAgence, passwordHash: await hashPassword(u.login) });
  }
}
