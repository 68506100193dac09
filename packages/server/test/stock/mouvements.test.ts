import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { piecesEnStock } from "./pieces.ts";

/**
 * The finished-product stock (spec 02 sections 2.12, 2.13): Rentrer en Stock, then the moves of the
 * pieces in stock (Editer, Mouvement Plateau, Confier, Retour Stock, Facturer) and their Historique.
 * On an empty database: each test makes the pieces, shops and trays of its story with the factory
 * (issue 27.5), so every expected value is written out.
 */

let t: TestApp;
let f: Fabrique;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => f.call(method, url, payload);

const rentrer = (numSachet: number, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/stock/rentrer", {
    numSachet,
    ref1: "BAGUE SITE",
    poids: "3,250",
    prixFact: "1234,40",
    prixR: "500",
    labelProduit: "SOLITAIRE OR",
    ...extra,
  });

const pieces = (n: number, o: Parameters<Fabrique["newOf"]>[0] = {}) => piecesEnStock(f, n, o);

describe("Rentrer en Stock", () => {
  it("moves a finalised OF to 650 with its stock row and its stay at the stock client, in one go", async () => {
    await f.clientStock();
    const n = await f.newOf({ statut: 550 });
    const res = await rentrer(n);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`OF ${n} rentré en stock.`);
    expect(
      await f.one(sql`
        select statut, id_bijouterie, label_produit, poids::text as poids, prix_fact::text as prix_fact,
               prix_r::text as prix_r from "of" where num_sachet = ${n}`),
    ).toEqual({
      statut: 650,
      id_bijouterie: 249,
      label_produit: "SOLITAIRE OR",
      poids: "3.250",
      prix_fact: "1234.40",
      prix_r: "500.00",
    });
    expect(
      await f.rows(sql`select id_bijouterie, date_sortie from new_historique_conf where "of" = ${n}`),
    ).toEqual([{ id_bijouterie: 249, date_sortie: null }]);
    expect(await f.rows(sql`select "of" from new_stock_prod where "of" = ${n}`)).toEqual([{ of: n }]);
    // Twice: the transition table refuses it, nothing changes.
    const again = await rentrer(n);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `L'OF ${n} ne peut pas passer du statut 650 au statut 650 (rentrée en stock).`,
    );
    expect((await f.rows(sql`select 1 from new_historique_conf where "of" = ${n}`)).length).toBe(1);
  });

  it("refuses a label over 15 characters and an OF still in fabrication, writing nothing", async () => {
    const n = await f.newOf({ statut: 550 });
    const long = await rentrer(n, { labelProduit: "SOLITAIRE DIAMANT" });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.labelProduit).toBe(
      "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
    );
    const enCours = await f.newOf({ statut: 200 });
    const r = await rentrer(enCours);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      code: "TRANSITION_INTERDITE",
      message: `L'OF ${enCours} ne peut pas passer du statut 200 au statut 650 (rentrée en stock).`,
    });
    expect(await f.rows(sql`select 1 from new_stock_prod where "of" in (${n}, ${enCours})`)).toEqual([]);
  });
});

