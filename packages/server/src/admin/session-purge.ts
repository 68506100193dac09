import type { FastifyInstance } from "fastify";
import type { Executor } from "../db/tx.ts";
import { planifierTache } from "../http/planifier.ts";
import { purgeExpiredSessions } from "./session.queries.ts";

/** Expired sessions are refused already; the purge only keeps the table to the live ones. */
const SESSION_PURGE_EVERY_MS = 60 * 60_000;

/** Deletes the expired sessions when the app is ready, then every `everyMs` until it closes. */
export function scheduleSessionPurge(
  app: FastifyInstance,
  db: Executor,
  everyMs = SESSION_PURGE_EVERY_MS,
): void {
  planifierTache(app, "purge des sessions expirées", () => purgeExpiredSessions(db), everyMs);
}
