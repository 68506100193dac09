import { FEC_ENTETE } from "@ecrin/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportFec, exportQuadra } from "../../src/compta/export.service.ts";
import { BusinessError } from "../../src/http/errors.ts";
import { PoolDocuments } from "../../src/pdf/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * Issue 29.3: the FEC and the Quadra file of a period are written in the documents' worker pool (the
 * entries are read on the request thread): past the pool's budget, the French 503 of the PDFs.
 */
let t: TestApp;
const pools: PoolDocuments[] = [];
const pool = (o: ConstructorParameters<typeof PoolDocuments>[0]) => {
  const p = new PoolDocuments(o);
  pools.push(p);
  return p;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await t.close();
});

const PERIODE = { debut: "2031-01-01", fin: "2031-12-31" };

async function refus(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(BusinessError);
  const b = e as BusinessError;
  return { status: b.status, code: b.code, message: b.message };
}

describe("the accounting exports in the documents' pool", () => {
  it("refuses the FEC and the Quadra file past the pool's budget, in French", async () => {
    const p = pool({ threads: 1, budgetMs: 1 });
    const tropLourd = {
      status: 503,
      code: "DOCUMENT_TROP_LOURD",
      message:
        "Ce document est trop long à produire : réduisez la période ou le nombre de lignes, puis réessayez.",
    };
    expect(await refus(exportFec(t.database.db, t.settings, PERIODE, p))).toEqual(tropLourd);
    expect(await refus(exportQuadra(t.database.db, t.settings, PERIODE, p))).toEqual(tropLourd);
  }, 120_000);

  it("writes the same period within the budget: a FEC of no entry is its header alone", async () => {
    const fec = await exportFec(t.database.db, t.settings, PERIODE, pool({ threads: 1 }));
    expect(fec).toEqual({ nom: "123456782FEC20311231.txt", contenu: `${FEC_ENTETE}\r\n` });
    const quadra = await exportQuadra(t.database.db, t.settings, PERIODE, pool({ threads: 1 }));
    expect(quadra).toEqual({ nom: "quadra-VT-20310101-20311231.txt", contenu: "" });
  }, 120_000);
});
