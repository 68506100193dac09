import type { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * The stone lots' own setting, shared by `alimentations-pierres.test.ts` (receiving a lot, feeding it to an
 * OF, undoing, returning it) and `stock-pierres.test.ts` (the stock view): an empty database (reference data
 * of 0002) and the factory's supplier, two stones of the price list (the diamond at 1500 € / 1620 $ per
 * carat in quality 1), an OF in fabrication and an invoiced one. Each test file calls `lotsSurLaFabrique()`
 * once and gets its own database.
 */

export const lots = {
  t: undefined as unknown as TestApp,
  cookie: "",
  four: 0,
  diamant: 0,
  saphir: 0,
  ofOuvert: 0,
  ofFacture: 0,
};

/** The database, the session and the factory's rows, before the file's tests; closed after them. */
export function lotsSurLaFabrique() {
  beforeAll(async () => {
    const t = await createTestApp();
    lots.t = t;
    lots.cookie = await t.cookieOf("bureau");
    const f = fabrique(t);
    lots.four = await f.newFournisseur({ raisonSoc: "Gemmes Test", typeFour: null });
    lots.diamant = await f.newPierre({ typePier: 1, description: "Diamant Rond 1,50 mm", euro: "1500" });
    lots.saphir = await f.newPierre({ typePier: 2, description: "Saphir Rond 2,00 mm" });
    lots.ofOuvert = await f.newOf({ statut: 200 });
    lots.ofFacture = await f.newOf({ statut: 600 });
  });
  afterAll(() => lots.t.close());
}

export const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T> => {
  const row = (await lots.t.database.db.execute<Record<string, unknown>>(q)).rows[0];
  if (!row) throw new Error("no row");
  return row as T;
};

export const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  lots.t.app.inject({
    method,
    url,
    headers: { cookie: lots.cookie, ...nouvelEnvoi(method) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export async function recevoir(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call("POST", "/api/pierres/recues", {
    noConfie: "T-1",
    idFour: lots.four,
    idPier: lots.diamant,
    euro: "1500",
    poids: "1",
    certificat: "GIA 1",
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().idConf;
}

export const alimenter = (idConf: number, poids: string, of = lots.ofOuvert, pieces?: number) =>
  call("POST", "/api/pierres/alimentations", {
    of,
    idConf,
    poids,
    ...(pieces === undefined ? {} : { pieces }),
  });
