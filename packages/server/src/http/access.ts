import { canSeeAnalyses, MSG_ACCES_REFUSE, MSG_SESSION_REQUISE } from "@ecrin/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { resolveSession, SESSION_COOKIE } from "../admin/index.ts";
import type { Access, AppContext } from "./context.ts";

/** Every route under this prefix is for role 1 only, whatever its own declaration says. */
const ANALYSE_PREFIX = "/api/analyse";
export const API_PREFIX = "/api";

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The access of a declared route: from its declaration, `session` when it has none (deny by default). */
export function accessOf(routeUrl: string, declared: Access | undefined): Access {
  if (isUnder(routeUrl, ANALYSE_PREFIX)) return "direction";
  return declared ?? "session";
}

/**
 * The path a request target names once every spelling trick is undone: absolute form
 * (`http://host/api/...`), percent-encoding (`/%61pi`, `%2f`), backslashes, repeated slashes, dot
 * segments and case. Only used to tell an unknown API path from a page of the web app: a known route
 * is judged from the route that matched, never from this text.
 */
function normalisedPath(target: string): string {
  let path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").replace(/[?#].*$/s, "");
  for (let i = 0; i < 3 && path.includes("%"); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const out: string[] = [];
  for (const segment of path.replaceAll("\\", "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return `/${out.join("/")}`.toLowerCase();
}

const readsAsUnder = (target: string, prefix: string) =>
  new RegExp(`^${prefix}(?![a-z0-9_-])`).test(normalisedPath(target));

/** An unknown path that reads as the API in any spelling: refused like the API, never the web page. */
export const looksLikeApi = (target: string) => readsAsUnder(target, API_PREFIX);

/**
 * What a request needs, decided from the route that matched (its config), not from its URL text. An
 * unknown path is judged by what it spells once normalised: the API's needs a session (then gets a
 * 404), the analyses' role 1, anything else is a page of the web app.
 */
function accessOfRequest(request: FastifyRequest): Access {
  const routeUrl = request.routeOptions.url;
  if (!request.is404 && routeUrl !== undefined) return accessOf(routeUrl, request.routeOptions.config.access);
  if (readsAsUnder(request.url, ANALYSE_PREFIX)) return "direction";
  return looksLikeApi(request.url) ? "session" : "public";
}

/**
 * The server's guard: a session on every route except those declared public (login, the web app's
 * files), and role 1 on the analyses. The web hides menus too, but this is the guard.
 */
export function registerAccessGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request, reply) => {
    const access = accessOfRequest(request);
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
