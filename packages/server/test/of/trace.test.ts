import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { image, of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let enCours: number;
let facture: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const pick = async (statut: number) =>
    (
      await t.database.db.execute<{ n: number }>(
        sql`select num_sachet as n from "of" where statut = ${statut} order by num_sachet limit 1`,
      )
    ).rows[0]!.n;
  enCours = await pick(200);
  facture = await pick(600);
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const trace = {
  statut: 500,
  poids: "4,125",
  idStade: 2,
  typTransp: 3,
  dim: "45 cm",
  prixFact: "1250,5",
  prixR: "600",
  reaco: "",
  refClt: "REF-9",
  remise: "5",
  echeance: "30",
  dateLImp: false,
  tournee: true,
  devis: false,
  facon: false,
  pierresClt: false,
  signe: true,
  grave: false,
  labo: false,
  notes: "Bague solitaire",
  information: "Livrer avant Noël",
};

describe("PUT /api/of/:n/trace", () => {
  it("saves every field of the trace, exactly", async () => {
    const res = await call("PUT", `/api/of/${enCours}/trace`, trace);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statut: 500,
      poids: "4.125",
      typTransp: 3,
      dim: "45 cm",
      prixFact: "1250.50",
      reaco: "0.00",
      remise: "5.00",
      echeance: 30,
      tournee: true,
      signe: true,
      information: "Livrer avant Noël",
    });
  });

  it("requires weight, stade, status and transport with the French messages, and saves nothing", async () => {
    const before = (await call("GET", `/api/of/${enCours}`)).json();
    const res = await call("PUT", `/api/of/${enCours}/trace`, {
      ...trace,
      statut: "",
      poids: "",
      idStade: null,
      typTransp: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      statut: "Le statut est obligatoire.",
      poids: "Le poids est obligatoire.",
      idStade: "Le stade est obligatoire.",
      typTransp: "Le type de transport est obligatoire.",
    });
    expect((await call("GET", `/api/of/${enCours}`)).json()).toEqual(before);
  });

  it("refuses to set the invoiced status by hand", async () => {
    const res = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, statut: 600 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.statut).toBe("Le statut Facturé (600) est posé par la facturation.");
  });

  it("sets 575 by hand only with a price and a weight, and never a stock status, leaving the OF as it was", async () => {
    const before = (await call("GET", `/api/of/${enCours}`)).json();
    const sansPrix = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, statut: 575, prixFact: "" });
    expect(sansPrix.statusCode).toBe(409);
    expect(sansPrix.json().message).toBe(
      `L'OF ${enCours} n'a pas de prix : donnez-lui un prix (Tracer) avant de le passer prêt à facturer.`,
    );
    const sansPoids = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, statut: 575, poids: "0" });
    expect(sansPoids.statusCode).toBe(409);
    expect(sansPoids.json().message).toBe(
      `L'OF ${enCours} n'a pas de poids : pesez-le avant de le passer prêt à facturer.`,
    );
    const stock = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, statut: 650 });
    expect(stock.statusCode).toBe(409);
    expect(stock.json().message).toBe(
      "Un OF entre en stock par « Rentrer en Stock » et en sort par les actions de Stock Produit, pas par le statut.",
    );
    expect((await call("GET", `/api/of/${enCours}`)).json()).toEqual(before);

    const pret = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, statut: 575 });
    expect(pret.statusCode).toBe(200);
    expect(pret.json().statut).toBe(575);
    await call("PUT", `/api/of/${enCours}/trace`, trace);
  });

  it("keeps a stock piece at 650 when its other fields are saved, and refuses taking it out by the list", async () => {
    const [row] = (
      await t.database.db.execute<{ n: number }>(
        sql`select num_sachet as n from "of" where statut = 650 order by num_sachet limit 1`,
      )
    ).rows;
    const n = row!.n;
    expect((await call("PUT", `/api/of/${n}/trace`, { ...trace, statut: 650 })).statusCode).toBe(200);
    const sortie = await call("PUT", `/api/of/${n}/trace`, { ...trace, statut: 200 });
    expect(sortie.statusCode).toBe(409);
    expect((await call("GET", `/api/of/${n}`)).json().statut).toBe(650);
  });
});

