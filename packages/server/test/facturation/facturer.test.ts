import { dueDate, msgOfDejaFacture, type ResultatFacturation, STATUT } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { client, f, facturerSurLaDemo, lignesParOf, session, statuts } from "./facturer.fixture.ts";

/**
 * POST /api/facturation/facturer on the Facturer's setting (`facturer.fixture.ts`): the invoices per due
 * term, the alternate channel, a reservation, 20 concurrent calls, a failure rolled back whole, and an
 * issued invoice final. The list and the refusals are in `a-facturer.test.ts`.
 */

facturerSurLaDemo();

describe("POST /api/facturation/facturer", () => {
  it("makes one invoice per due term, port on the first, with the client's copies and the lines", async () => {
    const c = client(2);
    const [long] = await f.ofsPrets(1, {
      idBijouterie: c.id,
      echeance: 60,
      prixFact: "300.00",
      ref: "BA-OF-60",
      refClt: "CDE-2024-60",
    });
    const [remise] = await f.ofsPrets(1, {
      idBijouterie: c.id,
      prixFact: "200.00",
      reaco: "20",
      remise: "10",
    });
    const [sav] = await f.ofsPrets(1, {
      idBijouterie: c.id,
      prixFact: "99.99",
      remise: "33",
      idStade: 12,
      information: "SAV : mise à taille",
      ref1: "OF 100002",
      tauxTva: null,
    });
    const avant = await f.serie("facture");
    const res = await f.facturer([sav!, remise!, long!], "23");
    expect(res.statusCode).toBe(201);
    const r = res.json() as ResultatFacturation;
    expect(r).toEqual({
      canal: "standard",
      numeros: [avant.max + 1, avant.max + 2],
      message: `Factures enregistrées : n° F${avant.max + 1}, F${avant.max + 2}`,
    });
    const [cours10, cours4] = await f.rows<{ v: string }>(
      sql`select valeur::text as v from cours where id_cours in (10, 4) order by id_cours desc`,
    );
    const entetes = await f.rows<Record<string, unknown>>(sql`
      select id_fact, id_bijouterie, date_fact::text, echeance, date_echeance::text, port::text, taux_tva::text,
             cours_fixe::text, cours_courant::text, client, adresse, cp, ville
      from facture where id_fact in (${avant.max + 1}, ${avant.max + 2}) order by id_fact`);
    const [adr] = await f.rows<Record<string, string>>(
      sql`select adresse, cp, ville from client where id = ${c.id}`,
    );
    const commun = {
      id_bijouterie: c.id,
      client: c.nom,
      ...adr,
      taux_tva: "20.00",
      date_fact: session.today,
    };
    const coursOr = { cours_fixe: cours10!.v, cours_courant: cours4!.v };
    expect(entetes).toEqual([
      {
        ...commun,
        ...coursOr,
        id_fact: avant.max + 1,
        echeance: 60,
        date_echeance: dueDate(session.today, 60),
        port: "23.00",
      },
      {
        ...commun,
        ...coursOr,
        id_fact: avant.max + 2,
        echeance: 30,
        date_echeance: dueDate(session.today, 30),
        port: "0.00",
      },
    ]);
    const lignes = await f.rows<Record<string, unknown>>(sql`
      select fact, "of", designation, commentaire, prix_u_ht::text as pu, reaco::text, rem::text, totht::text,
             ref, ref_clt
      from constituant_fact where fact in (${avant.max + 1}, ${avant.max + 2}) order by fact, id`);
    // The refs as invoiced: the OF's own ref, else its product's; the OF's client ref.
    const [produit] = await f.rows<{ ref: string }>(
      sql`select c.ref from centre c join "of" o on o.idp = c.id_centre where o.num_sachet = ${remise}`,
    );
    expect(lignes).toMatchObject([
      {
        fact: avant.max + 1,
        of: long,
        pu: "300.00",
        totht: "300.00",
        ref: "BA-OF-60",
        ref_clt: "CDE-2024-60",
      },
      {
        fact: avant.max + 2,
        of: remise,
        pu: "200.00",
        reaco: "20.00",
        rem: "10.00",
        totht: "198.00",
        ref: produit!.ref,
        ref_clt: null,
      },
      {
        fact: avant.max + 2,
        of: sav,
        designation: "SAV : mise à taille",
        commentaire: "OF 100002",
        totht: "67.00",
      },
    ]);
    expect([...(await statuts([long!, remise!, sav!])).values()]).toEqual([600, 600, 600]);
    // Invoiced once: the same group again is refused, naming its first OF, and it left the list.
    const encore = await f.facturer([long!, remise!, sav!], 0);
    expect([encore.statusCode, encore.json().message]).toEqual([409, msgOfDejaFacture(long!)]);
    expect((await f.aFacturer()).some((g) => g.idBijouterie === c.id)).toBe(false);
  });

  it("invoices the alternate channel to its client, in its series, and moves the OF at the discounted price", async () => {
    const c = client(3);
    const [a, b] = await f.ofsPrets(2, {
      idBijouterie: c.id,
      nomLigne: "EXTENSIA",
      prixFact: "1000.00",
      ref: "EX-REF-1",
      refClt: "Mme Durand",
    });
    const avant = await f.serie("facture_extensia");
    const avantStd = await f.serie("facture");
    const res = await f.facturer([a!, b!], "0");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ canal: "alternatif", numeros: [avant.max + 1] });
    expect(await f.serie("facture")).toEqual(avantStd);
    const [entete] = await f.rows<{ id_bijouterie: number; port: string }>(
      sql`select id_bijouterie, port::text from facture_extensia where id_fact = ${avant.max + 1}`,
    );
    expect(entete).toEqual({ id_bijouterie: session.t.settings.clientCanalAlternatif, port: "0.00" });
    const lignes = await f.rows<{ of: number; prix: string }>(
      sql`select "of", prix::text, ref, ref_clt from constituant_fact_extensia where fact = ${avant.max + 1} order by "of"`,
    );
    // 1000.00 − 0.9 × (1000.00 − 40.00) = 1000 − 864 = 136.00.
    const prix = "136.00";
    const refs = { ref: "EX-REF-1", ref_clt: "Mme Durand" };
    expect(lignes).toEqual([
      { of: a, prix, ...refs },
      { of: b, prix, ...refs },
    ]);
    const ofs = await f.rows<{ c: number; prix: string; statut: number }>(
      sql`select id_bijouterie as c, prix_fact::text as prix, statut from "of" where num_sachet in (${a}, ${b})`,
    );
    expect(ofs).toEqual([
      { c: session.t.settings.clientCanalAlternatif, prix, statut: 600 },
      { c: session.t.settings.clientCanalAlternatif, prix, statut: 600 },
    ]);
  });

  it("invoices a reservation with its order: the stock piece leaves the stock", async () => {
    const [paire] = await f.rows<{ stock: number; commande: number }>(sql`
      select s.num_sachet as stock, s.of_reservation as commande from "of" s
      join "of" c on c.num_sachet = s.of_reservation
      join new_stock_prod p on p.of = s.num_sachet
      where s.statut = ${STATUT.enStock} and c.statut in (50, 200) order by s.num_sachet limit 1`);
    if (!paire) throw new Error("pas de réservation dans la démo");
    await f
      .db()
      .execute(sql`update "of" set statut = ${STATUT.pretAFacturer} where num_sachet = ${paire.commande}`);
    const groupe = await f.groupeDe(paire.commande);
    expect(groupe.lignes.find((l) => l.numSachet === paire.commande)?.ofReservation).toBe(paire.stock);
    const res = await f.facturer(
      groupe.lignes.map((l) => l.numSachet),
      groupe.portDefaut,
    );
    expect(res.statusCode).toBe(201);
    const [ligne] = await f.rows<{ r: number }>(
      sql`select of_reservation as r from constituant_fact where "of" = ${paire.commande}`,
    );
    expect(ligne?.r).toBe(paire.stock);
    const [piece] = await f.rows<{ statut: number; c: number; enStock: number; ouverts: number }>(sql`
      select statut, id_bijouterie as c,
        (select count(*)::int from new_stock_prod where "of" = ${paire.stock}) as "enStock",
        (select count(*)::int from new_historique_conf where "of" = ${paire.stock} and date_sortie is null) as ouverts
      from "of" where num_sachet = ${paire.stock}`);
    expect(piece).toEqual({ statut: 600, c: groupe.idBijouterie, enStock: 0, ouverts: 0 });
  });

  it("20 concurrent calls over overlapping groups: each OF invoiced once, numbers without gap", async () => {
    const c = client(4).id;
    const standard = await f.ofsPrets(12, { idBijouterie: c, typTransp: 3 });
    const alternatif = await f.ofsPrets(12, { idBijouterie: c, typTransp: 3, nomLigne: "EXTENSIA" });
    // The invoiced line of OF i, by hand. Standard (i < 12): (prix + reaco) × (100 − remise) / 100 rounded
    // up to the cent, e.g. i 0: (100.55 + 12.50) × 0.85 = 96.0925 → 96.10; i 4: 128.55 × 0.85 = 109.2675 →
    // 109.27; i 3: 121.55 + 12.50 = 134.05. Alternate channel (i >= 12, cost 40.00): prix − 0.9 × (prix − 40)
    // rounded up, e.g. i 12: 184.55 − 0.9 × 144.55 = 54.455 → 54.46, then 0.70 more per step of 7.00.
    const totaux = ["96.10", "107.55", "114.55", "134.05", "109.27", "135.55", "155.05", "149.55", "133.07"];
    totaux.push("176.05", "170.55", "177.55", "54.46", "55.16", "55.86", "56.56", "57.26", "57.96", "58.66");
    totaux.push("59.36", "60.06", "60.76", "61.46", "62.16");
    const prix = new Map<number, { prix: string; reaco: string; remise: string; total: string }>();
    for (const [i, n] of [...standard, ...alternatif].entries()) {
      const p = {
        prix: `${100 + i * 7}.55`,
        reaco: i % 3 === 0 ? "12.50" : "0.00",
        remise: i % 4 === 0 ? "15" : "0",
        total: totaux[i]!,
      };
      prix.set(n, p);
      await f
        .db()
        .execute(
          sql`update "of" set prix_fact = ${p.prix}, reaco = ${p.reaco}, remise = ${p.remise} where num_sachet = ${n}`,
        );
    }
    const avant = { std: await f.serie("facture"), alt: await f.serie("facture_extensia") };
    const demandes = Array.from({ length: 20 }, (_, i) => {
      const liste = i % 2 === 0 ? standard : alternatif;
      const fenetre = liste.slice(Math.floor(i / 2), Math.floor(i / 2) + 3);
      // Sent in either order: the server locks in ascending order whatever it receives.
      return i % 4 < 2 ? fenetre : [...fenetre].reverse();
    });
    const reponses = await Promise.all(demandes.map((ofs) => f.facturer(ofs, "10")));

    const reussies = reponses.flatMap((r, i) =>
      r.statusCode === 201 ? [{ ofs: demandes[i]!, r: r.json() as ResultatFacturation }] : [],
    );
    for (const r of reponses) {
      expect([201, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().message).toMatch(/^L'OF \d+ est déjà facturé/);
    }
    expect(reussies.some((x) => x.r.canal === "standard")).toBe(true);
    expect(reussies.some((x) => x.r.canal === "alternatif")).toBe(true);
    // No OF in two successful calls; each OF invoiced is in exactly one line over both channels.
    const factures = reussies.flatMap((x) => x.ofs);
    expect(new Set(factures).size).toBe(factures.length);
    const tous = [...standard, ...alternatif];
    const etats = await statuts(tous);
    const lignes = await lignesParOf(tous);
    for (const n of tous) {
      const attendu = factures.includes(n) ? 1 : 0;
      expect([n, lignes.get(n) ?? 0, etats.get(n)]).toEqual([n, attendu, attendu ? 600 : 575]);
    }
    // Each series: continuous, every number returned, none twice.
    const numeros = { std: [] as number[], alt: [] as number[] };
    for (const x of reussies) numeros[x.r.canal === "standard" ? "std" : "alt"].push(...x.r.numeros);
    for (const s of ["std", "alt"] as const) {
      const apres = await f.serie(s === "std" ? "facture" : "facture_extensia");
      expect(apres.n).toBe(apres.max - apres.min + 1);
      expect(apres.n - avant[s].n).toBe(numeros[s].length);
      expect([...numeros[s]].sort((a, b) => a - b)).toEqual(
        Array.from({ length: numeros[s].length }, (_, i) => avant[s].max + 1 + i),
      );
    }
    // Totals: every line recomputed from the OF's price as it was before invoicing.
    const std = await f.rows<{ of: number; pu: string; reaco: string; rem: string; totht: string }>(sql`
      select "of", prix_u_ht::text as pu, reaco::text, rem::text, totht::text from constituant_fact
      where fact in ${sql.raw(`(${[0, ...numeros.std].join(",")})`)}`);
    for (const l of std) {
      const p = prix.get(l.of)!;
      expect(l.pu).toBe(p.prix);
      expect(l.totht).toBe(p.total);
    }
    const alt = await f.rows<{ of: number; prix: string }>(sql`
      select "of", prix::text from constituant_fact_extensia where fact in ${sql.raw(`(${[0, ...numeros.alt].join(",")})`)}`);
    for (const l of alt) expect(l.prix).toBe(prix.get(l.of)!.total);
    expect(std.length + alt.length).toBe(factures.length);
  });

  it("a failure after any of its writes leaves nothing behind, and takes no number", async () => {
    const [paire] = await f.rows<{ stock: number; commande: number }>(sql`
      select s.num_sachet as stock, s.of_reservation as commande from "of" s
      join "of" c on c.num_sachet = s.of_reservation
      join new_stock_prod p on p.of = s.num_sachet
      where s.statut = ${STATUT.enStock} and c.statut in (50, 200) order by s.num_sachet limit 1`);
    if (!paire) throw new Error("plus de réservation dans la démo");
    await f
      .db()
      .execute(sql`update "of" set statut = ${STATUT.pretAFacturer} where num_sachet = ${paire.commande}`);
    const groupe = await f.groupeDe(paire.commande);
    const ofs = groupe.lignes.map((l) => l.numSachet);
    const photo = async () => ({
      serie: await f.serie(groupe.canalAlternatif ? "facture_extensia" : "facture"),
      lignes: [...(await lignesParOf([...ofs, paire.stock])).entries()],
      statuts: [...(await statuts([...ofs, paire.stock])).entries()],
      stock: await f.rows(
        sql`select "of", plateau, date_entree::text from new_stock_prod where "of" = ${paire.stock}`,
      ),
      sejours: await f.rows(
        sql`select id, date_sortie::text from new_historique_conf where "of" = ${paire.stock} order by id`,
      ),
      cles: await f.rows(sql`select count(*)::int as n from idempotence`),
    });
    const avant = await photo();
    // The database fails the Facturer after its 1st write statement, then after its 2nd, and so on:
    // every run is rolled back whole, until one run has fewer writes than the failure waits for.
    const pannes = panneApresEcriture(f.db());
    await pannes.installer();
    try {
      for (let n = 1; ; n++) {
        if (n > 500) throw new Error("Facturer échoue toujours");
        await pannes.armer(n);
        const res = await f.facturer(ofs, "23");
        if (res.statusCode === 201) {
          expect(n).toBeGreaterThan(5);
          // The numbers the failed runs took are given again: the first of the series follows on.
          expect(res.json().numeros?.[0]).toBe(avant.serie.max + 1);
          break;
        }
        expect(res.statusCode, res.body).toBe(500);
        expect(await photo()).toEqual(avant);
      }
    } finally {
      await pannes.retirer();
    }
  });
});

