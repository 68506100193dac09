import {
  MSG_DIMENSION_DECIMALES,
  MSG_PIERRE_CREEE,
  MSG_PIERRE_EXISTANTE,
  MSG_TARIF_AJOUTE,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { centreDeTest, type Reference, referencePierres } from "./fixtures.ts";

/**
 * The stone price list (spec 02 section 5, spec 03 section 7) on an empty database (issue 27.5): the list
 * is read on seven stones made through POST /api/pierres below, of the first type and shape of the
 * reference data unless said, quality 1 unless said ("Pierre test <dim1>", weight, € price):
 * 5.01 0.100 ct 100 €, 5.02 0.200 ct 200 €, 5.03 0.500 ct 300 €, 5.04 0.600 ct 400 €, 5.05 0.050 ct 500 €,
 * 5.06 0.300 ct 600 € in quality 2, and 5.07 0.200 ct 700 € of the second type.
 */

let t: TestApp;
let cookie: string;
let ref: Reference;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  ref = await referencePierres(t);
  for (const [dim1, poids, euro, extra] of [
    ["5.01", "0,1", "100", {}],
    ["5.02", "0,2", "200", {}],
    ["5.03", "0,5", "300", {}],
    ["5.04", "0,6", "400", {}],
    ["5.05", "0,05", "500", {}],
    ["5.06", "0,3", "600", { idQual: ref.qualites[1] }],
    ["5.07", "0,2", "700", { typePier: ref.typePier + 1 }],
  ] as const) {
    const res = await call(
      "POST",
      "/api/pierres",
      nouvelle(dim1, ref.qualites[0], { poids, euro, ...extra }),
    );
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const nouvelle = (dim1: string, idQual: number, extra: Record<string, unknown> = {}) => ({
  typePier: ref.typePier,
  forme: ref.forme,
  color: null,
  typDim: 0,
  dim1,
  poids: "0,5",
  description: `Pierre test ${dim1}`,
  coeff: "1,5",
  idQual,
  euro: "1000",
  dollar: "0",
  ...extra,
});

describe("GET /api/pierres", () => {
  it("lists one row per stone and tariff, with labels, filtered and sorted by the server", async () => {
    const res = await call("GET", `/api/pierres?type=${ref.typePier}&pageSize=5&sort=euro&dir=desc`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Six stones of the first type (5.07 is of the second): the five dearest, 600 € down to 200 €.
    expect(body.total).toBe(6);
    expect(body.rows.map((r: { euro: string; description: string }) => [r.description, r.euro])).toEqual([
      ["Pierre test 5.06", "600.0000"],
      ["Pierre test 5.05", "500.0000"],
      ["Pierre test 5.04", "400.0000"],
      ["Pierre test 5.03", "300.0000"],
      ["Pierre test 5.02", "200.0000"],
    ]);
    for (const r of body.rows) {
      expect(r.typePier).toBe(ref.typePier);
      expect(r).toMatchObject({ id: `${r.idPier}-${r.idTarif}`, type: expect.any(String) });
    }
  });

  it("filters on the weight range and the quality", async () => {
    const res = await call(
      "GET",
      `/api/pierres?poidsMin=0,1&poidsMax=0.5&qualite=${ref.qualites[0]}&pageSize=100&sort=euro&dir=asc`,
    );
    // Quality 1 from 0.100 to 0.500 ct, bounds included: 5.01, 5.02, 5.03 and 5.07 (not 5.04 0.600 ct,
    // 5.05 0.050 ct, nor 5.06 of quality 2).
    const rows = res.json().rows as { description: string; idQual: number }[];
    expect(rows.map((r) => [r.description, r.idQual])).toEqual([
      ["Pierre test 5.01", ref.qualites[0]],
      ["Pierre test 5.02", ref.qualites[0]],
      ["Pierre test 5.03", ref.qualites[0]],
      ["Pierre test 5.07", ref.qualites[0]],
    ]);
  });

  it("exports the list as CSV and refuses an unknown sort", async () => {
    const csv = await call("GET", "/api/pierres?format=csv");
    expect(csv.body.startsWith("\ufeffType;Forme;Couleur;Poids;Description;Qualité")).toBe(true);
    expect((await call("GET", "/api/pierres?sort=id_pier")).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/pierres" })).statusCode).toBe(401);
  });
});

describe("POST /api/pierres (spec 02 section 5)", () => {
  it("creates a stone, then a second quality as a tariff, and refuses the same quality twice", async () => {
    const created = await call("POST", "/api/pierres", nouvelle("9.91", ref.qualites[0]));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ tarifAjoute: false, message: "Pierre créée" });
    const { idPier } = created.json();

    const second = await call("POST", "/api/pierres", nouvelle("9.910", ref.qualites[1], { euro: "800" }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ idPier, tarifAjoute: true, message: MSG_TARIF_AJOUTE });

    const again = await call("POST", "/api/pierres", nouvelle("9.91", ref.qualites[1]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_PIERRE_EXISTANTE);

    const rows = (
      await t.database.db.execute(
        sql`select id_qual, euro from tarifs where id_pier = ${idPier} order by id_qual`,
      )
    ).rows;
    expect(rows).toEqual([
      { id_qual: ref.qualites[0], euro: "1000.0000" },
      { id_qual: ref.qualites[1], euro: "800.0000" },
    ]);
  });

  it("keeps three decimals: a 3rd-decimal difference is a new stone, a new quality of it a tariff", async () => {
    const a = await call("POST", "/api/pierres", nouvelle("7.125", ref.qualites[0]));
    expect(a.statusCode).toBe(201);
    const b = await call("POST", "/api/pierres", nouvelle("7,126", ref.qualites[0]));
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ tarifAjoute: false, message: MSG_PIERRE_CREEE });
    expect(b.json().idPier).not.toBe(a.json().idPier);

    const qualite = await call("POST", "/api/pierres", nouvelle("7.1250", ref.qualites[1]));
    expect(qualite.statusCode).toBe(201);
    expect(qualite.json()).toMatchObject({
      idPier: a.json().idPier,
      tarifAjoute: true,
      message: MSG_TARIF_AJOUTE,
    });
    expect((await call("POST", "/api/pierres", nouvelle("7.125", ref.qualites[1]))).statusCode).toBe(409);

    const dims = (
      await t.database.db.execute(
        sql`select dim1 from pierre where id_pier in (${a.json().idPier}, ${b.json().idPier}) order by dim1`,
      )
    ).rows;
    expect(dims).toEqual([{ dim1: "7.125" }, { dim1: "7.126" }]);
  });

  it("refuses a 4th decimal in a dimension, on creation and on edit", async () => {
    const res = await call("POST", "/api/pierres", nouvelle("7.1251", ref.qualites[0]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ dim1: MSG_DIMENSION_DECIMALES });
    const { idQual: _q, euro: _e, dollar: _d, ...pierre } = nouvelle("7.5", ref.qualites[0]);
    const edit = await call("PUT", "/api/pierres/1", { ...pierre, dim2: "0,0005" });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toMatchObject({ dim2: MSG_DIMENSION_DECIMALES });
  });

  it("refuses an incomplete stone with French messages and saves nothing", async () => {
    const before = (await t.database.db.execute(sql`select count(*)::int as n from pierre`)).rows[0];
    const res = await call("POST", "/api/pierres", {
      forme: ref.forme,
      idQual: ref.qualites[0],
      euro: "abc",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      typePier: "Type obligatoire.",
      euro: "Le prix € doit etre un nombre.",
    });
    expect((await t.database.db.execute(sql`select count(*)::int as n from pierre`)).rows[0]).toEqual(before);
  });
});

describe("PUT /api/pierres/:id (Modification Pierre)", () => {
  it("edits a stone and refuses to turn it into another existing one", async () => {
    const a = (await call("POST", "/api/pierres", nouvelle("9.81", ref.qualites[0]))).json();
    await call("POST", "/api/pierres", nouvelle("9.82", ref.qualites[0]));
    const { idQual: _, euro: __, dollar: ___, ...pierre } = nouvelle("9.81", ref.qualites[0]);
    const ok = await call("PUT", `/api/pierres/${a.idPier}`, { ...pierre, description: "Renommée" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pierresModifiees: 1, produitsRevalorises: 0 });
    const clash = await call("PUT", `/api/pierres/${a.idPier}`, { ...pierre, dim1: "9.82" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(MSG_PIERRE_EXISTANTE);
    expect((await call("PUT", "/api/pierres/999999", pierre)).statusCode).toBe(404);
  });
});

describe("POST /api/pierres/tarifs/modifier-prix (spec 03 section 7, revalorisation)", () => {
  it("re-values the products using the stone, by the exact amount, in one answer", async () => {
    const { idPier, idTarif } = (
      await call("POST", "/api/pierres", nouvelle("9.71", ref.qualites[0]))
    ).json();
    const idCentre = await centreDeTest(t, "TSTR001", idPier, ref.qualites[0]);
    const avant = (await call("GET", `/api/produits/${idCentre}/prix`)).json();
    // 0.500 ct x 1000 € = 500.00; x 1.5 = 750.00 in a piece of 1623.40.
    expect(avant.prix.total3).toBe("1623.40");

    const res = await call("POST", "/api/pierres/tarifs/modifier-prix", {
      ids: [idTarif],
      euro: "1100",
      dollar: "",
    });
    expect(res.statusCode).toBe(200);
    // 0.500 x 1100 = 550.00; x 1.5 = 825.00: +75.00.
    expect(res.json()).toEqual({
      pierresModifiees: 1,
      produitsConcernes: 1,
      produitsRevalorises: 1,
      exemples: [{ ref: "TSTR001", avant: "1623.40", apres: "1698.40", ecart: "75.00" }],
      message: "1 tarif modifié, 1 produit revalorisé",
    });
    expect((await call("GET", `/api/produits/${idCentre}/prix`)).json().prix.total3).toBe("1698.40");
  });

  it("changes the coefficient on the stones of the selected tariffs", async () => {
    const { idPier, idTarif } = (
      await call("POST", "/api/pierres", nouvelle("9.72", ref.qualites[0]))
    ).json();
    const idCentre = await centreDeTest(t, "TSTR002", idPier, ref.qualites[0]);
    const res = await call("POST", "/api/pierres/tarifs/modifier-prix", { ids: [idTarif], coeff: "2" });
    // 500.00 x 2 = 1000.00 instead of 750.00.
    expect(res.json().exemples).toEqual([
      { ref: "TSTR002", avant: "1623.40", apres: "1873.40", ecart: "250.00" },
    ]);
    expect((await call("GET", `/api/produits/${idCentre}/prix`)).json().prix.total3).toBe("1873.40");
  });

  it("re-values every product that uses the stone", async () => {
    const { idPier, idTarif } = (
      await call("POST", "/api/pierres", nouvelle("9.74", ref.qualites[0]))
    ).json();
    await centreDeTest(t, "TSTR003", idPier, ref.qualites[0]);
    await centreDeTest(t, "TSTR004", idPier, ref.qualites[0]);
    const res = await call("POST", "/api/pierres/tarifs/modifier-prix", { ids: [idTarif], euro: "1200" });
    // 0.500 x 1200 = 600.00; x 1.5 = 900.00 instead of 750.00: +150.00 in each piece of 1623.40.
    expect(res.json()).toMatchObject({
      pierresModifiees: 1,
      produitsConcernes: 2,
      produitsRevalorises: 2,
      exemples: [
        { ref: "TSTR003", avant: "1623.40", apres: "1773.40", ecart: "150.00" },
        { ref: "TSTR004", avant: "1623.40", apres: "1773.40", ecart: "150.00" },
      ],
    });
  });

  it("refuses an unknown tariff or an empty change, and changes nothing", async () => {
    const { idTarif } = (await call("POST", "/api/pierres", nouvelle("9.73", ref.qualites[0]))).json();
    const unknown = await call("POST", "/api/pierres/tarifs/modifier-prix", {
      ids: [idTarif, 999999],
      euro: "5",
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await call("POST", "/api/pierres/tarifs/modifier-prix", { ids: [idTarif], euro: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Indiquez au moins un prix ou un coefficient à modifier.");
    const [row] = (await t.database.db.execute(sql`select euro from tarifs where id_tarif = ${idTarif}`))
      .rows;
    expect(row).toEqual({ euro: "1000.0000" });
  });
});
