import { STATUT } from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of } from "../../src/db/schema/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { BusinessError } from "../../src/http/errors.ts";
import { changerStatut, changerStatuts, creerOf } from "../../src/noyau-of/transitions.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let idUser: number;
let base: { idp: number; idBijouterie: number; idStade: number; typTransp: number; typeMetal: number };

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const [u] = (await db().execute<{ id: number }>(sql`select id_user as id from utilisateur limit 1`)).rows;
  idUser = u!.id;
  const modele = (await db().select().from(of).limit(1))[0]!;
  base = {
    idp: modele.idp,
    idBijouterie: modele.idBijouterie,
    idStade: modele.idStade,
    typTransp: modele.typTransp,
    typeMetal: modele.typeMetal,
  };
});
afterAll(() => t.close());

async function nouvelOf(statut: number): Promise<number> {
  const [row] = await db()
    .insert(of)
    .values({ ...base, statut })
    .returning({ n: of.numSachet });
  return row!.n;
}

const statut = async (n: number) => (await db().select().from(of).where(eq(of.numSachet, n)))[0]?.statut;

/** The refusal a command throws: its status, code and message. */
async function refusDe(fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (e) {
    if (e instanceof BusinessError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  throw new Error("no refusal");
}

describe("the OF status module (noyau-of/transitions.ts)", () => {
  it("creates an OF at 50 and moves it by the table; the audit records who, before and after", async () => {
    const n = await withTx(db(), idUser, (tx) => creerOf(tx, base));
    expect(await statut(n)).toBe(STATUT.cree);
    await withTx(db(), idUser, (tx) => changerStatut(tx, n, STATUT.enFabrication, "envoi"));
    await withTx(db(), idUser, (tx) => changerStatut(tx, n, STATUT.fabrique, "retourSerti"));
    expect(await statut(n)).toBe(STATUT.fabrique);
    const audit = (
      await db().execute<{ avant: string; apres: string; idUser: number }>(sql`
        select before ->> 'statut' as avant, after ->> 'statut' as apres, id_user as "idUser" from audit
        where table_name = 'of' and row_id = ${String(n)} and operation = 'UPDATE' order by id`)
    ).rows;
    expect(audit).toEqual([
      { avant: "50", apres: "200", idUser },
      { avant: "200", apres: "500", idUser },
    ]);
  });

  it("refuses a move the table does not allow, in French, and writes nothing", async () => {
    const n = await nouvelOf(STATUT.enFabrication);
    expect(
      await refusDe(() => withTx(db(), idUser, (tx) => changerStatut(tx, n, STATUT.facture, "facturation"))),
    ).toEqual({
      status: 409,
      code: "TRANSITION_INTERDITE",
      message: `L'OF ${n} ne peut pas passer du statut 200 au statut 600 (facturation).`,
    });
    expect(await statut(n)).toBe(STATUT.enFabrication);
  });

  it("an invoiced OF refuses every command but the reinstatement", async () => {
    const n = await nouvelOf(STATUT.facture);
    expect(
      await refusDe(() => withTx(db(), idUser, (tx) => changerStatut(tx, n, STATUT.enFabrication, "envoi"))),
    ).toEqual({ status: 409, code: "OF_VERROUILLE", message: "L'Of n'est plus éditable " });
    expect(await statut(n)).toBe(STATUT.facture);
    await withTx(db(), idUser, (tx) => changerStatut(tx, n, STATUT.enStock, "reintegration"));
    expect(await statut(n)).toBe(STATUT.enStock);
  });

  it("writes the command's other fields in the same update", async () => {
    const n = await nouvelOf(STATUT.enStock);
    await withTx(db(), idUser, (tx) =>
      changerStatut(tx, n, STATUT.pretAFacturer, "transfert", { refClt: "CMD-TR", ofReservation: null }),
    );
    const row = (await db().select().from(of).where(eq(of.numSachet, n)))[0]!;
    expect(row).toMatchObject({ statut: STATUT.pretAFacturer, refClt: "CMD-TR" });
    const updates = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from audit
      where table_name = 'of' and row_id = ${String(n)} and operation = 'UPDATE'`);
    expect(updates.rows[0]?.n).toBe(1);
  });

  it("moves several OFs at once, or none of them when one is refused", async () => {
    const a = await nouvelOf(STATUT.pretAFacturer);
    const b = await nouvelOf(STATUT.enStock);
    const c = await nouvelOf(STATUT.enFabrication);
    expect(
      (
        await refusDe(() =>
          withTx(db(), idUser, (tx) => changerStatuts(tx, [a, b, c], STATUT.facture, "facturation")),
        )
      ).code,
    ).toBe("TRANSITION_INTERDITE");
    expect([await statut(a), await statut(b), await statut(c)]).toEqual([575, 650, 200]);
    const avant = await withTx(db(), idUser, (tx) =>
      changerStatuts(tx, [b, a], STATUT.facture, "facturation", (n) => ({ refClt: `F-${n}` })),
    );
    expect(avant.map((r) => r.numSachet)).toEqual([a, b]);
    expect([await statut(a), await statut(b)]).toEqual([600, 600]);
    expect((await db().select().from(of).where(eq(of.numSachet, b)))[0]!.refClt).toBe(`F-${b}`);
  });

  it("refuses an unknown OF: 'OF non trouvé'", async () => {
    expect(
      await refusDe(() => withTx(db(), idUser, (tx) => changerStatut(tx, 999_999_999, 200, "envoi"))),
    ).toEqual({ status: 404, code: "OF_NON_TROUVE", message: "OF non trouvé" });
  });
});
