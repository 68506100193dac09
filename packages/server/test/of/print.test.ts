import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  dimensionPierre,
  formatCarats,
  MSG_DEBUT_FIN_OBLIGATOIRES,
  MSG_DEBUT_OBLIGATOIRE,
  MSG_IMPRESSION_OFS_OBLIGATOIRES,
  MSG_PAS_D_ENREGISTREMENT,
} from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of } from "../../src/db/schema/index.ts";
import { codeBarreDataUrl, codeBarreOf } from "../../src/noyau-of/index.ts";
import { fichesDocument } from "../../src/of/print-pdf.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf } from "../helpers/pdf-texte.ts";

let t: TestApp;
let cookie: string;
let imagesDir: string;
let premier: number;
let avecPhoto: number;
let sansFichier: number;

beforeAll(async () => {
  imagesDir = await mkdtemp(join(tmpdir(), "ecrin-print-"));
  t = await createTestApp({ demo: true, config: { imagesDir } });
  cookie = await t.cookieOf("bureau");
  const nums = (
    await t.database.db.execute<{ n: number }>(
      sql`select num_sachet as n from "of" order by num_sachet limit 3`,
    )
  ).rows.map((r) => r.n);
  [premier, avecPhoto, sansFichier] = nums as [number, number, number];
  // One OF has its photo file; another names a photo that has no file (as old data does).
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c9a227" } })
    .jpeg()
    .toBuffer();
  await writeFile(join(imagesDir, "photo-print.jpg"), photo);
  await t.database.db.update(of).set({ photoOf: "photo-print.jpg" }).where(eq(of.numSachet, avecPhoto));
  await t.database.db.update(of).set({ photoOf: "absente.jpg" }).where(eq(of.numSachet, sansFichier));
});
afterAll(async () => {
  await t.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });

/** Image XObjects of a PDF (a PNG with transparency adds its mask), and the JPEG ones (the photos). */
const images = (body: Buffer) => body.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;
const photos = (body: Buffer) => body.toString("latin1").match(/\/DCTDecode/g)?.length ?? 0;

