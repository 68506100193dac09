import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The finished-product stock (spec 02 sections 2.12, 2.13, 4.5) on an empty database: each test makes
 * the pieces, orders, shops and trays of its story with the factory (issue 27.5), so every expected
 * value is written out.
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

/** `n` free stock pieces (650 at the stock client), 1234.40 € each, cost 500 €, 3.250 g. */
async function pieces(n: number, o: Parameters<Fabrique["newOf"]>[0] = {}): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await f.newOf({ statut: 650, ...o }));
  return out;
}

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

describe("GET /api/stock and its summaries", () => {
  it("filters by OF, ref and tray, and exports the 17 columns", async () => {
    const produit = await f.newProduit({ ref: "JONC-FILTRE" });
    const [a, b] = await pieces(2, { produit });
    const [autre] = await pieces(1);
    const plateau = await f.newPlateau("FILTRE");
    for (const n of [a, b])
      await call("PUT", `/api/stock/${n}`, {
        ref1: null,
        labelProduit: "JONC",
        prixFact: "1234,40",
        poids: "3,250",
        plateau,
      });
    const byOf = (await call("GET", `/api/stock?of=${a}`)).json();
    expect(byOf.total).toBe(1);
    expect(byOf.rows[0]).toMatchObject({ of: a, idPlateau: plateau, plateau: "FILTRE" });
    const byTray = (await call("GET", `/api/stock?plateau=${plateau}`)).json();
    expect(byTray.rows.map((r: { of: number }) => r.of)).toEqual([a, b]);
    const byRef = (await call("GET", "/api/stock?ref=jonc-f")).json();
    expect(byRef.rows.map((r: { of: number }) => r.of)).toEqual([a, b]);
    expect(byRef.rows.map((r: { of: number }) => r.of)).not.toContain(autre);
    const csv = await call("GET", "/api/stock?format=csv");
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      "\ufeffOf;Metal;Type;Stade;Ref;Description;Description Site;Etiquette;Poids;Doigt;Prix Fab;Prix;Prix Fiche;Lieu;Date Entree;Plateau;Reservation",
    );
    expect((await call("GET", "/api/stock?sort=num_sachet")).statusCode).toBe(400);
  });

  it("sums the filtered set and the selection on the server", async () => {
    const plateau = await f.newPlateau("SOMMES");
    const sel = await pieces(3, { stock: { prixFact: "1000,10", prixR: "400,05", poids: "2,5" } });
    for (const n of sel)
      await call("PUT", `/api/stock/${n}`, {
        ref1: null,
        labelProduit: "SOMME",
        prixFact: "1000,10",
        poids: "2,5",
        plateau,
      });
    const filtre = (await call("GET", `/api/stock/resume?plateau=${plateau}`)).json();
    expect(filtre).toMatchObject({
      nombre: 3,
      prixRevient: "1200.15",
      prixVente: "3000.30",
      poidsTotal: "7.500",
    });
    const r = (await call("POST", "/api/stock/resume", { ofs: sel.slice(0, 2) })).json();
    expect(r).toMatchObject({ nombre: 2, prixRevient: "800.10", prixVente: "2000.20", poidsTotal: "5.000" });
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

describe("/reservation (spec 02 section 4.5)", () => {
  /** A free stock piece of a product, size 52 in yellow gold 750, and two open orders identical to it. */
  async function cas() {
    const produit = await f.newProduit();
    const shop = await f.newClient();
    const [piece] = await pieces(1, { produit, typeMetal: 1, dim: "52" });
    const commande = await f.newOf({ statut: 200, produit, client: shop, typeMetal: 1, dim: "52" });
    const autre = await f.newOf({ statut: 50, produit, client: shop, typeMetal: 1, dim: "52" });
    return { piece: piece!, commande, autre };
  }

  it("reserves a free piece for an order, refuses a second order, and releases it", async () => {
    const c = await cas();
    const identiques = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(identiques.rows.map((r: { of: number }) => r.of)).toEqual([c.piece]);
    const ok = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(`OF ${c.piece} réservé pour la commande ${c.commande}.`);
    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.autre });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${c.piece} est déjà réservé pour la commande ${c.commande}.`);
    const cmd = (await call("GET", `/api/stock/reservation/commandes?of=${c.commande}`)).json();
    expect(cmd.rows[0]).toMatchObject({ of: c.commande, pieceReservee: c.piece });
    const comptes = (await call("GET", "/api/stock/reservation/comptes")).json();
    expect(comptes.reserves).toBe(1);
    const off = await call("POST", "/api/stock/dereservation", { piece: c.piece });
    expect(off.json().message).toBe(`Réservation de l'OF ${c.piece} supprimée.`);
    const again = await call("POST", "/api/stock/dereservation", { piece: c.piece });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`L'OF ${c.piece} n'est pas réservé.`);
  });

  it("two people reserving the same piece for two orders at once: exactly one wins", async () => {
    const c = await cas();
    const [a, b] = await Promise.all([
      call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande }),
      call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.autre }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const r = await f.one<{ r: number }>(
      sql`select of_reservation as r from "of" where num_sachet = ${c.piece}`,
    );
    expect([c.commande, c.autre]).toContain(r.r);
    await call("POST", "/api/stock/dereservation", { piece: c.piece });
  });

  it("refuses another product", async () => {
    const c = await cas();
    const autre = await f.newOf({ statut: 200, produit: await f.newProduit() });
    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: autre });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${c.piece} n'est pas le même produit que la commande ${autre}.`);
  });
});

