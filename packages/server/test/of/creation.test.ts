import { STATUT } from "@ecrin/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, client, newStockProd, of, produit, typeMetal } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let idUser: number;
let enStock: { idp: number; typeMetal: number; numSachet: number };
let autreMetal: number;
let agence: { id: number; nomAgence: string; cp: string };
let parent: number;
let idps: number[];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  idUser = (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user
    .idUser;
  const db = t.database.db;
  const stock = await db
    .select({ idp: of.idp, typeMetal: of.typeMetal, numSachet: of.numSachet })
    .from(of)
    .innerJoin(newStockProd, eq(newStockProd.of, of.numSachet))
    .where(eq(of.statut, STATUT.enStock))
    .orderBy(of.numSachet)
    .limit(1);
  enStock = stock[0]!;
  const metaux = await db.select({ id: typeMetal.idType }).from(typeMetal);
  const dejaEnStock = await db
    .select({ m: of.typeMetal })
    .from(of)
    .where(and(eq(of.idp, enStock.idp), eq(of.statut, STATUT.enStock)));
  autreMetal = metaux.map((m) => m.id).find((id) => !dejaEnStock.some((d) => d.m === id))!;
  const clients = await db.execute<{ id: number; nomAgence: string; cp: string; isParent: boolean }>(sql`
    select id, nom_agence as "nomAgence", cp,
           exists (select 1 from client e where e.id_parent = client.id) as "isParent"
    from client where actif order by id`);
  agence = clients.rows.find((c) => !c.isParent)!;
  parent = clients.rows.find((c) => c.isParent)!.id;
  idps = (await db.select({ id: produit.idCentre }).from(produit).orderBy(produit.idCentre).limit(3)).map(
    (p) => p.id,
  );
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "POST", url, headers, payload: payload as Record<string, unknown> });

const ligne = (idp: number, extra: Record<string, unknown> = {}) => ({
  idp,
  idBijouterie: agence.id,
  idTypeCommande: 1,
  typTransp: 1,
  typeMetal: enStock.typeMetal,
  idStade: 2,
  typCom: 1,
  ...extra,
});

const countOfs = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(of))[0]!.n;

