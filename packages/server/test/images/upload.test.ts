import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { createImagesApp, logo, multipart, photo } from "./fixtures.ts";

let t: TestApp & { imagesDir: string };
let cookie: string;
beforeAll(async () => {
  t = await createImagesApp();
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const upload = async (filename: string, data: Buffer, type?: string) => {
  const body = multipart(filename, data, type);
  return t.app.inject({
    method: "POST",
    url: "/api/images",
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};
const files = async () => (await readdir(t.imagesDir)).filter((f) => !f.startsWith("."));

describe("POST /api/images (spec 02 sections 5 and 9: 1000 px, 1 MB)", () => {
  it("shrinks a 3000x2000 photo to 1000 px and under 1 MB, and records it", async () => {
    const original = await photo(3000, 2000);
    expect(original.length).toBeGreaterThan(1_000_000);
    const res = await upload("Bague Émeraude.JPG", original);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ nom: "bague-emeraude.jpg", largeur: 1000, hauteur: 667 });
    expect(body.tailleOrigine).toBe(original.length);
    expect(body.tailleCompressee).toBeLessThanOrEqual(1_000_000);
    const stored = join(t.imagesDir, "bague-emeraude.jpg");
    expect((await stat(stored)).size).toBe(body.tailleCompressee);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1000, 667]);
    const list = await t.app.inject({ url: "/api/images?q=EMERAUDE", headers: { cookie } });
    expect(list.json().rows).toEqual([
      expect.objectContaining({ nom: "bague-emeraude.jpg", taille: body.tailleCompressee, nbProduits: 0 }),
    ]);
  });

  it("keeps a PNG with its transparency, never enlarged, and its extension follows the real format", async () => {
    const res = await upload("logo.jpg", await logo(), "image/jpeg");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nom: "logo.png", largeur: 400, hauteur: 200 });
    const meta = await sharp(join(t.imagesDir, "logo.png")).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(["png", true]);
  });

  it("lowers the quality step by step when the first encoding is over 1 MB (noisy PNG)", async () => {
    const original = await photo(1000, 1000, "png");
    expect(original.length).toBeGreaterThan(1_000_000);
    const res = await upload("bruit.png", original, "image/png");
    expect(res.statusCode).toBe(201);
    expect(res.json().tailleCompressee).toBeLessThanOrEqual(1_000_000);
    expect((await sharp(join(t.imagesDir, "bruit.png")).metadata()).format).toBe("png");
  });

  it("refuses a broken file and a text file named .jpg, writing nothing", async () => {
    const before = await files();
    const broken = (await photo(300, 200)).subarray(0, 400);
    const cases = [
      await upload("casse.jpg", broken),
      await upload("notes.jpg", Buffer.from("ceci n'est pas une image\n"), "image/jpeg"),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Fichier refusé : ce n'est pas une image.");
    }
    expect(await files()).toEqual(before);
    const list = await t.app.inject({ url: "/api/images?q=casse", headers: { cookie } });
    expect(list.json().total).toBe(0);
  });

  it("refuses other image formats with a French message", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const res = await upload("anim.gif", gif, "image/gif");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Format non pris en charge : JPEG, PNG ou WebP uniquement.");
  });

  it("sanitises the name: nothing is written outside the folder", async () => {
    const res = await upload("../../etc/passwd.png", await photo(50, 50, "png"), "image/png");
    expect(res.statusCode).toBe(201);
    expect(res.json().nom).toBe("passwd.png");
    expect(await files()).toContain("passwd.png");
  });

  it("refuses a name whose file exists, and fills a name recorded without its file", async () => {
    const again = await upload("bague-emeraude.jpg", await photo(200, 100));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Une image porte déjà ce nom : renommez-la avant de l'envoyer.");
    // The demo records names of the old images host without files.
    const demo = await t.app.inject({ url: "/api/images?pageSize=1", headers: { cookie } });
    const { nom, idImage } = demo.json().rows[0];
    const filled = await upload(nom, await photo(800, 600));
    expect(filled.statusCode).toBe(201);
    const after = await t.app.inject({ url: `/api/images?q=${nom}`, headers: { cookie } });
    expect(after.json().rows[0]).toMatchObject({ idImage, nom, largeur: 800, hauteur: 600 });
  });

  it("needs a file and a session", async () => {
    const none = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Aucun fichier reçu.");
    const body = multipart("x.jpg", await photo(20, 20));
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
