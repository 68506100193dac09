import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatEuro } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erreursXsd, verifierEn16931 } from "../../src/facturation/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** The embedded factur-x.xml of a PDF, read by poppler (an independent reader). */
function xmlEmbarque(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "fx-"));
  writeFileSync(join(dir, "f.pdf"), pdf);
  expect(execFileSync("pdfdetach", ["-list", join(dir, "f.pdf")]).toString()).toContain("factur-x.xml");
  execFileSync("pdfdetach", ["-save", "1", "-o", join(dir, "x.xml"), join(dir, "f.pdf")]);
  return readFileSync(join(dir, "x.xml"), "utf8");
}

const montant = (xml: string, balise: string) => new RegExp(`<ram:${balise}[^>]*>([0-9.]+)<`).exec(xml)?.[1];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

describe("issued documents are Factur-X EN 16931", () => {
  it.each(["standard", "alternatif"] as const)(
    "a %s invoice: its PDF embeds a valid XML with its totals",
    async (canal) => {
      const table = canal === "standard" ? sql`facture` : sql`facture_extensia`;
      const [f] = await rows<{ id: number; port: string }>(
        sql`select id_fact as id, port::text as port from ${table} order by (port > 0) desc, id_fact desc limit 1`,
      );
      const pdf = await get(`/api/facturation/factures/pdf?ids=${f!.id}&canal=${canal}`);
      expect(pdf.statusCode).toBe(200);
      const xml = xmlEmbarque(pdf.rawPayload);
      expect(erreursXsd(xml)).toBeNull();
      expect(verifierEn16931(xml)).toEqual([]);
      expect(xml).toContain(`<ram:ID>${canal === "alternatif" ? "FX" : "F"}${f!.id}</ram:ID>`);
      // The XML says what the PDF prints.
      const texte = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf.rawPayload }).toString();
      const espaces = (x: string) => x.replace(/[\u202f\u00a0]/g, " ");
      expect(espaces(texte)).toContain(espaces(formatEuro(montant(xml, "GrandTotalAmount")!)));
      // The XML alone, for the accounting screen.
      const seul = await get(`/api/facturation/factures/xml?id=${f!.id}&canal=${canal}`);
      expect(seul.headers["content-type"]).toMatch(/^application\/xml/);
      expect(seul.body).toBe(xml);
    },
  );

  it("a credit note is type 381 naming the invoice it corrects", async () => {
    const [f] = await rows<{ id: number; client: number }>(
      sql`select id_fact as id, id_bijouterie as client from facture order by id_fact desc limit 1`,
    );
    const cree = await t.app.inject({
      method: "POST",
      url: "/api/facturation/avoirs",
      headers: { cookie, "idempotency-key": randomUUID() },
      payload: { idClt: f!.client, description: "Retour d'une bague", totHt: "120,50", idFact: f!.id },
    });
    expect(cree.statusCode).toBe(201);
    const a = { id: cree.json().idAvoir as number, fact: f!.id };
    const pdf = await get(`/api/facturation/avoirs/pdf?ids=${a!.id}`);
    const xml = xmlEmbarque(pdf.rawPayload);
    expect(erreursXsd(xml)).toBeNull();
    expect(verifierEn16931(xml)).toEqual([]);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toContain(`<ram:IssuerAssignedID>F${a!.fact}</ram:IssuerAssignedID>`);
    expect((await get(`/api/facturation/avoirs/${a!.id}/xml`)).body).toBe(xml);
  });

  it("a batch stays a plain PDF to print; a bad number is refused in French", async () => {
    const ids = (
      await rows<{ id: number }>(sql`select id_fact as id from facture order by id_fact limit 2`)
    ).map((r) => r.id);
    const pdf = await get(`/api/facturation/factures/pdf?ids=${ids.join(",")}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString("latin1")).not.toContain("factur-x.xml");
    const bad = await get("/api/facturation/factures/xml?id=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Numéro de facture invalide.");
  });
});
