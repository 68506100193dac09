import { STATUT } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { facturationFixtures } from "./fixtures.ts";

/**
 * The Facturer's own setting, shared by `a-facturer.test.ts` (the list and the refusals) and
 * `facturer.test.ts` (the invoicing): the demo, a bureau session, six clients with nothing of the demo to
 * invoice (each scenario's groups hold only its own OFs) and today's date. Each test file calls
 * `facturerSurLaDemo()` once and gets its own database.
 */

export const session = {
  t: undefined as unknown as TestApp,
  cookie: "",
  clients: [] as { id: number; nom: string }[],
  today: "",
};
export const f = facturationFixtures(
  () => session.t,
  () => session.cookie,
);

/** The demo, the session, the clients and today, before the file's tests; closed after them. */
export function facturerSurLaDemo() {
  beforeAll(async () => {
    const t = await createTestApp({ demo: true });
    session.t = t;
    session.cookie = await t.cookieOf("bureau");
    session.clients = await f.rows(sql`
      select c.id, c.nom_agence as nom from client c
      where c.id not in (${t.settings.clientStock}, ${t.settings.clientCanalAlternatif})
        and not exists (select 1 from client e where e.id_parent = c.id)
        and not exists (select 1 from "of" o where o.id_bijouterie = c.id and o.statut = ${STATUT.pretAFacturer})
      order by c.id limit 6`);
    session.today = (await f.rows<{ d: string }>(sql`select current_date::text as d`))[0]!.d;
  });
  afterAll(() => session.t.close());
}

export const client = (i: number) => session.clients[i]!;
export const statuts = async (ofs: number[]) =>
  new Map(
    (
      await f.rows<{ n: number; statut: number }>(
        sql`select num_sachet as n, statut from "of" where num_sachet in ${sql.raw(`(${ofs.join(",")})`)} order by 1`,
      )
    ).map((r) => [r.n, r.statut]),
  );
/** Invoice lines per OF across both channels. */
export const lignesParOf = async (ofs: number[]) =>
  new Map(
    (
      await f.rows<{ of: number; n: number }>(sql`
        select "of", count(*)::int as n from (
          select "of" from constituant_fact union all select "of" from constituant_fact_extensia
        ) x where "of" in ${sql.raw(`(${ofs.join(",")})`)} group by "of" order by 1`)
    ).map((r) => [r.of, r.n]),
  );