describe("an invoiced OF (600) is locked on every write route", () => {
  it("refuses the trace, the edit panel, the photo and the deletion, even with a forged body", async () => {
    const [avant] = await t.database.db.select().from(of).where(eq(of.numSachet, facture));
    const attempts = [
      call("PUT", `/api/of/${facture}/trace`, { ...trace, statut: 50 }),
      call("PUT", `/api/of/${facture}/edition`, { idStade: 2, typTransp: 1, typeMetal: 1, statut: 50 }),
      call("PUT", `/api/of/${facture}/photo`, { nom: "x.jpg" }),
      call("DELETE", `/api/of/${facture}/photo`),
      call("DELETE", `/api/of/${facture}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("L'Of n'est plus éditable ");
    }
    const [apres] = await t.database.db.select().from(of).where(eq(of.numSachet, facture));
    expect(apres).toEqual(avant);
  });
});

describe("the OF photo", () => {
  it("takes an image of the image table, and is removed", async () => {
    await t.database.db
      .insert(image)
      .values({ nom: `${enCours}.jpg` })
      .onConflictDoNothing();
    const set = await call("PUT", `/api/of/${enCours}/photo`, { nom: `${enCours}.jpg` });
    expect(set.statusCode).toBe(200);
    expect(set.json().photoOf).toBe(`${enCours}.jpg`);
    const unknown = await call("PUT", `/api/of/${enCours}/photo`, { nom: "inconnue-zz.jpg" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Image introuvable.");
    const removed = await call("DELETE", `/api/of/${enCours}/photo`);
    expect(removed.json().photoOf).toBeNull();
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "PUT", url: `/api/of/${enCours}/trace`, payload: trace });
    expect(res.statusCode).toBe(401);
  });
});

describe("the line name and the SAV comment (issue 12 point 11)", () => {
  it("an OF created from a centre vide of the alternate channel's line takes it, and is invoiced there", async () => {
    const db = t.database.db;
    const alt = t.settings.nomLigneCanalAlternatif;
    const [p] = (
      await db.execute<{ idp: number; idCv: number; metal: number }>(sql`
        select pr.id_centre as idp, c.id_cv as "idCv", (select min(id_type) from type_metal) as metal
        from produit pr join centre c on c.id_centre = pr.id_centre
        where c.id_cv is not null order by pr.id_centre limit 1`)
    ).rows;
    await db.execute(
      sql`update centre_vide set nom_ligne = ${alt}, prenom_ligne = 'Alice' where id_cv = ${p!.idCv}`,
    );
    const [client] = (
      await db.execute<{ id: number }>(sql`
        select c.id from client c
        where c.actif and c.id not in (${t.settings.clientStock}, ${t.settings.clientCanalAlternatif})
          and not exists (select 1 from client e where e.id_parent = c.id)
        order by c.id limit 1`)
    ).rows;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/of/creation",
      headers: { cookie },
      payload: {
        ofs: [
          {
            idp: p!.idp,
            idBijouterie: client!.id,
            idTypeCommande: 1,
            typTransp: 1,
            typeMetal: p!.metal,
            idStade: 2,
            typCom: 1,
            prixFact: "1000",
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const n = res.json()[0].numSachet as number;
    const cree = (await call("GET", `/api/of/${n}`)).json();
    expect(cree).toMatchObject({ nomLigne: alt, ref1: null });
    const [row] = await db.select({ prenom: of.prenomLigne }).from(of).where(eq(of.numSachet, n));
    expect(row!.prenom).toBe("Alice");
    // Ready to invoice (weight and price set): /livraion lists it in the alternate channel.
    await db.update(of).set({ statut: 575, poids: "3.000" }).where(eq(of.numSachet, n));
    const groupes = (await call("GET", "/api/facturation/a-facturer")).json() as Array<{
      canalAlternatif: boolean;
      lignes: Array<{ numSachet: number }>;
    }>;
    const groupe = groupes.find((g) => g.lignes.some((l) => l.numSachet === n));
    expect(groupe?.canalAlternatif).toBe(true);
  });

  it("Tracer saves the line name and the SAV comment; a body without them keeps them", async () => {
    const res = await call("PUT", `/api/of/${enCours}/trace`, {
      ...trace,
      nomLigne: " Solitaires ",
      ref1: "SAV : mise à taille 52",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomLigne: "Solitaires", ref1: "SAV : mise à taille 52" });
    const sans = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, notes: "Sans les deux champs" });
    expect(sans.json()).toMatchObject({ nomLigne: "Solitaires", ref1: "SAV : mise à taille 52" });
    const trop = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, ref1: "x".repeat(101) });
    expect(trop.statusCode).toBe(400);
    expect(trop.json().fieldErrors.ref1).toBe("Commentaire SAV : 100 caractères au plus.");
  });
});

describe("GET /api/of/:n/historique (issue 12 point 4)", () => {
  it("gives the OF's workshop and setting lines, fed stones and invoices", async () => {
    const db = t.database.db;
    const [o] = (
      await db.execute<{ n: number }>(sql`
        select o.num_sachet as n from "of" o
        where exists (select 1 from ouvrier w where w.n_sachet = o.num_sachet)
          and exists (select 1 from serti s where s.of_serto = o.num_sachet)
          and exists (select 1 from op_stock p where p."of" = o.num_sachet)
          and exists (select 1 from constituant_fact c where c."of" = o.num_sachet)
        order by o.num_sachet limit 1`)
    ).rows;
    const n = o!.n;
    const res = await call("GET", `/api/of/${n}/historique`);
    expect(res.statusCode).toBe(200);
    const h = res.json();
    const attendu = async (q: ReturnType<typeof sql>) =>
      (await db.execute<{ v: unknown }>(q)).rows.map((r) => r.v);
    const joailliers = await attendu(
      sql`select j.label as v from ouvrier w join joaillier j on j.id = w.id_ouvrier where w.n_sachet = ${n} order by w.id_ligne`,
    );
    const sertisseurs = await attendu(
      sql`select s.label as v from serti l join sertisseur s on s.id = l.id_serto where l.of_serto = ${n} order by l.id_sert`,
    );
    type Ligne = { genre: string; ouvrier: string; poidsEnvoye: string; dateEnvoi: string };
    expect(h.lignes.filter((l: Ligne) => l.genre === "joaillier").map((l: Ligne) => l.ouvrier)).toEqual(
      joailliers,
    );
    expect(h.lignes.filter((l: Ligne) => l.genre === "serti").map((l: Ligne) => l.ouvrier)).toEqual(
      sertisseurs,
    );
    const lots = await attendu(
      sql`select pr.no_confie as v from op_stock op join pierres_recues pr on pr.id_conf = op.id_stock where op."of" = ${n} order by op.date_op, op.id_op`,
    );
    expect(h.pierres.map((p: { lot: string }) => p.lot)).toEqual(lots);
    expect(h.pierres[0]).toMatchObject({
      description: expect.any(String),
      carats: expect.stringMatching(/^\d+\.\d+$/),
    });
    const factures = await attendu(
      sql`select distinct fact as v from constituant_fact where "of" = ${n} order by fact`,
    );
    expect(
      h.factures
        .filter((f: { canal: string }) => f.canal === "standard")
        .map((f: { numero: number }) => f.numero),
    ).toEqual(factures);
  });

  it("shows who changed what and when, field by field in French, latest first", async () => {
    const [autre] = (
      await t.database.db.execute<{ n: number }>(
        sql`select num_sachet as n from "of" where statut = 200 and num_sachet <> ${enCours} order by num_sachet limit 1`,
      )
    ).rows;
    const n = autre!.n;
    const avant = { ...trace, statut: 200, idStade: 1, typTransp: 1 };
    expect((await call("PUT", `/api/of/${n}/trace`, avant)).statusCode).toBe(200);
    const ecrit = await call("PUT", `/api/of/${n}/trace`, {
      ...trace,
      statut: 200,
      poids: "4,47",
      ref1: "Retouche",
    });
    expect(ecrit.statusCode).toBe(200);
    const login = (await call("GET", "/api/auth/session")).json().user.login as string;
    const h = (await call("GET", `/api/of/${n}/historique`)).json();
    const dernier = h.audit[0];
    expect(dernier).toMatchObject({ objet: "OF", operation: "UPDATE", utilisateur: login });
    expect(Number.isNaN(Date.parse(dernier.at))).toBe(false);
    expect(dernier.changements).toEqual(
      expect.arrayContaining([
        // The weight as stored (3 decimals), with a French comma; references by their names.
        expect.objectContaining({ champ: "poids", libelle: "Poids (g)", avant: "4,125", apres: "4,470" }),
        expect.objectContaining({
          champ: "id_stade",
          libelle: "Stade",
          avant: "Monture fonte seule (MFS)",
          apres: "Pièce finie",
        }),
        expect.objectContaining({ champ: "typ_transp", avant: "Tournée", apres: "Chronopost" }),
        expect.objectContaining({ champ: "ref1", libelle: "Commentaire SAV", avant: "—", apres: "Retouche" }),
      ]),
    );
  });

  it("answers 404 for an unknown OF and 401 without a session", async () => {
    const inconnu = await call("GET", "/api/of/999999999/historique");
    expect([inconnu.statusCode, inconnu.json().message]).toEqual([404, "OF non trouvé"]);
    const anonyme = await t.app.inject({ method: "GET", url: `/api/of/${enCours}/historique` });
    expect(anonyme.statusCode).toBe(401);
  });
});