describe("moves of stock pieces", () => {
  it("Editer writes the fields and a tray move with its history row", async () => {
    const [p] = await pieces(1);
    const tray = await f.newPlateau("EDITER");
    const res = await call("PUT", `/api/stock/${p}`, {
      ref1: "SITE 1",
      labelProduit: "NOUVEAU",
      prixFact: "7000",
      poids: "2,5",
      plateau: tray,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await f.one(sql`
        select o.ref1, o.label_produit, o.prix_fact::text as prix, o.poids::text as poids, s.plateau
        from "of" o join new_stock_prod s on s."of" = o.num_sachet where o.num_sachet = ${p}`),
    ).toEqual({ ref1: "SITE 1", label_produit: "NOUVEAU", prix: "7000.00", poids: "2.500", plateau: tray });
    expect(await f.rows(sql`select vers from mouvement_plateau where "of" = ${p}`)).toEqual([{ vers: tray }]);
    // Mouvement Plateau of a piece not in stock: refused, nothing written.
    const out = await f.newOf({ statut: 600 });
    const ko = await call("POST", "/api/stock/plateau", { ofs: [p, out], plateau: tray });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${out} n'est pas en stock.`);
    expect((await f.rows(sql`select 1 from mouvement_plateau where "of" = ${p}`)).length).toBe(1);
  });

  it("Confier, Imprimer Confie (one client only), Retour Stock, each with its stay rows", async () => {
    const sel = await pieces(2);
    const [autre] = await pieces(1);
    const shop = await f.newClient({ nomAgence: "Bijouterie Hélène" });
    const res = await call("POST", "/api/stock/confier", { ofs: sel, idClient: shop });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("2 produit(s) confié(s) à Bijouterie Hélène.");
    for (const n of sel) {
      expect(
        await f.rows(
          sql`select id_bijouterie, date_sortie from new_historique_conf where "of" = ${n} and date_sortie is null`,
        ),
      ).toEqual([{ id_bijouterie: shop, date_sortie: null }]);
    }
    // "Where is it now": at the shop on consignment.
    const ici = (await call("GET", `/api/of/${sel[0]}/emplacement`)).json();
    expect(ici.emplacement).toMatchObject({ lieu: "depot" });
    const note = await call("GET", `/api/stock/print/confie?ofs=${sel.join(",")}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers["content-type"]).toBe("application/pdf");
    const two = await call("GET", `/api/stock/print/confie?ofs=${sel[0]},${autre}`);
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(
      "Impression bon de confie impossible car plusieurs clients sont presents",
    );
    const list = (await call("GET", "/api/stock/confies?pageSize=100")).json();
    expect(list.rows.find((r: { idClient: number }) => r.idClient === shop)?.nombre).toBe(2);
    const back = await call("POST", "/api/stock/retour", { ofs: sel });
    expect(back.json().message).toBe("2 produit(s) revenu(s) en stock.");
    expect(
      await f.rows(sql`select id_bijouterie as c from "of" where num_sachet in (${sel[0]}, ${sel[1]})`),
    ).toEqual([{ c: 249 }, { c: 249 }]);
    expect(
      await f.rows(sql`
        select id_bijouterie, date_sortie is null as ouvert from new_historique_conf
        where "of" = ${sel[0]} order by id`),
    ).toEqual([
      { id_bijouterie: 249, ouvert: false },
      { id_bijouterie: shop, ouvert: false },
      { id_bijouterie: 249, ouvert: true },
    ]);
    const retourne = (await call("GET", `/api/of/${sel[0]}/emplacement`)).json();
    expect(retourne.emplacement).toMatchObject({ lieu: "stock" });
  });

  it("Facturer moves the pieces to 575 with ref_clt, echeance 0, no payment date; the stock row goes", async () => {
    const [p] = await pieces(1);
    const res = await call("POST", "/api/stock/facturer", { ofs: [p] });
    expect(res.statusCode).toBe(200);
    const o = await f.one<{
      statut: number;
      echeance: number;
      date_paiement: string | null;
      ref_clt: string | null;
    }>(sql`select statut, echeance, date_paiement, ref_clt from "of" where num_sachet = ${p}`);
    // The factory's piece has no client ref and no ref1, so the ref the invoice shows is "STOCK <bag>".
    expect(o).toEqual({ statut: 575, echeance: 0, date_paiement: null, ref_clt: `STOCK ${p}` });
    expect(await f.rows(sql`select 1 from new_stock_prod where "of" = ${p}`)).toEqual([]);
    expect(
      await f.rows(sql`select 1 from new_historique_conf where "of" = ${p} and date_sortie is null`),
    ).toEqual([]);
    const again = await call("POST", "/api/stock/facturer", { ofs: [p] });
    expect(again.statusCode).toBe(409);
  });

  it("Historique lists the piece's stays", async () => {
    const [p] = await pieces(1);
    const h = (await call("GET", `/api/stock/${p}/historique`)).json();
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ of: p, metal: "OR JAUNE 750", dateSortie: null });
    expect(Object.keys(h[0])).toEqual(
      expect.arrayContaining([
        "of",
        "metal",
        "type",
        "stade",
        "ref",
        "description",
        "poids",
        "prixFab",
        "prix",
        "client",
        "dateEntree",
        "dateSortie",
      ]),
    );
  });
});
