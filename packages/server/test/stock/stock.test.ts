import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

let t: TestApp;
let cookie: string;
let direction: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  direction = await t.cookieOf("direction");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, who = cookie) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who, ...nouvelEnvoi(method) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rows = async <T>(q: SQL) => (await t.database.db.execute<T & Record<string, unknown>>(q)).rows as T[];
const one = async <T>(q: SQL) => (await rows<T>(q))[0] as T;

/** A finalised OF (550) of the demo, made ready to enter stock. */
async function ofFinalise(): Promise<number> {
  const r = await one<{ n: number }>(sql`
    select num_sachet as n from "of" where statut = 550 and num_sachet not in (select "of" from new_stock_prod)
    order by num_sachet limit 1`);
  return r.n;
}
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

/** Stock pieces at the stock client, free, of at least two products having an open order. */
async function piecesLibres(n: number) {
  return rows<{ of: number }>(sql`
    select o.num_sachet as "of" from "of" o join new_stock_prod s on s."of" = o.num_sachet
    where o.statut = 650 and o.id_bijouterie = 249 and coalesce(o.of_reservation, 0) = 0
    order by o.num_sachet limit ${n}`);
}

describe("Rentrer en Stock", () => {
  it("moves a finalised OF to 650 with its stock row and its stay at the stock client, in one go", async () => {
    const n = await ofFinalise();
    const res = await rentrer(n);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`OF ${n} rentré en stock.`);
    const o = await one<{
      statut: number;
      id_bijouterie: number;
      label_produit: string;
      poids: string;
      prix_fact: string;
    }>(sql`select statut, id_bijouterie, label_produit, poids, prix_fact from "of" where num_sachet = ${n}`);
    expect(o).toMatchObject({ statut: 650, id_bijouterie: 249, label_produit: "SOLITAIRE OR" });
    expect(Number(o.poids)).toBe(3.25);
    const h = await rows<{ id_bijouterie: number; date_sortie: string | null }>(
      sql`select id_bijouterie, date_sortie from new_historique_conf where "of" = ${n}`,
    );
    expect(h).toEqual([{ id_bijouterie: 249, date_sortie: null }]);
    expect((await rows(sql`select 1 from new_stock_prod where "of" = ${n}`)).length).toBe(1);
    // Twice: the transition table refuses it, nothing changes.
    const again = await rentrer(n);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `L'OF ${n} ne peut pas passer du statut 650 au statut 650 (rentrée en stock).`,
    );
  });

  it("refuses a label over 15 characters and an OF still in fabrication, writing nothing", async () => {
    const n = await ofFinalise();
    const long = await rentrer(n, { labelProduit: "SOLITAIRE DIAMANT" });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.labelProduit).toBe(
      "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
    );
    const enCours = await one<{ n: number }>(
      sql`select num_sachet as n from "of" where statut = 200 limit 1`,
    );
    const r = await rentrer(enCours.n);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe("TRANSITION_INTERDITE");
    expect((await rows(sql`select 1 from new_stock_prod where "of" = ${enCours.n}`)).length).toBe(0);
  });
});

describe("GET /api/stock and its summaries", () => {
  it("filters by OF, ref and tray, and exports the 17 columns", async () => {
    const p = await one<{ of: number; plateau: number; ref: string }>(sql`
      select s."of", s.plateau, coalesce(o.ref, c.ref) as ref from new_stock_prod s join "of" o on o.num_sachet = s."of"
      left join centre c on c.id_centre = o.idp where s.plateau is not null and o.statut = 650 order by 1 limit 1`);
    const byOf = (await call("GET", `/api/stock?of=${p.of}`)).json();
    expect(byOf.total).toBe(1);
    expect(byOf.rows[0]).toMatchObject({ of: p.of, idPlateau: p.plateau });
    const byTray = (await call("GET", `/api/stock?plateau=${p.plateau}&pageSize=100`)).json();
    expect(byTray.rows.every((r: { idPlateau: number }) => r.idPlateau === p.plateau)).toBe(true);
    const byRef = (await call("GET", `/api/stock?ref=${encodeURIComponent(p.ref)}&pageSize=100`)).json();
    expect(byRef.rows.map((r: { of: number }) => r.of)).toContain(p.of);
    const csv = await call("GET", "/api/stock?format=csv");
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      "\ufeffOf;Metal;Type;Stade;Ref;Description;Description Site;Etiquette;Poids;Doigt;Prix Fab;Prix;Prix Fiche;Lieu;Date Entree;Plateau;Reservation",
    );
    expect((await call("GET", "/api/stock?sort=num_sachet")).statusCode).toBe(400);
  });

  it("sums the filtered set and the selection on the server", async () => {
    const all = (await call("GET", "/api/stock/resume")).json();
    const sums = await one<{ n: number; r: string; v: string; p: string }>(sql`
      select count(*)::int as n, sum(o.prix_r)::numeric(14,2)::text as r, sum(o.prix_fact)::numeric(14,2)::text as v,
             sum(o.poids)::numeric(14,3)::text as p
      from new_stock_prod s join "of" o on o.num_sachet = s."of" where o.statut = 650`);
    expect(all).toMatchObject({ nombre: sums.n, prixRevient: sums.r, prixVente: sums.v, poidsTotal: sums.p });
    expect(Number(all.prixRevientReproduction)).toBeGreaterThan(0);
    const sel = await piecesLibres(2);
    const r = (await call("POST", "/api/stock/resume", { ofs: sel.map((s) => s.of) })).json();
    const s2 = await one<{ r: string }>(sql`
      select sum(prix_r)::numeric(14,2)::text as r from "of" where num_sachet in (${sel[0]!.of}, ${sel[1]!.of})`);
    expect(r).toMatchObject({ nombre: 2, prixRevient: s2.r });
  });
});

