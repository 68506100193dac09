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

  it("trims the ref and the description", () => {
    expect(centreInputSchema.parse({ ref: " BG1001-Z ", description: " Bague test  " })).toMatchObject({
      ref: "BG1001-Z",
      description: "Bague test",
    });
  });

  it("takes the weights from the grams only: milligram fields sent with the form are dropped", () => {
    const r = centreFormSchema.parse({
      ref: "BG1001-Z",
      description: "Bague test",
      plusFonteG: "3,3",
      plusPoidsG: "3",
      plusFonteMg: "pas un nombre",
      plusPoidsMg: "-1",
    });
    // 3,3 g = 3300 mg, 3 g = 3000 mg; the stray milligrams neither refused nor kept.
    expect(r).toMatchObject({ plusFonteMg: "3300.000", plusPoidsMg: "3000.000" });
  });

  it("compares the ref and description pair without case or spaces", () => {
    expect(clePaire(" BG1001", "Bague Or ")).toBe("bg1001\u0000bague or");
    expect(clePaire(" BG1001", "Bague Or ")).toBe(clePaire("bg1001", "bague or"));
    expect(clePaire("BG1001", "Bague")).not.toBe(clePaire("BG1001", "Bague or"));
  });
});
