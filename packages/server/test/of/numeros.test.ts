import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The OF-number picker on an empty database and twelve OFs made by the factory (issue 27.5): numbered
 * 1 to 12, of one shop ("Bijouterie Test 1") and one product (ref TST2), so each answer is written out.
 */

let t: TestApp;
let f: Fabrique;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  for (let i = 0; i < 12; i++) await f.newOf();
});
afterAll(() => t.close());

const search = (q: string, limit = 20) => f.call("GET", `/api/of/numeros?q=${q}&limit=${limit}`);
const of = (numSachet: number) => ({ numSachet, ref: "TST2", client: "Bijouterie Test 1", statut: 50 });

describe("/api/of/numeros: the OF-number picker", () => {
  it("returns OFs whose number starts with the typed digits, in order, with ref and client", async () => {
    const res = await search("1");
    expect(res.statusCode).toBe(200);
    // 1, then 10 to 19 (of which 10, 11 and 12 exist): never 2 to 9.
    expect(res.json()).toEqual([of(1), of(10), of(11), of(12)]);
    expect((await search("2")).json()).toEqual([of(2)]);
  });

  it("respects the limit and finds an exact number", async () => {
    expect((await search("1", 2)).json()).toEqual([of(1), of(10)]);
    expect((await search("12")).json()).toEqual([of(12)]);
    expect((await search("13")).json()).toEqual([]);
  });

  it("refuses what is not an OF number", async () => {
    const res = await search("abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Numéro d'OF invalide.");
  });
});
