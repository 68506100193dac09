import { describe, expect, it } from "vitest";
import {
  checkLotOf,
  lieuStock,
  ligneStockIdentique,
  msgOfCree,
  OF_CREATION_DEFAUTS,
  type OfCreationInput,
  ofCreationLotSchema,
  ofCreationSchema,
  verifStockSchema,
} from "./creation.ts";

const complet: OfCreationInput = {
  idp: 12,
  idBijouterie: 34,
  idTypeCommande: OF_CREATION_DEFAUTS.idTypeCommande,
  typTransp: 1,
  typeMetal: 2,
  idStade: 4,
  typCom: OF_CREATION_DEFAUTS.typCom,
};

const erreurs = (input: unknown) => {
  const r = ofCreationSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the OF to create (spec 01 section 5)", () => {
  it("defaults to commission 1 and type commande 1 (spec 01 section 9)", () => {
    expect(OF_CREATION_DEFAUTS).toEqual({ typCom: 1, idTypeCommande: 1 });
  });

  it("accepts the required fields alone, with blank extras as none and flags off", () => {
    expect(ofCreationSchema.parse(complet)).toMatchObject({
      ...complet,
      dateLivr: null,
      dateLImp: false,
      notes: null,
      poidsConfie: null,
      prixFact: null,
      facon: false,
      devis: false,
    });
  });

  it.each([
    ["idBijouterie", "Client obligatoire."],
    ["idTypeCommande", "Type commande obligatoire."],
    ["typTransp", "Type transport obligatoire."],
    ["typeMetal", "Type métal obligatoire."],
    ["idStade", "Stade obligatoire."],
    ["idp", "Produit obligatoire."],
  ] as const)("requires %s: %s", (field, message) => {
    expect(erreurs({ ...complet, [field]: null })[field]).toBe(message);
    expect(erreurs({ ...complet, [field]: undefined })[field]).toBe(message);
  });

  it("says every missing field at once", () => {
    expect(erreurs({ idp: 1, typCom: 1 })).toEqual({
      idBijouterie: "Client obligatoire.",
      idTypeCommande: "Type commande obligatoire.",
      typTransp: "Type transport obligatoire.",
      typeMetal: "Type métal obligatoire.",
      idStade: "Stade obligatoire.",
    });
  });

  it("keeps commission 0 (prescripteur)", () => {
    expect(ofCreationSchema.parse({ ...complet, typCom: 0 }).typCom).toBe(0);
  });

  it.each([null, -1, 1.5])("refuses the commission %j", (typCom) => {
    expect(erreurs({ ...complet, typCom }).typCom).toBe("Commission obligatoire.");
  });

  it.each([
    ["1 234,5", "1234.500"],
    ["12.3", "12.300"],
    ["0,125", "0.125"],
    // 9 integer digits, the column's NUMERIC(12,3).
    ["123456789,125", "123456789.125"],
    ["", null],
    ["   ", null],
  ])("reads the entrusted weight %j exactly as %j grams", (typed, stored) => {
    expect(ofCreationSchema.parse({ ...complet, poidsConfie: typed }).poidsConfie).toBe(stored);
  });

  it.each([
    ["1 250,5", "1250.50"],
    ["0.1", "0.10"],
    ["99,99", "99.99"],
    // 10 integer digits, the column's NUMERIC(12,2).
    ["1234567890,99", "1234567890.99"],
  ])("reads the price %j exactly as %j euros", (typed, stored) => {
    expect(ofCreationSchema.parse({ ...complet, prixFact: typed }).prixFact).toBe(stored);
  });

  // "1000000000": 10 integer digits though only one significant (trailing zeros count).
  it.each(["-1", "abc", "1,2345", "12e3", "12345678901", "1234567890", "1000000000"])(
    "refuses the weight %j",
    (typed) => {
      const r = ofCreationSchema.safeParse({ ...complet, poidsConfie: typed });
      expect(r.error?.issues.map((i) => [i.path.join("."), i.code, i.message])).toEqual([
        ["poidsConfie", "custom", "Poids en grammes : nombre positif, 3 décimales au plus."],
      ]);
    },
  );

  it.each(["-5", "1,234", "x", "12345678901", "10000000000"])("refuses the price %j", (typed) => {
    expect(erreurs({ ...complet, prixFact: typed }).prixFact).toBe(
      "Prix en euros : nombre positif, 2 décimales au plus.",
    );
  });

  it("checks the delivery date and the text lengths", () => {
    expect(ofCreationSchema.parse({ ...complet, dateLivr: "2026-02-27" }).dateLivr).toBe("2026-02-27");
    expect(ofCreationSchema.parse({ ...complet, dateLivr: " 2026-02-27 " }).dateLivr).toBe("2026-02-27");
    expect(ofCreationSchema.parse({ ...complet, dateLivr: "  " }).dateLivr).toBeNull();
    expect(erreurs({ ...complet, dateLivr: "2026-02-30" }).dateLivr).toBe("Date de livraison invalide.");
    expect(erreurs({ ...complet, dim: "x".repeat(31) }).dim).toBe("Texte trop long (30 caractères au plus).");
    expect(ofCreationSchema.parse({ ...complet, refClt: "  CDE-12  " }).refClt).toBe("CDE-12");
    expect(ofCreationSchema.parse({ ...complet, refClt: "   ", dim: "", notes: " " })).toMatchObject({
      refClt: null,
      dim: null,
      notes: null,
    });
  });

  it("takes the notes the OF's edit and Tracer take: 4000 characters, not one more", () => {
    const notes = "n".repeat(4000);
    expect(ofCreationSchema.parse({ ...complet, notes, notesConfie: notes })).toMatchObject({
      notes,
      notesConfie: notes,
    });
    const trop = erreurs({ ...complet, notes: `${notes}n`, notesConfie: `${notes}n` });
    expect(trop.notes).toBe("Texte trop long (4000 caractères au plus).");
    expect(trop.notesConfie).toBe("Texte trop long (4000 caractères au plus).");
  });
});

