import {
  type CentreVide,
  COLONNES_CENTRES,
  COLONNES_CENTRES_VIDES,
  cmp,
  columnText,
  columnValue,
  listCsv,
} from "@ecrin/domain";
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

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const CV = "/api/produits/catalogue/cv";
const CENTRES = "/api/produits/catalogue/centres";
const count = async (table: "centre" | "produit" | "centre_vide") =>
  Number((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n);

describe("the catalogue needs a session", () => {
  it.each([
    ["GET", CV],
    ["POST", CV],
    ["GET", CENTRES],
    ["POST", CENTRES],
    ["GET", `${CENTRES}/501/pierres`],
    ["POST", "/api/produits/catalogue/maintenance/apercu"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });
});

describe("centres vides (spec 02 section 2.15)", () => {
  const nouveau = {
    ref: "ZZ9001",
    facon: "95",
    faconFonteMg: "4025",
    poidsMetalMg: "3500",
    sertiMin: "12,3",
    prenomLigne: "Alice",
    nomLigne: "EXTENSIA",
    typeProd: 1,
    wordpress: true,
  };

  it("lists a page filtered on the ref, sorted by the server", async () => {
    const page = (await call("GET", `${CV}?pageSize=5&sort=ref&dir=asc`)).json();
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBe(120);
    const ref: string = page.rows[0].ref;
    const filtre = (await call("GET", `${CV}?q=${ref.toLowerCase()}`)).json();
    expect(filtre.rows.map((r: { ref: string }) => r.ref)).toContain(ref);
    expect(filtre.total).toBeLessThan(120);
    expect(page.rows[0]).toMatchObject({ idCv: expect.any(Number), facon: expect.any(String) });
  });

  it("checks a ref live, without regard to case", async () => {
    const ref = (await call("GET", `${CV}?pageSize=1`)).json().rows[0].ref as string;
    expect(
      (await call("GET", `${CV}/ref?ref=${encodeURIComponent(` ${ref.toLowerCase()} `)}`)).json(),
    ).toMatchObject({
      existe: true,
    });
    expect((await call("GET", `${CV}/ref?ref=NOPE404`)).json()).toEqual({ existe: false, idCv: null });
  });

  it("Ajouter creates; the same ref again is refused with 'Ref deja Existante'", async () => {
    const created = await call("POST", CV, nouveau);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ref: "ZZ9001",
      faconFonteMg: "4025.000",
      sertiMin: "12.30",
      wordpress: true,
      prenomLigne: "Alice",
      nomLigne: "EXTENSIA",
    });
    const before = await count("centre_vide");
    const again = await call("POST", CV, { ...nouveau, ref: " zz9001 " });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: "Ref deja Existante",
      fieldErrors: { ref: "Ref deja Existante" },
    });
    expect(await count("centre_vide")).toBe(before);
  });

  it("Enregistrer changes an existing one only, never onto another's ref", async () => {
    const id = (await call("GET", `${CV}/ref?ref=ZZ9001`)).json().idCv as number;
    const saved = await call("PUT", `${CV}/${id}`, { ...nouveau, facon: "100", wordpress: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ idCv: id, facon: "100.00", wordpress: false });
    const autre = (await call("GET", `${CV}?pageSize=1&sort=idCv`)).json().rows[0].ref;
    const clash = await call("PUT", `${CV}/${id}`, { ...nouveau, ref: autre });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("Ref deja Existante");
    expect((await call("PUT", `${CV}/999999`, nouveau)).statusCode).toBe(404);
  });

  it("refuses an empty ref, a negative number and an unknown type, in French", async () => {
    const res = await call("POST", CV, { ...nouveau, ref: " ", facon: "-3" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      ref: "La ref est obligatoire.",
      facon: "Saisissez un nombre positif ou nul.",
    });
    const type = await call("POST", CV, { ...nouveau, ref: "ZZ9002", typeProd: 99999 });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe("Type de produit introuvable.");
  });
});

