import { describe, expect, it } from "vitest";
import {
  MSG_CLE_RIB_INVALIDE,
  MSG_CODE_BANQUE_INVALIDE,
  MSG_TRAITE_ECHEANCE_AVANT_CREATION,
  MSG_TRAITE_MONTANT_INVALIDE,
  MSG_TRAITE_MONTANT_TROP_FAIBLE,
  MSG_TRAITE_NB_DECOUPE_INVALIDE,
  MSG_TRAITE_NUM_EFFET_INVALIDE,
  MSG_VARIABLES_MANQUANTES,
} from "./traite.ts";
import {
  apercuEcheances,
  CHAMPS_TRAITE_CLIENT,
  traiteClientSchema,
  traiteFournisseurSchema,
} from "./traite-schema.ts";

describe("apercuEcheances", () => {
  it("previews the instalments once the amount, count and date are valid", () => {
    expect(apercuEcheances("1 000,01", "2", "2026-03-02")).toEqual([
      { rang: 1, montant: "500.00", echeance: "2026-03-02" },
      { rang: 2, montant: "500.01", echeance: "2026-04-02" },
    ]);
    expect(apercuEcheances("", "2", "2026-03-02")).toBeNull();
    expect(apercuEcheances("100", "0", "2026-03-02")).toBeNull();
    expect(apercuEcheances("0,01", "2", "2026-03-02")).toBeNull();
    expect(apercuEcheances("100", "2", "")).toBeNull();
    expect(apercuEcheances("100", "2", "2026-02-30")).toBeNull();
    expect(apercuEcheances("0,02", "2", "2026-03-02")).toEqual([
      { rang: 1, montant: "0.01", echeance: "2026-03-02" },
      { rang: 2, montant: "0.01", echeance: "2026-04-02" },
    ]);
  });
});

const CLIENT = {
  idBijouterie: 12,
  dateCreation: "2026-03-02",
  dateEcheance: "2026-04-01",
  totalTtc: "1 234,56",
  numEffet: "1500",
  nbDecoupe: "2",
};

