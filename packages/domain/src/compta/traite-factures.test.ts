import { describe, expect, it } from "vitest";
import {
  facturesATraiterQuerySchema,
  libelleFactureATraiter,
  rechercheFactureTraite,
  refusFacturesTraite,
} from "./traite-factures.ts";
import { traiteClientSchema } from "./traite-schema.ts";

const SAISIE = {
  idBijouterie: 123,
  dateCreation: "2026-03-01",
  dateEcheance: "2026-03-31",
  totalTtc: "1 227,60",
  numEffet: "1502",
  nbDecoupe: "1",
};

describe("the invoices a customer bill settles (issue 25 point 8)", () => {
  it("takes none by default, each invoice once", () => {
    expect(traiteClientSchema.parse(SAISIE).factures).toEqual([]);
    expect(
      traiteClientSchema.parse({
        ...SAISIE,
        factures: [
          { canal: "standard", idFact: 10001 },
          { canal: "alternatif", idFact: 10001 },
          { canal: "standard", idFact: 10001 },
        ],
      }).factures,
    ).toEqual([
      { canal: "standard", idFact: 10001 },
      { canal: "alternatif", idFact: 10001 },
    ]);
  });

  it.each([
    [[{ canal: "autre", idFact: 1 }], "Facture réglée invalide."],
    [[{ canal: "standard", idFact: 0 }], "Facture réglée invalide."],
    ["F10001", "Facture réglée invalide."],
    [
      Array.from({ length: 101 }, (_, i) => ({ canal: "standard", idFact: i + 1 })),
      "Une traite règle 100 factures au plus.",
    ],
  ])("refuses %j: %s", (factures, message) => {
    expect(traiteClientSchema.safeParse({ ...SAISIE, factures }).error?.issues[0]?.message).toBe(message);
  });

  const TROUVEES = [
    { canal: "standard", idFact: 10001, idBijouterie: 123, numEffet: null },
    { canal: "alternatif", idFact: 77, idBijouterie: 123, numEffet: null },
    { canal: "standard", idFact: 10002, idBijouterie: 45, numEffet: null },
    { canal: "standard", idFact: 10003, idBijouterie: 123, numEffet: 1500 },
  ] as const;
  it.each([
    [
      [
        { canal: "standard", idFact: 10001 },
        { canal: "alternatif", idFact: 77 },
      ],
      null,
    ],
    [
      [{ canal: "standard", idFact: 77 }],
      { code: "TRAITE_FACTURE_INTROUVABLE", message: "Facture n° F77 introuvable." },
    ],
    [
      [{ canal: "standard", idFact: 10002 }],
      {
        code: "TRAITE_FACTURE_AUTRE_CLIENT",
        message: "La facture n° F10002 n'est pas une facture du client de la traite.",
      },
    ],
    [
      [{ canal: "standard", idFact: 10003 }],
      {
        code: "TRAITE_FACTURE_DEJA_REGLEE",
        message: "La facture n° F10003 est déjà réglée par l'effet n° 1500.",
      },
    ],
  ] as const)("settles %j: %j", (factures, attendu) => {
    expect(refusFacturesTraite(123, factures, TROUVEES)).toEqual(attendu);
  });
});

describe("/traite's picker: the invoices of both channels a bill may settle", () => {
  it.each([
    ["", ["standard", "alternatif"], ""],
    ["12", ["standard", "alternatif"], "12"],
    ["F12", ["standard"], "12"],
    ["f12", ["standard"], "12"],
    ["F", ["standard"], ""],
    ["FX185", ["alternatif"], "185"],
    [" fx1 ", ["alternatif"], "1"],
    ["FX", ["alternatif"], ""],
  ] as const)("%j searches %j from %j", (saisie, canaux, debut) => {
    expect(rechercheFactureTraite(saisie)).toEqual({ canaux, debut });
  });

  it.each(["AV12", "FF12", "F-12", "12345678901", "X"])("%j is no invoice identifier", (saisie) => {
    expect(rechercheFactureTraite(saisie)).toBeNull();
  });

  it("reads the query string; a bad search is refused in French", () => {
    expect(facturesATraiterQuerySchema.parse({ idClt: "7", q: "FX18" })).toEqual({
      idClt: 7,
      q: { canaux: ["alternatif"], debut: "18" },
    });
    const r = facturesATraiterQuerySchema.safeParse({ idClt: "7", q: "AV3" });
    expect(r.error?.issues.map((i) => [i.code, i.path, i.message])).toEqual([
      ["custom", ["q"], "Tapez le début de l'identifiant de la facture (F… ou FX…)."],
    ]);
  });

  it("searches both channels from their first number when no search is given", () => {
    expect(facturesATraiterQuerySchema.parse({ idClt: "7" })).toEqual({
      idClt: 7,
      q: { canaux: ["standard", "alternatif"], debut: "" },
    });
  });

  it("labels an invoice by its printed identifier", () => {
    expect(
      libelleFactureATraiter({
        canal: "alternatif",
        idFact: 185,
        dateFact: "2026-11-20",
        totalHt: "1234.56",
      }),
    ).toBe("N° FX185 du 20/11/2026 – 1\u202f234,56\u00a0€ HT");
  });
});
