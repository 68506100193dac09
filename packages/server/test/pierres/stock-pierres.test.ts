import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pierreEnStock, valorisationPierres } from "../../src/pierres/index.ts";
import { alimenter, call, lots, lotsSurLaFabrique, one, recevoir } from "./stock-pierres.fixture.ts";

/**
 * The stock of stones (GET /api/pierres/stock, its totals, Facturer, Modifier Etat, the consumption and the
 * label) on two lots of their own, on the factory's rows (`stock-pierres.fixture.ts`). Receiving, feeding
 * and returning a lot are in `alimentations-pierres.test.ts`.
 */

lotsSurLaFabrique();

describe("GET /api/pierres/stock (spec 02 section 2.9)", () => {
  let a: number;
  let b: number;
  beforeAll(async () => {
    a = await recevoir({ pieces: 20, noConfie: "STK-A" });
    await alimenter(a, "0.300", lots.ofOuvert, 6);
    await call("POST", "/api/pierres/retours", { idConfie: a, pds: "0.200", pieces: 4 });
    // 2 ct at $1000/ct and 1.25 $ per €: 800 €/ct, 1600.00 €.
    b = await recevoir({
      noConfie: "STK-B",
      idPier: lots.saphir,
      euro: "",
      dollar: "1000",
      coursEurDoll: "1,25",
      poids: "2",
      lg: true,
    });
  });

  it("received − consumed − returned, the prices, owner and age; totals over the whole filtered set", async () => {
    const res = await call("GET", `/api/pierres/stock?ids=${a}%20${b}&sort=idConf&pageSize=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().rows).toEqual([
      expect.objectContaining({
        idConf: a,
        poids: "1.000",
        conso: "0.300",
        retour: "0.200",
        reste: "0.500",
        pieces: 20,
        piecesReste: 10,
        prixCt: "1500.0000",
        monnaie: "€",
        prixEuro: "1500.00",
        proprietaire: "confie",
        age: 0,
        etat: "En stock",
      }),
    ]);
    const totaux = (await call("GET", `/api/pierres/stock/totaux?ids=${a},${b}`)).json();
    // 1500.00 + 1600.00; what remains: 0.500 x 1500 + 2 x 800.
    expect(totaux).toEqual({ nombre: 2, prixTotal: "3100.00", prixNonConsomme: "2350.00" });
  });

  it("filters on LABO, owner, age; sorts on the remaining weight; exports the CSV", async () => {
    const labo = (await call("GET", `/api/pierres/stock?ids=${a},${b}&labo=1`)).json();
    expect(labo.rows.map((r: { idConf: number }) => r.idConf)).toEqual([b]);
    expect(labo.rows[0]).toMatchObject({ monnaie: "$", prixCt: "1000.0000", prixEuro: "1600.00", lg: 1 });
    const vieux = (await call("GET", "/api/pierres/stock?proprietaire=confie&ageMin=30&pageSize=100")).json();
    for (const r of vieux.rows) expect(r.age).toBeGreaterThanOrEqual(30);
    const parReste = (await call("GET", `/api/pierres/stock?ids=${a},${b}&sort=reste&dir=desc`)).json();
    expect(parReste.rows.map((r: { idConf: number }) => r.idConf)).toEqual([b, a]);
    const csv = await call("GET", `/api/pierres/stock?ids=${a}&format=csv`);
    expect(
      csv.body.startsWith(
        "\ufeffId;Description;Certificat;Laboratoire;Recu;Conso;Retour;Reste;Prix/Ct;Monnaie;Prix Euro;Fournisseur;Cours;Confie;Date Recu;Etat;Facture",
      ),
    ).toBe(true);
    expect(csv.body).toContain(";1,000;0,300;0,200;0,500;1500,00;€;1500,00;");
  });

  it("Facturer makes the lot ours (facture 1, etat 2, date_fact) and the valuation counts it as owned", async () => {
    const avant = await valorisationPierres(lots.t.database.db);
    const res = await call("POST", "/api/pierres/stock/facturer", {
      ids: [b],
      cours: "1,25",
      labelFact: "FP-TEST-1",
    });
    expect(res.statusCode).toBe(200);
    expect(
      await one(
        sql`select facture, pierre_etat, date_fact = current_date as today, label_fact from pierres_recues where id_conf = ${b}`,
      ),
    ).toEqual({
      facture: 1,
      pierre_etat: 2,
      today: true,
      label_fact: "FP-TEST-1",
    });
    const row = (await call("GET", `/api/pierres/stock?ids=${b}&facture=fp-test`)).json().rows[0];
    expect(row).toMatchObject({
      proprietaire: "propre",
      age: null,
      etat: "Facturée",
      labelFact: "FP-TEST-1",
    });
    const apres = await valorisationPierres(lots.t.database.db);
    // The sapphire's 1600.00 moved from entrusted to owned other stones.
    expect(Number(apres.proprietaireAutres) - Number(avant.proprietaireAutres)).toBeCloseTo(1600, 2);
    expect(Number(avant.confie) - Number(apres.confie)).toBeCloseTo(1600, 2);
    expect(
      (await call("POST", "/api/pierres/stock/facturer", { ids: [b], labelFact: "" })).json().message,
    ).toBe("Libellé de facture obligatoire.");
  });

  it("Modifier Etat sets the state chosen; an unknown lot changes nothing", async () => {
    expect((await call("POST", "/api/pierres/stock/etat", { ids: [a], etat: 4 })).statusCode).toBe(200);
    expect(await one(sql`select pierre_etat from pierres_recues where id_conf = ${a}`)).toEqual({
      pierre_etat: 4,
    });
    expect((await call("POST", "/api/pierres/stock/etat", { ids: [a, 999999], etat: 1 })).statusCode).toBe(
      404,
    );
    expect(await one(sql`select pierre_etat from pierres_recues where id_conf = ${a}`)).toEqual({
      pierre_etat: 4,
    });
    expect((await call("GET", `/api/pierres/stock?ids=${a}&etat=1,2`)).json().total).toBe(0);
  });

  it("Historique Consommation of a lot, and whether a stone has stock left", async () => {
    const hist = (await call("GET", `/api/pierres/recues/${a}/consommation`)).json();
    expect(hist).toEqual([
      expect.objectContaining({
        numSachet: lots.ofOuvert,
        poids: "0.300",
        pieces: 6,
        libelleStatut: expect.any(String),
      }),
    ]);
    expect(await pierreEnStock(lots.t.database.db, lots.diamant, null)).toBe(true);
  });

  it("prints the packet label of a lot", async () => {
    const res = await call("GET", `/api/pierres/recues/${a}/etiquette`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call("GET", "/api/pierres/recues/999999/etiquette")).statusCode).toBe(404);
  });
});