function expectPdf(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

describe("GET /api/of/print/fiche?ofs= (OF sheets)", () => {
  it("prints one sheet per OF with its barcode, and the photo when it has a file", async () => {
    const res = await get(`/api/of/print/fiche?ofs=${premier},${avecPhoto},${sansFichier}`);
    expectPdf(res);
    // Three barcodes, one photo (the name without a file prints without a photo).
    expect(photos(res.rawPayload)).toBe(1);
    expect(images(res.rawPayload) - photos(res.rawPayload)).toBeGreaterThanOrEqual(3);
    const seul = await get(`/api/of/print/fiche?ofs=${premier}`);
    expectPdf(seul);
    expect(seul.headers["content-disposition"]).toContain(`fiche-of-${premier}.pdf`);
  });

  it("embeds the very barcode the barcode endpoint serves, with the OF number big", async () => {
    const doc = fichesDocument([
      {
        numSachet: 123456,
        idp: 1,
        statut: "Créé",
        client: "Bijouterie Test",
        refClt: null,
        ref: "BA1001",
        description: "Bague test",
        stade: "Pièce finie",
        metal: "OR JAUNE 750",
        transport: "Tournée",
        dim: "54",
        poids: "3.100",
        dateCrea: "2026-03-02",
        dateLivr: "2026-03-20",
        dateLImp: 1,
        notes: "Polissage miroir",
        information: null,
        notesConfie: null,
        poidsConfie: null,
        photoOf: null,
        imageProduit: null,
        codeBarre: await codeBarreDataUrl(123456),
        photo: null,
      },
    ]);
    const json = JSON.stringify(doc.content);
    expect(json).toContain(await codeBarreDataUrl(123456));
    expect(json).toContain('"text":"123456","fontSize":34');
    expect(json).toContain("20/03/2026 (impérative)");
    expect(json).toContain("Polissage miroir");
  });

  it("prints the product's stones, the weight boxes of each step, the client reference and the notes", async () => {
    const [p] = (
      await t.database.db.execute<{
        n: number;
        qte: number;
        type: string;
        forme: string;
        typDim: number;
        dim1: string;
        dim2: string;
        dim3: string;
        pdsR: string;
        qualite: string;
      }>(sql`
        select o.num_sachet as n, cp.qte, tp.description as type, fp.description as forme, pi.typ_dim as "typDim",
               pi.dim1::text as dim1, pi.dim2::text as dim2, pi.dim3::text as dim3, cp.pds_r::text as "pdsR",
               q.description as qualite
        from "of" o
        join centre_pierres cp on cp.id_centre = o.idp and cp.centre = 1
        join pierre pi on pi.id_pier = cp.id_pierre
        join type_pier tp on tp.id_typ_pier = pi.type_pier
        join forme_pier fp on fp.id_form = pi.forme
        join qualite q on q.id_qual = cp.id_qual
        order by o.num_sachet limit 1`)
    ).rows;
    await t.database.db
      .update(of)
      .set({ refClt: "CDE-7781", notes: "Rhodier après sertissage" })
      .where(eq(of.numSachet, p!.n));
    const res = await get(`/api/of/print/fiche?ofs=${p!.n}`);
    expectPdf(res);
    const texte = texteLigneDuPdf(res.rawPayload);
    expect(texte).toContain("Pierres du produit");
    expect(texte).toContain("Qté Forme Dimension Carats Qualité Centre");
    expect(texte).toContain(
      `${p!.qte} ${p!.type} ${p!.forme} ${dimensionPierre(p!)} ${formatCarats(p!.pdsR)} ${p!.qualite} Oui`,
    );
    expect(texte).toContain("Étape Poids envoyé (g) Poids rendu (g) Date Visa");
    for (const etape of ["Joaillier", "Sertisseur", "Finition"]) expect(texte).toContain(etape);
    expect(texte).toContain("Réf. client : CDE-7781");
    expect(texte).toContain("Rhodier après sertissage");
  });

  it("refuses unknown numbers and an empty list, in French", async () => {
    const res = await get(`/api/of/print/fiche?ofs=${premier},999999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("OF non trouvé : 999999999");
    const vide = await get("/api/of/print/fiche?ofs=");
    expect(vide.statusCode).toBe(400);
    expect(vide.json().message).toBe(MSG_IMPRESSION_OFS_OBLIGATOIRES);
  });
});

describe("GET /api/of/print/code-barre/:n.png", () => {
  it("serves the Code128 PNG of the number, the same bytes the sheet embeds", async () => {
    const res = await get(`/api/of/print/code-barre/${premier}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(await codeBarreOf(premier))).toBe(true);
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect(width).toBeGreaterThan(100);
    expect(height).toBeGreaterThan(20);
    expect((await get("/api/of/print/code-barre/abc.png")).statusCode).toBe(400);
  });
});

describe("list, interval and order prints", () => {
  it("prints a list of OFs", async () => {
    expectPdf(await get(`/api/of/print/liste?ofs=${premier},${avecPhoto}`));
  });

  it("prints an interval; an empty end means 99999999, beyond 2 000 OFs it says so", async () => {
    expectPdf(await get(`/api/of/print/intervalle?min=${premier}&max=${premier + 50}`));
    const tout = await get(`/api/of/print/intervalle?min=${premier}&max=`);
    expect(tout.statusCode).toBe(400);
    expect(tout.json().message).toMatch(/^Trop d'OF à imprimer \(\d[\d\u202f]*\) : 2\u202f000 au plus\./);
    const fin = (await t.database.db.execute<{ n: number }>(sql`select max(num_sachet) as n from "of"`))
      .rows[0]!.n;
    expectPdf(await get(`/api/of/print/intervalle?min=${fin - 5}`));
    const sansDebut = await get("/api/of/print/intervalle?max=5");
    expect(sansDebut.statusCode).toBe(400);
    expect(sansDebut.json().message).toBe(MSG_DEBUT_OBLIGATOIRE);
    const vide = await get("/api/of/print/intervalle?min=1&max=5");
    expect(vide.statusCode).toBe(404);
    expect(vide.json().message).toBe(MSG_PAS_D_ENREGISTREMENT);
  });

  it("prints an order with photos, which needs both start and end", async () => {
    const res = await get(`/api/of/print/commande?min=${premier}&max=${sansFichier}`);
    expectPdf(res);
    expect(photos(res.rawPayload)).toBe(1);
    for (const url of [`/api/of/print/commande?min=${premier}`, `/api/of/print/commande?max=${premier}`]) {
      const refus = await get(url);
      expect(refus.statusCode).toBe(400);
      expect(refus.json().message).toBe(MSG_DEBUT_FIN_OBLIGATOIRES);
    }
  });
});

describe("the prints need a session", () => {
  it.each([
    "/api/of/print/fiche?ofs=1",
    "/api/of/print/liste?ofs=1",
    "/api/of/print/intervalle?min=1",
    "/api/of/print/commande?min=1&max=2",
    "/api/of/print/code-barre/1.png",
  ])("%s: 401", async (url) => {
    expect((await get(url, false)).statusCode).toBe(401);
  });
});
