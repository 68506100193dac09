import { beforeEach, describe, expect, it } from "vitest";
import { ecritureDe, ecrituresDe } from "./ecriture.ts";
import { avoir, COMPTES, facture } from "./exemples.fixture.ts";
import {
  enregistrementQuadra,
  fichierQuadra,
  LONGUEUR_ENREGISTREMENT_QUADRA,
  montantQuadra,
  nomFichierQuadra,
  numerotableQuadra,
} from "./quadra.ts";

const ecriture = (doc = facture()) => {
  const e = ecritureDe(doc, COMPTES);
  if (e === null) throw new Error("no entry");
  return e;
};

describe("the Quadra M record", () => {
  it("lays out the client line of invoice F10001 character by character", () => {
    const e = ecriture();
    const attendu = [
      "M", //                                   1     type
      "41100123", //                            2-9   compte
      "VT", //                                  10-11 journal
      "000", //                                 12-14 folio
      "070325", //                              15-20 date JJMMAA
      " ", //                                   21    code libellé
      "Facture F10001 Bijou", //                22-41 libellé libre (20)
      "D", //                                   42    sens
      "+000000122760", //                       43-55 montant en centimes signé
      "70700000", //                            56-63 contrepartie
      "300425", //                              64-69 échéance
      "  ", //                                  70-71 lettrage
      "   ", //                                 72-74 code statistique
      "00041", //                               75-79 n° de pièce (the entry's stored number)
      " ".repeat(10), //                        80-89 code affaire
      " ".repeat(10), //                        90-99 quantité
      "F10001  ", //                            100-107 numéro de pièce
      "EUR", //                                 108-110 devise
      "VT ", //                                 111-113 journal
      "   ", //                                 114-116 TVA
      "Facture F10001 Bijouterie Hele", //      117-146 libellé écriture (30)
    ].join("");
    expect(enregistrementQuadra(e, e.lignes[0]!)).toBe(attendu);
    expect(attendu).toHaveLength(146);
    expect(attendu.slice(41, 42)).toBe("D");
    expect(attendu.slice(42, 55)).toBe("+000000122760");
  });

  it("credits sales, port and VAT with the client as counterpart and no due date", () => {
    const [, ventes, port, tva] = ecriture().lignes.map((l) => enregistrementQuadra(ecriture(), l));
    expect(ventes?.slice(0, 9)).toBe("M70700000");
    expect(ventes?.slice(41, 69)).toBe("C+00000010000041100123      ");
    expect(port?.slice(0, 9)).toBe("M70850000");
    expect(port?.slice(41, 69)).toBe("C+00000000230041100123      ");
    expect(tva?.slice(0, 9)).toBe("M44571200");
    expect(tva?.slice(41, 55)).toBe("C+000000020460");
  });

  it("writes amounts in cents on 13 characters", () => {
    expect(montantQuadra(0)).toBe("+000000000000");
    expect(montantQuadra(122760)).toBe("+000000122760");
    expect(montantQuadra(999_999_999_999)).toBe("+999999999999");
    expect(() => montantQuadra(1_000_000_000_000)).toThrow(RangeError);
    expect(() => montantQuadra(-1)).toThrow(RangeError);
  });

  it.each([
    [1_000_000_000_000, "Amount out of the Quadra range: 1000000000000"],
    [-1, "Amount out of the Quadra range: -1"],
    [12.5, "Amount out of the Quadra range: 12.5"],
  ])("refuses %s cents with its own message", (cents, message) => {
    expect(() => montantQuadra(cents)).toThrow(new RangeError(message));
  });

  it("refuses a journal code longer than 2 characters", () => {
    const e = { ...ecriture(), journal: "VTE" };
    expect(() => enregistrementQuadra(e, e.lignes[0]!)).toThrow(RangeError);
  });

  it.each(["", "VTE", "É1"])("refuses the journal code %o with its message", (journal) => {
    const e = { ...ecriture(), journal };
    expect(() => enregistrementQuadra(e, e.lignes[0]!)).toThrow(
      new RangeError(`Quadra journal codes have 2 characters: "${journal}"`),
    );
  });

  it("refuses a record that is not 146 characters (a line whose direction is not one letter)", () => {
    const e = ecriture();
    const l = { ...e.lignes[0]!, sens: "" as "D" };
    expect(() => enregistrementQuadra(e, l)).toThrow(/^Quadra record of 145 characters: M41100123VT/);
  });
});

describe("the Quadra file", () => {
  // Built before each test, not when the file is read: a writer that throws must fail the tests, not the
  // file's collection (which Stryker's vitest runner counts as a surviving mutant).
  let fichier = "";
  let lignes: string[] = [];
  beforeEach(() => {
    fichier = fichierQuadra(ecrituresDe([facture(), avoir()], COMPTES));
    lignes = fichier.split("\r\n");
  });

  it("ends every record with CRLF, each of the fixed length, in pure ASCII", () => {
    expect(fichier.endsWith("\r\n")).toBe(true);
    expect(lignes.pop()).toBe("");
    expect(lignes).toHaveLength(7);
    for (const l of lignes) {
      expect(l).toHaveLength(LONGUEUR_ENREGISTREMENT_QUADRA);
      expect(l).toMatch(/^M[\x20-\x7e]+$/);
    }
    expect(fichier).not.toMatch(/[^\r]\n/);
  });

  it("folds accents of the labels", () => {
    expect(lignes[4]?.slice(21, 41)).toBe("Avoir AV7 Bijouterie");
    expect(lignes[4]?.slice(116)).toBe("Avoir AV7 Bijouterie Helene   ");
  });

  it("balances: debits equal credits per piece and overall", () => {
    const parPiece = new Map<string, number>();
    // The records, without the empty text after the last CRLF (it relied on the first test's pop() before).
    for (const l of lignes.slice(0, -1)) {
      const cents = Number(l.slice(43, 55)) * (l[41] === "D" ? 1 : -1);
      const piece = l.slice(99, 107);
      parPiece.set(piece, (parPiece.get(piece) ?? 0) + cents);
    }
    expect([...parPiece.entries()]).toEqual([
      ["F10001  ", 0],
      ["AV7     ", 0],
    ]);
  });

  it("gives each entry its stored number as piece number: F12, FX12 and AV12 do not collide", () => {
    const docs = [
      facture({ numero: 12, numEcriture: 7 }),
      facture({ numero: 12, canal: "alternatif", numEcriture: 8 }),
      avoir({ numero: 12, numEcriture: 9 }),
    ];
    const records = fichierQuadra(ecrituresDe(docs, COMPTES)).split("\r\n").slice(0, -1);
    const pieces = [...new Set(records.map((l) => `${l.slice(74, 79)} ${l.slice(99, 107).trim()}`))];
    expect(pieces).toEqual(["00007 F12", "00008 FX12", "00009 AV12"]);
  });

  it("refuses an entry number the 5-digit piece number cannot hold", () => {
    const e = ecriture();
    expect(numerotableQuadra([e, { ...e, numEcriture: 99_999 }])).toBe(true);
    expect(numerotableQuadra([e, { ...e, numEcriture: 100_000 }])).toBe(false);
    expect(() => enregistrementQuadra({ ...e, numEcriture: 100_000 }, e.lignes[0]!)).toThrow(RangeError);
  });

  it("is named after the journal and the period", () => {
    expect(nomFichierQuadra("VT", "2025-03-01", "2025-03-31")).toBe("quadra-VT-20250301-20250331.txt");
  });
});
