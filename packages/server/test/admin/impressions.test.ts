import { inflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  // Two lines of the catalogue: a centre vide each, with priced products (weights in mg).
  await t.database.db.execute(sql`
    with cv as (
      insert into centre_vide (ref, nom_ligne, poids_metal, type_prod)
      values ('CV-SOL', 'SOLITAIRES', 2500, (select min(id_typ_prod) from type_produit)),
             ('CV-ALL', 'ALLIANCES', 1800, null)
      returning id_cv, ref
    ), c as (
      insert into centre (ref, description, plus_poids, plus_mo, id_cv)
      select v.ref || '-1', 'Bague test ' || v.ref, 3000, 30, v.id_cv from cv v
      returning id_centre
    )
    insert into produit (id_centre, poids) select id_centre, 3250 from c`);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** The drawing operators of the PDF's first page, decompressed. */
async function operateurs(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  return streams.map((s) => inflateSync(Buffer.from(s.getContents())).toString("latin1")).join("\n");
}

describe("ring sizer PDF", () => {
  it("draws the 10 cm calibration bar as 283.46 points, the 31 circles, and says to print at 100 %", async () => {
    const res = await get("/api/admin/impressions/baguier.pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    const ops = await operateurs(pdf);
    // Horizontal segments "x1 y m / x2 y l": the longest is the bar.
    const segments = [...ops.matchAll(/([\d.]+) ([\d.]+) m\s+([\d.]+) ([\d.]+) l/g)]
      .filter((m) => m[2] === m[4])
      .map((m) => Number(m[3]) - Number(m[1]));
    const barre = Math.max(...segments);
    expect(barre).toBeCloseTo(283.46, 2);
    // Circles are four Bézier curves each: 31 sizes plus nothing else curved.
    expect(ops.match(/ c\n/g)?.length).toBe(31 * 4);
    const texte = texteDuPdf(pdf);
    expect(texte).toContain("Imprimer à 100 %");
    expect(texte).toContain("T 40");
    expect(texte).toContain("T 70");
    expect(texte).toContain("10 cm");
  });
});

describe("catalogue prints", () => {
  it("prints the reference book per line and type: ref, description, weight, price", async () => {
    const res = await get("/api/admin/impressions/livre-reference.pdf");
    expect(res.statusCode).toBe(200);
    const texte = texteDuPdf(res.rawPayload);
    expect(texte).toContain("Livre de référence");
    expect(texte).toMatch(/Photo\s+Réf\.\s+Description\s+Poids\s+Prix/);
    expect(texte).toMatch(/\d,\d{3}\s?g/);
    expect(texte).toMatch(/\d,\d{2}\s?€/);
    expect(texte).toContain("CV-SOL-1");
    expect(texte).toContain("Bague test CV-ALL");
    expect(texte).toMatch(/ALLIANCES — \(sans type\)/);
  });

  it("lists the lines and prints one line's products; no line chosen is refused", async () => {
    const lignes = (await get("/api/admin/impressions/lignes")).json() as string[];
    expect(lignes).toEqual(["ALLIANCES", "SOLITAIRES"]);
    const ligne = "SOLITAIRES";
    const res = await get(`/api/admin/impressions/lignes.pdf?ligne=${encodeURIComponent(ligne)}`);
    expect(res.statusCode).toBe(200);
    const texte = texteDuPdf(res.rawPayload);
    expect(texte).toContain(`Ligne ${ligne}`);
    expect(texte).toContain("CV-SOL-1");
    expect(texte).not.toContain("CV-ALL-1");
    const vide = await get("/api/admin/impressions/lignes.pdf?ligne=");
    expect(vide.statusCode).toBe(400);
    expect(vide.json().message).toBe("Choisissez une ligne.");
  });
});
