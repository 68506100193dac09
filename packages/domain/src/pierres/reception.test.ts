import { describe, expect, it } from "vitest";
import {
  avertissementCertificat,
  COURS_EUR_DOLL_DEFAUT,
  caratsSchema,
  correspondRecherche,
  MSG_CARATS_DECIMALES,
  MSG_CERTIFICAT_VIDE,
  MSG_COURS_NOMBRE,
  MSG_PIECES_ENTIER,
  motsRecherche,
  piecesSchema,
  receptionSchema,
} from "./reception.ts";

/** Issue 31: the case table of the stone reception (spec 02 sections 2.7, 5 and 9; issue 13). */

const premier = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);
const LOT = { noConfie: "C1", idFour: 1, idPier: 2, poids: "1" };

describe("carats: above zero, at most three decimals, never rounded", () => {
  const carats = caratsSchema("obligatoire", "invalide");
  it.each([
    ["1,250", "1.250"],
    ["0,001", "0.001"],
    // Trailing zeros are no decimal: 1.2340 is 1.234.
    ["1.2340", "1.2340"],
    // Every trailing zero, not only the last: 1.23400 has three decimals.
    ["1,23400", "1.23400"],
    ["12", "12"],
  ])("%s reads %s", (saisie, valeur) => {
    expect(carats.parse(saisie)).toBe(valeur);
  });

  it.each([
    ["", ["obligatoire"]],
    ["abc", ["invalide"]],
    ["0", ["invalide"]],
    ["0,000", ["invalide"]],
    ["00", ["invalide"]],
    ["00,0", ["invalide"]],
    ["-1", ["invalide"]],
    // A negative value with four decimals: only "invalide", the decimals are not checked after it.
    ["-1,2345", ["invalide"]],
    ["1,2345", [MSG_CARATS_DECIMALES]],
    ["0,0001", [MSG_CARATS_DECIMALES]],
  ])("%j is refused with %j", (saisie, attendu) => {
    expect(messages(carats.safeParse(saisie))).toEqual(attendu);
  });
});

describe("a count of stones (issue 13): blank is not counted", () => {
  it.each<[unknown, number | null]>([
    ["", null],
    [undefined, null],
    [null, null],
    ["25", 25],
    ["0", 0],
    [25, 25],
    ["999999999", 999999999],
  ])("%j reads %j", (saisie, valeur) => {
    expect(piecesSchema.parse(saisie)).toBe(valeur);
  });

  it.each([["2.5"], [2.5], ["-1"], [-1], ["abc"], ["1234567890"], [" 3"]])("%j is refused", (saisie) => {
    expect(premier(piecesSchema.safeParse(saisie))).toBe(MSG_PIECES_ENTIER);
  });
});

describe("Reception Pierre", () => {
  it("the defaults: no quality, prices 0, rate 1, no stones count, not labo, no certificate, no date", () => {
    expect(COURS_EUR_DOLL_DEFAUT).toBe("1");
    expect(receptionSchema.parse(LOT)).toEqual({
      noConfie: "C1",
      idFour: 1,
      idPier: 2,
      idQual: null,
      dollar: "0",
      euro: "0",
      poids: "1",
      pieces: null,
      lg: false,
      coursEurDoll: "1",
      certificat: null,
    });
  });

  it("reads every field typed", () => {
    expect(
      receptionSchema.parse({
        ...LOT,
        idQual: "4",
        dollar: "12,5",
        euro: "0",
        pieces: "3",
        lg: true,
        coursEurDoll: "1,08",
        certificat: " GIA 123 ",
        dateReception: "2025-03-14",
      }),
    ).toEqual({
      noConfie: "C1",
      idFour: 1,
      idPier: 2,
      idQual: 4,
      dollar: "12.5",
      euro: "0",
      poids: "1",
      pieces: 3,
      lg: true,
      coursEurDoll: "1.08",
      certificat: "GIA 123",
      dateReception: "2025-03-14",
    });
  });

  it("blank or null optional fields are absent", () => {
    const blancs = { dollar: "", euro: null, coursEurDoll: "", certificat: "   ", dateReception: "" };
    expect(receptionSchema.parse({ ...LOT, ...blancs })).toMatchObject({
      dollar: "0",
      euro: "0",
      coursEurDoll: "1",
      certificat: null,
      dateReception: undefined,
    });
    expect(receptionSchema.parse({ ...LOT, certificat: null }).certificat).toBeNull();
  });

  it.each([
    [{ dollar: "-1" }, "Le prix $ doit etre un nombre."],
    [{ euro: "-0,5" }, "Le prix € doit etre un nombre."],
    [{ coursEurDoll: "0" }, MSG_COURS_NOMBRE],
    [{ coursEurDoll: "0,00" }, MSG_COURS_NOMBRE],
    [{ coursEurDoll: "-1,08" }, MSG_COURS_NOMBRE],
    [{ dateReception: "2025-02-30" }, "Date de réception invalide."],
    [{ noConfie: "   " }, "N° Confie obligatoire."],
    [{ pieces: "x" }, MSG_PIECES_ENTIER],
  ])("%j is refused with '%s'", (champ, message) => {
    expect(premier(receptionSchema.safeParse({ ...LOT, ...champ }))).toBe(message);
  });

  it("N° Confie is trimmed, 50 characters at most; the certificate 100", () => {
    expect(receptionSchema.parse({ ...LOT, noConfie: ` ${"N".repeat(50)} ` }).noConfie).toBe("N".repeat(50));
    expect(receptionSchema.safeParse({ ...LOT, noConfie: "N".repeat(51) }).success).toBe(false);
    expect(receptionSchema.parse({ ...LOT, certificat: "C".repeat(100) }).certificat).toBe("C".repeat(100));
    expect(receptionSchema.safeParse({ ...LOT, certificat: "C".repeat(101) }).success).toBe(false);
  });
});

describe("the empty-certificate warning", () => {
  it.each([[null], [undefined], [""], ["   "]])("%j warns", (certificat) => {
    expect(avertissementCertificat(certificat)).toBe(MSG_CERTIFICAT_VIDE);
  });
  it("a certificate typed does not", () => {
    expect(avertissementCertificat(" GIA ")).toBeNull();
  });
});

describe("the stone search: every word, any order, any case", () => {
  it.each([
    ["  Diamant  ROND ", ["diamant", "rond"]],
    ["", []],
    ["   ", []],
  ])("%j splits into %j", (q, mots) => {
    expect(motsRecherche(q)).toEqual(mots);
  });

  it.each([
    ["", true],
    ["ROND", true],
    ["rond saphir", false],
  ])("%j in 'Diamant Rond 1,50 mm VS': %s", (q, attendu) => {
    expect(correspondRecherche("Diamant Rond 1,50 mm VS", q)).toBe(attendu);
  });
});