describe("moves of stock pieces", () => {
  it("Editer writes the fields and a tray move with its history row", async () => {
    const [p] = await piecesLibres(1);
    const tray = await one<{ id: number }>(
      sql`select id_plateau as id from plateau order by label desc limit 1`,
    );
    const res = await call("PUT", `/api/stock/${p!.of}`, {
      ref1: "SITE 1",
      labelProduit: "NOUVEAU",
      prixFact: "7000",
      poids: "2,5",
      plateau: tray.id,
    });
    expect(res.statusCode).toBe(200);
    const s = await one<{ plateau: number }>(sql`select plateau from new_stock_prod where "of" = ${p!.of}`);
    expect(s.plateau).toBe(tray.id);
    const mv = await rows<{ vers: number }>(sql`select vers from mouvement_plateau where "of" = ${p!.of}`);
    expect(mv.at(-1)?.vers).toBe(tray.id);
    // Mouvement Plateau of a piece not in stock: refused, nothing written.
    const out = await one<{ n: number }>(sql`select num_sachet as n from "of" where statut = 600 limit 1`);
    const ko = await call("POST", "/api/stock/plateau", { ofs: [p!.of, out.n], plateau: tray.id });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${out.n} n'est pas en stock.`);
  });

  it("Confier, Imprimer Confie (one client only), Retour Stock, each with its stay rows", async () => {
    const sel = (await piecesLibres(4)).slice(2).map((s) => s.of);
    const shop = await one<{ id: number; nom: string }>(sql`
      select id, nom_agence as nom from client where id <> 249 order by id limit 1`);
    const res = await call("POST", "/api/stock/confier", { ofs: sel, idClient: shop.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`2 produit(s) confié(s) à ${shop.nom}.`);
    for (const n of sel) {
      const h = await rows<{ id_bijouterie: number; date_sortie: string | null }>(
        sql`select id_bijouterie, date_sortie from new_historique_conf where "of" = ${n} and date_sortie is null`,
      );
      expect(h).toEqual([{ id_bijouterie: shop.id, date_sortie: null }]);
    }
    // "Where is it now": at the shop on consignment.
    const ici = (await call("GET", `/api/of/${sel[0]}/emplacement`)).json();
    expect(ici.emplacement).toMatchObject({ lieu: "depot" });
    const note = await call("GET", `/api/stock/print/confie?ofs=${sel.join(",")}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers["content-type"]).toBe("application/pdf");
    const [autre] = await piecesLibres(1);
    const two = await call("GET", `/api/stock/print/confie?ofs=${sel[0]},${autre!.of}`);
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(
      "Impression bon de confie impossible car plusieurs clients sont presents",
    );
    const list = (await call("GET", "/api/stock/confies?pageSize=100")).json();
    expect(
      list.rows.find((r: { idClient: number }) => r.idClient === shop.id)?.nombre,
    ).toBeGreaterThanOrEqual(2);
    const back = await call("POST", "/api/stock/retour", { ofs: sel });
    expect(back.json().message).toBe("2 produit(s) revenu(s) en stock.");
    const o = await rows<{ c: number }>(
      sql`select id_bijouterie as c from "of" where num_sachet in (${sel[0]}, ${sel[1]})`,
    );
    expect(o.map((x) => x.c)).toEqual([249, 249]);
    const open = await rows(
      sql`select 1 from new_historique_conf where "of" = ${sel[0]} and date_sortie is null`,
    );
    expect(open.length).toBe(1);
    const retourne = (await call("GET", `/api/of/${sel[0]}/emplacement`)).json();
    expect(retourne.emplacement).toMatchObject({ lieu: "stock" });
  });

  it("Facturer moves the pieces to 575 with ref_clt, echeance 0, no payment date; the stock row goes", async () => {
    const [p] = (await piecesLibres(6)).slice(5);
    const res = await call("POST", "/api/stock/facturer", { ofs: [p!.of] });
    expect(res.statusCode).toBe(200);
    const o = await one<{
      statut: number;
      echeance: number;
      date_paiement: string | null;
      ref_clt: string | null;
    }>(sql`select statut, echeance, date_paiement, ref_clt from "of" where num_sachet = ${p!.of}`);
    expect(o).toMatchObject({ statut: 575, echeance: 0, date_paiement: null });
    expect(o.ref_clt).not.toBeNull();
    expect((await rows(sql`select 1 from new_stock_prod where "of" = ${p!.of}`)).length).toBe(0);
    expect(
      (await rows(sql`select 1 from new_historique_conf where "of" = ${p!.of} and date_sortie is null`))
        .length,
    ).toBe(0);
    const again = await call("POST", "/api/stock/facturer", { ofs: [p!.of] });
    expect(again.statusCode).toBe(409);
  });

  it("Historique lists the piece's stays", async () => {
    const [p] = await piecesLibres(1);
    const h = (await call("GET", `/api/stock/${p!.of}/historique`)).json();
    expect(h.length).toBeGreaterThan(0);
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
  /**
   * An open order and a free stock piece of the same product, with a second open order of it; both
   * orders made identical to the piece (same metal and finger size).
   */
  async function cas() {
    const c = await one<{ piece: number; commande: number; autre: number | null }>(sql`
      select p.num_sachet as piece, min(c.num_sachet) as commande,
             (array_agg(c.num_sachet order by c.num_sachet))[2] as autre
      from "of" p join new_stock_prod s on s."of" = p.num_sachet
      join "of" c on c.idp = p.idp and c.statut in (50, 200) and c.id_bijouterie <> 249
        and not exists (select 1 from "of" x where x.of_reservation = c.num_sachet)
      where p.statut = 650 and coalesce(p.of_reservation, 0) = 0
      group by p.num_sachet having count(*) >= 2 order by p.num_sachet limit 1`);
    await t.database.db.execute(sql`
      update "of" c set type_metal = p.type_metal, dim = p.dim from "of" p
      where p.num_sachet = ${c.piece} and c.num_sachet in (${c.commande}, ${c.autre})`);
    return c;
  }

  it("reserves a free piece for an order, refuses a second order, and releases it", async () => {
    const c = await cas();
    const identiques = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(identiques.rows.map((r: { of: number }) => r.of)).toContain(c.piece);
    const ok = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(`OF ${c.piece} réservé pour la commande ${c.commande}.`);
    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.autre });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${c.piece} est déjà réservé pour la commande ${c.commande}.`);
    const cmd = (await call("GET", `/api/stock/reservation/commandes?of=${c.commande}`)).json();
    expect(cmd.rows[0]).toMatchObject({ of: c.commande, pieceReservee: c.piece });
    const comptes = (await call("GET", "/api/stock/reservation/comptes")).json();
    expect(comptes.reserves).toBeGreaterThan(0);
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
    const r = await one<{ r: number }>(
      sql`select of_reservation as r from "of" where num_sachet = ${c.piece}`,
    );
    expect([c.commande, c.autre]).toContain(r.r);
    await call("POST", "/api/stock/dereservation", { piece: c.piece });
  });

  it("refuses another product", async () => {
    const c = await cas();
    const autre = await one<{ n: number }>(sql`
      select num_sachet as n from "of" where statut = 200 and id_bijouterie <> 249
        and idp <> (select idp from "of" where num_sachet = ${c.piece}) limit 1`);
    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: autre.n });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${c.piece} n'est pas le même produit que la commande ${autre.n}.`);
  });
});

