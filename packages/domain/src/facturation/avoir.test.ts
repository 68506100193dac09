import { describe, expect, it } from "vitest";
import {
  type AvoirCreation,
  avoirCreationSchema,
  avoirsPdfQuerySchema,
  designationAvoirPourFacture,
  type FactureCorrigee,
  facturesClientQuerySchema,
  libelleFactureCorrigee,
  MSG_AVOIR_CLIENT_OBLIGATOIRE,
  MSG_AVOIR_DESIGNATION_OBLIGATOIRE,
  MSG_AVOIR_FACTURE_INVALIDE,
  MSG_AVOIR_NUMERO_INVALIDE,
  MSG_AVOIR_TOTAL_INVALIDE,
  MSG_AVOIR_TOTAL_OBLIGATOIRE,
  MSG_AVOIRS_A_IMPRIMER,
  msgAvoirCree,
  refusAvoir,
  refusFacturesCitees,
  resteACrediter,
  tauxTvaAvoir,
  urlAvoirPourFacture,
} from "./avoir.ts";

const SAISIE = { idClt: 12, ref: " OF 1003 ", description: "Retour marchandise", totHt: "1 234,5" };

describe("avoirCreationSchema (the Creer dialog: client, Reference, Designation, Total HT)", () => {
  it("reads a French amount and a blank invoice number as none", () => {
    expect(avoirCreationSchema.parse({ ...SAISIE, idFact: "" })).toEqual({
      idClt: 12,
      ref: "OF 1003",
      description: "Retour marchandise",
      totHt: "1234.50",
      idFact: undefined,
      facturesRemise: [],
    });
    expect(avoirCreationSchema.parse({ ...SAISIE, idFact: "10003" }).idFact).toBe(10003);
  });

  it.each([
    [{ idClt: null }, "idClt", MSG_AVOIR_CLIENT_OBLIGATOIRE],
    [{ description: "  " }, "description", MSG_AVOIR_DESIGNATION_OBLIGATOIRE],
    [{ totHt: "" }, "totHt", MSG_AVOIR_TOTAL_OBLIGATOIRE],
    [{ totHt: "0" }, "totHt", MSG_AVOIR_TOTAL_INVALIDE],
    [{ totHt: "-12" }, "totHt", MSG_AVOIR_TOTAL_INVALIDE],
    [{ totHt: "12,345" }, "totHt", MSG_AVOIR_TOTAL_INVALIDE],
    [{ totHt: "douze" }, "totHt", MSG_AVOIR_TOTAL_INVALIDE],
    [{ idFact: "12a" }, "idFact", MSG_AVOIR_FACTURE_INVALIDE],
    [{ idFact: -3 }, "idFact", MSG_AVOIR_FACTURE_INVALIDE],
  ])("%o is refused on %s", (over, champ, message) => {
    const r = avoirCreationSchema.safeParse({ ...SAISIE, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === champ)?.message).toBe(message);
  });

  it("announces the new number", () => {
    expect(msgAvoirCree(42)).toBe("Avoir créé n° AV42");
  });
});

describe("refusAvoir: the corrected invoice", () => {
  const avoir = (over: Partial<AvoirCreation> = {}): AvoirCreation => ({
    idClt: 12,
    ref: "",
    description: "Retour",
    totHt: "100.00",
    idFact: 10003,
    facturesRemise: [],
    ...over,
  });
  const facture: FactureCorrigee = {
    idFact: 10003,
    idBijouterie: 12,
    dateFact: "2026-02-06",
    totalHt: "250.00",
    dejaCredite: "120.00",
    tauxTva: "20.00",
  };

  it("accepts no invoice, or the client's own invoice within what is left to credit", () => {
    expect(refusAvoir(avoir({ idFact: undefined }), null)).toBeNull();
    expect(refusAvoir(avoir({ totHt: "130.00" }), facture)).toBeNull();
  });

  it("refuses an unknown invoice, another client's, and more than is left", () => {
    expect(refusAvoir(avoir(), null)).toEqual({
      code: "FACTURE_INTROUVABLE",
      message: "Facture n° F10003 introuvable.",
    });
    expect(refusAvoir(avoir({ idClt: 13 }), facture)).toEqual({
      code: "FACTURE_AUTRE_CLIENT",
      message: "La facture n° F10003 n'appartient pas à ce client.",
    });
    expect(refusAvoir(avoir({ totHt: "130.01" }), facture)).toEqual({
      code: "AVOIR_DEPASSE_FACTURE",
      message: "Le total HT dépasse ce qui reste à créditer sur la facture n° F10003 : 130,00\u00a0€.",
    });
  });

  it("never leaves a negative balance to credit", () => {
    expect(resteACrediter({ totalHt: "100", dejaCredite: "150" })).toBe("0.00");
  });
});

