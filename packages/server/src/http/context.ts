import type { SessionUser, Settings } from "@ecrin/domain";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";

/** What every service needs, built once at start and handed to the route plugins. */
export interface AppContext {
  db: Db;
  settings: Settings;
  config: Config;
}

/** Who may call a route: `public` (login only), `session` (roles 1 and 6, the default), `direction` (role 1). */
export type Access = "public" | "session" | "direction";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The acting user of a route behind the session guard. */
export function actor(user: SessionUser | null): SessionUser {
  if (!user) throw new Error("route reached without a session");
  return user;
}
