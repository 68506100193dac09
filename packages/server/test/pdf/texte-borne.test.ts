import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPdf } from "../../src/pdf/pdf.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";

/**
 * One text cannot take the server down: a 10 MB text already in the database (an old import, a hand
 * edit) prints cut at 5,000 characters with an ellipsis, in every document (the cap is applied once,
 * in renderPdf). Time and memory are printed for the report, never asserted.
 */

const DIX_MO = "é".repeat(10 * 1024 * 1024);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 300_000);
afterAll(() => t.close());

function mesurer<T>(libelle: string, f: () => Promise<T>): Promise<T> {
  const debut = performance.now();
  const rss = process.memoryUsage().rss;
  return f().then((r) => {
    console.log(
      `${libelle} : ${Math.round(performance.now() - debut)} ms, mémoire +${Math.round((process.memoryUsage().rss - rss) / 1024 / 1024)} Mio`,
    );
    return r;
  });
}

describe("documents never lay out unbounded text", () => {
  it("cuts a 10 MB text cell at 5,000 characters with an ellipsis", async () => {
    const pdf = await mesurer("PDF d'une cellule de 10 Mo", () =>
      renderPdf({
        compress: false,
        content: [{ table: { body: [["Désignation"], [DIX_MO]] } }],
        defaultStyle: { font: "EcrinDejaVuSans" },
      }),
    );
    const texte = texteDuPdf(pdf).replaceAll(/[\n\t]/g, "");
    expect(texte).toBe(`Désignation${"é".repeat(4999)}…`);
  }, 300_000);

  it("prints a credit note whose description is 10 MB (inserted in SQL) with its first 5,000 characters", async () => {
    const [avoir] = (
      await t.database.db.execute<{ id: number }>(sql`
        insert into avoir (id_clt, description, tot_ht)
        select id, ${DIX_MO}, 10 from client order by id limit 1
        returning id_avoir as id`)
    ).rows;
    const cookie = await t.cookieOf("bureau");
    const res = await mesurer("PDF de l'avoir de 10 Mo", () =>
      t.app.inject({
        method: "GET",
        url: `/api/facturation/avoirs/pdf?ids=${avoir?.id}`,
        headers: { cookie },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    // A Factur-X PDF, compressed: its size says the text was cut (10 MB of text would weigh megabytes).
    expect(res.rawPayload.length).toBeLessThan(1024 * 1024);
  }, 300_000);
});
