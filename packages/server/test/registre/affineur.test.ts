import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * Issue 25 point 3, the refiner: a supplier like the others. Its register entries name the supplier
 * record of the setting fournisseurAffineur with its address; with none chosen, or one without an
 * address, a refiner movement that writes an entry is refused (EC025, PARTIE_SANS_ADRESSE) and nothing
 * is written (migration 0036).
 */

let t: TestApp;
let cookie: string;

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const clal = (designation: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/metal/mouvements/clal",
    headers: { cookie, ...nouvelEnvoi("POST") },
    payload: {
      date: "2026-03-02",
      designation,
      metalId: 1,
      entreeOrFin: "100",
      sortieOr750: "",
      sortieOrFin: "",
    },
  });
const compter = async () =>
  (
    await t.database.db.execute<{ mouvements: number; entrees: number }>(sql`
      select (select count(*)::int from mouvement_clal) as mouvements,
             (select count(*)::int from registre_police) as entrees`)
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  await exec(sql`insert into fournisseur (four_id, raison_soc, type_four, actif, perte) values
    (21, 'Affinerie du Centre', 2, 1, 0)`);
});
afterAll(() => t.close());

describe("the refiner in the police register (issue 25 point 3)", () => {
  it("refuses a refiner movement while no refiner is chosen, then while it has no address, then names it with its address", async () => {
    const avant = await compter();
    const sansReglage = await clal("Achat lingot A");
    expect(sansReglage.statusCode).toBe(409);
    expect(sansReglage.json()).toEqual({
      code: "PARTIE_SANS_ADRESSE",
      message:
        "Le fournisseur « Affineur (réglage fournisseurAffineur non choisi) » n'a pas d'adresse complète (adresse, code postal, ville) : le livre de police ne peut pas l'inscrire. Renseignez son adresse sur l'écran Fournisseurs, puis recommencez.",
    });
    expect(await compter()).toEqual(avant);

    await exec(sql`insert into parametre (cle, valeur) values ('fournisseurAffineur', '21')
      on conflict (cle) do update set valeur = excluded.valeur`);
    // The suppliers' screen says which one is the refiner.
    const liste = (
      await t.app.inject({ method: "GET", url: "/api/fournisseurs", headers: { cookie } })
    ).json();
    expect(liste).toContainEqual(
      expect.objectContaining({
        id: 21,
        raisonSoc: "Affinerie du Centre",
        affineur: true,
        adresseComplete: false,
      }),
    );
    const sansAdresse = await clal("Achat lingot B");
    expect(sansAdresse.statusCode).toBe(409);
    expect(sansAdresse.json()).toEqual({
      code: "PARTIE_SANS_ADRESSE",
      message:
        "Le fournisseur « Affinerie du Centre » n'a pas d'adresse complète (adresse, code postal, ville) : le livre de police ne peut pas l'inscrire. Renseignez son adresse sur l'écran Fournisseurs, puis recommencez.",
    });
    expect(await compter()).toEqual(avant);

    const adresse = await t.app.inject({
      method: "PUT",
      url: "/api/fournisseurs/21",
      headers: { cookie },
      payload: {
        raisonSoc: "Affinerie du Centre",
        adresse: "12 rue des Fondeurs",
        cp: "45000",
        ville: "Orléans",
        pays: "France",
      },
    });
    expect(adresse.statusCode).toBeLessThan(300);
    const ok = await clal("Achat lingot C");
    expect(ok.statusCode).toBe(201);
    const e = await t.database.db.execute<{
      sens: string;
      partie: string;
      description: string;
      poids: string;
    }>(sql`
      select sens, partie, description, poids::text as poids from registre_police where source = 'mouvement_clal'`);
    expect(e.rows).toEqual([
      {
        sens: "E",
        partie: "Affinerie du Centre, 12 rue des Fondeurs, 45000 Orléans",
        description: "Métal fin reçu de l'affineur (Or) : Achat lingot C",
        poids: "100.000",
      },
    ]);
  });

  it("a refiner setting naming no supplier is refused the same way", async () => {
    await exec(sql`update parametre set valeur = '999' where cle = 'fournisseurAffineur'`);
    const r = await clal("Achat lingot D");
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe("PARTIE_SANS_ADRESSE");
  });
});
