import { beforeEach, describe, expect, it } from "vitest";
import {
  fichierCfonbLcr,
  MSG_LCR_DATE_REMISE,
  MSG_LCR_SELECTION,
  msgLcrTraitesHorsRemise,
  numeroEmetteurValide,
  remiseLcrQuerySchema,
  texteCfonb,
} from "./cfonb-lcr.ts";

const cedant = { nom: "Écrin Joaillerie", banque: "Société Générale", iban: "FR7630004000050000123456789" };
const effets = [
  {
    reference: "1500",
    tire: "Bijouterie Hélène – Noël",
    banque: "Crédit Agricole",
    iban: "FR1420041010050500013M02606",
    montant: "1234.56",
    echeance: "2026-03-31",
    dateCreation: "2026-03-01",
    referenceTireur: "42",
  },
  {
    reference: "1501-2",
    tire: "Or & Perles d'Orléans",
    banque: "",
    iban: "FR7630006000011234567890189",
    montant: "0.07",
    echeance: "2026-05-02",
    dateCreation: "2026-03-01",
    referenceTireur: "7",
  },
];

// Built before each test, not when the file is collected: a rule made to throw then fails the tests (a
// failing beforeAll or collection only skips them, which the mutation runner counts as a survivor).
let fichier: string;
let lignes: string[];
beforeEach(() => {
  fichier = fichierCfonbLcr(cedant, "2026-03-01", effets);
  lignes = fichier.split("\r\n");
});
/** The field at positions debut..fin (1-based, inclusive), as in the layout table. */
const champ = (ligne: number, debut: number, fin: number) => lignes[ligne]!.slice(debut - 1, fin);

describe("texteCfonb: text within the CFONB character set (issue 25 point 12)", () => {
  it.each([
    ["Or & Perles d'Orléans", "OR ET PERLES D'ORLEANS"],
    ["Dupont&Fils", "DUPONT ET FILS"],
    ['Bijoux "Étoile" *Paris* #2', "BIJOUX ETOILE PARIS 2"],
    ["L'Atelier_du@Bijou; =SUM(1)", "L'ATELIER DU BIJOU SUM(1)"],
    ["Maison (Lyon) - 12/04, n° 3 + 4: ok?", "MAISON (LYON) - 12/04, NO 3 + 4: OK?"],
    ["Œuvre – Noël !", "OEUVRE - NOEL"],
    ["  ", ""],
    ["A   B    C", "A B C"],
    ["bague\tor", "BAGUE OR"],
  ])("%j -> %j", (texte, attendu) => {
    expect(texteCfonb(texte)).toBe(attendu);
  });
});

