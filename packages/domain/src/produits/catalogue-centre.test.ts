import { describe, expect, it } from "vitest";
import { centreFormSchema, centreInputSchema, clePaire } from "./catalogue-centre.ts";

describe("centre input", () => {
  it("needs ref and description, with the spec's message", () => {
    const r = centreInputSchema.safeParse({ ref: "", description: "  " });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["ref", "Veuillez renseigner tous les champs necessaires"],
      ["description", "Veuillez renseigner tous les champs necessaires"],
    ]);
  });

  it("converts the form's grams to milligrams", () => {
    const r = centreFormSchema.parse({
      ref: "BG1001-Z",
      description: "Bague test",
      plusMo: "120",
      plusFonteG: "3,3",
      plusPoidsG: "3",
      plusSerti: "45",
      prixDivers: "",
      idTarifProduit: 1,
      idCv: 1,
    });
    expect(r).toEqual({
      ref: "BG1001-Z",
      description: "Bague test",
      plusMo: "120",
      plusFonteMg: "3300.000",
      plusPoidsMg: "3000.000",
      plusSerti: "45",
      prixDivers: "0",
      idTarifProduit: 1,
      idCv: 1,
    });
  });

  it("compares the ref and description pair without case or spaces", () => {
    expect(clePaire(" BG1001", "Bague Or ")).toBe(clePaire("bg1001", "bague or"));
    expect(clePaire("BG1001", "Bague")).not.toBe(clePaire("BG1001", "Bague or"));
  });
});
