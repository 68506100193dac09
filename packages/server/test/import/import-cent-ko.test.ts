import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportReport, importLegacy } from "../../src/import/import-legacy.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";
import { createLegacy, LEGACY_TABLES, type Legacy } from "./legacy-fixture.ts";

/**
 * Issue 24.3: a 100 kB text through the import. The old base (MEDIUMTEXT columns) holds a 100 kB client
 * name, OF notes, information and entrusted-metal notes, product description and credit-note
 * description; each comes in cut at the limit the screens apply (the column's length, or 4,000 for an
 * OF's notes and 1,000 for a credit note's description), reported by table, id and column, and the
 * documents that print them are made.
 */

const CENT_KO = "é".repeat(100_000);
const coupe = (limite: number) => `« ${"é".repeat(60)}… » (100000 caractères) coupé à ${limite} caractères`;

let t: TestApp;
let legacy: Legacy;
let report: ImportReport;
let cookie: string;
const ids = { client: 0, of: 0, centre: 0, avoir: 0 };

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  legacy = await createLegacy(t.database.db);
  const c = await mysql.createConnection({ uri: legacy.from, charset: "utf8mb4" });
  const premier = async (table: string, cle: string) =>
    Number(((await c.query(`select min(${cle}) as k from ${table}`))[0] as { k: number }[])[0]?.k);
  ids.client = await premier("clients", "id");
  ids.of = await premier("of", "num_sachet");
  ids.centre = await premier("centre", "id_centre");
  ids.avoir = await premier("avoir", "id_avoir");
  await c.query("alter table clients modify label mediumtext");
  await c.query("update clients set label = ? where id = ?", [CENT_KO, ids.client]);
  await c.query(
    "alter table `of` modify Notes mediumtext, modify information mediumtext, modify notes_confie mediumtext",
  );
  await c.query("update `of` set Notes = ?, information = ?, notes_confie = ? where num_sachet = ?", [
    CENT_KO,
    CENT_KO,
    CENT_KO,
    ids.of,
  ]);
  await c.query("alter table centre modify description mediumtext");
  await c.query("update centre set description = ? where id_centre = ?", [CENT_KO, ids.centre]);
  await c.query("alter table avoir modify description mediumtext");
  await c.query("update avoir set description = ? where id_avoir = ?", [CENT_KO, ids.avoir]);
  await c.end();
  report = await importLegacy(t.database.db, { from: legacy.from, only: LEGACY_TABLES });
  cookie = await t.cookieOf("bureau");
}, 300_000);
afterAll(async () => {
  await t?.close();
  await legacy?.drop();
});

const ajustes = (old: string) => report.tables.find((x) => x.old === old)?.adjusted ?? [];

describe("a 100 kB text through the legacy import", () => {
  it("is cut at each column's limit and reported by table, id and column", () => {
    expect(ajustes("clients")).toContainEqual({
      id: String(ids.client),
      kind: "texte_coupe",
      column: "label",
      change: coupe(100),
    });
    for (const column of ["notes", "information", "notes_confie"]) {
      expect(ajustes("of")).toContainEqual({
        id: String(ids.of),
        kind: "texte_coupe",
        column,
        change: coupe(4000),
      });
    }
    expect(ajustes("centre")).toContainEqual({
      id: String(ids.centre),
      kind: "texte_coupe",
      column: "description",
      change: coupe(255),
    });
    expect(ajustes("avoir")).toContainEqual({
      id: String(ids.avoir),
      kind: "texte_coupe",
      column: "description",
      change: coupe(1000),
    });
  });

  it("writes the values at their limits", async () => {
    expect(
      await one(sql`select
        (select length(label) from client where id = ${ids.client}) as client,
        (select length(notes) || ' ' || length(information) || ' ' || length(notes_confie) from "of" where num_sachet = ${ids.of}) as of,
        (select length(description) from centre where id_centre = ${ids.centre}) as centre,
        (select length(description) from avoir where id_avoir = ${ids.avoir}) as avoir`),
    ).toEqual({ client: 100, of: "4000 4000 4000", centre: 255, avoir: 1000 });
  });

  it("prints the OF sheet and the credit note of the imported rows", async () => {
    const get = (url: string) =>
      t.app.inject({ method: "GET", url, headers: { cookie, "idempotency-key": randomUUID() } });
    const fiche = await get(`/api/of/print/fiche?ofs=${ids.of}`);
    expect(fiche.statusCode, fiche.body.slice(0, 300)).toBe(200);
    const texte = texteDuPdf(fiche.rawPayload).replaceAll(/[\n\t]/g, "");
    // Under the documents' cap (5,000): printed whole, no ellipsis.
    expect(texte).toContain("é".repeat(4000));
    expect(texte).not.toContain(`${"é".repeat(4000)}…`);
    const avoir = await get(`/api/facturation/avoirs/pdf?ids=${ids.avoir}`);
    expect(avoir.statusCode, avoir.body.slice(0, 300)).toBe(200);
    expect(avoir.headers["content-type"]).toContain("application/pdf");
  }, 120_000);
});
