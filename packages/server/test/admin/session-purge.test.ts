import { DEFAULT_SETTINGS } from "@ecrin/domain";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleSessionPurge } from "../../src/admin/session-purge.ts";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/connection.ts";
import { session, utilisateur } from "../../src/db/schema/index.ts";
import { createTestDatabase } from "../helpers/database.ts";

let database: Database;
let idUser: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await database.db
    .insert(utilisateur)
    .values({ login: "purge", role: 1, passwordHash: "x" })
    .returning();
  idUser = u!.idUser;
});
afterAll(() => database.close());

const HOUR = 3_600_000;

async function addSession(tokenHash: string, expiresInMs: number) {
  await database.db
    .insert(session)
    .values({ tokenHash, idUser, expiresAt: new Date(Date.now() + expiresInMs) });
}

async function tokens(): Promise<string[]> {
  const rows = await database.db.select({ t: session.tokenHash }).from(session);
  return rows.map((r) => r.t).sort();
}

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("purge of expired sessions", () => {
  it("deletes the expired sessions when the server starts, and keeps the live ones", async () => {
    await addSession("expiree-au-demarrage", -HOUR);
    await addSession("vivante", HOUR);
    const config = { ...loadConfig({}), webDist: "/nonexistent" };
    const { app } = await buildApp({ db: database.db, settings: { ...DEFAULT_SETTINGS }, config });
    await app.ready();
    try {
      expect(await tokens()).toEqual(["vivante"]);
    } finally {
      await app.close();
    }
  });

  it("purges again at each tick, and stops when the app closes", async () => {
    const app = Fastify();
    scheduleSessionPurge(app, database.db, 30);
    await app.ready();
    await addSession("expiree-pendant", -HOUR);
    await until(async () => !(await tokens()).includes("expiree-pendant"));

    await app.close();
    await addSession("expiree-apres-fermeture", -HOUR);
    await new Promise((r) => setTimeout(r, 150));
    expect(await tokens()).toContain("expiree-apres-fermeture");
    expect(await tokens()).toContain("vivante");
  });
});