describe("POST /api/of/verif-stock", () => {
  it("finds the identical piece in stock with ref, designation, OF number and place", async () => {
    const res = await post("/api/of/verif-stock", { idp: enStock.idp, typeMetal: enStock.typeMetal });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ ref: string; designation: string; numSachet: number; lieu: string }>;
    const trouve = rows.find((r) => r.numSachet === enStock.numSachet);
    const produit = (
      await t.database.db.execute<{ ref: string; description: string }>(
        sql`select ref, description from centre where id_centre = ${enStock.idp}`,
      )
    ).rows[0]!;
    expect(trouve).toMatchObject({
      numSachet: enStock.numSachet,
      ref: produit.ref,
      designation: produit.description,
    });
    const holder = await t.database.db
      .select({ nom: client.nomAgence })
      .from(of)
      .innerJoin(client, eq(client.id, of.idBijouterie))
      .where(eq(of.numSachet, enStock.numSachet));
    expect(trouve!.lieu.startsWith(holder[0]!.nom)).toBe(true);
  });

  it("finds nothing for the same product in another metal", async () => {
    const res = await post("/api/of/verif-stock", { idp: enStock.idp, typeMetal: autreMetal });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("requires the product and the metal, and a session", async () => {
    const res = await post("/api/of/verif-stock", { idp: enStock.idp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Type métal obligatoire.");
    const anonymous = await post("/api/of/verif-stock", { idp: 1, typeMetal: 1 }, {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("POST /api/of/creation", () => {
  it("creates three OFs in one call: consecutive numbers, status 50, copies, user and audit", async () => {
    const res = await post("/api/of/creation", {
      ofs: [
        ligne(idps[0]!, { refClt: "CDE-1", poidsConfie: "3,25", prixFact: "1 250,5", dateLImp: true }),
        ligne(idps[1]!, { dateLivr: "2030-06-14", notes: "Polissage miroir" }),
        ligne(idps[2]!, { typCom: 0, facon: true, devis: true, pierresClt: true, dim: "52" }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const crees = res.json() as Array<{ numSachet: number }>;
    expect(crees).toHaveLength(3);
    const [a, b, c] = crees.map((x) => x.numSachet) as [number, number, number];
    expect([b - a, c - b]).toEqual([1, 1]);

    const rows = await t.database.db
      .select()
      .from(of)
      .where(inArray(of.numSachet, [a, b, c]))
      .orderBy(of.numSachet);
    expect(rows.map((r) => r.statut)).toEqual([STATUT.cree, STATUT.cree, STATUT.cree]);
    expect(rows.map((r) => r.idp)).toEqual(idps);
    expect(rows[0]).toMatchObject({
      idUser,
      idBijouterie: agence.id,
      nomAgence: agence.nomAgence,
      cp: agence.cp,
      refClt: "CDE-1",
      poidsConfie: "3.250",
      prixFact: "1250.50",
      dateLImp: 1,
      typCom: 1,
      idTypeCommande: 1,
    });
    // The OF copies its product's reference.
    const refProduit = (
      await t.database.db.execute<{ ref: string }>(sql`select ref from centre where id_centre = ${idps[0]!}`)
    ).rows[0]!.ref;
    expect(rows[0]!.ref).toBe(refProduit);
    expect(rows[0]!.dateCrea).toBe(
      (await t.database.db.execute<{ d: string }>(sql`select current_date::text as d`)).rows[0]!.d,
    );
    expect(rows[1]).toMatchObject({ dateLivr: "2030-06-14", notes: "Polissage miroir", dateLImp: 0 });
    expect(rows[2]).toMatchObject({ typCom: 0, facon: 1, devis: 1, pierresClt: 1, dim: "52" });

    const traces = await t.database.db
      .select({ rowId: audit.rowId, idUser: audit.idUser, op: audit.operation })
      .from(audit)
      .where(and(eq(audit.tableName, "of"), inArray(audit.rowId, [a, b, c].map(String))));
    expect(traces).toHaveLength(3);
    for (const tr of traces) expect(tr).toMatchObject({ idUser, op: "INSERT" });
  });

  it("creates nothing when one line is invalid, and names the line", async () => {
    const before = await countOfs();
    const res = await post("/api/of/creation", {
      ofs: [ligne(idps[0]!), ligne(idps[1]!, { idStade: null }), ligne(idps[2]!)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "OF en attente n° 2 : Stade obligatoire.",
      fieldErrors: { idStade: "Stade obligatoire." },
    });
    const unknownMetal = await post("/api/of/creation", {
      ofs: [ligne(idps[0]!), ligne(idps[1]!, { typeMetal: 987_654 })],
    });
    expect(unknownMetal.statusCode).toBe(400);
    expect(unknownMetal.json().message).toBe("OF en attente n° 2 : Type métal : valeur inconnue.");
    expect(await countOfs()).toBe(before);
  });

  it("refuses a parent client with a message", async () => {
    const before = await countOfs();
    const res = await post("/api/of/creation", { ofs: [ligne(idps[0]!, { idBijouterie: parent })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "OF en attente n° 1 : Ce client regroupe d'autres clients : choisissez l'une de ses agences.",
    );
    expect(await countOfs()).toBe(before);
  });

  it("refuses an unknown product, an empty batch, and a call without a session", async () => {
    const unknown = await post("/api/of/creation", { ofs: [ligne(999_999_999)] });
    expect(unknown.json().message).toBe("OF en attente n° 1 : Produit introuvable.");
    const empty = await post("/api/of/creation", { ofs: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Aucun OF à enregistrer.");
    expect((await post("/api/of/creation", { ofs: [ligne(idps[0]!)] }, {})).statusCode).toBe(401);
  });

  it("gives the product's prices for the form", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/of/creation/prix/${idps[0]}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total3).toMatch(/^\d+\.\d{2}$/);
  });
});
