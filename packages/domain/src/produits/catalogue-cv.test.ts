import { describe, expect, it } from "vitest";
import { centreVideFormSchema, centreVideInputSchema, cleRef, refEnConflit } from "./catalogue-cv.ts";

describe("centre vide input", () => {
  it("takes the form in grams and gives the API milligrams, exactly", () => {
    const parsed = centreVideFormSchema.parse({
      ref: "  BG2001 ",
      facon: "90",
      faconFonteG: "4,025",
      poidsMetalG: "3,5",
      sertiMin: "12,30",
      prenomLigne: "Alice",
      nomLigne: " EXTENSIA ",
      typeProd: 2,
      wordpress: true,
    });
    expect(parsed).toEqual({
      ref: "BG2001",
      facon: "90",
      faconFonteMg: "4025.000",
      poidsMetalMg: "3500.000",
      sertiMin: "12.30",
      prenomLigne: "Alice",
      nomLigne: "EXTENSIA",
      typeProd: 2,
      wordpress: true,
    });
    // What the web sends passes the server's schema unchanged.
    expect(centreVideInputSchema.parse(parsed)).toEqual(parsed);
  });

  it("reads blank numbers as 0 and refuses negatives and words", () => {
    const ok = centreVideInputSchema.parse({
      ref: "X",
      facon: "",
      faconFonteMg: "",
      poidsMetalMg: "",
      sertiMin: "",
    });
    expect(ok).toMatchObject({
      facon: "0",
      sertiMin: "0",
      typeProd: null,
      wordpress: false,
      prenomLigne: "",
      nomLigne: "",
    });
    const bad = centreVideInputSchema.safeParse({
      ref: " ",
      facon: "-1",
      faconFonteMg: "abc",
      poidsMetalMg: "1",
      sertiMin: "1",
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => [i.path[0], i.message]);
    expect(paths).toEqual([
      ["ref", "La ref est obligatoire."],
      ["facon", "Saisissez un nombre positif ou nul."],
      ["faconFonteMg", "Saisissez un nombre positif ou nul."],
    ]);
  });
});

describe("centre vide form", () => {
  it("trims the Prenom Ligne", () => {
    expect(centreVideInputSchema.parse({ ref: "BG2001", prenomLigne: "  Alice " }).prenomLigne).toBe("Alice");
  });

  it("takes the weights from the grams only: milligram fields sent with the form are dropped", () => {
    const r = centreVideFormSchema.parse({
      ref: "BG2001",
      faconFonteG: "4,025",
      poidsMetalG: "3,5",
      faconFonteMg: "pas un nombre",
      poidsMetalMg: "-1",
    });
    // 4,025 g = 4025 mg, 3,5 g = 3500 mg; the stray milligrams neither refused nor kept.
    expect(r).toMatchObject({ faconFonteMg: "4025.000", poidsMetalMg: "3500.000" });
  });
});

describe("Ref deja Existante", () => {
  it("compares refs without case or surrounding spaces", () => {
    expect(cleRef(" Bg1001 ")).toBe("bg1001");
    expect(cleRef(" bg1001 ")).toBe(cleRef("BG1001"));
  });
  it("blocks Ajouter on any existing ref, Enregistrer only on another record's", () => {
    const existe = { existe: true, idCv: 7 };
    expect(refEnConflit(existe, null)).toBe(true);
    expect(refEnConflit(existe, 7)).toBe(false);
    expect(refEnConflit(existe, 8)).toBe(true);
    expect(refEnConflit({ existe: false, idCv: null }, null)).toBe(false);
  });
});