/**
 * A failure injected by the database: after the nth write statement (insert, update, delete) on any
 * table but the session ones, a statement trigger raises, as a crash or a lost connection would.
 */
function panneApresEcriture(db: ReturnType<typeof f.db>) {
  return {
    async installer() {
      await db.execute(sql`create sequence test_panne_ecritures`);
      await this.armer(0);
      await db.execute(sql`
        do $$ declare t record; begin
          for t in select tablename from pg_tables
                   where schemaname = 'public' and tablename not in ('session', 'log_connexion') loop
            execute format('create trigger test_panne after insert or update or delete on %I
                            for each statement execute function test_panne()', t.tablename);
          end loop;
        end $$`);
    },
    /** The next write statements count from 1; the nth fails (0: none). */
    async armer(n: number) {
      await db.execute(sql`select setval('test_panne_ecritures', 1, false)`);
      await db.execute(
        sql.raw(`
        create or replace function test_panne() returns trigger language plpgsql as $$ begin
          if ${n} > 0 and nextval('test_panne_ecritures') >= ${n} then
            raise exception 'panne simulée après l''écriture n° %', ${n};
          end if;
          return null;
        end $$`),
      );
    },
    async retirer() {
      await db.execute(sql`drop function test_panne() cascade`);
      await db.execute(sql`drop sequence test_panne_ecritures`);
    },
  };
}

