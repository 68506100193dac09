import { describe, expect, it } from "vitest";
import { type CsvColumn, csvField, neutraliserFormule, toCsv } from "./csv.ts";
import { dec } from "./decimal.ts";

interface Facture {
  numero: number;
  client: string;
  montant: string | null;
  date: string;
  commentaire?: string;
}

const columns: CsvColumn<Facture>[] = [
  { key: "numero", header: "N° facture" },
  { key: "client", header: "Client" },
  { key: "montant", header: "Montant HT", kind: "decimal" },
  { key: "date", header: "Date", kind: "date" },
];

describe("toCsv", () => {
  it("writes a BOM, ';' separators, CRLF ends, French decimals and dates", () => {
    const csv = toCsv(columns, [
      { numero: 1, client: "Bijouterie Éclat", montant: "12.30", date: "2026-11-21" },
      { numero: 2, client: "Or & Co", montant: "-1234.5", date: "2026-01-02" },
    ]);
    expect(csv).toBe(
      "\ufeffN° facture;Client;Montant HT;Date\r\n" +
        "1;Bijouterie Éclat;12,30;21/11/2026\r\n" +
        "2;Or & Co;-1234,5;02/01/2026\r\n",
    );
  });

  it('quotes fields holding ; " CR or LF and doubles inner quotes', () => {
    const csv = toCsv(
      [
        { key: "client", header: "Client" },
        { key: "commentaire", header: "Commentaire; libre" },
      ],
      [
        { numero: 1, client: 'Le "Diamant"', montant: null, date: "2026-11-21", commentaire: "a;b" },
        { numero: 2, client: "x", montant: null, date: "2026-11-21", commentaire: "ligne 1\r\nligne 2" },
        { numero: 3, client: "y", montant: null, date: "2026-11-21", commentaire: "seul\n" },
      ],
    );
    expect(csv).toBe(
      '\ufeffClient;"Commentaire; libre"\r\n' +
        '"Le ""Diamant""";"a;b"\r\n' +
        'x;"ligne 1\r\nligne 2"\r\n' +
        'y;"seul\n"\r\n',
    );
  });

  it("writes blanks for null, undefined and empty values", () => {
    const csv = toCsv(columns, [{ numero: 1, client: "", montant: null, date: "" }]);
    expect(csv).toBe("\ufeffN° facture;Client;Montant HT;Date\r\n1;;;\r\n");
  });

  it("uses a column's format when given", () => {
    const csv = toCsv<Facture>(
      [
        { key: "libelle", header: "Libellé", format: (r) => `${r.client} (${r.numero})` },
        { key: "montant", header: "Montant", kind: "decimal", format: (r) => `${r.montant} EUR` },
      ],
      [{ numero: 7, client: "A", montant: "5.00", date: "2026-11-21" }],
    );
    expect(csv).toBe("\ufeffLibellé;Montant\r\nA (7);5.00 EUR\r\n");
  });

  it("writes decimals exactly, with fixed places on request", () => {
    const rows = [{ a: "0.10", b: 3, c: dec("0.1").plus("0.2"), d: "2.675" }];
    const csv = toCsv(
      [
        { key: "a", header: "a", kind: "decimal" },
        { key: "b", header: "b", kind: "decimal" },
        { key: "c", header: "c", kind: "decimal" },
        { key: "d", header: "d", kind: "decimal", places: 2 },
      ],
      rows,
    );
    expect(csv).toBe("\ufeffa;b;c;d\r\n0,10;3;0,3;2,68\r\n");
  });

  it("refuses a decimal column holding something else, saying what", () => {
    const csv = (a: unknown) => () => toCsv([{ key: "a", header: "a", kind: "decimal" }], [{ a }]);
    expect(csv("abc")).toThrow(new RangeError('Not a decimal: "abc"'));
    expect(csv(true)).toThrow(new TypeError("CSV decimal column holds a non-decimal value: true"));
    expect(csv({ toFixed: () => "1" })).toThrow(
      new TypeError("CSV decimal column holds a non-decimal value: [object Object]"),
    );
  });

  it("writes Date values as dates, and datetime columns with the time", () => {
    const at = new Date(2026, 10, 21, 9, 5);
    const csv = toCsv(
      [
        { key: "at", header: "Jour" },
        { key: "at", header: "Moment", kind: "datetime" },
      ],
      [{ at }],
    );
    expect(csv).toBe("\ufeffJour;Moment\r\n21/11/2026;21/11/2026 09:05\r\n");
  });

  it("with no rows writes the header line only", () => {
    expect(toCsv(columns, [])).toBe("\ufeffN° facture;Client;Montant HT;Date\r\n");
  });
});

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a;b", '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ["a\rb", '"a\rb"'],
    ["12,30", "12,30"],
  ])("%j -> %j", (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });
});

describe("neutraliserFormule (OWASP CSV injection)", () => {
  it.each([
    ['=HYPERLINK("http://x.example","Cliquez")', `'=HYPERLINK("http://x.example","Cliquez")`],
    ["+33 1 23 45 67 89", "'+33 1 23 45 67 89"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)", "'@SUM(1+1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["Bijouterie = Or", "Bijouterie = Or"],
    ["", ""],
    ["'déjà", "'déjà"],
  ])("%j -> %j", (texte, attendu) => {
    expect(neutraliserFormule(texte)).toBe(attendu);
  });
});

describe("toCsv: text cells are neither formulas nor unbounded", () => {
  it("prefixes a formula in a text, a format or a header with a quote, never a number or a date", () => {
    const csv = toCsv<{ client: string; montant: string; date: string }>(
      [
        { key: "client", header: "=Client" },
        { key: "montant", header: "Montant", kind: "decimal" },
        { key: "date", header: "Date", kind: "date" },
        { key: "libelle", header: "Libellé", format: (r) => `@${r.client}` },
      ],
      [{ client: '=HYPERLINK("http://x.example";"Cliquez")', montant: "-12.50", date: "2026-11-21" }],
    );
    expect(csv).toBe(
      "\ufeff'=Client;Montant;Date;Libellé\r\n" +
        `"'=HYPERLINK(""http://x.example"";""Cliquez"")";-12,50;21/11/2026;` +
        `"'@=HYPERLINK(""http://x.example"";""Cliquez"")"\r\n`,
    );
  });

  it("cuts a text cell at 5,000 characters with an ellipsis", () => {
    const csv = toCsv([{ key: "d", header: "Désignation" }], [{ d: "a".repeat(100_000) }]);
    expect(csv).toBe(`\ufeffDésignation\r\n${"a".repeat(4999)}…\r\n`);
  });
});
