import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pierresAlimenteesOf } from "../../src/pierres/index.ts";
import { alimenter, call, lots, lotsSurLaFabrique, one, recevoir } from "./stock-pierres.fixture.ts";

/**
 * A lot of stones from its reception to its feeding to an OF, the deletion of a feeding and its undo, and
 * its returns to the supplier, on the factory's rows (`stock-pierres.fixture.ts`). The stock view is in
 * `stock-pierres.test.ts`.
 */

lotsSurLaFabrique();

describe("POST /api/pierres/recues (spec 02 sections 2.7 and 5)", () => {
  it("refuses an incomplete lot with the spec's messages and saves nothing", async () => {
    const avant = await one<{ n: number }>(sql`select count(*)::int as n from pierres_recues`);
    const res = await call("POST", "/api/pierres/recues", {
      noConfie: "",
      dollar: "x",
      euro: "y",
      poids: "",
      coursEurDoll: "z",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      noConfie: "N° Confie obligatoire.",
      idFour: "Fournisseur obligatoire.",
      idPier: "Pierre obligatoire.",
      dollar: "Le prix $ doit etre un nombre.",
      euro: "Le prix € doit etre un nombre.",
      poids: "Le poids est obligatoire.",
      coursEurDoll: "Le cours €/$ doit etre un nombre.",
    });
    const poids = await call("POST", "/api/pierres/recues", {
      noConfie: "C",
      idFour: lots.four,
      idPier: lots.diamant,
      poids: "1,2,3",
    });
    expect(poids.json().fieldErrors).toEqual({ poids: "Le poids doit etre un nombre." });
    expect(await one(sql`select count(*)::int as n from pierres_recues`)).toEqual(avant);
  });

  it("saves a lot in carats and pieces, in stock, entrusted; warns on an empty certificate", async () => {
    const res = await call("POST", "/api/pierres/recues", {
      noConfie: "C9001",
      idFour: lots.four,
      idPier: lots.diamant,
      euro: "1500",
      poids: "1,000",
      pieces: "20",
      certificat: "",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Pierre enregistree avec succes !",
      avertissement: "Attention : Le champ Certificat est vide. L'enregistrement va continuer.",
    });
    const row = await one(sql`
      select poids, pieces, cours_eur_doll, en_cours, facture, pierre_etat, certificat, date_reception = current_date as today
      from pierres_recues where id_conf = ${res.json().idConf}`);
    expect(row).toEqual({
      poids: "1.000",
      pieces: 20,
      cours_eur_doll: "1.0000",
      en_cours: 1,
      facture: 0,
      pierre_etat: 1,
      certificat: null,
      today: true,
    });
  });

  it("finds the stones by every word, in any order, case-insensitive, with their tariff prices", async () => {
    const { description } = await one<{ description: string }>(
      sql`select description from pierre where id_pier = ${lots.diamant}`,
    );
    const mots = description.split(" ").reverse().join(" ").toUpperCase();
    const res = await call("GET", `/api/pierres/recues/recherche?q=${encodeURIComponent(mots)}`);
    const found = res.json() as { idPier: number; euro: string }[];
    expect(found.some((p) => p.idPier === lots.diamant && Number(p.euro) > 0)).toBe(true);
  });
});

describe("feeding a lot to an OF (spec 02 sections 2.8, 5 and 8; issue 13)", () => {
  it("feeds, lists the OF's stones, and refuses more than remains with the remaining weight", async () => {
    const lot = await recevoir({ pieces: 20 });
    const ok = await alimenter(lot, "0,300", lots.ofOuvert, 6);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe("Operation enregistree avec succes !");
    const trop = await alimenter(lot, "0,701");
    expect(trop.statusCode).toBe(409);
    expect(trop.json()).toMatchObject({
      code: "POIDS_SUPERIEUR_RESTE",
      message: `Poids supérieur au reste de la pierre ${lot} : il reste 0,700\u00a0ct.`,
    });
    const piecesTrop = await alimenter(lot, "0,1", lots.ofOuvert, 15);
    expect(piecesTrop.json().message).toBe(
      `Nombre de pierres supérieur au reste de la pierre ${lot} : il en reste 14.`,
    );

    const liste = (await call("GET", `/api/pierres/alimentations?of=${lots.ofOuvert}`)).json();
    expect(liste).toContainEqual(
      expect.objectContaining({
        idConf: lot,
        noConfie: "T-1",
        recu: "1.000",
        consomme: "0.300",
        pieces: 6,
        euro: "1500.0000",
      }),
    );
    // The OF's Tracer history reads the same feeding.
    expect(
      (await pierresAlimenteesOf(lots.t.database.db, lots.ofOuvert)).some((p) => p.carats === "0.300"),
    ).toBe(true);
  });

  it("requires OF, Id Confie and a positive weight, in the spec's words", async () => {
    const vide = await call("POST", "/api/pierres/alimentations", { of: "", idConf: 1, poids: "1" });
    expect(vide.json().message).toBe("Veuillez remplir tous les champs obligatoires (OF, Id Confie, Poids).");
    const negatif = await call("POST", "/api/pierres/alimentations", {
      of: lots.ofOuvert,
      idConf: 1,
      poids: "-2",
    });
    expect(negatif.json().message).toBe("Le poids doit etre un nombre positif valide.");
    expect((await alimenter(999999, "0.1")).json()).toMatchObject({
      code: "LOT_INTROUVABLE",
      message: "Id Confie introuvable.",
    });
  });

  it("refuses an invoiced OF (600), to feed and to delete a feeding", async () => {
    const lot = await recevoir();
    const res = await alimenter(lot, "0.1", lots.ofFacture);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: "OF_VERROUILLE", message: "L'Of n'est plus éditable " });
    // A feeding made before the invoice cannot be deleted after it.
    await lots.t.database.db.execute(
      sql`insert into op_stock (poids_sortant, "of", id_stock) values (0.1, ${lots.ofFacture}, ${lot})`,
    );
    const { id } = await one<{ id: number }>(
      sql`select max(id_op) as id from op_stock where "of" = ${lots.ofFacture}`,
    );
    const del = await call("DELETE", `/api/pierres/alimentations/${id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe("L'Of n'est plus éditable ");
    expect(await one(sql`select count(*)::int as n from op_stock where id_op = ${id}`)).toEqual({ n: 1 });
  });

  it("refuses a lot out of stock until it is reintegrated", async () => {
    const lot = await recevoir();
    expect((await call("POST", "/api/pierres/stock/sortir", { ids: [lot] })).statusCode).toBe(200);
    const res = await alimenter(lot, "0.1");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `La pierre ${lot} est sortie du stock : réintégrez-la avant de l'alimenter.`,
    );
    await call("POST", "/api/pierres/stock/reintegrer", { ids: [lot] });
    expect(await one(sql`select en_cours, date_sorti from pierres_recues where id_conf = ${lot}`)).toEqual({
      en_cours: 1,
      date_sorti: null,
    });
    expect((await alimenter(lot, "0.1")).statusCode).toBe(201);
  });

  it("20 feedings of one lot at once never exceed it: 16 of 0.060 ct out of 1.000 ct", async () => {
    const lot = await recevoir();
    const res = await Promise.all(Array.from({ length: 20 }, () => alimenter(lot, "0.060")));
    const codes = res.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(16);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    for (const r of res.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(`Poids supérieur au reste de la pierre ${lot} : il reste 0,040\u00a0ct.`);
    }
    expect(
      await one(sql`select sum(poids_sortant)::text as s from op_stock where id_stock = ${lot}`),
    ).toEqual({ s: "0.960" });
  });
});