describe("fichierCfonbLcr: the CFONB 160 LCR remittance", () => {
  it("writes 03, one 06 per bill, 08, each of 160 characters ended by CR LF", () => {
    expect(fichier.endsWith("\r\n")).toBe(true);
    expect(lignes.pop()).toBe("");
    expect(lignes.map((l) => l.length)).toEqual([160, 160, 160, 160]);
    expect(lignes.map((l) => l.slice(0, 4))).toEqual(["0360", "0660", "0660", "0860"]);
    expect(lignes.map((l) => l.slice(4, 12))).toEqual(["00000001", "00000002", "00000003", "00000004"]);
    // Only the CFONB set: upper-case letters, digits, space and . , - ' / ( ) + : ?
    expect(/^[A-Z0-9 .,\-'/()+:?]*$/.test(lignes.join(""))).toBe(true);
  });

  it("puts the remittance's reference at 150-160 when given", () => {
    const avecReference = fichierCfonbLcr(cedant, "2026-03-01", effets, "LCR00000007").split("\r\n");
    expect(avecReference[0]!.slice(149, 160)).toBe("LCR00000007");
    expect(lignes[0]!.slice(149, 160)).toBe("LCR20260301");
  });

  it.each([
    ["numéro d'émetteur", 13, 18, "000000"],
    ["blank", 19, 24, "      "],
    ["date de remise", 25, 30, "010326"],
    ["raison sociale", 31, 54, "ECRIN JOAILLERIE        "],
    ["domiciliation", 55, 78, "SOCIETE GENERALE        "],
    ["code entrée", 79, 79, "3"],
    ["code Dailly", 80, 80, " "],
    ["code monnaie", 81, 81, "E"],
    ["code banque", 82, 86, "30004"],
    ["code guichet", 87, 91, "00005"],
    ["compte", 92, 102, "00001234567"],
    ["blank", 103, 149, " ".repeat(47)],
    ["référence remise", 150, 160, "LCR20260301"],
  ])("03 header: %s at %i-%i", (_, debut, fin, attendu) => {
    expect(champ(0, debut, fin)).toBe(attendu);
  });

  it.each([
    [1, "blank", 13, 20, "        "],
    [1, "référence tiré", 21, 30, "1500      "],
    [1, "nom du tiré", 31, 54, "BIJOUTERIE HELENE - NOEL"],
    [1, "domiciliation", 55, 78, "CREDIT AGRICOLE         "],
    [1, "code acceptation", 79, 79, "0"],
    [1, "blank", 80, 81, "  "],
    [1, "code banque", 82, 86, "20041"],
    [1, "code guichet", 87, 91, "01005"],
    [1, "compte", 92, 102, "0500013M026"],
    [1, "montant", 103, 114, "000000123456"],
    [1, "blank", 115, 118, "    "],
    [1, "échéance", 119, 124, "310326"],
    [1, "création", 125, 130, "010326"],
    [1, "blank", 131, 150, " ".repeat(20)],
    [1, "référence tireur", 151, 160, "42        "],
    [2, "référence tiré", 21, 30, "1501-2    "],
    [2, "nom du tiré", 31, 54, "OR ET PERLES D'ORLEANS  "],
    [2, "domiciliation", 55, 78, " ".repeat(24)],
    [2, "code banque", 82, 86, "30006"],
    [2, "code guichet", 87, 91, "00001"],
    [2, "compte", 92, 102, "12345678901"],
    [2, "montant", 103, 114, "000000000007"],
    [2, "échéance", 119, 124, "020526"],
    [2, "référence tireur", 151, 160, "7         "],
  ])("06 detail %i: %s at %i-%i", (ligne, _, debut, fin, attendu) => {
    expect(champ(ligne, debut, fin)).toBe(attendu);
  });

  it("08 total: the sum of the amounts in cents at 103-114, blanks elsewhere", () => {
    expect(champ(3, 103, 114)).toBe("000000123463");
    expect(champ(3, 13, 102)).toBe(" ".repeat(90));
    expect(champ(3, 115, 160)).toBe(" ".repeat(46));
  });

  it("refuses a non-French IBAN (the caller names the client first)", () => {
    expect(() =>
      fichierCfonbLcr(cedant, "2026-03-01", [{ ...effets[0]!, iban: "DE89370400440532013000" }]),
    ).toThrow(new RangeError('Not a French IBAN: "DE89370400440532013000"'));
  });

  it("refuses an amount of more than 12 digits of cents", () => {
    expect(() =>
      fichierCfonbLcr(cedant, "2026-03-01", [{ ...effets[0]!, montant: "10000000000.00" }]),
    ).toThrow(new RangeError("1000000000000 does not fit in 12 digits"));
  });

  it("writes a remittance without bills as 03 and 08, the total zero", () => {
    const vide = fichierCfonbLcr(cedant, "2026-03-01", []).split("\r\n");
    expect(vide.map((l) => l.slice(0, 12))).toEqual(["036000000001", "086000000002", ""]);
    expect(vide[1]!.slice(102, 114)).toBe("000000000000");
  });
});

describe("fichierCfonbLcr: issuer number and domiciliation from the settings", () => {
  it("writes the numéro national d'émetteur at 13-18 and the bank at 55-78, 160 characters kept", () => {
    const avec = fichierCfonbLcr(
      { ...cedant, numeroEmetteur: " 123456 ", banque: "BNP Paribas Paris Opéra" },
      "2026-03-01",
      effets,
    ).split("\r\n");
    expect(avec[0]!.slice(12, 18)).toBe("123456");
    expect(avec[0]!.slice(54, 78)).toBe("BNP PARIBAS PARIS OPERA ");
    expect(avec.slice(0, -1).map((l) => l.length)).toEqual([160, 160, 160, 160]);
  });

  it.each([
    ["", true],
    ["123456", true],
    [" 123456 ", true],
    ["12345", false],
    ["1234567", false],
    ["12a456", false],
  ])("numéro d'émetteur %j valid: %s", (numero, valide) => {
    expect(numeroEmetteurValide(numero)).toBe(valide);
    const fichier = () => fichierCfonbLcr({ ...cedant, numeroEmetteur: numero }, "2026-03-01", effets);
    if (valide) expect(fichier).not.toThrow();
    else expect(fichier).toThrow(new RangeError(`Numéro d'émetteur "${numero}" is not 6 digits`));
  });
});

describe("remiseLcrQuerySchema: the date and the bills chosen", () => {
  it.each([
    [{ date: "2026-03-01" }, { date: "2026-03-01" }],
    [
      { date: "2026-03-01", ids: "12,7,12" },
      { date: "2026-03-01", ids: [12, 7] },
    ],
  ])("%j -> %j", (q, attendu) => {
    expect(remiseLcrQuerySchema.parse(q)).toEqual(attendu);
  });

  it.each([
    [{ date: "01/03/2026" }, MSG_LCR_DATE_REMISE],
    [{ date: "2026-03-01", ids: "" }, MSG_LCR_SELECTION],
    [{ date: "2026-03-01", ids: "1,a" }, MSG_LCR_SELECTION],
    [{ date: "2026-03-01", ids: "a1" }, MSG_LCR_SELECTION],
    [{ date: "2026-03-01", ids: "1,2," }, MSG_LCR_SELECTION],
    [{ date: "2026-03-01", ids: "1234567890" }, MSG_LCR_SELECTION],
    [{ date: "2026-03-01", ids: 12 }, MSG_LCR_SELECTION],
  ])("%j refused: %s", (q, message) => {
    const r = remiseLcrQuerySchema.safeParse(q);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it("names the bills that are not of the remittance date", () => {
    expect(msgLcrTraitesHorsRemise([9])).toBe("Traite absente de cette date de création : 9.");
    expect(msgLcrTraitesHorsRemise([9, 11])).toBe("Traites absentes de cette date de création : 9, 11.");
  });
});
// Equivalent mutants (cfonb-lcr.ts): the issuer number's `.trim()` dropped or its `|| "0"` made `|| ""`
// (Number() trims, and reads "" as 0); `enregistrement`'s length guard made false, and its message (every
// record is built of fields of fixed width, so it never throws).
