import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The catalogue maintenance (spec 02 section 2.17) on an empty database and a centre vide CV-A built for
 * it (issue 27.5) with the factory's products and stones P1, P2, P3 (lines: stone, quality, qte, carats;
 * "cv" lines are not the centre stone, "centre" lines are):
 * - model CV-A (its ref): cv lines P1 q1 4 0.2 and P1 q2 2 0.1, centre line P2 q1 1 0.5;
 * - CV-A-54: cv line P1 q1 2 0.1 (differs), centre line P2 q1 1 0.5 (as the model);
 * - CV-A-56: no line;
 * - CV-A-58: the model's cv lines, centre line P3 q1 1 0.7 (differs);
 * - the settings' stock product (619), never rewritten.
 * Another centre vide CV-B has its own centre CV-B.
 */

let t: TestApp;
let f: Fabrique;
let cookie: string;
let cvA: number;
let cvB: number;
const c: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  cookie = await t.cookieOf("bureau");
  const cv = async (ref: string) =>
    (await f.one<{ id: number }>(sql`insert into centre_vide (ref) values (${ref}) returning id_cv as id`))
      .id;
  cvA = await cv("CV-A");
  cvB = await cv("CV-B");
  for (const ref of ["CV-A", "CV-A-54", "CV-A-56", "CV-A-58", "CV-B"]) {
    c[ref] = await f.newProduit({ ref });
    await f.rows(sql`update centre set id_cv = ${ref === "CV-B" ? cvB : cvA} where id_centre = ${c[ref]}`);
  }
  await f.rows(sql`insert into centre (id_centre, ref, description, id_cv) values
    (${t.settings.produitStock}, 'STOCK', 'Produit stock', ${cvA})`);
  const [p1, p2, p3] = [
    await f.newPierre({ forme: 1 }),
    await f.newPierre({ forme: 2 }),
    await f.newPierre({ forme: 3 }),
  ];
  const ligne = (centre: string, pierre: number, qual: number, qte: number, pds: string, estCentre: number) =>
    f.rows(sql`insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r, centre)
      values (${c[centre]}, ${pierre}, ${qual}, ${qte}, ${pds}, ${estCentre})`);
  await ligne("CV-A", p1, 1, 4, "0.2", 0);
  await ligne("CV-A", p1, 2, 2, "0.1", 0);
  await ligne("CV-A", p2, 1, 1, "0.5", 1);
  await ligne("CV-A-54", p1, 1, 2, "0.1", 0);
  await ligne("CV-A-54", p2, 1, 1, "0.5", 1);
  await ligne("CV-A-58", p1, 1, 4, "0.2", 0);
  await ligne("CV-A-58", p1, 2, 2, "0.1", 0);
  await ligne("CV-A-58", p3, 1, 1, "0.7", 1);
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

describe("maintenance of the catalogue (spec 02 section 2.17)", () => {
  it("shows a centre vide's centres and proposes the centre bearing its ref as model", async () => {
    const etat = (await get(`cv/${cvA}`)).json();
    expect([etat.ref, etat.idCentreModeleParDefaut]).toEqual(["CV-A", c["CV-A"]]);
    const centres = [...etat.centres].sort((a: { ref: string }, b: { ref: string }) =>
      a.ref.localeCompare(b.ref),
    );
    // Lines not marked Centre: 2, 1, 0, 2; the stock product has none.
    expect(
      centres.map((x: { ref: string; lignesCv: number; protege: boolean }) => [x.ref, x.lignesCv, x.protege]),
    ).toEqual([
      ["CV-A", 2, false],
      ["CV-A-54", 1, false],
      ["CV-A-56", 0, false],
      ["CV-A-58", 2, false],
      ["STOCK", 0, true],
    ]);
    expect((await get("cv/999999")).statusCode).toBe(404);
  });

  it("refuses a model centre of another centre vide", async () => {
    const res = await post("apercu", { idCv: cvA, idCentreModele: c["CV-B"], portee: "cv" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le centre modèle doit appartenir au centre vide choisi.");
  });

  it("never rewrites the stock product of the settings", async () => {
    // The stock product has no line, as CV-A-56: only CV-A-56 is planned with CV-A-54.
    const plan = (await post("apercu", { idCv: cvA, idCentreModele: c["CV-A"], portee: "cv" })).json();
    expect(plan.changements.map((x: { idCentre: number }) => x.idCentre)).toEqual([
      c["CV-A-54"],
      c["CV-A-56"],
    ]);
  });

  it("a failure while applying rolls everything back", async () => {
    const demande = { idCv: cvA, idCentreModele: c["CV-A"], portee: "cv" };
    const apercu = (await post("apercu", demande)).json();
    // CV-A-54 loses its 1 line and gets the model's 2; CV-A-56 gets 2; CV-A-58 already has them.
    expect(apercu.totaux).toEqual({ centres: 2, supprimees: 1, ajoutees: 4 });
    const dernier = c["CV-A-56"];
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
    const avant = await lignes(cvA);
    try {
      const res = await post("appliquer", { ...demande, signature: apercu.signature });
      expect(res.statusCode).toBe(400);
      expect(await lignes(cvA)).toEqual(avant);
    } finally {
      await db.execute(sql.raw("drop trigger ecrin_test_refuse on centre_pierres"));
    }
  });

  it.each(["cv", "centre"] as const)("'%s': the preview counts exactly what is applied", async (portee) => {
    const [idCv, modele] = [cvA, c["CV-A"]!];
    const demande = { idCv, idCentreModele: modele, portee };
    const apercu = (await post("apercu", demande)).json();
    expect(apercu.appliquee).toBe(false);
    // cv: CV-A-54 (1 line out, 2 in) and CV-A-56 (2 in); centre: CV-A-56 (1 in) and CV-A-58 (1 out, 1 in).
    expect([apercu.changements.map((x: { ref: string }) => x.ref), apercu.totaux]).toEqual(
      portee === "cv"
        ? [["CV-A-54", "CV-A-56"], { centres: 2, supprimees: 1, ajoutees: 4 }]
        : [["CV-A-56", "CV-A-58"], { centres: 2, supprimees: 1, ajoutees: 2 }],
    );
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