describe("the missing-fields alert (spec 03 sections 5 and 8: it must fire)", () => {
  it("lists every missing field after the spec's words, in screen order", () => {
    const r = traiteClientSchema.safeParse({ ...CLIENT, idBijouterie: null, totalTtc: " ", numEffet: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toHaveLength(1);
    expect(r.error?.issues[0]?.message).toBe(
      "Il manque les variables suivantes : Client, Total TTC, N° Effet",
    );
    expect(r.error?.issues[0]?.path).toEqual([]);
    expect(r.error?.issues[0]?.code).toBe("custom");
  });

  it("names all six fields of an empty customer bill", () => {
    const r = traiteClientSchema.safeParse({});
    expect(r.error?.issues[0]?.message).toBe(
      MSG_VARIABLES_MANQUANTES + Object.values(CHAMPS_TRAITE_CLIENT).join(", "),
    );
  });

  it("does the same for the supplier bill", () => {
    const r = traiteFournisseurSchema.safeParse({
      banqueNom: "BNP Paribas",
      codeBanque: "30004",
      codeGuichet: "",
      numCompte: "00012345678",
      cleRib: "12",
      ville: "Paris",
      fournisseurNom: "",
      dateCreation: "2026-03-02",
      dateEcheance: "2026-04-01",
      totalTtc: "500",
      numEffet: "F-88",
      nbDecoupe: 1,
    });
    expect(r.error?.issues[0]?.message).toBe("Il manque les variables suivantes : Code guichet, Fournisseur");
  });
});

describe("traiteClientSchema", () => {
  it("reads a complete bill: French amount, numbers as text", () => {
    expect(traiteClientSchema.parse(CLIENT)).toEqual({
      idBijouterie: 12,
      dateCreation: "2026-03-02",
      dateEcheance: "2026-04-01",
      totalTtc: "1234.56",
      numEffet: 1500,
      nbDecoupe: 2,
      factures: [],
    });
  });

  it.each([
    [{ totalTtc: "-5" }, "totalTtc", MSG_TRAITE_MONTANT_INVALIDE],
    [{ totalTtc: "12,345" }, "totalTtc", MSG_TRAITE_MONTANT_INVALIDE],
    [{ numEffet: "15a" }, "numEffet", MSG_TRAITE_NUM_EFFET_INVALIDE],
    [{ numEffet: "0" }, "numEffet", MSG_TRAITE_NUM_EFFET_INVALIDE],
    [{ nbDecoupe: "0" }, "nbDecoupe", MSG_TRAITE_NB_DECOUPE_INVALIDE],
    [{ nbDecoupe: "13" }, "nbDecoupe", MSG_TRAITE_NB_DECOUPE_INVALIDE],
    [{ nbDecoupe: "1.5" }, "nbDecoupe", MSG_TRAITE_NB_DECOUPE_INVALIDE],
    [{ dateEcheance: "2026-03-01" }, "dateEcheance", MSG_TRAITE_ECHEANCE_AVANT_CREATION],
    [{ totalTtc: "0,02", nbDecoupe: "3" }, "nbDecoupe", MSG_TRAITE_MONTANT_TROP_FAIBLE],
    [{ numEffet: 2_147_483_648 }, "numEffet", MSG_TRAITE_NUM_EFFET_INVALIDE],
    [{ nbDecoupe: "12345678901" }, "nbDecoupe", MSG_TRAITE_NB_DECOUPE_INVALIDE],
    [{ nbDecoupe: "x2" }, "nbDecoupe", MSG_TRAITE_NB_DECOUPE_INVALIDE],
    [{ nbDecoupe: "2x" }, "nbDecoupe", MSG_TRAITE_NB_DECOUPE_INVALIDE],
    [{ dateCreation: "2026-02-30" }, "dateCreation", "Date de création invalide."],
    [{ dateEcheance: "2026-04-31" }, "dateEcheance", "Échéance invalide."],
    [{ factures: "F12" }, "factures", "Facture réglée invalide."],
    [{ factures: [{ canal: "web", idFact: 3 }] }, "factures", "Facture réglée invalide."],
    [{ factures: [{ canal: "standard", idFact: 0 }] }, "factures", "Facture réglée invalide."],
    [
      { factures: Array.from({ length: 101 }, (_, i) => ({ canal: "standard", idFact: i + 1 })) },
      "factures",
      "Une traite règle 100 factures au plus.",
    ],
  ])("%o is refused on %s", (over, champ, message) => {
    const r = traiteClientSchema.safeParse({ ...CLIENT, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === champ)).toMatchObject({ code: "custom", message });
  });

  it.each([
    ["due the day it is created", { dateEcheance: "2026-03-02" }, { dateEcheance: "2026-03-02" }],
    ["one cent per instalment", { totalTtc: "0,03", nbDecoupe: 3 }, { totalTtc: "0.03", nbDecoupe: 3 }],
    [
      "12 instalments, numbers given as numbers",
      { numEffet: 2_147_483_647, nbDecoupe: 12 },
      { numEffet: 2_147_483_647, nbDecoupe: 12 },
    ],
    ["a number typed with spaces", { numEffet: " 1500 " }, { numEffet: 1500 }],
    [
      "each invoice settled once",
      {
        factures: [
          { canal: "standard", idFact: 7 },
          { canal: "alternatif", idFact: 7 },
          { canal: "standard", idFact: 7 },
          { canal: "standard", idFact: 8 },
        ],
      },
      {
        factures: [
          { canal: "standard", idFact: 7 },
          { canal: "alternatif", idFact: 7 },
          { canal: "standard", idFact: 8 },
        ],
      },
    ],
  ])("accepts a bill %s", (_cas, over, attendu) => {
    expect(traiteClientSchema.parse({ ...CLIENT, ...over })).toMatchObject(attendu);
  });
});

describe("traiteFournisseurSchema", () => {
  const FOURNISSEUR = {
    idBanque: 1,
    fourId: 3,
    banqueNom: "BNP Paribas",
    codeBanque: "30004",
    codeGuichet: "00828",
    numCompte: "0001234567a",
    cleRib: "12",
    ville: "Paris",
    fournisseurNom: "Diamants du Nord",
    fournisseurCompte: "",
    dateCreation: "2026-03-02",
    dateEcheance: "2026-04-01",
    totalTtc: "500",
    numEffet: "F-88",
    nbDecoupe: "1",
  };

  it("reads a complete bill; the supplier account is optional", () => {
    expect(traiteFournisseurSchema.parse(FOURNISSEUR)).toEqual({
      idBanque: 1,
      fourId: 3,
      banqueNom: "BNP Paribas",
      codeBanque: "30004",
      codeGuichet: "00828",
      numCompte: "0001234567A",
      cleRib: "12",
      ville: "Paris",
      fournisseurNom: "Diamants du Nord",
      fournisseurCompte: "",
      dateCreation: "2026-03-02",
      dateEcheance: "2026-04-01",
      totalTtc: "500.00",
      numEffet: "F-88",
      nbDecoupe: 1,
    });
    const { idBanque: _b, fourId: _f, ...sansIds } = FOURNISSEUR;
    expect(
      traiteFournisseurSchema.parse({
        ...sansIds,
        banqueNom: " BNP ",
        codeBanque: " 30004 ",
        codeGuichet: " 00828 ",
        numCompte: " 1a ",
        cleRib: " 12 ",
        ville: " Lyon ",
        fournisseurNom: " Diamants ",
        fournisseurCompte: " 401DIAM ",
        numEffet: " F-89 ",
      }),
    ).toMatchObject({
      idBanque: null,
      fourId: null,
      banqueNom: "BNP",
      codeBanque: "30004",
      codeGuichet: "00828",
      numCompte: "1A",
      cleRib: "12",
      ville: "Lyon",
      fournisseurNom: "Diamants",
      fournisseurCompte: "401DIAM",
      numEffet: "F-89",
    });
    expect(traiteFournisseurSchema.parse({ ...FOURNISSEUR, fournisseurCompte: null }).fournisseurCompte).toBe(
      "",
    );
  });

  it.each([
    [{ codeBanque: "3004" }, "codeBanque", MSG_CODE_BANQUE_INVALIDE],
    [{ codeBanque: "300045" }, "codeBanque", MSG_CODE_BANQUE_INVALIDE],
    [{ codeGuichet: "0082a" }, "codeGuichet", "Le code guichet comporte 5 chiffres."],
    [{ codeGuichet: "008281" }, "codeGuichet", "Le code guichet comporte 5 chiffres."],
    [
      { numCompte: "000123456789" },
      "numCompte",
      "Le numéro de compte comporte 11 chiffres ou lettres au plus.",
    ],
    [
      { numCompte: "0001-234567" },
      "numCompte",
      "Le numéro de compte comporte 11 chiffres ou lettres au plus.",
    ],
    [{ cleRib: "1" }, "cleRib", MSG_CLE_RIB_INVALIDE],
    [{ cleRib: "123" }, "cleRib", MSG_CLE_RIB_INVALIDE],
    [{ cleRib: "1a" }, "cleRib", MSG_CLE_RIB_INVALIDE],
    [{ banqueNom: "B".repeat(101) }, "banqueNom", "Le nom de la banque fait 100 caractères au plus."],
    [{ ville: "V".repeat(101) }, "ville", "La ville fait 100 caractères au plus."],
    [
      { fournisseurNom: "F".repeat(151) },
      "fournisseurNom",
      "Le nom du fournisseur fait 150 caractères au plus.",
    ],
    [
      { fournisseurCompte: "4".repeat(31) },
      "fournisseurCompte",
      "Le compte fournisseur fait 30 caractères au plus.",
    ],
    [{ numEffet: "N".repeat(31) }, "numEffet", "Le N° de traite fait 30 caractères au plus."],
    [{ dateEcheance: "2026-03-01" }, "dateEcheance", MSG_TRAITE_ECHEANCE_AVANT_CREATION],
    [{ totalTtc: "0,01", nbDecoupe: "2" }, "nbDecoupe", MSG_TRAITE_MONTANT_TROP_FAIBLE],
  ])("%o is refused on %s", (over, champ, message) => {
    const r = traiteFournisseurSchema.safeParse({ ...FOURNISSEUR, ...over });
    expect(r.error?.issues.find((i) => i.path[0] === champ)?.message).toBe(message);
  });
});
// Equivalent mutants (traite-schema.ts): the issue code of regleEcheances' two refusals emptied (the
// two-stage transform adds every issue of the second stage again as "custom", path and message kept).