describe("deleting a feeding and its undo (spec 02 section 4.4)", () => {
  it("deletes at once, restores the same row, and a second undo changes nothing", async () => {
    const lot = await recevoir({ pieces: 10 });
    const { operation } = (await alimenter(lot, "0.250", lots.ofOuvert, 3)).json();
    const del = await call("DELETE", `/api/pierres/alimentations/${operation.idOp}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe("Pierre alimentee supprimee.");
    expect(await one(sql`select count(*)::int as n from op_stock where id_op = ${operation.idOp}`)).toEqual({
      n: 0,
    });

    const undo = await call("POST", `/api/pierres/alimentations/${operation.idOp}/restaurer`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ message: "Suppression annulee. Pierre restauree.", operation });
    const again = await call("POST", `/api/pierres/alimentations/${operation.idOp}/restaurer`);
    expect(again.json().operation).toEqual(operation);
    expect(await one(sql`select count(*)::int as n from op_stock where id_stock = ${lot}`)).toEqual({ n: 1 });
  });

  it("an undo after the lot was used up meanwhile is refused with what remains", async () => {
    const lot = await recevoir();
    const { operation } = (await alimenter(lot, "0.600")).json();
    await call("DELETE", `/api/pierres/alimentations/${operation.idOp}`);
    expect((await alimenter(lot, "0.500")).statusCode).toBe(201);
    const undo = await call("POST", `/api/pierres/alimentations/${operation.idOp}/restaurer`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(
      `Poids supérieur au reste de la pierre ${lot} : il reste 0,500\u00a0ct.`,
    );
    expect((await call("POST", "/api/pierres/alimentations/999999/restaurer")).statusCode).toBe(404);
  });
});

describe("returns to the supplier (spec 02 section 2.10)", () => {
  it("adds, modifies and deletes a return, never beyond what remains", async () => {
    const lot = await recevoir({ pieces: 20 });
    await alimenter(lot, "0.300", lots.ofOuvert, 6);
    const add = await call("POST", "/api/pierres/retours", {
      idConfie: lot,
      pds: "0,200",
      pieces: 4,
      designation: "Hors calibre",
    });
    expect(add.statusCode).toBe(201);
    const { idRetour } = add.json();
    const trop = await call("POST", "/api/pierres/retours", { idConfie: lot, pds: "0,501" });
    expect(trop.json().message).toBe(
      `Poids supérieur au reste de la pierre ${lot} : il reste 0,500\u00a0ct.`,
    );
    // Its own old weight counts as remaining when it is modified: 0.700 may be returned in all.
    expect(
      (
        await call("PUT", `/api/pierres/retours/${idRetour}`, {
          idConfie: lot,
          pds: "0.700",
          designation: "Tout",
        })
      ).statusCode,
    ).toBe(200);
    const plus = await call("PUT", `/api/pierres/retours/${idRetour}`, { idConfie: lot, pds: "0.701" });
    expect(plus.json().message).toBe(
      `Poids supérieur au reste de la pierre ${lot} : il reste 0,700\u00a0ct.`,
    );
    const list = (await call("GET", `/api/pierres/retours?idConfie=${lot}`)).json();
    expect(list.rows).toEqual([
      expect.objectContaining({ idRetour, idConfie: lot, pds: "0.700", designation: "Tout" }),
    ]);
    expect((await call("DELETE", `/api/pierres/retours/${idRetour}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/pierres/retours?idConfie=${lot}`)).json().total).toBe(0);
  });
});
