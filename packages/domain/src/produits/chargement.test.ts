import { describe, expect, it } from "vitest";

/**
 * The catalogue's schemas are built when their modules load (a form schema omits the input schema's
 * milligram fields, which zod refuses at once when they are missing). Imported statically, a throw there
 * fails only the collection of the test files, which the mutation runner (Stryker's vitest runner) does not
 * count as a failed test; imported inside a test, it fails this test.
 */
describe("the catalogue's modules", { timeout: 30_000 }, () => {
  it("loads catalogue-centre.ts: a centre needs its ref and description, its numbers default to 0", async () => {
    const { centreInputSchema, centreFormSchema } = await import("./catalogue-centre.ts");
    expect(centreInputSchema.parse({ ref: "BG1001-Z", description: "Bague test" })).toEqual({
      ref: "BG1001-Z",
      description: "Bague test",
      plusMo: "0",
      plusFonteMg: "0",
      plusPoidsMg: "0",
      plusSerti: "0",
      prixDivers: "0",
      idTarifProduit: null,
      idCv: null,
    });
    expect(
      centreFormSchema.parse({ ref: "BG1001-Z", description: "Bague test", plusPoidsG: "1" }),
    ).toMatchObject({
      plusFonteMg: "0.000",
      plusPoidsMg: "1000.000",
    });
  });

  it("loads catalogue-cv.ts: a centre vide needs its ref, its numbers default to 0", async () => {
    const { centreVideInputSchema, centreVideFormSchema } = await import("./catalogue-cv.ts");
    expect(centreVideInputSchema.parse({ ref: "BG2001" })).toEqual({
      ref: "BG2001",
      facon: "0",
      faconFonteMg: "0",
      poidsMetalMg: "0",
      sertiMin: "0",
      prenomLigne: "",
      nomLigne: "",
      typeProd: null,
      wordpress: false,
    });
    expect(centreVideFormSchema.parse({ ref: "BG2001", poidsMetalG: "2" })).toMatchObject({
      faconFonteMg: "0.000",
      poidsMetalMg: "2000.000",
    });
  });
});
