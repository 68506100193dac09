import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, cours } from "../../src/db/schema/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("audit trail", () => {
  it("records who, when, which row, before and after, for each write through the API", async () => {
    const cookie = await t.cookieOf("direction");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/cours",
      headers: { cookie },
      payload: { description: "Audité", valeur: "5" },
    });
    const id = String(created.json().idCours);
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/cours/${id}`,
      headers: { cookie },
      payload: { description: "Audité 2", valeur: "6" },
    });
    const rows = await t.database.db.select().from(audit).where(eq(audit.rowId, id));
    const mine = rows.filter((r) => r.tableName === "cours");
    expect(mine.map((r) => r.operation)).toEqual(["INSERT", "UPDATE"]);
    const direction = await t.database.db.query.utilisateur.findFirst({
      where: (u, { eq }) => eq(u.login, "direction"),
    });
    expect(mine[1]).toMatchObject({
      idUser: direction?.idUser,
      before: expect.objectContaining({ description: "Audité" }),
      after: expect.objectContaining({ description: "Audité 2" }),
    });
    expect(mine[1]?.at).toBeInstanceOf(Date);
  });

  it("leaves no audit row and no data when the operation rolls back", async () => {
    const auditBefore = (await t.database.db.select().from(audit)).length;
    await expect(
      withTx(t.database.db, 1, async (tx) => {
        await tx.insert(cours).values({ description: "Fantôme", valeur: "1" });
        throw new Error("échec au milieu de l'opération");
      }),
    ).rejects.toThrow("échec");
    expect(await t.database.db.select().from(cours).where(eq(cours.description, "Fantôme"))).toHaveLength(0);
    expect(await t.database.db.select().from(audit)).toHaveLength(auditBefore);
  });

  it("is attached to every business table", async () => {
    const res = await t.database.db.execute<{ relname: string }>(
      `select relname from pg_class c where relkind = 'r' and relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_trg')
       order by relname` as never,
    );
    const names = ("rows" in res ? res.rows : res).map((r: { relname: string }) => r.relname);
    // Journals and projections: their rows are written from audited ones or never change.
    expect(names).toEqual([
      "analyse_ca_mois",
      // The loss per jeweller and day (migration 0040), a projection of the audited workshop lines.
      "analyse_perte_joaillier_jour",
      // The production per day (migration 0038), a projection of the audited workshop lines.
      "analyse_production_jour",
      "analyse_vente",
      "audit",
      // The invoice totals of /compta's list (migration 0044), a projection of the audited invoices and lines.
      "compta_total_facture",
      "idempotence",
      "log_connexion",
      "log_consultation_produit",
      // The OFs per status of the OF lists' total (migration 0049), a projection of the audited OFs.
      "of_compte_statut",
      "registre_police",
      "registre_police_consultation",
      "registre_police_sceau",
      "session",
      "tentative_connexion",
    ]);
  });
});
