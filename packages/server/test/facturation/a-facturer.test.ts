import {
  MSG_GROUPE_DIFFERENT,
  MSG_OF_NON_TROUVE,
  MSG_OFS_A_FACTURER_OBLIGATOIRES,
  MSG_PORT_INVALIDE,
  msgOfPasPretAFacturer,
  msgOfSansPrix,
  STATUT,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { client, f, facturerSurLaDemo, lignesParOf, session, statuts } from "./facturer.fixture.ts";

/**
 * GET /api/facturation/a-facturer (the list: its groups, order, totals and default port) and what
 * POST /api/facturation/facturer refuses, writing nothing; on the Facturer's setting
 * (`facturer.fixture.ts`). The invoicing itself is in `facturer.test.ts`.
 */

facturerSurLaDemo();

describe("GET /api/facturation/a-facturer", () => {
  it("needs a session", async () => {
    expect((await f.get("/api/facturation/a-facturer", false)).statusCode).toBe(401);
  });

  it("lists every OF at 575 once, in groups of one client, transport, line and LABO", async () => {
    const groupes = await f.aFacturer();
    const db = await f.rows<{ n: number; c: number; tr: number; l: string; labo: number }>(sql`
      select num_sachet as n, id_bijouterie as c, typ_transp as tr, upper(trim(coalesce(nom_ligne, ''))) as l, labo
      from "of" where statut = ${STATUT.pretAFacturer}`);
    const parOf = new Map(db.map((r) => [r.n, r]));
    expect(groupes.flatMap((g) => g.lignes.map((l) => l.numSachet)).sort()).toEqual([...parOf.keys()].sort());
    expect(new Set(groupes.map((g) => g.cle)).size).toBe(groupes.length);
    for (const g of groupes) {
      for (const l of g.lignes) {
        const r = parOf.get(l.numSachet)!;
        expect([r.c, r.tr, r.l, r.labo === 1]).toEqual([
          g.idBijouterie,
          g.typTransp,
          (g.nomLigne ?? "").toUpperCase(),
          g.labo,
        ]);
      }
    }
  });

  it("sorts groups by client then transport, lines by due term then price, both descending", async () => {
    const groupes = await f.aFacturer();
    for (const [i, g] of groupes.entries()) {
      const p = groupes[i - 1];
      if (p) expect(p.client.localeCompare(g.client, "fr")).toBeLessThanOrEqual(0);
      if (p && p.idBijouterie === g.idBijouterie) expect(p.typTransp).toBeLessThanOrEqual(g.typTransp);
      for (const [j, l] of g.lignes.entries()) {
        const q = g.lignes[j - 1];
        if (!q) continue;
        expect(q.echeance).toBeGreaterThanOrEqual(l.echeance);
        if (q.echeance === l.echeance) expect(Number(q.prixFact)).toBeGreaterThanOrEqual(Number(l.prixFact));
      }
    }
  });

  it("totals a group and defaults its port to 23 under 1000, else 0; prices SAV and alternate lines", async () => {
    const c = client(0).id;
    const [petit] = await f.ofsPrets(1, {
      idBijouterie: c,
      typTransp: 1,
      prixFact: "150.00",
      reaco: "20.00",
      remise: "10",
      idStade: 12,
      information: "SAV : rhodiage",
      ref1: "OF 100001",
      refClt: "CDE-42",
    });
    const [gros] = await f.ofsPrets(1, { idBijouterie: c, typTransp: 2, prixFact: "1200.00" });
    const [alt] = await f.ofsPrets(1, {
      idBijouterie: c,
      typTransp: 1,
      nomLigne: "Extensia",
      prixFact: "1000.00",
      prixR: "400.00",
      reaco: "50.00",
      remise: "10",
    });
    const gPetit = await f.groupeDe(petit!);
    expect(gPetit).toMatchObject({ total: "153.00", portDefaut: "23.00", canalAlternatif: false });
    expect(gPetit.lignes[0]).toMatchObject({
      designation: "SAV : rhodiage",
      commentaire: "OF 100001",
      refClt: "CDE-42",
      totalHt: "153.00",
    });
    expect(await f.groupeDe(gros!)).toMatchObject({ total: "1200.00", portDefaut: "0.00" });
    const gAlt = await f.groupeDe(alt!);
    expect(gAlt.cle).not.toBe(gPetit.cle);
    expect(gAlt).toMatchObject({ canalAlternatif: true, total: "460.00", portDefaut: "23.00" });
    expect(gAlt.lignes[0]).toMatchObject({ prixFact: "1000.00", prixUHt: "460.00", totalHt: "460.00" });
  });
});

describe("POST /api/facturation/facturer: refusals", () => {
  it("refuses a bad port, no OF, an unknown OF, an OF not ready, and OFs of two groups", async () => {
    const c = client(1).id;
    const [a, b] = await f.ofsPrets(2, { idBijouterie: c });
    const [autre] = await f.ofsPrets(1, { idBijouterie: c, labo: 1 });
    const [pasPret] = await f.ofsPrets(1, { idBijouterie: c, statut: STATUT.enFabrication });
    const refus = async (ofs: number[], port: string | number, status: number, message: string) => {
      const res = await f.facturer(ofs, port);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    };
    await refus([a!], "-1", 400, MSG_PORT_INVALIDE);
    await refus([a!], "vingt", 400, MSG_PORT_INVALIDE);
    await refus([], "0", 400, MSG_OFS_A_FACTURER_OBLIGATOIRES);
    await refus([999_999_999], "0", 404, MSG_OF_NON_TROUVE);
    await refus([a!, pasPret!], "0", 409, msgOfPasPretAFacturer(pasPret!, STATUT.enFabrication));
    await refus([a!, autre!], "0", 409, MSG_GROUPE_DIFFERENT);
    expect([...(await statuts([a!, b!, autre!])).values()]).toEqual([575, 575, 575]);
    const sansSession = await session.t.app.inject({
      method: "POST",
      url: "/api/facturation/facturer",
      payload: { ofs: [a], port: 0 },
    });
    expect(sansSession.statusCode).toBe(401);
  });

  it("refuses an OF without a price, naming it, instead of invoicing it at 0,00 €; the list flags it", async () => {
    const c = client(5).id;
    const [avecPrix] = await f.ofsPrets(1, { idBijouterie: c, typTransp: 2 });
    const [sansPrix] = await f.ofsPrets(1, { idBijouterie: c, typTransp: 2, prixFact: null });
    const groupe = await f.groupeDe(sansPrix!);
    expect(groupe.lignes.map((l) => [l.numSachet, l.sansPrix])).toEqual(
      expect.arrayContaining([
        [avecPrix, false],
        [sansPrix, true],
      ]),
    );
    const avant = await f.serie("facture");
    const res = await f.facturer([avecPrix!, sansPrix!], "23");
    expect([res.statusCode, res.json().message]).toEqual([409, msgOfSansPrix(sansPrix!)]);
    expect(res.json().message).toBe(`L'OF ${sansPrix} n'a pas de prix : facturation impossible.`);
    expect(await f.serie("facture")).toEqual(avant);
    expect([...(await statuts([avecPrix!, sansPrix!])).values()]).toEqual([575, 575]);
    expect(await lignesParOf([avecPrix!, sansPrix!])).toEqual(new Map());
  });
});
