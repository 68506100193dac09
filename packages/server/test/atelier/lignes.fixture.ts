import { STATUT } from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { joaillier, of, ouvrier, serti } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * The workshop lines' own setting, shared by `lignes.test.ts` (send, edit, return and reset of the jeweller
 * and setting lines) and `lignes-concurrence.test.ts` (access, concurrent sends, cancelling a return against
 * a weighing): the demo, a bureau session, the demo OFs free for the workshop, active workers and an inactive
 * jeweller. Each test file calls `atelierSurLaDemo()` once and gets its own database.
 */

type Ouvrier = { id: number; label: string };
export const demo = {
  t: undefined as unknown as TestApp,
  cookie: "",
  /** Demo OFs not invoiced and never sent to the workshop, each used by one group of tests. */
  libres: [] as number[],
  ofFacture: 0,
  joa1: undefined as unknown as Ouvrier,
  joa2: undefined as unknown as Ouvrier,
  serto: undefined as unknown as Ouvrier,
  inactif: 0,
  aujourdhui: "",
};

export const db = () => demo.t.database.db;
export const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(query)).rows;

/** The demo and the workers, before the file's tests; closed after them. */
export function atelierSurLaDemo() {
  beforeAll(async () => {
    demo.t = await createTestApp({ demo: true });
    demo.cookie = await demo.t.cookieOf("bureau");
    demo.libres = (
      await rows<{ n: number }>(sql`
        select o.num_sachet as n from "of" o
        where o.statut <> ${STATUT.facture}
          and not exists (select 1 from ouvrier l where l.n_sachet = o.num_sachet)
          and not exists (select 1 from serti s where s.of_serto = o.num_sachet)
        order by o.num_sachet limit 6`)
    ).map((r) => r.n);
    demo.ofFacture = (
      await rows<{ n: number }>(sql`select num_sachet as n from "of" where statut = 600 limit 1`)
    )[0]!.n;
    const actifs = await rows<Ouvrier>(
      sql`select id, label from joaillier where actif = 1 order by id limit 2`,
    );
    [demo.joa1, demo.joa2] = [actifs[0]!, actifs[1]!];
    demo.serto = (await rows<Ouvrier>(sql`select id, label from sertisseur where actif = 1 limit 1`))[0]!;
    demo.inactif = (
      await db().insert(joaillier).values({ label: "Parti Depuis", actif: 0 }).returning()
    )[0]!.id;
    demo.aujourdhui = (await rows<{ d: string }>(sql`select current_date::text as d`))[0]!.d;
  });
  afterAll(() => demo.t.close());
}

export const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) =>
  demo.t.app.inject({
    method,
    url,
    headers: { cookie: demo.cookie, ...nouvelEnvoi(method) },
    ...(payload ? { payload } : {}),
  });
export const post = (url: string, payload: Record<string, unknown>) => call("POST", url, payload);

export const statutOf = async (n: number) =>
  (await db().select({ s: of.statut }).from(of).where(eq(of.numSachet, n)))[0]!.s;
export const setStatut = (n: number, statut: number) =>
  db().update(of).set({ statut }).where(eq(of.numSachet, n));
export const ligneJ = async (id: number) =>
  (await db().select().from(ouvrier).where(eq(ouvrier.idLigne, id)))[0];
export const ligneS = async (id: number) => (await db().select().from(serti).where(eq(serti.idSert, id)))[0];
export const nouveauJoaillier = async (label: string) =>
  (await db().insert(joaillier).values({ label, actif: 1 }).returning())[0]!.id;
/** A jeweller line sent then returned through the API; returns its id. */
export async function ligneRendue(n: number, idOuvrier: number): Promise<number> {
  const envoi = await post("/api/atelier/joaillier/envoi", { idOuvrier, numSachet: n, poids: "5" });
  expect(envoi.statusCode).toBe(201);
  const id: number = envoi.json().idLigne;
  const retour = await post("/api/atelier/joaillier/retour", {
    idLigne: id,
    poids: "5",
    poidsRendu: "4,8",
    temps: "30",
  });
  expect(retour.statusCode).toBe(200);
  return id;
}
export const countJ = async (n: number) =>
  (await rows<{ c: number }>(sql`select count(*)::int as c from ouvrier where n_sachet = ${n}`))[0]!.c;