describe("/reservation: an identical product is the same product, metal and finger size (issue 28.2)", () => {
  it("a platinum piece for a yellow-gold order is a near match: listed apart with its difference, reserved only once confirmed", async () => {
    const c = await one<{ piece: number; commande: number }>(sql`
      select p.num_sachet as piece, min(c.num_sachet) as commande
      from "of" p join new_stock_prod s on s."of" = p.num_sachet
      join "of" c on c.idp = p.idp and c.statut in (50, 200) and c.id_bijouterie <> 249
        and not exists (select 1 from "of" x where x.of_reservation = c.num_sachet)
      where p.statut = 650 and coalesce(p.of_reservation, 0) = 0 and p.num_sachet > (
        select min(num_sachet) from "of" where statut = 650)
      group by p.num_sachet order by p.num_sachet desc limit 1`);
    // Yellow gold 750 (1) size 52 ordered; platinum 950 (5) size 52 in stock.
    await t.database.db.execute(
      sql`update "of" set type_metal = 1, dim = '52' where num_sachet = ${c.commande}`,
    );
    await t.database.db.execute(
      sql`update "of" set type_metal = 5, dim = '52' where num_sachet = ${c.piece}`,
    );

    const identiques = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(identiques.rows.map((r: { of: number }) => r.of)).not.toContain(c.piece);
    const proches = (
      await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}&proches=1&pageSize=100`)
    ).json();
    expect(proches.rows.find((r: { of: number }) => r.of === c.piece)).toMatchObject({
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
    expect(
      (
        await one<{ r: number | null }>(
          sql`select of_reservation as r from "of" where num_sachet = ${c.piece}`,
        )
      ).r ?? 0,
    ).toBe(0);

    // Another finger size is a near match too; a size typed with a space is the same size.
    await t.database.db.execute(
      sql`update "of" set type_metal = 1, dim = '54' where num_sachet = ${c.piece}`,
    );
    const taille = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande });
    expect(taille.json().message).toBe(
      `L'OF ${c.piece} n'est pas identique à la commande ${c.commande} (Doigt : 54 au lieu de 52). Réserver quand même ?`,
    );
    await t.database.db.execute(sql`update "of" set dim = ' 52' where num_sachet = ${c.piece}`);
    const id2 = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(id2.rows.map((r: { of: number }) => r.of)).toContain(c.piece);
    await t.database.db.execute(sql`update "of" set type_metal = 5 where num_sachet = ${c.piece}`);

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
    const [a, b] = await piecesLibres(2);
    await t.database.db.execute(
      sql`update "of" set prix_fact = 1234.40, label_produit = 'JONC OR' where num_sachet = ${a!.of}`,
    );
    await t.database.db.execute(
      sql`update "of" set prix_fact = 12500, label_produit = 'RIVIERE' where num_sachet = ${b!.of}`,
    );
    const dir = mkdtempSync(join(tmpdir(), "etiq-"));
    for (const format of ["thermique", "a4"]) {
      const res = await call("GET", `/api/stock/print/etiquettes?ofs=${a!.of},${b!.of}&format=${format}`);
      expect(res.statusCode).toBe(200);
      const f = join(dir, `${format}.pdf`);
      writeFileSync(f, res.rawPayload);
      const text = execFileSync("pdftotext", [f, "-"]).toString();
      expect(text).toContain("JONC OR");
      expect(text).toContain("1234 / 3085");
      expect(text).toContain("12500 € HT");
      expect(text).toContain(String(a!.of));
    }
    const thermal = execFileSync("pdfinfo", [join(dir, "thermique.pdf")]).toString();
    expect(thermal).toMatch(/Pages:\s+2/);
    expect(thermal).toMatch(/Page size:\s+121\.89 x 22\.677\d* pts/);
  });

  it("prints the tray sheet and the reservation sheet", async () => {
    const sel = (await piecesLibres(2)).map((s) => s.of).join(",");
    for (const kind of ["plateau", "reservation"]) {
      const res = await call("GET", `/api/stock/print/${kind}?ofs=${sel}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
    }
  });

  it("values the stock for the direction only", async () => {
    expect((await call("GET", "/api/stock/valorisation")).statusCode).toBe(403);
    const v = (await call("GET", "/api/stock/valorisation", undefined, direction)).json();
    const p = await one<{ r: string }>(sql`
      select coalesce(sum(o.prix_r), 0)::numeric(14,2)::text as r from new_stock_prod s join "of" o on o.num_sachet = s."of"
      join type_metal tm on tm.id_type = o.type_metal where o.statut = 650 and tm.description not ilike 'argent%'`);
    expect(v.produits.totalRevient).toBe(p.r);
    expect(v.metal.cours).toMatch(/^\d/);
    expect(Number(v.total)).toBeGreaterThanOrEqual(Number(v.produits.totalRevient));
  });

  it("counts a tray by scanner and records the count", async () => {
    const tray = await one<{ id: number }>(sql`
      select s.plateau as id from new_stock_prod s join "of" o on o.num_sachet = s."of"
      where o.statut = 650 and s.plateau is not null group by s.plateau having count(*) >= 2 order by 1 limit 1`);
    const on = await rows<{ n: number }>(sql`
      select s."of" as n from new_stock_prod s join "of" o on o.num_sachet = s."of"
      where s.plateau = ${tray.id} and o.statut = 650 order by 1`);
    const foreign = await one<{ n: number }>(
      sql`select num_sachet as n from "of" where statut = 600 limit 1`,
    );
    const scanned = [...on.slice(1).map((x) => x.n), foreign.n];
    const res = await call("POST", `/api/stock/plateaux/${tray.id}/inventaire`, {
      scannes: scanned,
      enregistrer: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ manquants: [on[0]!.n], etrangers: [foreign.n], enregistre: true });
    expect((await rows(sql`select 1 from inventaire_plateau where id_plateau = ${tray.id}`)).length).toBe(1);
  });
});
