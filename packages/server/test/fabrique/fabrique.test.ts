import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { type Fabrique, fabrique } from "./index.ts";

/** The factory itself: each newX() leaves the rows its command writes, on an empty migrated database. */

let t: TestApp;
let f: Fabrique;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
});
afterAll(() => t.close());

describe("fabrique", () => {
  it.each([50, 200, 500, 550, 575, 600])(
    "newOf({ statut: %i }) moves a new OF there by the kernel's commands",
    async (statut) => {
      const n = await f.newOf({ statut });
      expect(await f.one(sql`select statut from "of" where num_sachet = ${n}`)).toEqual({ statut });
    },
  );

  it("newOf({ statut: 650 }) enters it in stock at the stock client, with its stock row and its stay", async () => {
    const n = await f.newOf({ statut: 650 });
    expect(await f.one(sql`select statut, id_bijouterie from "of" where num_sachet = ${n}`)).toEqual({
      statut: 650,
      id_bijouterie: 249,
    });
    expect(await f.rows(sql`select id_bijouterie from new_historique_conf where "of" = ${n}`)).toEqual([
      { id_bijouterie: 249 },
    ]);
  });

  it("newClient, newLot and newMouvementOr write through their routes (audited); newOuvrier adds a worker", async () => {
    const client = await f.newClient({ nomAgence: "Bijouterie Hélène" });
    expect(await f.one(sql`select nom_agence from client where id = ${client}`)).toEqual({
      nom_agence: "Bijouterie Hélène",
    });
    const lot = await f.newLot({ poids: "2,5" });
    expect(await f.one(sql`select poids::text as poids from pierres_recues where id_conf = ${lot}`)).toEqual({
      poids: "2.500",
    });
    const four = await f.newFournisseur();
    const mv = await f.newMouvementOr({ fournisseur: four, entreeOrFin: "10" });
    // The row the route wrote with the factory's defaults: date 2026-11-02, loss 0, "Achat", gold (1).
    expect(
      await f.one(sql`select fournisseur_id, to_char(date_mouvement, 'YYYY-MM-DD') as date, designation, metal_id,
        entree_or_fin::text as entree, perte::text as perte from mouvement_metal where id = ${mv}`),
    ).toEqual({
      fournisseur_id: four,
      date: "2026-11-02",
      designation: "Achat",
      metal_id: 1,
      entree: "10.000",
      perte: "0.00",
    });
    const joa = await f.newOuvrier("joaillier", "Marc");
    expect(await f.one(sql`select label, actif from joaillier where id = ${joa}`)).toEqual({
      label: "Marc",
      actif: 1,
    });
    const audit = await f.one<{ n: number }>(
      sql`select count(*)::int as n from audit where table_name = 'client' and row_id = ${String(client)}`,
    );
    expect(audit.n).toBe(1);
  });

  it("newOf({ trace }) saves Trace fields at 50; newFacture invoices in the OF's channel; newAvoir cites it", async () => {
    const client = await f.newClient();
    await f.clientCanalAlternatif();
    const std = await f.newOf({ statut: 575, client, prixFact: "200", trace: { idTva: 2 } });
    const alt = await f.newOf({
      statut: 575,
      client,
      prixFact: "1000",
      trace: { nomLigne: "EXTENSIA", prixR: "40" },
    });
    expect(
      await f.one(sql`select taux_tva::text as taux, nom_ligne from "of" where num_sachet = ${std}`),
    ).toEqual({ taux: "0.00", nom_ligne: null });
    expect(await f.newFacture([std])).toMatchObject({ canal: "standard", numeros: [1] });
    expect(await f.newFacture([alt], "5")).toMatchObject({ canal: "alternatif", numeros: [1] });
    // The alternate line: 1000.00 - 0.9 x (1000.00 - 40.00) = 1000 - 864 = 136.00, to client 502.
    expect(
      await f.one(sql`select x.id_bijouterie, x.port::text as port, l.prix::text as prix
        from facture_extensia x join constituant_fact_extensia l on l.fact = x.id_fact where x.id_fact = 1`),
    ).toEqual({ id_bijouterie: 502, port: "5.00", prix: "136.00" });
    const av = await f.newAvoir({ client, facture: 1, totHt: "50" });
    expect(
      await f.one(sql`select id_clt, tot_ht::text as ht, taux_tva::text as taux, description from avoir
        where id_avoir = ${av}`),
    ).toEqual({ id_clt: client, ht: "50.00", taux: "0.00", description: "Remise" });
  });
});
