import type { FastifyInstance } from "fastify";
import type { Executor } from "../db/tx.ts";
import { purgeExpiredSessions } from "./session.queries.ts";

/** Expired sessions are refused already; the purge only keeps the table to the live ones. */
const SESSION_PURGE_EVERY_MS = 60 * 60_000;

/**
 * Deletes the expired sessions when the app is ready, then every `everyMs` until it closes. The timer
 * does not keep the process alive, and a failed purge is logged and retried at the next tick.
 */
export function scheduleSessionPurge(
  app: FastifyInstance,
  db: Executor,
  everyMs = SESSION_PURGE_EVERY_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      await purgeExpiredSessions(db);
    } catch (err) {
      app.log.error({ err }, "purge des sessions expirées");
    }
  };
  app.addHook("onReady", async () => {
    await purge();
    timer = setInterval(() => void purge(), everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
