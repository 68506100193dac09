import { describe, expect, it } from "vitest";
import {
  alimentationSchema,
  type EtatLot,
  REFUS_ALIMENTATION_DEJA_PRESENTE,
  REFUS_ALIMENTATION_INTROUVABLE,
  REFUS_LOT_INTROUVABLE,
  REFUS_RETOUR_INTROUVABLE,
  refusPrelevement,
  resteLot,
  restePiecesLot,
  retourPierreSchema,
  retoursPierresQuerySchema,
} from "./alimentation.ts";
import {
  avertissementCertificat,
  correspondRecherche,
  msgCorrigerChamp,
  receptionSchema,
} from "./reception.ts";
import { proprietaireLot, stockPierresQuerySchema } from "./stock.ts";

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("stone reception (spec 02 section 5)", () => {
  it("words every missing or wrong field as the spec does", () => {
    expect(
      messages(
        receptionSchema.safeParse({
          noConfie: "",
          dollar: "abc",
          euro: "x",
          poids: "",
          coursEurDoll: "un",
        }),
      ),
    ).toEqual({
      noConfie: "N° Confie obligatoire.",
      idFour: "Fournisseur obligatoire.",
      idPier: "Pierre obligatoire.",
      dollar: "Le prix $ doit etre un nombre.",
      euro: "Le prix € doit etre un nombre.",
      poids: "Le poids est obligatoire.",
      coursEurDoll: "Le cours €/$ doit etre un nombre.",
    });
    expect(
      messages(receptionSchema.safeParse({ noConfie: "C1", idFour: 1, idPier: 2, poids: "1,2x" })),
    ).toEqual({ poids: "Le poids doit etre un nombre." });
  });

  it("reads a French entry; the rate defaults to 1, blank prices to 0, no certificate to null", () => {
    expect(
      receptionSchema.parse({ noConfie: " C4001 ", idFour: "3", idPier: 7, poids: "1,250", pieces: "25" }),
    ).toMatchObject({
      noConfie: "C4001",
      poids: "1.250",
      pieces: 25,
      euro: "0",
      dollar: "0",
      coursEurDoll: "1",
      certificat: null,
      lg: false,
    });
  });

  it("warns on an empty certificate and lets saving go on", () => {
    expect(avertissementCertificat("")).toBe(
      "Attention : Le champ Certificat est vide. L'enregistrement va continuer.",
    );
    expect(avertissementCertificat("GIA 123")).toBeNull();
    expect(msgCorrigerChamp("Poids Recu")).toBe(
      "Veuillez corriger le champ 'Poids Recu' avant de continuer.",
    );
  });

  it.each([
    ["diamant rond 1,50", "Diamant Rond 1,50 mm VS", true],
    ["1,50 DIAMANT", "Diamant Rond 1,50 mm VS", true],
    ["rubis 1,50", "Diamant Rond 1,50 mm VS", false],
  ])("stone search '%s' in '%s': %s", (q, texte, attendu) => {
    expect(correspondRecherche(texte, q)).toBe(attendu);
  });
});

