import { access, readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/db/schema/index.ts";
import type { TestApp } from "../helpers/app.ts";
import { createImagesApp, multipart, photo } from "./fixtures.ts";

let t: TestApp & { imagesDir: string };
let cookie: string;
beforeAll(async () => {
  t = await createImagesApp();
  cookie = await t.cookieOf("direction");
  const body = multipart("solitaire.jpg", await photo(1200, 800));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/images",
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { cookie, ...headers } });

describe("GET /api/images/thumb/:nom (spec 01 section 9: 60, 100, 150 px)", () => {
  it.each([60, 100, 150])("serves %i px, cached on disk, 304 on revalidation", async (size) => {
    const res = await get(`/api/images/thumb/solitaire.jpg?size=${size}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toContain("max-age");
    const meta = await sharp(res.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(size);
    await access(join(t.imagesDir, ".thumbs", String(size), "solitaire.jpg"));

    const etag = String(res.headers.etag);
    expect(
      (await get(`/api/images/thumb/solitaire.jpg?size=${size}`, { "if-none-match": etag })).statusCode,
    ).toBe(304);
    const since = String(res.headers["last-modified"]);
    expect(
      (await get(`/api/images/thumb/solitaire.jpg?size=${size}`, { "if-modified-since": since })).statusCode,
    ).toBe(304);
  });

  it("refuses other sizes", async () => {
    const res = await get("/api/images/thumb/solitaire.jpg?size=77");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Taille de miniature invalide : 60, 100 ou 150.");
  });

  it("answers 404 for a known name without a file, and for an unknown name", async () => {
    const demo = (await get("/api/images?pageSize=1&sort=dateUpload")).json().rows[0].nom;
    expect(demo).not.toBe("solitaire.jpg");
    for (const nom of [demo, "inconnue.jpg"]) {
      const res = await get(`/api/images/thumb/${nom}?size=60`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Fichier de l'image absent du serveur.");
    }
  });

  it("refuses names that would leave the folder", async () => {
    for (const nom of ["..%2F..%2Fetc%2Fpasswd", "%2Eenv", ".thumbs"]) {
      expect((await get(`/api/images/thumb/${nom}?size=60`)).statusCode).toBe(400);
      expect((await get(`/api/images/file/${nom}`)).statusCode).toBe(400);
    }
  });

  it("serves the original", async () => {
    const res = await get("/api/images/file/solitaire.jpg");
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1000);
  });

  it("needs a session (the <img> tag sends the cookie)", async () => {
    const res = await t.app.inject({ url: "/api/images/thumb/solitaire.jpg?size=60" });
    expect(res.statusCode).toBe(401);
  });
});

describe("rename and delete", () => {
  it("renames the row, the file and the products' references; drops the old thumbnails", async () => {
    const body = multipart("a-renommer.jpg", await photo(300, 300));
    await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    await get("/api/images/thumb/a-renommer.jpg?size=60");
    const assigned = await t.app.inject({
      method: "POST",
      url: "/api/images/affectation",
      headers: { cookie },
      payload: { centres: [501], nom: "a-renommer.jpg" },
    });
    expect(assigned.json()).toEqual({ centres: 1, centresVides: 0 });

    const res = await t.app.inject({
      method: "PUT",
      url: "/api/images/a-renommer.jpg",
      headers: { cookie },
      payload: { nouveauNom: "Bague Renommée" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nom: "bague-renommee.jpg" });
    expect((await get("/api/images/file/bague-renommee.jpg")).statusCode).toBe(200);
    expect((await get("/api/images/file/a-renommer.jpg")).statusCode).toBe(404);
    expect(await readdir(join(t.imagesDir, ".thumbs", "60"))).not.toContain("a-renommer.jpg");
    const [centre] = await t.database.db.select().from(schema.centre).where(eq(schema.centre.idCentre, 501));
    expect(centre?.imgCentre).toBe("bague-renommee.jpg");
  });

  it("refuses a rename to a taken name or another format", async () => {
    const taken = await t.app.inject({
      method: "PUT",
      url: "/api/images/bague-renommee.jpg",
      headers: { cookie },
      payload: { nouveauNom: "solitaire.jpg" },
    });
    expect(taken.statusCode).toBe(409);
    const png = await t.app.inject({
      method: "PUT",
      url: "/api/images/bague-renommee.jpg",
      headers: { cookie },
      payload: { nouveauNom: "bague.png" },
    });
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe("L'extension doit rester .jpg.");
  });

  it("deletes the row, the file and the thumbnails; the products lose the image", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/images/bague-renommee.jpg",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nom: "bague-renommee.jpg", produitsLiberes: 1 });
    expect((await get("/api/images/file/bague-renommee.jpg")).statusCode).toBe(404);
    expect((await get("/api/images?q=bague-renommee")).json().total).toBe(0);
    const again = await t.app.inject({
      method: "DELETE",
      url: "/api/images/bague-renommee.jpg",
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
