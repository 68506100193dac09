import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centre, centreVide } from "../../src/db/schema/index.ts";
import type { TestApp } from "../helpers/app.ts";
import { createImagesApp, multipart, photo } from "./fixtures.ts";

let t: TestApp & { imagesDir: string };
let cookie: string;
/** Two centres of two different centres vides, and one other centre vide. */
let c1: { idCentre: number; ref: string; idCv: number | null };
let c2: { idCentre: number; ref: string; idCv: number | null };

beforeAll(async () => {
  t = await createImagesApp();
  cookie = await t.cookieOf("bureau");
  const body = multipart("pendentif.jpg", await photo(600, 600));
  await t.app.inject({
    method: "POST",
    url: "/api/images",
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  const centres = await t.database.db.select().from(centre).orderBy(centre.idCentre).limit(40);
  const withParent = centres.filter((c) => c.idCv !== null && c.ref !== "STOCK");
  c1 = withParent[0]!;
  c2 = withParent.find((c) => c.idCv !== c1.idCv)!;
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const imagesOf = async (ids: number[]) =>
  (await t.database.db.select().from(centre).where(inArray(centre.idCentre, ids))).map((c) => c.imgCentre);
const cvImages = async (ids: number[]) =>
  (await t.database.db.select().from(centreVide).where(inArray(centreVide.idCv, ids))).map((c) => c.image);

describe("GET /api/images/affectation/produits (spec 02 section 2.20)", () => {
  it("needs 2 characters", async () => {
    const res = await t.app.inject({ url: "/api/images/affectation/produits?q=b", headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Saisissez au moins 2 caractères.");
  });

  it("finds centres and centres vides by the start of the ref, each centre with its parent's image", async () => {
    const q = c1.ref.slice(0, 4).toLowerCase();
    const res = await t.app.inject({ url: `/api/images/affectation/produits?q=${q}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const rows: { type: string; id: number; ref: string; imageParent: string | null; idCv: number | null }[] =
      res.json();
    // The 47 centres and centres vides of the test base whose ref starts with c1's first 4 characters.
    expect(rows).toHaveLength(47);
    expect(rows.every((r) => r.ref.toLowerCase().startsWith(q))).toBe(true);
    expect(rows.some((r) => r.type === "centreVide")).toBe(true);
    const [parent] = await t.database.db
      .select()
      .from(centreVide)
      .where(inArray(centreVide.idCv, [c1.idCv!]));
    expect(rows.find((r) => r.type === "centre" && r.id === c1.idCentre)).toMatchObject({
      idCv: c1.idCv,
      imageParent: parent?.image ?? null,
    });
  });
});

describe("POST /api/images/affectation and /desaffectation", () => {
  it("sets img_centre on two centres, and with 'Image par Défaut' the image of their centres vides", async () => {
    const res = await post("/api/images/affectation", {
      centres: [c1.idCentre, c2.idCentre],
      nom: "pendentif.jpg",
      parDefaut: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ centres: 2, centresVides: 2 });
    expect(await imagesOf([c1.idCentre, c2.idCentre])).toEqual(["pendentif.jpg", "pendentif.jpg"]);
    expect(await cvImages([c1.idCv!, c2.idCv!])).toEqual(["pendentif.jpg", "pendentif.jpg"]);
  });

  it("without 'Image par Défaut' leaves the parent alone; sets image on a chosen centre vide", async () => {
    await post("/api/images/desaffectation", { centresVides: [c1.idCv] });
    const res = await post("/api/images/affectation", {
      centres: [c1.idCentre],
      centresVides: [c2.idCv],
      nom: "pendentif.jpg",
    });
    expect(res.json()).toEqual({ centres: 1, centresVides: 1 });
    expect(await cvImages([c1.idCv!])).toEqual([null]);
  });

  it("is all or nothing: an unknown product or image changes nothing", async () => {
    await post("/api/images/desaffectation", { centres: [c1.idCentre] });
    const unknown = await post("/api/images/affectation", {
      centres: [c1.idCentre, 999_999],
      nom: "pendentif.jpg",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Produit introuvable : la liste a changé, relancez la recherche.");
    expect(await imagesOf([c1.idCentre])).toEqual([null]);
    const noImage = await post("/api/images/affectation", { centres: [c1.idCentre], nom: "absente.jpg" });
    expect(noImage.statusCode).toBe(404);
    expect(noImage.json().message).toBe("Image introuvable.");
  });

  it("refuses without a product, and an unsafe name", async () => {
    const none = await post("/api/images/affectation", { nom: "pendentif.jpg" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choisissez au moins un produit.");
    const unsafe = await post("/api/images/affectation", { centres: [c1.idCentre], nom: "../x.jpg" });
    expect(unsafe.statusCode).toBe(400);
  });

  it("désaffecte the chosen products and answers the counts", async () => {
    await post("/api/images/affectation", { centres: [c1.idCentre, c2.idCentre], nom: "pendentif.jpg" });
    const res = await post("/api/images/desaffectation", { centres: [c1.idCentre, c2.idCentre] });
    expect(res.json()).toEqual({ centres: 2, centresVides: 0 });
    expect(await imagesOf([c1.idCentre, c2.idCentre])).toEqual([null, null]);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/images/affectation",
      payload: { centres: [c1.idCentre], nom: "pendentif.jpg" },
    });
    expect(res.statusCode).toBe(401);
  });
});
