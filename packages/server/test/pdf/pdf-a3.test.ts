import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { xmlFacturX } from "@ecrin/domain";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { documentPdf, PDF_FONT, renderFacturX } from "../../src/pdf/index.ts";
import { JEU_FACTURX } from "../facturation/facturx-jeu.ts";

const xml = xmlFacturX(JEU_FACTURX["facture standard avec remise et port"]!);
const doc = documentPdf({
  titre: "Facture 12345",
  createur: "Écrin Joaillerie",
  marges: [40, 40, 40, 40],
  contenu: [{ text: "FACTURE 12345", font: PDF_FONT }],
});

async function rendre(): Promise<{ fichier: string; octets: Buffer }> {
  const octets = await renderFacturX(doc, xml, new Date("2026-11-24T10:00:00Z"));
  const dir = mkdtempSync(join(tmpdir(), "pdfa3-"));
  const fichier = join(dir, "facture.pdf");
  writeFileSync(fichier, octets);
  return { fichier, octets };
}

describe("Factur-X PDF/A-3", () => {
  it("embeds factur-x.xml as Data, with the sRGB output intent, the XMP and a document ID", async () => {
    const { fichier, octets } = await rendre();
    // poppler lists and extracts the attachment: the bytes are the XML.
    expect(execFileSync("pdfdetach", ["-list", fichier]).toString()).toContain("factur-x.xml");
    const sortie = join(fichier, "..", "extrait.xml");
    execFileSync("pdfdetach", ["-save", "1", "-o", sortie, fichier]);
    expect(readFileSync(sortie, "utf8")).toBe(xml);
    // Every font embedded.
    const polices = execFileSync("pdffonts", [fichier]).toString().trim().split("\n").slice(2);
    // One font, DejaVu Sans (its subset's 6-letter prefix removed).
    expect(polices.map((p) => p.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ""))).toEqual(["DejaVuSans"]);
    for (const p of polices) expect(p).toMatch(/ yes /);
    expect(execFileSync("pdfinfo", [fichier]).toString()).toMatch(/PDF version:\s+1\.7/);

    const pdf = await PDFDocument.load(octets, { updateMetadata: false });
    const catalogue = pdf.catalog;
    const intents = catalogue.lookup(PDFName.of("OutputIntents"), PDFArray);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of("S"))?.toString()).toBe("/GTS_PDFA1");
    expect(intent.lookup(PDFName.of("DestOutputProfile"))).toBeInstanceOf(PDFStream);
    const af = catalogue.lookup(PDFName.of("AF"), PDFArray);
    const spec = af.lookup(0, PDFDict);
    expect(spec.get(PDFName.of("AFRelationship"))?.toString()).toBe("/Data");
    expect(spec.get(PDFName.of("F"))?.toString()).toContain("factur-x.xml");
    const meta = catalogue.lookup(PDFName.of("Metadata"));
    expect(meta).toBeInstanceOf(PDFRawStream);
    const xmp = Buffer.from((meta as PDFRawStream).getContents()).toString("utf8");
    expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(xmp).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(xmp).toContain("<pdfaSchema:prefix>fx</pdfaSchema:prefix>");
    expect(xmp).toMatch(/<xmpMM:DocumentID>uuid:[0-9a-f-]{36}<\/xmpMM:DocumentID>/);
    expect(octets.toString("latin1")).toMatch(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/);
  });
});
