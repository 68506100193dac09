import { MSG_ORIGINE_REFUSEE, MSG_TYPE_CONTENU } from "@ecrin/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "helmet";
import { API_PREFIX, looksLikeApi } from "./access.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes a multipart upload (an image) instead of a JSON body. */
    upload?: boolean;
  }
}

/** True when the request comes from another site: a browser says so in Sec-Fetch-Site or Origin. */
export function isCrossSite(headers: FastifyRequest["headers"], host: string | undefined): boolean {
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    return origin === "null" || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The media type a write may carry: JSON, or multipart on an upload route; none for a body-less command. */
function contentTypeRefused(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (type === undefined || type === "") {
    const length = Number(request.headers["content-length"] ?? 0);
    return length > 0 || request.headers["transfer-encoding"] !== undefined;
  }
  if (type === "application/json") return false;
  return !(type === "multipart/form-data" && request.routeOptions.config.upload === true);
}

const isApiRequest = (request: FastifyRequest) =>
  request.routeOptions.url?.startsWith(API_PREFIX) === true || looksLikeApi(request.url);

/**
 * Browser protections: a strict Content-Security-Policy (the web app has no inline script; MUI's
 * emotion writes inline styles), no sniffing, no framing, no referrer, no caching of API answers (unless a route says private); and
 * writes only from the application itself, as JSON (or an upload), so a cross-site form cannot post.
 */
export async function registerBrowserProtections(
  app: FastifyInstance,
  opts: { secure: boolean },
): Promise<void> {
  // Built once: @fastify/helmet rebuilt the whole policy on every request (a profile showed it).
  const protect = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // The prints open as blob: PDFs in a new tab.
        objectSrc: ["'self'", "blob:"],
        frameSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: opts.secure,
  });
  app.addHook("onRequest", (request, reply, done) => {
    protect(request.raw, reply.raw, (e?: unknown) => done(e instanceof Error ? e : undefined));
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    if (isCrossSite(request.headers, request.headers.host)) {
      return reply.status(403).send({ code: "ORIGINE_REFUSEE", message: MSG_ORIGINE_REFUSEE });
    }
    if (contentTypeRefused(request)) {
      return reply.status(415).send({ code: "TYPE_CONTENU", message: MSG_TYPE_CONTENU });
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    // A route that chose its own caching keeps it (images: private, in the user's browser only).
    if (isApiRequest(request) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}