describe("stone feeding (spec 02 section 5; issue 13)", () => {
  it("requires OF, Id Confie and a positive weight, in the spec's words", () => {
    expect(messages(alimentationSchema.safeParse({ of: "", idConf: "12", poids: "0,1" }))).toEqual({
      of: "Veuillez remplir tous les champs obligatoires (OF, Id Confie, Poids).",
    });
    for (const poids of ["-1", "0", "abc"]) {
      expect(messages(alimentationSchema.safeParse({ of: 100, idConf: 12, poids }))).toEqual({
        poids: "Le poids doit etre un nombre positif valide.",
      });
    }
  });

  const lot: EtatLot = {
    idConf: 12,
    enCours: 1,
    poids: "1.000",
    conso: "0.600",
    retour: "0.150",
    pieces: 20,
    piecesConso: 12,
    piecesRetour: 3,
  };

  it("remaining = received − consumed − returned, in carats and pieces", () => {
    expect(resteLot(lot)).toBe("0.250");
    expect(restePiecesLot(lot)).toBe(5);
    expect(restePiecesLot({ ...lot, pieces: null })).toBeNull();
  });

  it.each([
    ["all that remains", { poids: "0.250", pieces: 5 }, "alimentation", null],
    [
      "more than remains",
      { poids: "0.251", pieces: null },
      "alimentation",
      "Poids supérieur au reste de la pierre 12 : il reste 0,250\u00a0ct.",
    ],
    [
      "more stones than remain",
      { poids: "0.1", pieces: 6 },
      "retour",
      "Nombre de pierres supérieur au reste de la pierre 12 : il en reste 5.",
    ],
  ] as const)("%s", (_, demande, sens, message) => {
    expect(refusPrelevement(lot, demande, sens)?.message ?? null).toBe(message);
  });

  it("a lot out of stock cannot be fed, but can be returned", () => {
    const sorti = { ...lot, enCours: 0 };
    expect(refusPrelevement(sorti, { poids: "0.1", pieces: null }, "alimentation")).toEqual({
      code: "LOT_HORS_STOCK",
      message: "La pierre 12 est sortie du stock : réintégrez-la avant de l'alimenter.",
    });
    expect(refusPrelevement(sorti, { poids: "0.1", pieces: null }, "retour")).toBeNull();
  });

  it("the refusals' codes", () => {
    expect(refusPrelevement(lot, { poids: "0.251", pieces: null }, "retour")).toEqual({
      code: "POIDS_SUPERIEUR_RESTE",
      message: "Poids supérieur au reste de la pierre 12 : il reste 0,250\u00a0ct.",
    });
    expect(refusPrelevement(lot, { poids: "0.1", pieces: 6 }, "alimentation")).toEqual({
      code: "PIECES_SUPERIEURES_RESTE",
      message: "Nombre de pierres supérieur au reste de la pierre 12 : il en reste 5.",
    });
    expect([
      REFUS_LOT_INTROUVABLE,
      REFUS_ALIMENTATION_INTROUVABLE,
      REFUS_RETOUR_INTROUVABLE,
      REFUS_ALIMENTATION_DEJA_PRESENTE,
    ]).toEqual([
      { code: "LOT_INTROUVABLE", message: "Id Confie introuvable." },
      { code: "ALIMENTATION_INTROUVABLE", message: "Alimentation introuvable." },
      { code: "RETOUR_INTROUVABLE", message: "Retour introuvable." },
      { code: "ALIMENTATION_DEJA_PRESENTE", message: "Cette alimentation est déjà présente." },
    ]);
  });

  it.each([
    ["a lot without piece count takes any count", { pieces: null }, { poids: "0.1", pieces: 1000 }],
    ["a demand without count on a counted lot", {}, { poids: "0.1", pieces: null }],
    // Legacy rows may have consumed more stones than received: a demand without count still passes.
    ["a demand without count on an over-consumed lot", { piecesConso: 18 }, { poids: "0.1", pieces: null }],
    ["exactly the stones that remain", {}, { poids: "0.1", pieces: 5 }],
  ])("%s", (_, l, demande) => {
    expect(refusPrelevement({ ...lot, ...l }, demande, "alimentation")).toBeNull();
  });
});

describe("return of stones to the supplier (/pierre/retour)", () => {
  it("Id Confie and a positive weight required; the reason trimmed, 200 characters at most, blank by default", () => {
    expect(retourPierreSchema.parse({ idConfie: "12", pds: "0,5" })).toEqual({
      idConfie: 12,
      pds: "0.5",
      pieces: null,
      designation: "",
    });
    expect(
      retourPierreSchema.parse({ idConfie: 12, pds: "1", pieces: "3", designation: "  casse  " }),
    ).toEqual({
      idConfie: 12,
      pds: "1",
      pieces: 3,
      designation: "casse",
    });
    expect(
      retourPierreSchema.parse({ idConfie: 12, pds: "1", designation: "M".repeat(200) }).designation,
    ).toBe("M".repeat(200));
    expect(
      retourPierreSchema.safeParse({ idConfie: 12, pds: "1", designation: "M".repeat(201) }).success,
    ).toBe(false);
    expect(messages(retourPierreSchema.safeParse({ idConfie: "", pds: "" }))).toEqual({
      idConfie: "Veuillez remplir tous les champs obligatoires (OF, Id Confie, Poids).",
      pds: "Le poids doit etre un nombre positif valide.",
    });
    expect(messages(retourPierreSchema.safeParse({ idConfie: 12, pds: "-0,5" }))).toEqual({
      pds: "Le poids doit etre un nombre positif valide.",
    });
  });

  it("the returns list: newest first by default, optionally of one lot (blank: all)", () => {
    expect(retoursPierresQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sort: "idRetour",
      dir: "desc",
    });
    expect(retoursPierresQuerySchema.parse({ idConfie: "", dir: "asc", sort: "pds" })).toEqual({
      page: 0,
      pageSize: 10,
      sort: "pds",
      dir: "asc",
      idConfie: undefined,
    });
    expect(retoursPierresQuerySchema.parse({ idConfie: "12" }).idConfie).toBe(12);
    expect(retoursPierresQuerySchema.parse({ dir: "desc" }).dir).toBe("desc");
    expect(retoursPierresQuerySchema.safeParse({ dir: "up" }).success).toBe(false);
    expect(retoursPierresQuerySchema.safeParse({ idConfie: "x" }).success).toBe(false);
  });
});

describe("stone stock filters and owner", () => {
  it("reads the multi-value fields and the owner", () => {
    expect(
      stockPierresQuerySchema.parse({ ids: "12 15,18", facture: "FP-1 FP-2", etat: "1,2", ageMin: "30" }),
    ).toMatchObject({ ids: [12, 15, 18], facture: ["FP-1", "FP-2"], etat: [1, 2], ageMin: 30 });
    expect(stockPierresQuerySchema.safeParse({ ids: "12 abc" }).success).toBe(false);
    expect(proprietaireLot(1)).toBe("propre");
    expect(proprietaireLot(0)).toBe("confie");
  });
});
