import { describe, expect, it } from "vitest";
import { COURS, coursInputSchema, isCoursProtege } from "./cours.ts";

const erreurs = (body: unknown) =>
  coursInputSchema.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("rates the rules read by id (spec 01 section 3, spec 03 sections 3 and 9)", () => {
  it("names each id", () => {
    expect(COURS).toEqual({
      euroDollar: 1,
      mainOeuvre: 2,
      metalGramme: 3,
      orCourant: 4,
      coefficient: 8,
      orFixe: 10,
      perteClient: 14,
      vieilOr: 15,
    });
  });

  it.each([1, 2, 3, 4, 8, 10, 14, 15])("rate %i cannot be deleted", (id) => {
    expect(isCoursProtege(id)).toBe(true);
  });

  it.each([0, 5, 9, 11, 13, 16])("rate %i can", (id) => {
    expect(isCoursProtege(id)).toBe(false);
  });
});

describe("rate form (spec 01 section 5: name and value both non-empty)", () => {
  it("takes a name of 1 to 100 characters, trimmed, and a decimal value", () => {
    expect(coursInputSchema.parse({ description: " Or fixe ", valeur: "52.3" })).toEqual({
      description: "Or fixe",
      valeur: "52.3",
    });
    expect(coursInputSchema.parse({ description: "n".repeat(100), valeur: 2 })).toEqual({
      description: "n".repeat(100),
      valeur: "2",
    });
  });

  it.each([
    ["no name", { description: "", valeur: "1" }, [["description", "Le nom est obligatoire."]]],
    ["a blank name", { description: "   ", valeur: "1" }, [["description", "Le nom est obligatoire."]]],
    [
      "a name of 101 characters",
      { description: "n".repeat(101), valeur: "1" },
      [["description", "Trop grand : chaîne de caractères doit avoir <=100 caractères"]],
    ],
    ["no value", { description: "Or", valeur: "" }, [["valeur", "La valeur est obligatoire."]]],
    [
      "a value that is not a number",
      { description: "Or", valeur: "abc" },
      [["valeur", "La valeur doit être un nombre."]],
    ],
  ])("refuses %s", (_cas, body, attendu) => {
    expect(erreurs(body)).toEqual(attendu);
  });
});
