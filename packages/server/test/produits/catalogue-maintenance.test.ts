import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const URL = "/api/produits/catalogue/maintenance";
const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `${URL}/${path}`, headers: { cookie }, payload });
const get = (path: string) => t.app.inject({ method: "GET", url: `${URL}/${path}`, headers: { cookie } });

/** Every stone line of the centres of a centre vide, as comparable text. */
async function lignes(idCv: number): Promise<string[]> {
  const r = await t.database.db.execute(sql`select cp.id_centre, cp.id, cp.id_pierre, cp.id_qual, cp.qte,
      cp.pds_r::text as pds_r, cp.centre
    from centre_pierres cp join centre c on c.id_centre = cp.id_centre
    where c.id_cv = ${idCv} order by cp.id_centre, cp.id`);
  return r.rows.map((row) => JSON.stringify(row));
}

/** A centre vide of the demo with a model and at least two other centres, the model having stones. */
async function choisirCv(): Promise<{ idCv: number; modele: number }> {
  for (let idCv = 2; idCv <= 60; idCv++) {
    const etat = (await get(`cv/${idCv}`)).json();
    const modele = etat.centres.find(
      (c: { idCentre: number }) => c.idCentre === etat.idCentreModeleParDefaut,
    );
    if (modele && modele.lignesCv > 0 && etat.centres.length >= 3) return { idCv, modele: modele.idCentre };
  }
  throw new Error("no suitable centre vide in the demo");
}

describe("maintenance of the catalogue (spec 02 section 2.17)", () => {
  it("shows a centre vide's centres and proposes the centre bearing its ref as model", async () => {
    const etat = (await get("cv/2")).json();
    const modele = etat.centres.find(
      (c: { idCentre: number }) => c.idCentre === etat.idCentreModeleParDefaut,
    );
    expect(modele.ref).toBe(etat.ref);
    expect(etat.centres.length).toBeGreaterThanOrEqual(2);
    expect((await get("cv/999999")).statusCode).toBe(404);
  });

  it("refuses a model centre of another centre vide", async () => {
    const res = await post("apercu", { idCv: 2, idCentreModele: 503, portee: "cv" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le centre modèle doit appartenir au centre vide choisi.");
  });

  it("never rewrites the stock product of the settings", async () => {
    const etat = (await get("cv/1")).json();
    const stock = etat.centres.find((c: { idCentre: number }) => c.idCentre === t.settings.produitStock);
    expect(stock?.protege).toBe(true);
    const modele = etat.centres.find((c: { idCentre: number; protege: boolean }) => !c.protege).idCentre;
    const plan = (await post("apercu", { idCv: 1, idCentreModele: modele, portee: "cv" })).json();
    expect(plan.changements.map((c: { idCentre: number }) => c.idCentre)).not.toContain(
      t.settings.produitStock,
    );
  });

  it("a failure while applying rolls everything back", async () => {
    const { idCv, modele } = await choisirCv();
    const demande = { idCv, idCentreModele: modele, portee: "cv" };
    const apercu = (await post("apercu", demande)).json();
    expect(apercu.totaux.centres).toBeGreaterThanOrEqual(2);
    const dernier = apercu.changements.at(-1).idCentre as number;
    const db = t.database.db;
    await db.execute(
      sql.raw(`create function ecrin_test_refuse_ligne() returns trigger language plpgsql as $$
      begin if new.id_centre = ${dernier} then raise exception 'refus' using errcode = 'check_violation'; end if;
      return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ecrin_test_refuse before insert on centre_pierres
      for each row execute function ecrin_test_refuse_ligne()`),
    );
    const avant = await lignes(idCv);
    try {
      const res = await post("appliquer", { ...demande, signature: apercu.signature });
      expect(res.statusCode).toBe(400);
      expect(await lignes(idCv)).toEqual(avant);
    } finally {
      await db.execute(sql.raw("drop trigger ecrin_test_refuse on centre_pierres"));
    }
  });

  it.each(["cv", "centre"] as const)("'%s': the preview counts exactly what is applied", async (portee) => {
    const { idCv, modele } = await choisirCv();
    const demande = { idCv, idCentreModele: modele, portee };
    const apercu = (await post("apercu", demande)).json();
    expect(apercu.appliquee).toBe(false);
    expect(apercu.totaux.centres).toBeGreaterThan(0);
    const avant = await lignes(idCv);

    const res = await post("appliquer", { ...demande, signature: apercu.signature });
    expect(res.statusCode).toBe(200);
    const rapport = res.json();
    expect(rapport.appliquee).toBe(true);
    expect(rapport.totaux).toEqual(apercu.totaux);
    const apres = await lignes(idCv);
    expect(apres.length).toBe(avant.length - apercu.totaux.supprimees + apercu.totaux.ajoutees);

    // Every changed centre now has the model's lines of that kind.
    const estCentre = portee === "centre" ? 1 : 0;
    const cle = (row: string) => {
      const l = JSON.parse(row);
      return [l.id_pierre, l.id_qual, l.qte, l.pds_r].join("|");
    };
    const deCentre = (id: number) =>
      apres
        .filter((r) => JSON.parse(r).id_centre === id && JSON.parse(r).centre === estCentre)
        .map(cle)
        .sort();
    for (const c of rapport.changements) expect(deCentre(c.idCentre)).toEqual(deCentre(modele));

    // The confirmed preview is spent: the same signature no longer matches, and nothing is left to do.
    const encore = await post("appliquer", { ...demande, signature: apercu.signature });
    expect(encore.statusCode).toBe(409);
    expect(encore.json().message).toBe(
      "Le catalogue a changé depuis l'aperçu : relancez l'aperçu avant d'appliquer.",
    );
    expect((await post("apercu", demande)).json().totaux).toEqual({ centres: 0, supprimees: 0, ajoutees: 0 });
  });
});
