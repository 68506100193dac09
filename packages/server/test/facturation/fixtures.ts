import { randomUUID } from "node:crypto";
import { type GroupeAFacturer, STATUT } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../src/config.ts";
import { of } from "../../src/db/schema/index.ts";
import type { AppContext } from "../../src/http/context.ts";
import type { TestApp } from "../helpers/app.ts";

/** What the invoicing tests share: raw SQL reads, the routes, and OFs made ready to invoice. */
export function facturationFixtures(getApp: () => TestApp, getCookie: () => string) {
  const db = () => getApp().database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db().execute<T & Record<string, unknown>>(query)).rows;

  const get = (url: string, withSession = true) =>
    getApp().app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie: getCookie() } } : {}) });
  /** One Facturer: its own Idempotency-Key unless a repeated submission is meant. */
  const facturer = (ofs: number[], port: string | number, key: string = randomUUID()) =>
    getApp().app.inject({
      method: "POST",
      url: "/api/facturation/facturer",
      headers: { cookie: getCookie(), "idempotency-key": key },
      payload: { ofs, port },
    });
  const aFacturer = async () => (await get("/api/facturation/a-facturer")).json() as GroupeAFacturer[];
  const groupeDe = async (n: number) => {
    const g = (await aFacturer()).find((x) => x.lignes.some((l) => l.numSachet === n));
    if (!g) throw new Error(`OF ${n} absent de la liste à facturer`);
    return g;
  };

  /** A client of orders (not the stock client, not the alternate channel's, not a parent). */
  async function clientsCommande(n: number) {
    const s = getApp().settings;
    return rows<{ id: number; nom: string }>(sql`
      select c.id, c.nom_agence as nom from client c
      where c.id not in (${s.clientStock}, ${s.clientCanalAlternatif})
        and not exists (select 1 from client e where e.id_parent = c.id)
      order by c.id desc limit ${n}`);
  }

  /** New OFs at 575 (ready to invoice) with the given fields. */
  async function ofsPrets(
    nombre: number,
    values: Partial<typeof of.$inferInsert> & { idBijouterie: number },
  ): Promise<number[]> {
    const [p] = await rows<{ idp: number; metal: number }>(
      sql`select (select min(id_centre) from produit) as idp, (select min(id_type) from type_metal) as metal`,
    );
    const inserted = await db()
      .insert(of)
      .values(
        Array.from({ length: nombre }, () => ({
          idp: p!.idp,
          statut: STATUT.pretAFacturer,
          idStade: 2,
          typTransp: 1,
          typeMetal: p!.metal,
          echeance: 30,
          prixFact: "100.00",
          prixR: "40.00",
          tauxTva: "20.00",
          ...values,
        })),
      )
      .returning({ n: of.numSachet });
    return inserted.map((r) => r.n);
  }

  /** The context a service call needs (for the functions other areas call directly). */
  const context = (): AppContext => ({ db: db(), settings: getApp().settings, config: loadConfig({}) });

  const serie = async (table: "facture" | "facture_extensia") =>
    (
      await rows<{ n: number; min: number; max: number }>(
        sql`select count(*)::int as n, min(id_fact) as min, max(id_fact) as max from ${sql.identifier(table)}`,
      )
    )[0]!;

  return { db, rows, get, facturer, aFacturer, groupeDe, clientsCommande, ofsPrets, context, serie };
}