describe("an issued invoice is final (migration 0003 trigger)", () => {
  const refuse = async (query: ReturnType<typeof sql>) => {
    const e = await f
      .db()
      .execute(query)
      .then(
        () => null,
        (err: unknown) => err as Error & { cause?: Error },
      );
    expect(`${e?.message} ${e?.cause?.message}`).toContain("ne peut être ni modifié ni supprimé");
  };

  it("refuses an UPDATE or a DELETE of an invoice or its lines, but records a payment date", async () => {
    const [{ id } = { id: 0 }] = await f.rows<{ id: number }>(sql`select max(id_fact) as id from facture`);
    await refuse(sql`update facture set port = port + 1 where id_fact = ${id}`);
    await refuse(sql`delete from facture where id_fact = ${id}`);
    await refuse(sql`update constituant_fact set totht = 0 where fact = ${id}`);
    await refuse(
      sql`delete from constituant_fact_extensia where fact = (select max(id_fact) from facture_extensia)`,
    );
    await f.db().execute(sql`update facture set date_paiement = current_date where id_fact = ${id}`);
    const [paye] = await f.rows<{ d: string | null }>(
      sql`select date_paiement::text as d from facture where id_fact = ${id}`,
    );
    expect(paye?.d).toBe(session.today);
  });
});
