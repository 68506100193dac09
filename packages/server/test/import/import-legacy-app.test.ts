import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importLegacy } from "../../src/import/import-legacy.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { createLegacy, LEGACY_TABLES, type Legacy } from "./legacy-fixture.ts";

// The imported history works in the screens: an OF opens in Tracer with its history, a 575 OF is
// invoiced with the next number of its channel's series.
let t: TestApp;
let legacy: Legacy;
let cookie: string;

const rows = async (q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows;

describe("import:legacy, then the screens", () => {
  beforeAll(async () => {
    t = await createTestApp();
    legacy = await createLegacy(t.database.db);
    await importLegacy(t.database.db, { from: legacy.from, only: LEGACY_TABLES });
    cookie = await t.cookieOf("bureau");
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await legacy?.drop();
  });

  it("the sales projection after the import is exactly a rebuild of it, on both channels", async () => {
    const projection = async () => ({
      lignes: await rows(sql`select * from analyse_vente order by canal, id_ligne`),
      mois: await rows(sql`select * from analyse_ca_mois order by mois, id_bijouterie, canal, tournee`),
    });
    const imported = await projection();
    const lignes = await rows(sql`
      select (select count(*)::int from constituant_fact) as standard,
             (select count(*)::int from constituant_fact_extensia) as alternatif`);
    // The legacy set's 39 standard invoice lines and 4 alternate ones.
    expect(lignes[0]).toEqual({ standard: 39, alternatif: 4 });
    expect(imported.lignes.length).toBe(Number(lignes[0]?.standard) + Number(lignes[0]?.alternatif));
    await t.database.db.execute(sql`select analyse_vente_reconstruire()`);
    expect(await projection()).toEqual(imported);
  });

  it("an imported OF opens its history (Tracer) with its workshop and setting lines", async () => {
    const n = legacy.ofAvecLignes;
    const res = await t.app.inject({ method: "GET", url: `/api/of/${n}/historique`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const h = res.json() as { lignes: { genre: string; ouvrier: string }[] };
    const attendu = await rows(sql`
      select j.label as ouvrier from ouvrier w join joaillier j on j.id = w.id_ouvrier where w.n_sachet = ${n} order by w.id_ligne`);
    expect(attendu).toEqual([{ ouvrier: "Cécile" }, { ouvrier: "Anaïs (partie)" }]);
    expect(h.lignes.filter((l) => l.genre === "joaillier").map((l) => ({ ouvrier: l.ouvrier }))).toEqual(
      attendu,
    );
  });

  it("an imported 575 OF is invoiced with the number after the highest imported one, on each channel", async () => {
    const facturer = (n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/facturation/facturer",
        headers: { cookie, "idempotency-key": randomUUID() },
        payload: { ofs: [n], port: 0 },
      });
    const standard = await facturer(legacy.of575);
    expect(standard.statusCode, standard.body).toBe(201);
    expect(standard.json()).toMatchObject({ canal: "standard", numeros: [125] });
    const alternatif = await facturer(legacy.of575Extensia);
    expect(alternatif.statusCode, alternatif.body).toBe(201);
    expect(alternatif.json()).toMatchObject({ canal: "alternatif", numeros: [207] });
    expect(
      await rows(
        sql`select num_sachet, statut from "of" where num_sachet in (${legacy.of575}, ${legacy.of575Extensia}) order by 1`,
      ),
    ).toEqual([
      { num_sachet: Math.min(legacy.of575, legacy.of575Extensia), statut: 600 },
      { num_sachet: Math.max(legacy.of575, legacy.of575Extensia), statut: 600 },
    ]);
    // The projection's trigger is back after the import: the new invoices' lines are projected.
    expect(
      await rows(
        sql`select canal, "of" from analyse_vente where "of" in (${legacy.of575}, ${legacy.of575Extensia}) order by canal`,
      ),
    ).toEqual([
      { canal: 0, of: legacy.of575 },
      { canal: 1, of: legacy.of575Extensia },
    ]);
  });
});
