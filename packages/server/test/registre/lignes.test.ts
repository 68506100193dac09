import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REGLES_MOUVEMENT_REGISTRE } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * Issue 25 points 1, 2 and 4: the register's lines written from what physically came in or left, per
 * ledger movement type; pieces made in the workshop enter it when finished and leave it on their invoice
 * pointing to that entry; every piece line carries its titre and fine weight.
 */
let t: TestApp;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(q)).rows;
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

interface Ligne {
  num: number;
  sens: string;
  nature: string;
  description: string;
  partie: string;
  poids: string;
  titre: number | null;
  poids_fin: string | null;
  piece_of: number | null;
  entree: number | null;
}
const apres = (num: number) =>
  rows<Ligne>(sql`select num::int as num, sens, nature, description, partie, poids::text as poids, titre,
    poids_fin::text as poids_fin, piece_of, entree::int as entree from registre_police where num > ${num} order by num`);
const dernierNum = async () =>
  (await rows<{ n: number }>(sql`select coalesce(max(num), 0)::int as n from registre_police`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    config: { dataDir: mkdtempSync(join(tmpdir(), "ecrin-registre-")) },
  });
}, 300_000);
afterAll(() => t.close());

describe("point 4: one table of movement types, in the domain and in the database", () => {
  it("the database's rules are the domain's, row for row", async () => {
    const enBase =
      await rows(sql`select ordre, type, grand_livre as "grandLivre", montant, avec_titre as "avecTitre",
      sauf_si as "saufSi", sens, titre, poids_fin as "poidsFin", libelle from regle_registre_mouvement order by ordre`);
    expect(enBase).toEqual(REGLES_MOUVEMENT_REGISTRE.map((r) => ({ ...r })));
  });

  it("Achat fil et plaque 750: 124.50 g of 750 came in from the supplier, nothing went out", async () => {
    const [f] = await rows<{ id: number; nom: string }>(
      sql`select four_id as id, raison_soc as nom from fournisseur order by four_id limit 1`,
    );
    const n = await dernierNum();
    await exec(sql`insert into mouvement_metal (fournisseur_id, date_mouvement, designation, metal_id, entree_or_fin,
      sortie_or_750, sortie_or_fin) values (${f!.id}, '2026-11-20', 'Achat fil et plaque 750', 1, '93.38', '124.50', '124.50')`);
    expect(await apres(n)).toEqual([
      expect.objectContaining({
        sens: "E",
        nature: "metal",
        poids: "124.500",
        titre: 750,
        poids_fin: "93.375",
        description: "Alliage reçu du fournisseur (Or) : Achat fil et plaque 750",
        partie: expect.stringContaining(f!.nom),
      }),
    ]);
  });
});

describe("points 1 and 2: a piece made in the workshop enters the register and leaves it on its invoice", () => {
  let of: { n: number; poids: string; titre: number };

  it("the demo's pieces in the house were taken over once, each with its titre (where its alloy has one)", async () => {
    const [sans] = await rows<{ n: number }>(sql`select count(*)::int as n from "of" o
      where o.statut >= 500 and o.statut <> 600 and not exists (select 1 from registre_police g where g.piece_of = o.num_sachet)`);
    expect(sans!.n).toBe(0);
    const [reprise] = await rows<{ n: number }>(sql`select registre_police_reprise_pieces()::int as n`);
    expect(reprise!.n).toBe(0);
    const [sansTitre] = await rows<{ n: number }>(
      sql`select count(*)::int as n from registre_police g join "of" o on o.num_sachet = g.piece_of
        join titre_metal t on t.id_type = o.type_metal where g.nature = 'bijou' and g.titre is null`,
    );
    expect(sansTitre!.n).toBe(0);
  });

  it("finishing an OF writes its entry: own manufacture, OF number, one piece, weight, titre, fine weight", async () => {
    [of] = (await rows<typeof of>(sql`select o.num_sachet as n, o.poids::text as poids, t.titre
      from "of" o join titre_metal t on t.id_type = o.type_metal
      where o.statut < 500 and o.poids > 0 and t.titre = 750 order by o.num_sachet limit 1`)) as [typeof of];
    const n = await dernierNum();
    await exec(sql`update "of" set statut = 550 where num_sachet = ${of.n}`);
    const [e] = await apres(n);
    expect(e).toMatchObject({
      sens: "E",
      nature: "bijou",
      partie: `Fabrication maison (atelier), OF n° ${of.n}`,
      titre: 750,
      piece_of: of.n,
    });
    expect(e!.description.startsWith(`Fabrication maison, OF ${of.n}`)).toBe(true);
    expect(Number(e!.poids)).toBe(Number(of.poids));
    expect(Number(e!.poids_fin)).toBe(Math.round(Number(of.poids) * 750) / 1000);
    // Back to the workshop and finished again: the piece never left, no second entry.
    await exec(sql`update "of" set statut = 200 where num_sachet = ${of.n}`);
    await exec(sql`update "of" set statut = 575 where num_sachet = ${of.n}`);
    expect(await apres(n + 1)).toEqual([]);
  });

  it("its invoice line leaves with its titre and fine weight, pointing to that entry", async () => {
    const [entree] = await rows<{ num: number }>(
      sql`select max(num)::int as num from registre_police where piece_of = ${of.n} and sens = 'E'`,
    );
    const [c] = await rows<{ id: number }>(sql`select id from client order by id limit 1`);
    const [f] = await rows<{
      id: number;
    }>(sql`insert into facture (id_bijouterie, date_fact, taux_tva, client, ville)
      values (${c!.id}, '2026-11-24', '20.00', 'Bijouterie Test', 'Lyon') returning id_fact as id`);
    const n = await dernierNum();
    await exec(sql`insert into constituant_fact (fact, "of", designation, prix_u_ht, totht, poids_u)
      values (${f!.id}, ${of.n}, 'Bague', '1000.00', '950.00', '4.000')`);
    expect(await apres(n)).toEqual([
      expect.objectContaining({
        sens: "S",
        nature: "bijou",
        poids: "4.000",
        titre: 750,
        poids_fin: "3.000",
        piece_of: of.n,
        entree: entree!.num,
        description: `Facture ${f!.id}, OF ${of.n} : Bague`,
      }),
    ]);
  });

  it("an invoiced piece taken back into stock comes back from its client", async () => {
    await exec(sql`update "of" set statut = 600 where num_sachet = ${of.n}`);
    const n = await dernierNum();
    await exec(sql`update "of" set statut = 650 where num_sachet = ${of.n}`);
    expect(await apres(n)).toEqual([
      expect.objectContaining({ sens: "E", nature: "bijou", titre: 750, piece_of: of.n }),
    ]);
    expect((await apres(n))[0]!.description.startsWith(`Retour client, OF ${of.n}`)).toBe(true);
  });
});
