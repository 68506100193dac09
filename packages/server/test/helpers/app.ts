import { DEFAULT_SETTINGS, type Settings } from "@ecrin/domain";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { hashPassword } from "../../src/admin/index.ts";
import { buildApp, type RouteEntry, type RouteSchemas } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/connection.ts";
import { utilisateur } from "../../src/db/schema/index.ts";
import { genererImagesDemo } from "../../src/demo/index.ts";
import { createTestDatabase } from "./database.ts";

const USERS = {
  direction: { role: 1 },
  bureau: { role: 6 },
  boutique: { role: 3 },
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  routes: RouteEntry[];
  /** Each route's zod schemas, by "METHOD url". */
  schemas: Map<string, RouteSchemas>;
  settings: Settings;
  /** The session cookie header of a demo user (password = login). */
  cookieOf(user: "direction" | "bureau"): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    extraRoutes?: FastifyPluginAsync[];
    /** Start from the small demo set (it brings the same users): a copy of the run's demo template. */
    demo?: boolean;
    /** With demo: write the demo's placeholder pictures into config.imagesDir, as npm start does. */
    demoImages?: boolean;
    /** Config overrides (e.g. a throwaway imagesDir). */
    config?: Partial<Config>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ demo: opts.demo === true });
  if (opts.demo) {
    const imagesDir = opts.demoImages ? opts.config?.imagesDir : undefined;
    if (imagesDir) await genererImagesDemo(database.db, imagesDir);
  } else {
    for (const [login, { role }] of Object.entries(USERS)) {
      await database.db.insert(utilisateur).values({ login, role, passwordHash: await hashPassword(login) });
    }
  }
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const config = { ...loadConfig({}), webDist: "/nonexistent", ...opts.config };
  const { app, routes, schemas } = await buildApp({ db: database.db, settings, config }, opts);
  await app.ready();
  const cookies = new Map<string, string>();
  return {
    app,
    database,
    routes,
    schemas,
    settings,
    async cookieOf(user) {
      const known = cookies.get(user);
      if (known) return known;
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { user, password: user },
      });
      if (res.statusCode !== 200) throw new Error(`login ${user}: ${res.statusCode} ${res.body}`);
      const c = res.cookies.find((x) => x.name === "ecrin_session");
      const header = `ecrin_session=${c?.value}`;
      cookies.set(user, header);
      return header;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
