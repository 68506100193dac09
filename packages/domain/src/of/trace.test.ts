import { describe, expect, it } from "vitest";
import {
  doitDemanderEnregistrement,
  isModifie,
  MSG_ECHEANCE_INVALIDE,
  MSG_POIDS_INVALIDE,
  MSG_POIDS_OBLIGATOIRE,
  MSG_QUESTION_MODIFICATIONS,
  MSG_REMISE_INVALIDE,
  MSG_STATUT_FACTURE_INTERDIT,
  MSG_STATUT_OBLIGATOIRE,
  nomPhotoOf,
  traceOfSchema,
} from "./trace.ts";

const valide = { statut: 200, poids: "3,45", idStade: 2, typTransp: 1 };

function erreurs(input: Record<string, unknown>) {
  const r = traceOfSchema.safeParse(input);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe("Trace OF schema (spec 01 section 5)", () => {
  it("takes the line name and the SAV comment: absent kept, blank cleared, 100 characters at most", () => {
    const absent = traceOfSchema.parse(valide);
    expect([absent.nomLigne, absent.ref1]).toEqual([undefined, undefined]);
    expect(traceOfSchema.parse({ ...valide, nomLigne: " EXTENSIA ", ref1: "" })).toMatchObject({
      nomLigne: "EXTENSIA",
      ref1: null,
    });
    expect(erreurs({ ...valide, nomLigne: "x".repeat(101), ref1: "y".repeat(101) })).toEqual({
      nomLigne: "Nom de la ligne : 100 caractères au plus.",
      ref1: "Commentaire SAV : 100 caractères au plus.",
    });
  });

  it("keeps a line name left undefined (JSON drops it), clears a blank or null one", () => {
    expect(traceOfSchema.parse({ ...valide, nomLigne: undefined }).nomLigne).toBeUndefined();
    expect(traceOfSchema.parse({ ...valide, nomLigne: "   ", ref1: null })).toMatchObject({
      nomLigne: null,
      ref1: null,
    });
  });

  it("takes the VAT rate picked, the default one for a blank or null, and refuses anything else", () => {
    expect(traceOfSchema.parse({ ...valide, idTva: 3 }).idTva).toBe(3);
    expect(traceOfSchema.parse({ ...valide, idTva: "" }).idTva).toBeNull();
    expect(traceOfSchema.parse({ ...valide, idTva: null }).idTva).toBeNull();
    expect(traceOfSchema.parse(valide).idTva).toBeUndefined();
    for (const idTva of [0, "3", 1.5]) {
      expect(erreurs({ ...valide, idTva })).toEqual({
        idTva: "Taux de TVA invalide : choisissez un taux de la liste.",
      });
    }
  });

  it("reads the prices, the discount and the due term as typed, with their defaults", () => {
    // No discount typed: 0 %; 100 % is the most a discount may be.
    expect(traceOfSchema.parse({ ...valide, remise: "100", echeance: " 45 " })).toMatchObject({
      remise: "100",
      echeance: 45,
    });
    expect(traceOfSchema.parse({ ...valide, echeance: null })).toMatchObject({ remise: "0", echeance: 0 });
    expect(erreurs({ ...valide, prixFact: "12,345", prixR: "abc" })).toEqual({
      prixFact: "Prix invalide : un nombre positif, 2 décimales au plus.",
      prixR: "Prix invalide : un nombre positif, 2 décimales au plus.",
    });
  });

  it("requires weight, stade, status and transport, with French messages", () => {
    expect(erreurs({ statut: "", poids: "", idStade: "", typTransp: "" })).toEqual({
      statut: MSG_STATUT_OBLIGATOIRE,
      poids: MSG_POIDS_OBLIGATOIRE,
      idStade: "Le stade est obligatoire.",
      typTransp: "Le type de transport est obligatoire.",
    });
  });

  it("reads French decimals exactly and fills the defaults", () => {
    const d = traceOfSchema.parse({
      ...valide,
      prixFact: "1 234,5".replace(" ", ""),
      remise: "10",
      echeance: "30",
    });
    expect(d).toMatchObject({
      statut: 200,
      poids: "3.45",
      prixFact: "1234.5",
      prixR: null,
      reaco: "0",
      remise: "10",
      echeance: 30,
      labo: false,
      notes: null,
    });
  });

  it.each([
    [{ poids: "-1" }, "poids", MSG_POIDS_INVALIDE],
    [{ poids: "1,2345" }, "poids", MSG_POIDS_INVALIDE],
    [{ remise: "101" }, "remise", MSG_REMISE_INVALIDE],
    [{ echeance: "-5" }, "echeance", MSG_ECHEANCE_INVALIDE],
    [{ statut: 600 }, "statut", MSG_STATUT_FACTURE_INTERDIT],
  ])("refuses %j", (change, champ, message) => {
    expect(erreurs({ ...valide, ...change })[champ]).toBe(message);
  });
});

describe("the unsaved-changes question (spec 01 section 4)", () => {
  it("says the spec's words", () => {
    expect(MSG_QUESTION_MODIFICATIONS).toBe("Voulez vous enregister les modifications ?");
  });
  it.each([
    [50, true, true],
    [575, true, true],
    [575, false, false],
    [600, true, false],
    [650, true, false],
    [null, true, false],
    [undefined, true, false],
  ])("status %s, modified %s -> ask %s", (statut, modifie, demander) => {
    expect(doitDemanderEnregistrement(statut, modifie)).toBe(demander);
  });
  it("tracks changes field by field", () => {
    const charge = { poids: "3,45", labo: false };
    expect(isModifie(charge, { ...charge })).toBe(false);
    expect(isModifie(charge, { ...charge, labo: true })).toBe(true);
    expect(isModifie(charge, { ...charge, poids: "3,450" })).toBe(true);
  });
});

describe("OF photo", () => {
  it("is named after the OF number with the file's extension", () => {
    expect(nomPhotoOf(123456, "IMG_001.JPEG")).toBe("123456.jpg");
    expect(nomPhotoOf(123456, "scan.png", 2)).toBe("123456-2.png");
    expect(nomPhotoOf(7, "sans-extension")).toBe("7.jpg");
  });
});