describe("tauxTvaAvoir", () => {
  it("takes the corrected invoice's rate, else the normal rate", () => {
    expect(tauxTvaAvoir({ facture: "0", normal: "20" })).toBe("0.00");
    expect(tauxTvaAvoir({ facture: "5.5", normal: "20" })).toBe("5.50");
    expect(tauxTvaAvoir({ facture: null, normal: "20" })).toBe("20.00");
    expect(tauxTvaAvoir({ facture: null, normal: null })).toBeNull();
  });
});

describe("avoirsPdfQuerySchema (Imprimer)", () => {
  it("reads a comma list without duplicates", () => {
    expect(avoirsPdfQuerySchema.parse({ ids: "3, 1,3" }).ids).toEqual([3, 1]);
  });

  it.each([
    [{}, MSG_AVOIRS_A_IMPRIMER],
    [{ ids: "" }, MSG_AVOIRS_A_IMPRIMER],
    [{ ids: "1,x" }, MSG_AVOIR_NUMERO_INVALIDE],
    [{ ids: "0" }, MSG_AVOIR_NUMERO_INVALIDE],
  ])("%o is refused", (q, message) => {
    expect(avoirsPdfQuerySchema.safeParse(q).error?.issues[0]?.message).toBe(message);
  });
});

describe("a global rebate cites each invoice it corrects (issue 25 point 11)", () => {
  const REMISE = { idClt: 12, totHt: "10.00", idFact: undefined };
  const FACTURES = [
    { idFact: 10001, idBijouterie: 12, totalHt: "250.00", dejaCredite: "120.00" },
    { idFact: 10002, idBijouterie: 12, totalHt: "80.00", dejaCredite: "0.00" },
    { idFact: 10004, idBijouterie: 13, totalHt: "50.00", dejaCredite: "0.00" },
  ];
  const base = { idClt: 12, description: "Remise de fin d'année 2026", totHt: "500" };
  it("takes the invoices' numbers, none by default", () => {
    expect(avoirCreationSchema.parse(base).facturesRemise).toEqual([]);
    expect(avoirCreationSchema.parse({ ...base, facturesRemise: [10001, 10002] }).facturesRemise).toEqual([
      10001, 10002,
    ]);
  });

  it.each([
    [[0], "Numéro de facture invalide."],
    ["10001", "Numéro de facture invalide."],
    [Array.from({ length: 501 }, (_, i) => i + 1), "Un avoir cite 500 factures au plus."],
  ])("refuses %j: %s", (facturesRemise, message) => {
    expect(avoirCreationSchema.safeParse({ ...base, facturesRemise }).error?.issues[0]?.message).toBe(
      message,
    );
  });

  it.each([
    [[10001, 10002], null],
    [[10001, 10003], { code: "FACTURE_INTROUVABLE", message: "Facture n° F10003 introuvable." }],
    [
      [10004],
      { code: "FACTURE_AUTRE_CLIENT", message: "La facture n° F10004 n'appartient pas à ce client." },
    ],
  ])("cites %j: %j", (facturesRemise, attendu) => {
    const trouvees = FACTURES.filter((f) => facturesRemise.includes(f.idFact));
    expect(refusFacturesCitees({ ...REMISE, facturesRemise }, trouvees)).toEqual(attendu);
  });

  // F10001: 250,00 € HT of which 120,00 € already credited; F10002: 80,00 € HT: 210,00 € left together.
  it.each([
    ["210.00", undefined, null],
    [
      "210.01",
      undefined,
      {
        code: "AVOIR_DEPASSE_FACTURE",
        message: "Le total HT dépasse ce qui reste à créditer sur les factures de la remise : 210,00\u00a0€.",
      },
    ],
    // With a corrected invoice, refusAvoir bounds the amount by that invoice alone.
    ["210.01", 10001, null],
  ])("a rebate of %s € (corrected invoice %s) on F10001 and F10002: %j", (totHt, idFact, attendu) => {
    expect(
      refusFacturesCitees({ ...REMISE, totHt, idFact, facturesRemise: [10001, 10002, 10001] }, FACTURES),
    ).toEqual(attendu);
  });
});

