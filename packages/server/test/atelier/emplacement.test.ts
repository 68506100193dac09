import { MSG_OF_DEJA_PRESENT, MSG_OF_NON_TROUVE, STATUT } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

let t: TestApp;
let cookie: string;
/** Demo OFs not invoiced and never sent to the workshop. */
let libres: number[];
let joa1: { id: number; label: string };
let joa2: { id: number; label: string };
let serto: { id: number; label: string };
/** Today as the question writes it (dd/mm/yyyy). */
let jour: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  libres = (
    await rows<{ n: number }>(sql`
      select o.num_sachet as n from "of" o
      where o.statut not in (${STATUT.facture}, ${STATUT.enStock})
        and not exists (select 1 from ouvrier l where l.n_sachet = o.num_sachet)
        and not exists (select 1 from serti s where s.of_serto = o.num_sachet)
        and not exists (select 1 from new_stock_prod p where p."of" = o.num_sachet)
      order by o.num_sachet limit 4`)
  ).map((r) => r.n);
  const actifs = await rows<{ id: number; label: string }>(
    sql`select id, label from joaillier where actif = 1 order by id limit 2`,
  );
  [joa1, joa2] = [actifs[0]!, actifs[1]!];
  serto = (
    await rows<{ id: number; label: string }>(sql`select id, label from sertisseur where actif = 1 limit 1`)
  )[0]!;
  jour = (await rows<{ d: string }>(sql`select to_char(current_date, 'DD/MM/YYYY') as d`))[0]!.d;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie, ...nouvelEnvoi(method) }, ...(payload ? { payload } : {}) });
const envoi = (kind: "joaillier" | "serti", payload: Record<string, unknown>) =>
  call("POST", `/api/atelier/${kind}/envoi`, payload);
const lignesEnCours = async (n: number) =>
  (
    await rows<{ c: number }>(sql`select (select count(*) from ouvrier where n_sachet = ${n} and rendu = 0)
      + (select count(*) from serti where of_serto = ${n} and rendu_serti = 0) as c`)
  )[0]!.c;

describe("one bag at two places", () => {
  it("a send to another jeweller while the bag is out asks first, word for word; confirmed it goes", async () => {
    const n = libres[0]!;
    expect((await envoi("joaillier", { idOuvrier: joa1.id, numSachet: n, poids: "5" })).statusCode).toBe(201);

    const question = `L'OF est encore chez ${joa1.label} depuis le ${jour}. Envoyer quand même ?`;
    const refuse = await envoi("joaillier", { idOuvrier: joa2.id, numSachet: n, poids: "5" });
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json()).toMatchObject({ code: "OF_AILLEURS", message: question, ouvrier: joa1.label });
    expect(Number(await lignesEnCours(n))).toBe(1);

    const serti = await envoi("serti", { idOuvrier: serto.id, numSachet: n, poids: "5" });
    expect(serti.statusCode).toBe(409);
    expect(serti.json().message).toBe(question);

    const confirme = await envoi("joaillier", {
      idOuvrier: joa2.id,
      numSachet: n,
      poids: "5",
      confirme: true,
    });
    expect(confirme.statusCode).toBe(201);
    expect(Number(await lignesEnCours(n))).toBe(2);
  });

  it("the same worker is still 'OF déjà présent', confirmed or not", async () => {
    const n = libres[1]!;
    expect((await envoi("serti", { idOuvrier: serto.id, numSachet: n, poids: "4" })).statusCode).toBe(201);
    for (const confirme of [false, true]) {
      const again = await envoi("serti", { idOuvrier: serto.id, numSachet: n, poids: "4", confirme });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: "OF_DEJA_PRESENT", message: MSG_OF_DEJA_PRESENT });
    }
  });

  it("Modifier to another worker asks the same question when the bag is out elsewhere too", async () => {
    const n = libres[3]!;
    const seul = await envoi("joaillier", { idOuvrier: joa1.id, numSachet: n, poids: "5" });
    const id = seul.json().idLigne as number;
    const modifier = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/atelier/joaillier/lignes/${id}`,
        headers: { cookie },
        payload,
      });
    // The line's own worker is not "elsewhere": moving the only open line asks nothing.
    expect((await modifier({ idOuvrier: joa2.id, poids: "5" })).statusCode).toBe(200);
    await envoi("serti", { idOuvrier: serto.id, numSachet: n, poids: "5", confirme: true });

    const refuse = await modifier({ idOuvrier: joa1.id, poids: "5" });
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json()).toMatchObject({
      code: "OF_AILLEURS",
      message: `L'OF est encore chez ${serto.label} depuis le ${jour}. Envoyer quand même ?`,
    });
    const ligne = async () =>
      (await rows<{ j: number }>(sql`select id_ouvrier as j from ouvrier where id_ligne = ${id}`))[0]!.j;
    expect(await ligne()).toBe(joa2.id);
    expect((await modifier({ idOuvrier: joa1.id, poids: "5", confirme: true })).statusCode).toBe(200);
    expect(await ligne()).toBe(joa1.id);
  });
});

describe("GET /api/of/:n/emplacement", () => {
  it("at a worker since the send date, at the office, invoiced, in stock; 404 unknown", async () => {
    const n = libres[0]!;
    const chez = await call("GET", `/api/of/${n}/emplacement`);
    expect(chez.statusCode).toBe(200);
    expect(chez.json().emplacement).toMatchObject({
      lieu: "ouvrier",
      libelle: `Chez ${joa1.label} depuis le ${jour}`,
    });

    const bureau = await call("GET", `/api/of/${libres[2]!}/emplacement`);
    expect(bureau.json().emplacement).toEqual({ lieu: "bureau", libelle: "Au bureau" });

    const [facture] = await rows<{ n: number }>(
      sql`select num_sachet as n from "of" where statut = 600 limit 1`,
    );
    const f = await call("GET", `/api/of/${facture!.n}/emplacement`);
    expect(f.json().emplacement).toEqual({ lieu: "facture", libelle: "Facturé" });

    const [stock] = await rows<{ n: number }>(sql`select s."of" as n from new_stock_prod s
      where not exists (select 1 from ouvrier l where l.n_sachet = s."of" and l.rendu = 0)
        and not exists (select 1 from serti l where l.of_serto = s."of" and l.rendu_serti = 0)
        and exists (select 1 from "of" o where o.num_sachet = s."of" and o.statut <> 600) limit 1`);
    if (stock) {
      const s = await call("GET", `/api/of/${stock.n}/emplacement`);
      expect(["stock", "depot"]).toContain(s.json().emplacement.lieu);
      expect(s.json().emplacement.libelle).toMatch(
        /^En (stock|dépôt chez .+)[ ,].*depuis le \d\d\/\d\d\/\d{4}$/,
      );
    }

    const absent = await call("GET", "/api/of/99999999/emplacement");
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe(MSG_OF_NON_TROUVE);
  });
});
