import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";
import { planifierTache } from "../http/planifier.ts";
import { purgeExpiredSessions } from "./session.queries.ts";
import { purgerTentatives } from "./tentatives.service.ts";

/** Expired sessions are refused already; the purge only keeps the table to the live ones. */
const SESSION_PURGE_EVERY_MS = 60 * 60_000;

/**
 * Deletes the expired sessions, and the failed-login counters a day old, when the app is ready, then
 * every `everyMs` until it closes.
 */
export function scheduleSessionPurge(app: FastifyInstance, db: Db, everyMs = SESSION_PURGE_EVERY_MS): void {
  planifierTache(app, "purge des sessions expirées", () => purgeExpiredSessions(db), everyMs);
  planifierTache(app, "purge des tentatives de connexion", () => purgerTentatives(db), everyMs);
}
