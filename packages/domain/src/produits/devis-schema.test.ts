import { describe, expect, it } from "vitest";
import {
  devisCoutsSchema,
  devisPdfSchema,
  devisRechercheSchema,
  MSG_DEVIS_RECHERCHE_COURTE,
} from "./devis-schema.ts";

describe("devisCoutsSchema", () => {
  it("reads French decimals, a blank field as 0, into canonical strings", () => {
    expect(
      devisCoutsSchema.parse({
        tempsMo: "120",
        temps3d: "",
        poidsMg: "4 500,5",
        poidsFaconMg: " ",
        serti: "85,50",
        divers: 12,
      }),
    ).toEqual({
      tempsMo: "120",
      temps3d: "0",
      poidsMg: "4500.5",
      poidsFaconMg: "0",
      serti: "85.5",
      divers: "12",
    });
  });

  it.each([
    ["1.123456", "1.123456"], // 6 decimals
    ["123456789012", "123456789012"], // 12 integer digits
    ["123456789012,123456", "123456789012.123456"], // 12 + 6 digits
    ["-0,00", "0"],
  ])("takes %j as %j", (v, attendu) => {
    const r = devisCoutsSchema.parse({
      tempsMo: v,
      temps3d: "",
      poidsMg: "",
      poidsFaconMg: "",
      serti: "",
      divers: "",
    });
    expect(r.tempsMo).toBe(attendu);
  });

  it.each([
    "-1",
    "abc",
    "1,2,3",
    "1.1234567",
    "1234567890123",
    "1000000000000", // 13 integer digits, 12 of them zeros
  ])("refuses %s with the French message", (v) => {
    const r = devisCoutsSchema.safeParse({
      tempsMo: v,
      temps3d: "",
      poidsMg: "",
      poidsFaconMg: "",
      serti: "",
      divers: "",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      code: "custom",
      path: ["tempsMo"],
      message: "Doit être un nombre positif.",
    });
  });
});

describe("devisPdfSchema", () => {
  const couts = { tempsMo: "1", temps3d: "0", poidsMg: "0", poidsFaconMg: "0", serti: "0", divers: "0" };
  const pierre = {
    description: "Rubis",
    qte: 1,
    poids: "0.2",
    euro: "900",
    dollar: "0",
    coeff: "2",
    idPier: null,
    idQual: null,
  };

  it("accepts a quote without client nor reference", () => {
    const r = devisPdfSchema.parse({ idClient: null, couts, pierres: [pierre] });
    expect(r.reference).toBeNull();
    expect(r.pierres[0]?.poids).toBe("0.2");
  });

  it("trims the reference and the description, null by default", () => {
    const r = devisPdfSchema.parse({
      idClient: 1,
      reference: " BG1001 ",
      description: " Bague or jaune ",
      couts,
      pierres: [],
    });
    expect(r).toMatchObject({ reference: "BG1001", description: "Bague or jaune", modele: "interne" });
    expect(devisPdfSchema.parse({ idClient: 1, couts, pierres: [] }).description).toBeNull();
  });

  it("takes a stone line of 2 stones, its description trimmed", () => {
    const r = devisPdfSchema.parse({
      idClient: 1,
      couts,
      pierres: [{ ...pierre, description: " Rubis ", qte: 2 }],
    });
    expect(r.pierres[0]).toMatchObject({ description: "Rubis", qte: 2 });
  });

  it.each([
    ["a blank description", { description: "  " }, "La description de la pierre est obligatoire."],
    ["0 stones", { qte: 0 }, "Ligne de pierre invalide."],
    ["1.5 stones", { qte: 1.5 }, "Ligne de pierre invalide."],
    ["a weight of 0", { poids: "0,000" }, "Ligne de pierre invalide."],
    ["a coefficient of 0", { coeff: "0.00" }, "Ligne de pierre invalide."],
  ])("refuses a stone line with %s: %s", (_, champ, message) => {
    const r = devisPdfSchema.safeParse({ idClient: 1, couts, pierres: [{ ...pierre, ...champ }] });
    expect(r.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it("takes 200 stone lines, not 201: 'Un devis compte au plus 200 lignes de pierres.'", () => {
    expect(devisPdfSchema.safeParse({ idClient: 1, couts, pierres: Array(200).fill(pierre) }).success).toBe(
      true,
    );
    expect(
      devisPdfSchema.safeParse({ idClient: 1, couts, pierres: Array(201).fill(pierre) }).error?.issues[0]
        ?.message,
    ).toBe("Un devis compte au plus 200 lignes de pierres.");
  });

  it("refuses a stone of weight 0 or coefficient 0, and more than 200 lines", () => {
    expect(
      devisPdfSchema.safeParse({ idClient: 1, couts, pierres: [{ ...pierre, poids: "0" }] }).success,
    ).toBe(false);
    expect(
      devisPdfSchema.safeParse({ idClient: 1, couts, pierres: [{ ...pierre, coeff: "0.00" }] }).success,
    ).toBe(false);
    expect(devisPdfSchema.safeParse({ idClient: 1, couts, pierres: Array(201).fill(pierre) }).success).toBe(
      false,
    );
  });
});

describe("devisRechercheSchema", () => {
  it("needs 2 characters", () => {
    expect(devisRechercheSchema.safeParse({ q: " a " }).error?.issues[0]?.message).toBe(
      MSG_DEVIS_RECHERCHE_COURTE,
    );
    expect(devisRechercheSchema.parse({ q: " ba " })).toEqual({ q: "ba" });
  });
});
