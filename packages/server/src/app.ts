import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MSG_RESSOURCE_INCONNUE } from "@ecrin/domain";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { achatsRoutes } from "./achats/index.ts";
import {
  authRoutes,
  clientsRoutes,
  coursRoutes,
  impressionsRoutes,
  referenceRoutes,
  reglagesVendeurRoutes,
  systemeRoutes,
  utilisateursRoutes,
} from "./admin/index.ts";
import { analyseRoutes } from "./analyse/index.ts";
import {
  atelierChargeRoutes,
  atelierLignesRoutes,
  atelierVueRoutes,
  boiteOrRoutes,
  finalisationRoutes,
  perteRoutes,
  peseeRoutes,
} from "./atelier/index.ts";
import { comptaRoutes, traiteRoutes } from "./compta/index.ts";
import { avoirRoutes, livraisonRoutes } from "./facturation/index.ts";
import { accessOf, looksLikeApi, registerAccessGuard } from "./http/access.ts";
import { registerCompression } from "./http/compression.ts";
import type { Access, AppContext } from "./http/context.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { registerBrowserProtections } from "./http/security.ts";
import { imagesRoutes, svgRoutes, wpRoutes } from "./images/index.ts";
import {
  analyseMetalRoutes,
  comptesPoidsRoutes,
  coursOrRoutes,
  fournisseursRoutes,
  grandLivreRoutes,
  suiviMetalRoutes,
} from "./metal/index.ts";
import {
  besoinRoutes,
  editOfRoutes,
  filterRoutes,
  ofCreationRoutes,
  ofPrintRoutes,
  ofRoutes,
  ofToolsRoutes,
  planningRoutes,
  pretAFacturerRoutes,
  traceOfRoutes,
} from "./of/index.ts";
import { pierresRoutes, stockPierresRoutes } from "./pierres/index.ts";
import { plateformeRoutes } from "./plateforme/index.ts";
import { catalogueRoutes, devisRoutes, produitPrixRoutes } from "./produits/index.ts";
import { registreRoutes } from "./registre/index.ts";
import { stockRoutes } from "./stock/index.ts";

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/** The zod schemas a route validates with, by part (what tests walk to build good and bad requests). */
export type RouteSchemas = Partial<Record<"body" | "querystring" | "params", unknown>>;

interface BuildOptions {
  /** Where the server's log goes (one JSON line per event); none when absent. */
  logStream?: { write(line: string): void };
  /** Extra route plugins (tests register probes through it). */
  extraRoutes?: FastifyPluginAsync[];
}

/** Each business area contributes its route plugins here, in one list. */
const AREA_ROUTES = [
  achatsRoutes,
  authRoutes,
  coursRoutes,
  clientsRoutes,
  referenceRoutes,
  utilisateursRoutes,
  systemeRoutes,
  reglagesVendeurRoutes,
  impressionsRoutes,
  ofRoutes,
  ofCreationRoutes,
  editOfRoutes,
  traceOfRoutes,
  planningRoutes,
  besoinRoutes,
  ofToolsRoutes,
  pretAFacturerRoutes,
  ofPrintRoutes,
  filterRoutes,
  analyseRoutes,
  registreRoutes,
  imagesRoutes,
  svgRoutes,
  wpRoutes,
  produitPrixRoutes,
  pierresRoutes,
  stockPierresRoutes,
  stockRoutes,
  devisRoutes,
  catalogueRoutes,
  atelierLignesRoutes,
  finalisationRoutes,
  boiteOrRoutes,
  atelierVueRoutes,
  peseeRoutes,
  atelierChargeRoutes,
  perteRoutes,
  livraisonRoutes,
  avoirRoutes,
  traiteRoutes,
  comptaRoutes,
  grandLivreRoutes,
  coursOrRoutes,
  suiviMetalRoutes,
  analyseMetalRoutes,
  comptesPoidsRoutes,
  fournisseursRoutes,
  plateformeRoutes,
];

export async function buildApp(
  ctx: AppContext,
  opts: BuildOptions = {},
): Promise<{ app: FastifyInstance; routes: RouteEntry[]; schemas: Map<string, RouteSchemas> }> {
  const app = Fastify({
    // Errors only reach the log (5xx with route and stack); requests and refusals are not noise there.
    logger: opts.logStream ? { level: "warn", stream: opts.logStream } : false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteEntry[] = [];
  const schemas = new Map<string, RouteSchemas>();
  app.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) {
      if (method === "HEAD" || !r.url.startsWith("/api")) continue;
      routes.push({ method, url: r.url, access: accessOf(r.url, r.config?.access) });
      const { body, querystring, params } = r.schema ?? {};
      schemas.set(`${method} ${r.url}`, { body, querystring, params });
    }
  });

  await app.register(cookie);
  await registerCompression(app);
  registerErrorHandler(app);
  await registerBrowserProtections(app, { secure: ctx.config.secureCookies });
  registerAccessGuard(app, ctx);

  for (const plugin of AREA_ROUTES) await app.register(plugin(ctx));
  for (const plugin of opts.extraRoutes ?? []) await app.register(plugin);

  const indexHtml = join(ctx.config.webDist, "index.html");
  const webPage = existsSync(indexHtml) ? readFileSync(indexHtml) : undefined;
  if (webPage) {
    // The web app's files are the only routes declared public besides login.
    await app.register(async (web) => {
      web.addHook("onRoute", (r) => {
        r.config = { ...r.config, access: "public" };
      });
      await web.register(fastifyStatic, { root: ctx.config.webDist, wildcard: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (looksLikeApi(request.url)) return reply.status(404).send({ message: MSG_RESSOURCE_INCONNUE });
    // The single-page app owns every other path (its router sends unknown ones to /).
    if (webPage) return reply.type("text/html; charset=utf-8").send(webPage);
    return reply.status(404).send({ message: "Application web non construite : lancez npm run build." });
  });

  return { app, routes, schemas };
}