describe("credit notes: the case table", () => {
  const saisie = () => ({ idClt: 12, description: "Retour", totHt: "10" });

  it.each([
    [{ ref: "r".repeat(100) }, "ref", "r".repeat(100)],
    [{ description: "d".repeat(1000) }, "description", "d".repeat(1000)],
    [{ idFact: " 10003 " }, "idFact", 10003],
    [{ idFact: null }, "idFact", undefined],
    [{ idFact: "  " }, "idFact", undefined], // blank once trimmed
    [{ idFact: 10003 }, "idFact", 10003],
  ])("accepts %j: %s", (over, champ, attendu) => {
    const lu: Record<string, unknown> = avoirCreationSchema.parse({ ...saisie(), ...over });
    expect(lu[champ]).toEqual(attendu);
  });

  it.each([
    [{ ref: "r".repeat(101) }, "ref", "La référence fait 100 caractères au plus."],
    [{ description: "d".repeat(1001) }, "description", "La désignation fait 1000 caractères au plus."],
  ])("refuses %j on %s: %s", (over, champ, message) => {
    const r = avoirCreationSchema.safeParse({ ...saisie(), ...over });
    expect(r.error?.issues.find((i) => i.path[0] === champ)?.message).toBe(message);
  });

  it("refuses to print a blank list: nothing selected", () => {
    expect(avoirsPdfQuerySchema.safeParse({ ids: "  " }).error?.issues.map((i) => i.message)).toEqual([
      "Sélectionnez au moins un avoir à imprimer.",
    ]);
  });

  it("reads a missing reference, invoice search or list of cited invoices as empty", () => {
    expect(avoirCreationSchema.parse(saisie())).toMatchObject({ ref: "", facturesRemise: [] });
    expect(facturesClientQuerySchema.parse({ idClt: "12" })).toEqual({ idClt: 12, q: "" });
  });

  it.each([
    ["", ""],
    ["F", ""],
    ["1234567890", "1234567890"], // 10 digits
    [" 40 ", "40"],
  ])("the invoice search %j reads %j", (q, attendu) => {
    expect(facturesClientQuerySchema.parse({ idClt: "12", q }).q).toBe(attendu);
  });

  it.each([["12345678901"], ["4O1"], ["x401"], ["401x"], ["FF401"]])("refuses the invoice search %j", (q) => {
    expect(facturesClientQuerySchema.safeParse({ idClt: "12", q }).error?.issues[0]?.message).toBe(
      "Tapez les premiers chiffres du numéro de facture.",
    );
  });

  it("names the corrected invoice, its date and HT total", () => {
    expect(
      libelleFactureCorrigee({ idFact: 40123, dateFact: "2026-01-31", totalHt: "1234.56" }).replace(
        /\u202f|\u00a0/g,
        " ",
      ),
    ).toBe("N° F40123 du 31/01/2026 – 1 234,56 € HT");
  });

  it("leaves nothing to credit on a fully credited invoice, the balance otherwise", () => {
    expect(resteACrediter({ totalHt: "250.00", dejaCredite: "250.00" })).toBe("0.00");
    expect(resteACrediter({ totalHt: "250", dejaCredite: "120.5" })).toBe("129.50"); // 250 - 120.5
  });

  it("lets a rebate without a corrected invoice cite no invoice (nothing to bound it)", () => {
    expect(
      refusFacturesCitees({ idClt: 12, totHt: "10.00", idFact: undefined, facturesRemise: [] }, []),
    ).toBeNull();
  });

  it.each([
    [{ canal: "standard", numero: 185, idClient: 12 }, "/avoir?client=12&facture=185"],
    [{ canal: "alternatif", numero: 185, idClient: 12 }, "/avoir?client=12"],
  ] as const)("a refused invoice %j offers %s", (f, url) => {
    expect(urlAvoirPourFacture(f)).toBe(url);
  });

  it("proposes the cancellation of the invoice as the designation", () => {
    expect(designationAvoirPourFacture(185)).toBe("Annulation de la facture N° F185");
  });

  it.each([
    ["123456789", [123456789]], // 9 digits
    [" 3 , 1 ", [3, 1]],
    [Array.from({ length: 200 }, (_, i) => i + 1).join(","), Array.from({ length: 200 }, (_, i) => i + 1)],
  ])("prints %j", (ids, attendu) => {
    expect(avoirsPdfQuerySchema.parse({ ids }).ids).toEqual(attendu);
  });

  it.each([
    ["1234567890", "Numéro d'avoir invalide."], // 10 digits
    ["1,", "Numéro d'avoir invalide."],
    ["x1", "Numéro d'avoir invalide."],
    ["1x", "Numéro d'avoir invalide."],
    [Array.from({ length: 201 }, (_, i) => i + 1).join(","), "200 avoirs au plus par impression."],
  ])("refuses to print %j: %s", (ids, message) => {
    expect(avoirsPdfQuerySchema.safeParse({ ids }).error?.issues.map((i) => [i.code, i.message])).toEqual([
      ["custom", message],
    ]);
  });
});

// Equivalent mutants (issue 31): the invoice search's `replace(/^[Ff]/, "")` without its `^` (the pattern
// before it admits an F only first); the print list's `return []` after a refusal given another value (a
// refused parse has no output).
