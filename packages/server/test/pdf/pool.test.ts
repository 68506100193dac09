import { setImmediate as tour } from "node:timers/promises";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { afterAll, describe, expect, it } from "vitest";
import { BusinessError } from "../../src/http/errors.ts";
import { definitionTransportable, PoolDocuments, renderPdf } from "../../src/pdf/index.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";

/**
 * Issue 29.1 / 24.3: documents are laid out in the documents' worker pool, off the request thread,
 * within a time budget and a memory cap; past them, or with a full queue, a French 503 and the other
 * documents go on. Behaviour only: no duration is asserted.
 */

const grand = (lignes: number): TDocumentDefinitions => ({
  compress: false,
  defaultStyle: { font: "EcrinDejaVuSans", fontSize: 8 },
  content: [
    {
      table: {
        headerRows: 1,
        widths: [60, "*", 80],
        body: [
          ["N°", "Libellé", "Poids"],
          ...Array.from({ length: lignes }, (_, i) => [String(i), `Mouvement d'or fin n° ${i}`, `${i},00 g`]),
        ],
      },
    },
  ],
});

const pools: PoolDocuments[] = [];
const pool = (o: ConstructorParameters<typeof PoolDocuments>[0]) => {
  const p = new PoolDocuments(o);
  pools.push(p);
  return p;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

async function refus(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(BusinessError);
  const b = e as BusinessError;
  return { status: b.status, code: b.code, message: b.message };
}

const TROP_LOURD = {
  status: 503,
  code: "DOCUMENT_TROP_LOURD",
  message:
    "Ce document est trop long à produire : réduisez la période ou le nombre de lignes, puis réessayez.",
};

describe("the documents' worker pool", () => {
  it("lays a document out while the request thread keeps turning", async () => {
    // Its own pool with a budget no loaded machine reaches: this test is about the thread, not the time.
    const p = pool({ threads: 1, budgetMs: 600_000 });
    let fini = false;
    const issue = p
      .pdf(definitionTransportable(grand(3000)))
      .then(
        (b) => b,
        (e: unknown) => e,
      )
      .finally(() => {
        fini = true;
      });
    let tours = 0;
    while (!fini) {
      await tour();
      tours++;
    }
    const pdf = await issue;
    expect(pdf).toBeInstanceOf(Buffer);
    expect(texteDuPdf(pdf as Buffer)).toContain("Mouvement d'or fin n° 2999");
    // Laid out on this thread, the 3,000 rows would leave the loop a handful of turns.
    expect(tours).toBeGreaterThan(1000);
  }, 600_000);

  it("starts the server's thread with the pool, keeps it and warms it before the first document", async () => {
    // Without kept threads, none runs before a document (piscina starts them on demand).
    expect(pool({ threads: 1 }).threads).toBe(0);
    const p = pool({ threads: 1, gardes: 1, budgetMs: 600_000 });
    expect(p.threads).toBe(1);
    await p.prechauffer();
    expect(p.threads).toBe(1);
  }, 600_000);

  it("writes each page's footer from its template", async () => {
    const pdf = await renderPdf({
      ...grand(200),
      footer: (page, pages) => ({ text: `Relevé — page ${page} / ${pages}` }),
    });
    const pieds = texteDuPdf(pdf)
      .split("\n")
      .filter((l) => l.startsWith("Relevé"));
    // 200 rows lay out on 4 pages.
    expect(pieds).toEqual([1, 2, 3, 4].map((i) => `Relevé — page ${i} / 4`));
  }, 120_000);

  it("carries a table layout's constants and refuses a footer that is not a template of the page numbers", () => {
    const avecLayout = definitionTransportable({
      content: [{ table: { body: [["a"]] }, layout: { paddingLeft: () => 3, hLineColor: () => "#cccccc" } }],
    }) as { content: { layout: Record<string, unknown> }[] };
    expect(avecLayout.content[0]?.layout).toEqual({
      paddingLeft: { $ecrinConstante: 3 },
      hLineColor: { $ecrinConstante: "#cccccc" },
    });
    expect(() =>
      definitionTransportable({
        content: [],
        footer: (page) => ({ text: page === 1 ? "Première" : "Suite" }),
      }),
    ).toThrow("PDF : le footer ne peut être rendu que des numéros de page.");
    expect(() =>
      definitionTransportable({
        content: [{ table: { body: [["a"]] }, layout: { paddingTop: (i: number) => i * 2 } }],
      }),
    ).toThrow(
      "PDF : la fonction paddingTop doit rendre une constante pour être rendue hors du fil de la requête.",
    );
  });

  it("refuses a document past its time budget, in French, and the pool goes on", async () => {
    const p = pool({ threads: 1, budgetMs: 1 });
    expect(await refus(p.pdf(definitionTransportable(grand(5000))))).toEqual(TROP_LOURD);
    const ok = pool({ threads: 1 });
    expect(texteDuPdf(await ok.pdf(definitionTransportable(grand(10))))).toContain("Mouvement d'or fin n° 9");
  }, 120_000);

  it("refuses a document past the worker's memory cap, in French", async () => {
    const p = pool({ threads: 1, memoireMo: 24 });
    expect(await refus(p.pdf(definitionTransportable(grand(60_000))))).toEqual(TROP_LOURD);
  }, 300_000);

  it("refuses at once when the queue is full, and renders the others", async () => {
    const p = pool({ threads: 1, file: 1 });
    const issues = await Promise.allSettled(
      Array.from({ length: 4 }, () => p.pdf(definitionTransportable(grand(300)))),
    );
    const refuses = issues.filter((i) => i.status === "rejected") as PromiseRejectedResult[];
    expect(issues.filter((i) => i.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    expect(refuses.length).toBeGreaterThanOrEqual(1);
    for (const r of refuses) {
      expect(r.reason).toBeInstanceOf(BusinessError);
      expect({ status: r.reason.status, code: r.reason.code, message: r.reason.message }).toEqual({
        status: 503,
        code: "DOCUMENTS_EN_ATTENTE",
        message: "Trop de documents sont en cours de production : réessayez dans un instant.",
      });
    }
  }, 120_000);
});
