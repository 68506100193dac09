import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyPluginAsync } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// Two answers either side of the 1 kB threshold: 1,200 and 500 bytes of JSON.
const probe: FastifyPluginAsync = async (app) => {
  app.get("/api/sonde/grande", async () => ({ texte: "é".repeat(594) }));
  app.get("/api/sonde/petite", async () => ({ texte: "a".repeat(488) }));
};

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [probe] });
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { cookie, ...(encoding ? { "accept-encoding": encoding } : {}) },
  });

describe("answer compression", () => {
  it("sends an answer over 1 kB in brotli when the browser offers it, the same JSON once decoded", async () => {
    const plain = await get("/api/sonde/grande");
    expect(plain.rawPayload.byteLength).toBe(1200);
    const res = await get("/api/sonde/grande", "gzip, deflate, br, zstd");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload.byteLength).toBeLessThan(100);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ texte: "é".repeat(594) });
  });

  it("sends gzip to a client that only takes gzip", async () => {
    const res = await get("/api/sonde/grande", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual({ texte: "é".repeat(594) });
  });

  it("leaves an answer under 1 kB, or to a client without compression, as it is", async () => {
    const small = await get("/api/sonde/petite", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.rawPayload.byteLength).toBe(500);
    const plain = await get("/api/sonde/grande");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual({ texte: "é".repeat(594) });
  });
});