describe("a batch of pending OFs", () => {
  it("passes when every line is right", () => {
    const r = checkLotOf([complet, { ...complet, idp: 13 }]);
    expect(r.ok && r.ofs.map((o) => o.idp)).toEqual([12, 13]);
  });

  it("is refused whole, naming the first wrong line (1-based)", () => {
    const r = checkLotOf([complet, complet, { ...complet, idStade: null }]);
    expect(r).toEqual({
      ok: false,
      ligne: 3,
      message: "OF en attente n° 3 : Stade obligatoire.",
      fieldErrors: { idStade: "Stade obligatoire." },
    });
  });
});

describe("the body of POST /api/of/creation", () => {
  it("takes 1 to 100 OFs", () => {
    const lignes = (n: number) => ({ ofs: Array.from({ length: n }, () => complet) });
    expect(ofCreationLotSchema.safeParse(lignes(1)).success).toBe(true);
    expect(ofCreationLotSchema.safeParse(lignes(100)).success).toBe(true);
    expect(ofCreationLotSchema.safeParse(lignes(0)).error?.issues.map((i) => i.message)).toEqual([
      "Aucun OF à enregistrer.",
    ]);
    expect(ofCreationLotSchema.safeParse(lignes(101)).error?.issues.map((i) => i.message)).toEqual([
      "Au plus 100 OF par enregistrement.",
    ]);
  });

  it("refuses a line that is not an OF, under the key _", () => {
    expect(checkLotOf([complet, null])).toEqual({
      ok: false,
      ligne: 2,
      message: "OF en attente n° 2 : Entrée invalide : objet attendu, null reçu",
      fieldErrors: { _: "Entrée invalide : objet attendu, null reçu" },
    });
  });

  it("checks a product in a metal against stock (POST /api/of/verif-stock)", () => {
    expect(verifStockSchema.parse({ idp: 12, typeMetal: 2 })).toEqual({ idp: 12, typeMetal: 2 });
    expect(verifStockSchema.safeParse({}).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["idp", "Produit obligatoire."],
      ["typeMetal", "Type métal obligatoire."],
    ]);
  });
});

describe("messages and the stock confirmation", () => {
  it("says the spec's success message word for word", () => {
    expect(msgOfCree(123456)).toBe("Of créé n° 123456");
  });

  it("gives reference, designation, OF number and place", () => {
    expect(lieuStock("STOCK", "P004")).toBe("STOCK, plateau P004");
    expect(lieuStock("Bijouterie Martin", null)).toBe("Bijouterie Martin");
    expect(
      ligneStockIdentique({ ref: "BG12", designation: "Bague solitaire", numSachet: 100245, lieu: "STOCK" }),
    ).toBe("BG12 — Bague solitaire — OF n° 100245 — STOCK");
  });
});

// Equivalent mutants (Stryker), creation.ts: checkLotOf's `issues[0]?.message` without `?.` (a failed
// parse always carries at least one issue).