describe("centres (spec 02 section 2.16)", () => {
  const centre = {
    ref: "ZZ9001",
    description: "Bague test deux pierres",
    plusMo: "120",
    plusFonteMg: "3300",
    plusPoidsMg: "3000",
    plusSerti: "45",
    prixDivers: "0",
    idTarifProduit: 1,
    idCv: 2,
  };

  it("creation needs ref and description: 'Veuillez renseigner tous les champs necessaires'", async () => {
    const res = await call("POST", CENTRES, { ...centre, ref: "", description: " " });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Veuillez renseigner tous les champs necessaires");
  });

  it("Creer makes the centre and its produit row; the same pair is refused", async () => {
    const [centres, produits] = [await count("centre"), await count("produit")];
    const created = await call("POST", CENTRES, centre);
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ ref: "ZZ9001", plusPoidsMg: "3000.000", idTarifProduit: 1, idCv: 2 });
    const p = await t.database.db.execute(
      sql`select id_tarif_produit, poids::text as poids from produit where id_centre = ${c.idCentre}`,
    );
    expect(p.rows[0]).toEqual({ id_tarif_produit: 1, poids: "3000.000" });
    expect([await count("centre"), await count("produit")]).toEqual([centres + 1, produits + 1]);

    const dup = await call("POST", CENTRES, {
      ...centre,
      ref: "zz9001",
      description: "BAGUE test deux pierres ",
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Combinaison ref et description deja existante");
    expect([await count("centre"), await count("produit")]).toEqual([centres + 1, produits + 1]);
    // Same ref, another description: another product.
    expect((await call("POST", CENTRES, { ...centre, description: "Variante" })).statusCode).toBe(201);
  });

  it("Creer is one transaction: a failed produit row leaves no centre", async () => {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create function ecrin_test_refuse_produit() returns trigger language plpgsql as $$
      begin raise exception 'refus' using errcode = 'check_violation'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ecrin_test_refuse before insert on produit
      for each row execute function ecrin_test_refuse_produit()`),
    );
    try {
      const before = await count("centre");
      const res = await call("POST", CENTRES, { ...centre, description: "Jamais créé" });
      expect(res.statusCode).toBe(400);
      expect(await count("centre")).toBe(before);
    } finally {
      await db.execute(sql.raw("drop trigger ecrin_test_refuse on produit"));
    }
  });

  it("Enregistrer updates the centre and its Type Tarif, never onto another's pair", async () => {
    const id = (await call("GET", `${CENTRES}?q=Variante`)).json().rows[0].idCentre as number;
    const saved = await call("PUT", `${CENTRES}/${id}`, {
      ...centre,
      description: "Variante",
      idTarifProduit: 2,
    });
    expect(saved.json()).toMatchObject({ idCentre: id, idTarifProduit: 2 });
    const clash = await call("PUT", `${CENTRES}/${id}`, centre);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("Combinaison ref et description deja existante");
  });

  it.each([
    ["plusPoidsMg", "desc"],
    ["ref", "asc"],
    ["tarif", "asc"],
  ] as const)("sorts the whole list by %s %s before paging", async (sort, dir) => {
    const all = (await call("GET", `${CENTRES}?sort=${sort}&dir=${dir}&pageSize=1000`)).json().rows;
    const page2 = (await call("GET", `${CENTRES}?sort=${sort}&dir=${dir}&pageSize=7&page=2`)).json().rows;
    const ids = (rows: Array<{ idCentre: number }>) => rows.map((r) => r.idCentre);
    expect(ids(page2)).toEqual(ids(all.slice(14, 21)));
    if (sort === "plusPoidsMg") {
      for (let i = 1; i < all.length; i++)
        expect(cmp(all[i - 1].plusPoidsMg, all[i].plusPoidsMg)).toBeGreaterThanOrEqual(0);
    }
  });

  it("lists centres filtered on ref or description, with type and tariff", async () => {
    const res = (await call("GET", `${CENTRES}?q=deux pierres`)).json();
    expect(res.total).toBe(1);
    expect(res.rows[0]).toMatchObject({
      ref: "ZZ9001",
      refCv: expect.any(String),
      tarif: expect.any(String),
    });
    expect((await call("GET", `${CENTRES}?idCv=2&pageSize=100`)).json().total).toBeGreaterThanOrEqual(3);
  });
});

describe("stone lines of a centre (centre_pierre.php)", () => {
  let idCentre: number;
  let pierre: { idPier: number; poids: string; qualites: Array<{ idQual: number }> };
  beforeAll(async () => {
    idCentre = (await call("GET", `${CENTRES}?q=deux pierres`)).json().rows[0].idCentre;
    const options = (await call("GET", "/api/produits/catalogue/pierres?q=diamant rond&limit=5")).json();
    pierre = options[0];
  });

  it("the picker finds stones by words, with their priced qualities", () => {
    expect(pierre).toMatchObject({ idPier: expect.any(Number), dimension: expect.stringContaining("mm") });
    // The demo's first round diamond (0,80 mm) and its three priced qualities.
    expect(pierre.idPier).toBe(1);
    expect(pierre.qualites).toEqual([
      { idQual: 1, label: "D IF" },
      { idQual: 2, label: "E VVS" },
      { idQual: 3, label: "F VVS" },
    ]);
  });

  it("a line needs centre, stone, qty and weight: 'Veuillez renseigner tous les champs necessaires *'", async () => {
    for (const body of [
      { idPierre: null, qte: "2", pdsR: "0,1" },
      { idPierre: pierre.idPier, qte: "", pdsR: "0,1" },
      { idPierre: pierre.idPier, qte: "2", pdsR: "" },
    ]) {
      const res = await call("POST", `${CENTRES}/${idCentre}/pierres`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Veuillez renseigner tous les champs necessaires *");
    }
    const sansCentre = await call("POST", `${CENTRES}/999999/pierres`, {
      idPierre: pierre.idPier,
      qte: 1,
      pdsR: "0.1",
    });
    expect(sansCentre.statusCode).toBe(404);
  });

  it("adds, shows PoidsU = pds_r / qte and Prix/Ct, modifies and deletes", async () => {
    const idQual = pierre.qualites[0]!.idQual;
    const a = await call("POST", `${CENTRES}/${idCentre}/pierres`, {
      idPierre: pierre.idPier,
      idQual,
      qte: "12",
      pdsR: "0,036",
      centre: false,
    });
    expect(a.statusCode).toBe(201);
    const b = await call("POST", `${CENTRES}/${idCentre}/pierres`, {
      idPierre: pierre.idPier,
      idQual,
      qte: 1,
      pdsR: "0.5",
      centre: true,
    });
    const lignes = (await call("GET", `${CENTRES}/${idCentre}/pierres`)).json();
    expect(lignes.total).toBe(2);
    // Centre stone first.
    expect(
      lignes.rows.map((l: { qte: number; poidsU: string; centre: boolean }) => [l.qte, l.poidsU, l.centre]),
    ).toEqual([
      [1, "0.500", true],
      [12, "0.003", false],
    ]);
    expect(lignes.rows[0].prixCarat).toMatch(/^\d+\.\d{2}$/);

    const put = await call("PUT", `${CENTRES}/${idCentre}/pierres/${b.json().id}`, {
      idPierre: pierre.idPier,
      idQual,
      qte: 2,
      pdsR: "1",
      centre: true,
    });
    expect(put.statusCode).toBe(200);
    const apres = (await call("GET", `${CENTRES}/${idCentre}/pierres`)).json().rows[0];
    expect(apres).toMatchObject({ qte: 2, pdsR: "1.000", poidsU: "0.500" });

    expect((await call("DELETE", `${CENTRES}/501/pierres/${a.json().id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `${CENTRES}/${idCentre}/pierres/${a.json().id}`)).statusCode).toBe(204);
    expect((await call("GET", `${CENTRES}/${idCentre}/pierres`)).json().total).toBe(1);
  });
});

