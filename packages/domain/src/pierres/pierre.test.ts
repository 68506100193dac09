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
  pierreInputSchema,
  pierresQuerySchema,
  TYPES_DIMENSION,
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
    // Every trailing zero, not only the last: 6.12500 has three decimals.
    ["6,12500", "6.12500"],
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

describe("the stone: the case table (issue 31)", () => {
  const premier = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path.join("."), i.message])[0];
  const base = { typePier: 3, forme: 2 };

  it("the dimension types of spec 02 section 3", () => {
    expect(TYPES_DIMENSION).toEqual([
      { id: 0, label: "Rond" },
      { id: 1, label: "Rectangle" },
      { id: 2, label: "Trois dimensions" },
      { id: 3, label: "Rectangle (2)" },
    ]);
  });

  it("defaults: no colour, round, dimensions 0, no weight, no description, coefficient 1", () => {
    expect(pierreInputSchema.parse(base)).toEqual({
      typePier: 3,
      forme: 2,
      color: null,
      typDim: 0,
      dim1: "0",
      dim2: "0",
      dim3: "0",
      poids: undefined,
      description: "",
      coeff: "1",
    });
  });

  it("reads every field typed", () => {
    expect(
      pierreInputSchema.parse({
        ...base,
        color: "5",
        typDim: "3",
        dim1: "6",
        dim2: "4,5",
        dim3: "2,125",
        poids: "0,25",
        description: "  Rubis ovale ",
        coeff: "1,8",
      }),
    ).toEqual({
      typePier: 3,
      forme: 2,
      color: 5,
      typDim: 3,
      dim1: "6",
      dim2: "4.5",
      dim3: "2.125",
      poids: "0.25",
      description: "Rubis ovale",
      coeff: "1.8",
    });
    expect(pierreInputSchema.parse({ ...base, poids: "" }).poids).toBeUndefined();
    expect(pierreInputSchema.parse({ ...base, poids: null }).poids).toBeUndefined();
  });

  it.each([
    [{ forme: undefined }, ["forme", "Forme obligatoire."]],
    [{ dim1: "-1" }, ["dim1", "La dimension doit être un nombre positif."]],
    [{ dim3: "x" }, ["dim3", "La dimension doit être un nombre positif."]],
    [{ poids: "-0,1" }, ["poids", "Le poids doit être un nombre positif."]],
    [{ coeff: "-1" }, ["coeff", "Le coefficient doit être un nombre positif."]],
    [{ coeff: "" }, ["coeff", "Le coefficient doit être un nombre positif."]],
  ])("%j is refused", (champ, attendu) => {
    expect(premier(pierreInputSchema.safeParse({ ...base, ...champ }))).toEqual(attendu);
  });

  it("the dimension type is 0 to 3; the description 200 characters at most", () => {
    expect(pierreInputSchema.safeParse({ ...base, typDim: "4" }).success).toBe(false);
    expect(pierreInputSchema.safeParse({ ...base, typDim: "-1" }).success).toBe(false);
    expect(pierreInputSchema.parse({ ...base, description: "D".repeat(200) }).description).toBe(
      "D".repeat(200),
    );
    expect(pierreInputSchema.safeParse({ ...base, description: "D".repeat(201) }).success).toBe(false);
  });

  it("Ajouter: the quality required, the supplier optional, prices 0 by default and never negative", () => {
    expect(pierreCreationSchema.parse({ ...base, idQual: "1" })).toMatchObject({
      idQual: 1,
      idFour: null,
      euro: "0",
      dollar: "0",
    });
    expect(pierreCreationSchema.parse({ ...base, idQual: 1, idFour: "7", dollar: "99,5" })).toMatchObject({
      idFour: 7,
      dollar: "99.5",
    });
    expect(premier(pierreCreationSchema.safeParse(base))).toEqual(["idQual", "Qualité obligatoire."]);
    expect(premier(pierreCreationSchema.safeParse({ ...base, idQual: 1, dollar: "-1" }))).toEqual([
      "dollar",
      "Le prix $ doit etre un nombre.",
    ]);
    expect(premier(pierreCreationSchema.safeParse({ ...base, idQual: 1, euro: "-1" }))).toEqual([
      "euro",
      MSG_PRIX_EURO_NOMBRE,
    ]);
  });

  it("Modifier Prix: one value is enough, the refusal under the € field, 1000 tariffs at most", () => {
    expect(modifierPrixSchema.parse({ ids: ["4"], dollar: "10" })).toEqual({ ids: [4], dollar: "10" });
    expect(modifierPrixSchema.parse({ ids: [4], coeff: "2" })).toEqual({ ids: [4], coeff: "2" });
    expect(premier(modifierPrixSchema.safeParse({ ids: [4] }))).toEqual(["euro", MSG_PRIX_A_MODIFIER]);
    expect(premier(modifierPrixSchema.safeParse({ ids: [4], coeff: "x" }))).toEqual([
      "coeff",
      "Le coefficient doit être un nombre positif.",
    ]);
    const mille = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(modifierPrixSchema.parse({ ids: mille, euro: "1" }).ids).toHaveLength(1000);
    expect(modifierPrixSchema.safeParse({ ids: [...mille, 1001], euro: "1" }).success).toBe(false);
  });

  it("each part of the identity counts; the matching stone is found among others", () => {
    expect(memePierre(rubis, { ...rubis, dim2: "4.01" })).toBe(false);
    expect(memePierre(rubis, { ...rubis, dim3: "0.5" })).toBe(false);
    expect(memePierre(rubis, { ...rubis, color: 5 })).toBe(false);
    expect(issueCreationPierre({ ...rubis, idQual: 1 }, [])).toEqual({ kind: "nouvelle" });
    const autre = { ...rubis, forme: 9, idPier: 3, qualites: [1] };
    expect(
      issueCreationPierre({ ...rubis, idQual: 1 }, [autre, { ...rubis, idPier: 17, qualites: [1] }]),
    ).toEqual({ kind: "existante", idPier: 17 });
  });

  it("the price list: sorted by type by default, weights never negative", () => {
    expect(pierresQuerySchema.parse({ forme: "2", couleur: "4", qualite: "1" })).toMatchObject({
      forme: 2,
      couleur: 4,
      qualite: 1,
      sort: "type",
      dir: "asc",
    });
    expect(pierresQuerySchema.parse({ poidsMin: null, poidsMax: "1" })).toMatchObject({
      poidsMin: undefined,
      poidsMax: "1",
    });
    expect(premier(pierresQuerySchema.safeParse({ poidsMax: "-1" }))).toEqual([
      "poidsMax",
      "Le poids doit être un nombre positif.",
    ]);
  });
});