describe("/reservation: an identical product is the same product, metal and finger size (issue 28.2)", () => {
  it("a platinum piece for a yellow-gold order is a near match: listed apart with its difference, reserved only once confirmed", async () => {
    // Yellow gold 750 (1) size 52 ordered; platinum 950 (5) size 52 in stock.
    const produit = await f.newProduit();
    const [piece] = await pieces(1, { produit, typeMetal: 5, dim: "52" });
    const commande = await f.newOf({ statut: 200, produit, typeMetal: 1, dim: "52" });
    const c = { piece: piece!, commande };

    const identiques = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(identiques.rows).toEqual([]);
    const proches = (
      await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}&proches=1&pageSize=100`)
    ).json();
    expect(proches.rows).toHaveLength(1);
    expect(proches.rows[0]).toMatchObject({
      of: c.piece,
      metal: "PLATINE 950",
      dim: "52",
      ecart: "Métal : PLATINE 950 au lieu de OR JAUNE 750",
    });

    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande });
    expect(ko.statusCode).toBe(409);
    expect(ko.json()).toMatchObject({
      code: "PRODUIT_PROCHE",
      message: `L'OF ${c.piece} n'est pas identique à la commande ${c.commande} (Métal : PLATINE 950 au lieu de OR JAUNE 750). Réserver quand même ?`,
    });
    expect(await f.one(sql`select of_reservation as r from "of" where num_sachet = ${c.piece}`)).toEqual({
      r: null,
    });

    // Another finger size is a near match too; a size typed with a space is the same size.
    const piece54 = (await pieces(1, { produit, typeMetal: 1, dim: "54" }))[0]!;
    const taille = await call("POST", "/api/stock/reservation", { piece: piece54, commande: c.commande });
    expect(taille.json().message).toBe(
      `L'OF ${piece54} n'est pas identique à la commande ${c.commande} (Doigt : 54 au lieu de 52). Réserver quand même ?`,
    );
    const piece52 = (await pieces(1, { produit, typeMetal: 1, dim: " 52" }))[0]!;
    const id2 = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(id2.rows.map((r: { of: number }) => r.of)).toEqual([piece52]);

    const ok = await call("POST", "/api/stock/reservation", {
      piece: c.piece,
      commande: c.commande,
      confirme: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(`OF ${c.piece} réservé pour la commande ${c.commande}.`);
    await call("POST", "/api/stock/dereservation", { piece: c.piece });
  });
});

describe("prints and valuation", () => {
  it("prints labels whose text reads back, with the price rule under and over 6000", async () => {
    const [a] = await pieces(1, { stock: { prixFact: "1234,40", labelProduit: "JONC OR" } });
    const [b] = await pieces(1, { stock: { prixFact: "12500", labelProduit: "RIVIERE" } });
    const dir = mkdtempSync(join(tmpdir(), "etiq-"));
    for (const format of ["thermique", "a4"]) {
      const res = await call("GET", `/api/stock/print/etiquettes?ofs=${a},${b}&format=${format}`);
      expect(res.statusCode).toBe(200);
      const file = join(dir, `${format}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync("pdftotext", [file, "-"]).toString();
      expect(text).toContain("JONC OR");
      expect(text).toContain("1234 / 3085");
      expect(text).toContain("12500 € HT");
      expect(text).toContain(String(a));
    }
    const thermal = execFileSync("pdfinfo", [join(dir, "thermique.pdf")]).toString();
    expect(thermal).toMatch(/Pages:\s+2/);
    expect(thermal).toMatch(/Page size:\s+121\.89 x 22\.677\d* pts/);
  });

  it("prints the tray sheet and the reservation sheet", async () => {
    const sel = (await pieces(2)).join(",");
    for (const kind of ["plateau", "reservation"]) {
      const res = await call("GET", `/api/stock/print/${kind}?ofs=${sel}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
    }
  });

  it("values the stock for roles 1 and 6 (Compta, spec 03 section 2.16)", async () => {
    expect((await call("GET", "/api/stock/valorisation")).statusCode).toBe(200);
    const v = (await f.call("GET", "/api/stock/valorisation", undefined, "direction")).json();
    const p = await f.one<{ r: string }>(sql`
      select coalesce(sum(o.prix_r), 0)::numeric(14,2)::text as r from new_stock_prod s join "of" o on o.num_sachet = s."of"
      join type_metal tm on tm.id_type = o.type_metal where o.statut = 650 and tm.description not ilike 'argent%'`);
    expect(v.produits.totalRevient).toBe(p.r);
    expect(v.metal.cours).toMatch(/^\d/);
    expect(Number(v.total)).toBeGreaterThanOrEqual(Number(v.produits.totalRevient));
  });

  it("counts a tray by scanner and records the count", async () => {
    const tray = await f.newPlateau("INVENTAIRE");
    const on = await pieces(3);
    for (const n of on)
      await call("PUT", `/api/stock/${n}`, {
        ref1: null,
        labelProduit: "INV",
        prixFact: "1234,40",
        poids: "3,250",
        plateau: tray,
      });
    const foreign = await f.newOf({ statut: 600 });
    const res = await call("POST", `/api/stock/plateaux/${tray}/inventaire`, {
      scannes: [on[1], on[2], foreign],
      enregistrer: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ manquants: [on[0]], etrangers: [foreign], enregistre: true });
    expect(await f.rows(sql`select id_plateau from inventaire_plateau where id_plateau = ${tray}`)).toEqual([
      { id_plateau: tray },
    ]);
  });
});