describe("the CSV of a list is written by its domain columns, as its screen shows it", () => {
  /** The lines of a CSV answer, without the byte-order mark. */
  const lignesCsv = (body: string) =>
    body
      .replace(/^\ufeff/, "")
      .replace(/\r\n$/, "")
      .split("\r\n");

  it("heads the columns with the spec's labels and writes the weights in grams, not milligrams", async () => {
    const cree = await call("POST", CV, {
      ref: "ZZ9CSV",
      facon: "95",
      faconFonteMg: "4025",
      poidsMetalMg: "3500",
      sertiMin: "12,3",
      prenomLigne: "Alice",
      nomLigne: "EXTENSIA",
      typeProd: 1,
      wordpress: true,
    });
    expect(cree.statusCode).toBe(201);
    const ligne = (await call("GET", `${CV}?q=ZZ9CSV`)).json().rows[0] as CentreVide;
    expect(ligne).toMatchObject({ faconFonteMg: "4025.000", poidsMetalMg: "3500.000" });

    const res = await call("GET", `${CV}?q=ZZ9CSV&format=csv`);
    expect(res.headers["content-disposition"]).toContain("centres-vides.csv");
    const [entete, cellules] = lignesCsv(res.body);
    expect(entete).toBe(COLONNES_CENTRES_VIDES.map((c) => c.label).join(";"));
    expect(entete).toBe("Type;Ref;Façon (min);FSF (g);Poids (g);Serti;Ligne;Prénom;Wordpress");
    expect(cellules?.split(";").slice(1)).toEqual([
      "ZZ9CSV",
      "95",
      "4,025",
      "3,500",
      "12,30",
      "EXTENSIA",
      "Alice",
      "Oui",
    ]);
    expect(res.body).toBe(listCsv(COLONNES_CENTRES_VIDES, [ligne]));

    // The screen shows the same numbers, in the same unit, with its sign.
    const ecran = COLONNES_CENTRES_VIDES.map((c) => columnText(c, columnValue(c, ligne)));
    expect(ecran.slice(1)).toEqual([
      "ZZ9CSV",
      "95",
      "4,025\u00a0g",
      "3,500\u00a0g",
      "12,30\u00a0€",
      "EXTENSIA",
      "Alice",
      "Oui",
    ]);
  });

  it("gives the centres the same grams", async () => {
    const res = await call("GET", `${CENTRES}?format=csv&pageSize=1`);
    const [entete] = lignesCsv(res.body);
    expect(entete).toBe(COLONNES_CENTRES.map((c) => c.label).join(";"));
    expect(entete).toContain(";FSF (g);Poids (g);");
  });
});
