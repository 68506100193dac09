import { describe, expect, it } from "vitest";
import {
  issueCreationPierre,
  MSG_DIMENSION_DECIMALES,
  MSG_PRIX_A_MODIFIER,
  MSG_PRIX_EURO_NOMBRE,
  MSG_TARIFS_A_SELECTIONNER,
  MSG_TYPE_OBLIGATOIRE,
  memePierre,
  modifierPrixSchema,
  pierreCreationSchema,
  pierresQuerySchema,
} from "./pierre.ts";

const rubis = { typePier: 3, forme: 2, color: 4, dim1: "6.00", dim2: "4.00", dim3: "0.00" };

describe("Pierre deja existante (spec 02 section 5)", () => {
  const existantes = [{ ...rubis, idPier: 17, qualites: [1, 2] }];

  it.each([
    ["same stone, same quality: refused", { ...rubis, idQual: 2 }, { kind: "existante", idPier: 17 }],
    [
      "same stone, another quality: a tariff is added",
      { ...rubis, idQual: 5 },
      { kind: "nouvelleQualite", idPier: 17 },
    ],
    [
      "dimensions written differently are the same",
      { ...rubis, dim1: "6", dim3: "0", idQual: 1 },
      { kind: "existante", idPier: 17 },
    ],
    ["another dim3: a new stone", { ...rubis, dim3: "2.5", idQual: 1 }, { kind: "nouvelle" }],
    [
      "differing at the 3rd decimal: a new stone",
      { ...rubis, dim1: "6.001", idQual: 1 },
      { kind: "nouvelle" },
    ],
    ["another colour: a new stone", { ...rubis, color: null, idQual: 1 }, { kind: "nouvelle" }],
    ["another shape: a new stone", { ...rubis, forme: 9, idQual: 1 }, { kind: "nouvelle" }],
  ])("%s", (_, nouvelle, attendu) => {
    expect(issueCreationPierre(nouvelle, existantes)).toEqual(attendu);
  });

  it("compares the identity only", () => {
    expect(memePierre(rubis, { ...rubis, dim2: "4" })).toBe(true);
    expect(memePierre(rubis, { ...rubis, typePier: 1 })).toBe(false);
  });
});

describe("stone dimensions: three decimals, as the column keeps them", () => {
  const base = { typePier: 3, forme: 2, idQual: 1 };
  it.each([
    ["6,125", "6.125"],
    ["0.005", "0.005"],
    ["6.1250", "6.1250"],
    ["6", "6"],
  ])("accepts %s", (dim1, lu) => {
    expect(pierreCreationSchema.parse({ ...base, dim1 }).dim1).toBe(lu);
  });

  it.each(["6,1255", "0.0001", "1.123456"])("refuses a 4th decimal: %s", (dim) => {
    for (const champ of ["dim1", "dim2", "dim3"]) {
      const r = pierreCreationSchema.safeParse({ ...base, [champ]: dim });
      expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        [champ, MSG_DIMENSION_DECIMALES],
      ]);
    }
  });

  it("a new quality of a stone with 3-decimal sizes adds a tariff", () => {
    const fine = { ...rubis, dim1: "1.125", dim2: "0.875" };
    const existantes = [{ ...fine, idPier: 8, qualites: [1] }];
    expect(issueCreationPierre({ ...fine, dim1: "1.1250", idQual: 2 }, existantes)).toEqual({
      kind: "nouvelleQualite",
      idPier: 8,
    });
  });
});

describe("schemas", () => {
  const messages = (r: { error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it("reads a stone typed the French way", () => {
    expect(
      pierreCreationSchema.parse({
        typePier: "3",
        forme: 2,
        dim1: "6,5",
        idQual: 1,
        euro: "1200",
        dollar: "0",
      }),
    ).toMatchObject({ typePier: 3, forme: 2, color: null, dim1: "6.5", dim2: "0", euro: "1200", coeff: "1" });
  });

  it("requires the type and numeric prices, in French", () => {
    expect(messages(pierreCreationSchema.safeParse({ forme: 2, idQual: 1, euro: "abc" }))).toEqual([
      MSG_TYPE_OBLIGATOIRE,
      MSG_PRIX_EURO_NOMBRE,
    ]);
  });

  it("needs a selection and at least one value to change the prices", () => {
    expect(messages(modifierPrixSchema.safeParse({ ids: [], euro: "1" }))).toEqual([
      MSG_TARIFS_A_SELECTIONNER,
    ]);
    expect(messages(modifierPrixSchema.safeParse({ ids: [1], euro: "", dollar: "" }))).toEqual([
      MSG_PRIX_A_MODIFIER,
    ]);
    expect(modifierPrixSchema.parse({ ids: [1, 2], euro: "1500,5", dollar: "" })).toEqual({
      ids: [1, 2],
      euro: "1500.5",
      dollar: undefined,
      coeff: undefined,
    });
  });

  it("reads the list filters, blank weights ignored", () => {
    expect(pierresQuerySchema.parse({ type: "3", poidsMin: "0,10", poidsMax: "" })).toMatchObject({
      type: 3,
      poidsMin: "0.10",
      poidsMax: undefined,
      sort: "type",
    });
  });
});
