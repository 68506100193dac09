import { beforeEach, describe, expect, it } from "vitest";
import { ecrituresDe } from "./ecriture.ts";
import { avoir, COMPTES, facture } from "./exemples.fixture.ts";
import { FEC_ENTETE, fichierFec, montantFec, nomFichierFec } from "./fec.ts";

describe("the FEC", () => {
  // Built before each test, not when the file is read: a writer that throws must fail the tests, not the
  // file's collection (which Stryker's vitest runner counts as a surviving mutant).
  let fichier = "";
  let lignes: string[] = [];
  beforeEach(() => {
    fichier = fichierFec(ecrituresDe([facture(), avoir({ nomClient: "A|B Bijoux" })], COMPTES));
    lignes = fichier.split("\r\n");
  });

  it("starts with the 18 columns of art. A47 A-1, word for word", () => {
    expect(FEC_ENTETE).toBe(
      "JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|" +
        "PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise",
    );
    expect(lignes[0]).toBe(FEC_ENTETE);
  });

  it("writes one line per entry line: 18 fields, AAAAMMJJ dates, decimal commas", () => {
    expect(lignes[1]).toBe(
      "VT|Journal des ventes|41|20250307|41100000|Clients|41100123|Bijouterie Helene|" +
        "F10001|20250307|Facture F10001 Bijouterie Helene|1227,60|0,00|||20250307||",
    );
    expect(lignes[2]).toBe(
      "VT|Journal des ventes|41|20250307|70700000|Ventes|||" +
        "F10001|20250307|Facture F10001 Bijouterie Helene|0,00|1000,00|||20250307||",
    );
    expect(lignes[3]).toBe(
      "VT|Journal des ventes|41|20250307|70850000|Port facture|||" +
        "F10001|20250307|Facture F10001 Bijouterie Helene|0,00|23,00|||20250307||",
    );
    expect(lignes[4]?.split("|").slice(4, 13)).toEqual([
      "44571200",
      "TVA collectee",
      "",
      "",
      "F10001",
      "20250307",
      "Facture F10001 Bijouterie Helene",
      "0,00",
      "204,60",
    ]);
    // The separator never appears inside a zone.
    expect(lignes[5]?.split("|")[7]).toBe("A B Bijoux");
    const corps = lignes.slice(1, -1);
    expect(corps).toHaveLength(7);
    for (const l of corps) {
      const f = l.split("|");
      expect(f).toHaveLength(18);
      expect(f[3]).toMatch(/^\d{8}$/);
      expect(f[11]).toMatch(/^\d+,\d{2}$/);
      expect(f[12]).toMatch(/^\d+,\d{2}$/);
    }
  });

  it("writes each entry's stored number as EcritureNum, whatever the file holds; the document in PieceRef", () => {
    const docs = [
      facture({ numero: 12, numEcriture: 93 }),
      facture({ numero: 12, canal: "alternatif", numEcriture: 94 }),
      avoir({ numero: 12, numEcriture: 95 }),
      facture({ numero: 13, numEcriture: 96 }),
    ];
    const numeros = (d: typeof docs) =>
      [
        ...new Set(
          fichierFec(ecrituresDe(d, COMPTES))
            .split("\r\n")
            .slice(1, -1)
            .map((l) => l.split("|")),
        ),
      ].map((f) => `${f[2]} ${f[8]}`);
    // Every line of an entry carries its number.
    expect([...new Set(numeros(docs))]).toEqual(["93 F12", "94 FX12", "95 AV12", "96 F13"]);
    // A file of the last document alone (another period) shows the same number for it.
    expect([...new Set(numeros(docs.slice(3)))]).toEqual(["96 F13"]);
  });

  it("ends lines with CRLF and balances debits and credits", () => {
    expect(fichier.endsWith("\r\n")).toBe(true);
    expect(lignes.at(-1)).toBe("");
    const cents = (s: string) => Number(s.replace(",", ""));
    let debit = 0;
    let credit = 0;
    for (const l of lignes.slice(1, -1)) {
      const f = l.split("|");
      debit += cents(f[11]!);
      credit += cents(f[12]!);
    }
    expect(debit).toBe(122760 + 11999);
    expect(credit).toBe(debit);
  });

  it("writes amounts with a comma and no thousands separator", () => {
    expect(montantFec(123456789)).toBe("1234567,89");
    expect(montantFec(5)).toBe("0,05");
  });

  it("is named {SIREN}FEC{end of period}.txt", () => {
    expect(nomFichierFec("123456789", "2025-12-31")).toBe("123456789FEC20251231.txt");
    expect(nomFichierFec("123 456 789", "2025-03-31")).toBe("123456789FEC20250331.txt");
    expect(() => nomFichierFec("12345", "2025-03-31")).toThrow(RangeError);
    expect(() => nomFichierFec("1234567890", "2025-03-31")).toThrow(
      new RangeError('Invalid SIREN: "1234567890"'),
    );
    expect(() => nomFichierFec("A123456789", "2025-03-31")).toThrow(
      new RangeError('Invalid SIREN: "A123456789"'),
    );
  });

  it("a zone ending with the separator: replaced by a space, then trimmed", () => {
    const ligne = fichierFec(ecrituresDe([avoir({ nomClient: "Bijoux Marie |" })], COMPTES)).split("\r\n")[1];
    expect(ligne).toBe(
      "VT|Journal des ventes|42|20250310|41100000|Clients|41100123|Bijoux Marie|" +
        "AV7|20250310|Avoir AV7 Bijoux Marie|0,00|119,99|||20250310||",
    );
  });
});
