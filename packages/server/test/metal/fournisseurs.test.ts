import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * Issue 25 point 3: suppliers get an address (screen /fournisseurs), and a movement that would write a
 * police register entry for a supplier without one is refused in French (PARTIE_SANS_ADRESSE, 409),
 * nothing written; a movement that writes no entry, or a historical load, is not refused.
 */
let t: TestApp;
let cookie: string;

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(q)).rows;
const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...nouvelEnvoi(method) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const nombre = async (table: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

const ADRESSE = { raisonSoc: "Fondeur Or", adresse: "14 rue des Orfèvres", cp: "69002", ville: "Lyon" };
const MESSAGE =
  "Le fournisseur « Fondeur Or » n'a pas d'adresse complète (adresse, code postal, ville) : le livre de police ne peut pas l'inscrire. Renseignez son adresse sur l'écran Fournisseurs, puis recommencez.";

/** 124,50 g of 750 wire delivered by the supplier: an entry of the register (rule 4). */
const alliage = {
  date: "2026-01-10",
  fournisseurId: 11,
  perte: "0",
  designation: "Achat fil et plaque 750",
  metalId: 1,
  entreeOrFin: "",
  sortieOr750: "124,50",
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  await exec(sql`insert into fournisseur (four_id, raison_soc, type_four, actif, perte) values
    (11, 'Fondeur Or', 998, 1, 0), (13, 'Diamants & Cie', 1, 1, 0)`);
  await exec(
    sql`insert into pierre (id_pier, type_pier, forme, description) values (1, 1, 1, 'Diamant Rond 1,50 mm')`,
  );
});
afterAll(() => t.close());

describe("the suppliers' addresses", () => {
  it("lists the suppliers, each saying whether the register can name it", async () => {
    const res = await call("GET", "/api/fournisseurs");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: 11,
      raisonSoc: "Fondeur Or",
      actif: true,
      adresse: "",
      cp: "",
      ville: "",
      pays: "",
      adresseComplete: false,
      affineur: false,
    });
  });

  it("refuses a movement that would write an entry for a supplier without an address; nothing is written", async () => {
    const [mouvements, entrees] = [await nombre("mouvement_metal"), await nombre("registre_police")];
    const res = await call("POST", "/api/metal/mouvements/fournisseurs", alliage);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: "PARTIE_SANS_ADRESSE", message: MESSAGE });
    expect([await nombre("mouvement_metal"), await nombre("registre_police")]).toEqual([mouvements, entrees]);
  });

  it("accepts a movement that writes no entry (fine metal taken from the weight account)", async () => {
    const res = await call("POST", "/api/metal/mouvements/fournisseurs", {
      ...alliage,
      designation: "Paiement en fin",
      sortieOr750: "",
      entreeOrFin: "93,38",
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses the entry of stones received from a supplier without an address, at the database", async () => {
    const err = await exec(sql`insert into pierres_recues (no_confie, id_four, id_pier, poids, date_reception)
      values ('C-1', 13, 1, 1.5, '2026-01-10')`).then(
      () => null,
      (e: { cause?: { code?: string; detail?: string }; code?: string; detail?: string }) => e.cause ?? e,
    );
    expect([err?.code, err?.detail]).toEqual(["EC025", "Diamants & Cie"]);
  });

  it("does not refuse a historical load, which writes no entry", async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ecrin.audit_off', 'on', true)`);
      await tx.execute(sql`insert into pierres_recues (no_confie, id_four, id_pier, poids, date_reception)
        values ('C-ancien', 13, 1, 1.5, '2020-01-10')`);
    });
    expect(
      (
        await exec(sql`select id_four, poids::text as poids, to_char(date_reception, 'YYYY-MM-DD') as date
          from pierres_recues where no_confie = 'C-ancien'`)
      ).rows,
    ).toEqual([{ id_four: 13, poids: "1.500", date: "2020-01-10" }]);
  });

  it("refuses an incomplete address in French, nothing changed, and an unknown supplier", async () => {
    const mauvais = await call("PUT", "/api/fournisseurs/11", { ...ADRESSE, cp: "690" });
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json().fieldErrors).toEqual({ cp: "Le code postal doit comporter 5 chiffres en France." });
    const vide = await call("PUT", "/api/fournisseurs/11", { ...ADRESSE, ville: "" });
    expect([vide.statusCode, vide.json().fieldErrors.ville]).toEqual([400, "La ville est obligatoire."]);
    const [f] = await rows<{ cp: string | null }>(sql`select cp from fournisseur where four_id = 11`);
    expect(f!.cp).toBeNull();
    const inconnu = await call("PUT", "/api/fournisseurs/999", ADRESSE);
    expect([inconnu.statusCode, inconnu.json().message]).toEqual([404, "Fournisseur introuvable."]);
  });

  it("saves the address (audited); the same movement then enters the register naming it", async () => {
    const res = await call("PUT", "/api/fournisseurs/11", ADRESSE);
    expect(res.statusCode).toBe(200);
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit where table_name = 'fournisseur' and after ->> 'ville' = 'Lyon'`,
    );
    expect(audit!.n).toBe(1);
    const liste = (await call("GET", "/api/fournisseurs")).json() as {
      id: number;
      adresseComplete: boolean;
    }[];
    expect(liste.find((f) => f.id === 11)?.adresseComplete).toBe(true);
    const mouvement = await call("POST", "/api/metal/mouvements/fournisseurs", alliage);
    expect(mouvement.statusCode, mouvement.body).toBe(201);
    const [e] = await rows<{ partie: string; sens: string; poids: string }>(
      sql`select partie, sens, poids::text as poids from registre_police order by num desc limit 1`,
    );
    expect(e).toEqual({ partie: "Fondeur Or, 14 rue des Orfèvres, 69002 Lyon", sens: "E", poids: "124.500" });
  });

  it("names the country of a supplier abroad", async () => {
    await call("PUT", "/api/fournisseurs/13", {
      raisonSoc: "Diamants & Cie",
      adresse: "Hoveniersstraat 30",
      cp: "2018",
      ville: "Anvers",
      pays: "Belgique",
    });
    await exec(sql`insert into pierres_recues (no_confie, id_four, id_pier, poids, date_reception)
      values ('C-2', 13, 1, 1.5, '2026-01-10')`);
    const [e] = await rows<{ partie: string }>(
      sql`select partie from registre_police order by num desc limit 1`,
    );
    expect(e!.partie).toBe("Diamants & Cie, Hoveniersstraat 30, 2018 Anvers, Belgique");
  });
});
