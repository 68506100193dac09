import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genererImagesDemo } from "../../src/demo/images.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let imagesDir: string;

beforeAll(async () => {
  imagesDir = await mkdtemp(join(tmpdir(), "ecrin-demo-images-"));
  t = await createTestApp({ demo: true, demoImages: true, config: { imagesDir } });
});
afterAll(async () => {
  await t.close();
  await rm(imagesDir, { recursive: true, force: true });
});

/** Every image name the database references (products, OFs, workers' avatars). */
async function nomsReferences(): Promise<string[]> {
  const res = await t.database.db.execute<{ nom: string }>(sql`
    select nom from image
    union select image from centre_vide where image is not null
    union select img_centre from centre where img_centre is not null
    union select photo_of from "of" where photo_of is not null
    union select image from "of" where image is not null
    union select avatar from joaillier where avatar is not null
    union select avatar from sertisseur where avatar is not null`);
  return res.rows.map((r) => r.nom);
}

describe("the demo ships its pictures", () => {
  it("every image name referenced in the database is a file, served 200 (file and thumbnail)", async () => {
    const cookie = await t.cookieOf("bureau");
    const noms = await nomsReferences();
    // The small demo's 139 distinct names (products, OFs, avatars).
    expect(noms).toHaveLength(139);
    expect(noms.some((n) => n.startsWith("avatar-"))).toBe(true);
    for (const nom of noms) {
      const s = await stat(join(imagesDir, nom));
      expect(s.size, nom).toBeLessThan(20_000);
      const file = await t.app.inject({
        method: "GET",
        url: `/api/images/file/${encodeURIComponent(nom)}`,
        headers: { cookie },
      });
      expect(file.statusCode, nom).toBe(200);
    }
    const avatar = noms.find((n) => n.startsWith("avatar-"))!;
    const thumb = await t.app.inject({
      method: "GET",
      url: `/api/images/thumb/${encodeURIComponent(avatar)}?size=100`,
      headers: { cookie },
    });
    expect(thumb.statusCode).toBe(200);
  });

  it("one file per distinct name, a handful even for many OFs; a second run writes nothing, keeps uploads", async () => {
    const fichiers = (await readdir(imagesDir)).filter((f) => !f.startsWith("."));
    expect(fichiers.sort()).toEqual((await nomsReferences()).sort());
    expect(fichiers.filter((f) => f.startsWith("photo-of-")).length).toBeLessThanOrEqual(40);
    expect(await genererImagesDemo(t.database.db, imagesDir)).toBe(0);
  });
});
