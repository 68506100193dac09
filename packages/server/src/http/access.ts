import { canSeeAnalyses, MSG_ACCES_REFUSE, MSG_SESSION_REQUISE } from "@ecrin/domain";
import type { FastifyInstance } from "fastify";
import { resolveSession, SESSION_COOKIE } from "../admin/auth.service.ts";
import type { Access, AppContext } from "./context.ts";

/** Every route under this prefix is for role 1 only, whatever its own declaration says. */
export const ANALYSE_PREFIX = "/api/analyse";

export function accessOf(url: string, declared: Access | undefined): Access {
  if (url === ANALYSE_PREFIX || url.startsWith(`${ANALYSE_PREFIX}/`)) return "direction";
  return declared ?? "session";
}

/**
 * The server's guard: a session on every /api route except those declared public (login),
 * and role 1 on the analyses. The web hides menus too, but this is the guard.
 */
export function registerAccessGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") && request.url !== "/api") return;
    const routeUrl = request.routeOptions.url;
    // Unknown /api paths are refused like known ones: no probing without a session.
    const access = accessOf(routeUrl ?? request.url, request.routeOptions.config.access);
    if (access === "public") return;
    request.user = await resolveSession(ctx, request.cookies[SESSION_COOKIE]);
    if (!request.user) {
      return reply.status(401).send({ code: "SESSION_REQUISE", message: MSG_SESSION_REQUISE });
    }
    if (access === "direction" && !canSeeAnalyses(request.user.role)) {
      return reply.status(403).send({ code: "ACCES_REFUSE", message: MSG_ACCES_REFUSE });
    }
  });
}
