import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { piecesEnStock } from "./pieces.ts";

/**
 * The finished-product stock's prints (spec 02 section 2.12): the labels, read back with pdftotext, the
 * tray sheet and the reservation sheet. On an empty database: each test makes its pieces with the
 * factory (issue 27.5), so every expected value is written out.
 */

let t: TestApp;
let f: Fabrique;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => f.call(method, url, payload);

const pieces = (n: number, o: Parameters<Fabrique["newOf"]>[0] = {}) => piecesEnStock(f, n, o);

describe("prints", () => {
  it("prints labels whose text reads back, with the price rule under and over 6000", async () => {
    const [a] = await pieces(1, { stock: { prixFact: "1234,40", labelProduit: "JONC OR" } });
    const [b] = await pieces(1, { stock: { prixFact: "12500", labelProduit: "RIVIERE" } });
    const dir = mkdtempSync(join(tmpdir(), "etiq-"));
    for (const format of ["thermique", "a4"]) {
      const res = await call("GET", `/api/stock/print/etiquettes?ofs=${a},${b}&format=${format}`);
      expect(res.statusCode).toBe(200);
      const file = join(dir, `${format}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync("pdftotext", [file, "-"]).toString();
      expect(text).toContain("JONC OR");
      expect(text).toContain("1234 / 3085");
      expect(text).toContain("12500 € HT");
      expect(text).toContain(String(a));
    }
    const thermal = execFileSync("pdfinfo", [join(dir, "thermique.pdf")]).toString();
    expect(thermal).toMatch(/Pages:\s+2/);
    expect(thermal).toMatch(/Page size:\s+121\.89 x 22\.677\d* pts/);
  });

  it("prints the tray sheet and the reservation sheet", async () => {
    const sel = (await pieces(2)).join(",");
    for (const kind of ["plateau", "reservation"]) {
      const res = await call("GET", `/api/stock/print/${kind}?ofs=${sel}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
    }
  });
});
