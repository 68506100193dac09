import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_ENVOI_MAX_OCTETS } from "@ecrin/domain";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { imageWork, Semaphore } from "../../src/images/semaphore.ts";
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

describe("images cannot exhaust the server (pixel limit, two at a time)", () => {
  afterEach(() => {
    imageWork.onStart = null;
  });

  it("refuses a small file whose header declares 50 megapixels, before decoding it, writing nothing", async () => {
    // One colour compresses to almost nothing: far under the upload size limit, so the header is what refuses.
    const bombe = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: "#c0a060" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bombe.length).toBeLessThan(IMAGE_ENVOI_MAX_OCTETS / 100);
    const before = await files();
    let decodes = 0;
    imageWork.onStart = () => decodes++;
    const res = await upload("immense.png", bombe, "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Image trop grande : 10000 × 5000 pixels (au plus 40 millions de pixels). Réduisez-la avant de l'envoyer.",
    );
    expect(decodes).toBe(0);
    expect(await files()).toEqual(before);
    const list = await t.app.inject({ url: "/api/images?q=immense", headers: { cookie } });
    expect(list.json().total).toBe(0);
  });

  it("the semaphore lets two tasks run and makes the others wait their turn, in order", async () => {
    const sem = new Semaphore(2);
    const release: Array<() => void> = [];
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      sem.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++running);
        await new Promise<void>((r) => release.push(r));
        running--;
        return i;
      }),
    );
    const tick = () => new Promise((r) => setImmediate(r));
    await tick();
    expect(started).toEqual([0, 1]);
    release.shift()?.();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    while (started.length < 5 || release.length > 0) {
      release.shift()?.();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(sem.active).toBe(0);
  });

  it("six uploads at once all succeed, never more than two decoded at a time", async () => {
    const photos = await Promise.all([0, 1, 2, 3, 4, 5].map(() => photo(1600, 1200)));
    const seen: number[] = [];
    imageWork.onStart = (active) => seen.push(active);
    const res = await Promise.all(photos.map((p, i) => upload(`lot-${i}.jpg`, p)));
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(seen).toHaveLength(6);
    expect(Math.max(...seen)).toBe(2);
    expect(imageWork.active).toBe(0);
  });
});
