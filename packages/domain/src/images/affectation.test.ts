import { describe, expect, it } from "vitest";
import {
  affectationSchema,
  desaffectationSchema,
  idsParType,
  type ProduitImage,
  parDefautInitial,
  peutDesaffecter,
  peutEnregistrer,
  rechercheImageSchema,
} from "./affectation.ts";

const centre = (id: number, image: string | null, imageParent: string | null): ProduitImage => ({
  type: "centre",
  id,
  ref: `BG${id}`,
  description: "Bague",
  image,
  idCv: 1,
  imageParent,
});
const cv = (id: number, image: string | null): ProduitImage => ({
  type: "centreVide",
  id,
  ref: `BG${id}`,
  description: "",
  image,
  idCv: null,
  imageParent: null,
});

describe("parDefautInitial ('Image par Défaut', taken from the parent)", () => {
  it.each([
    ["parent without image", [centre(1, null, null)], true],
    ["centre shows its parent's image", [centre(1, "a.jpg", "a.jpg")], true],
    ["centre has an image, its parent none", [centre(1, "a.jpg", null)], true],
    ["centre without parent: no parent", [{ ...centre(1, null, null), idCv: null }], false],
    ["parent has its own other image", [centre(1, "b.jpg", "a.jpg")], false],
    ["one of two parents differs", [centre(1, null, null), centre(2, null, "a.jpg")], false],
    ["only centres vides: no parent", [cv(1, null)], false],
    ["nothing chosen", [], false],
  ])("%s -> %s", (_, produits, attendu) => {
    expect(parDefautInitial(produits)).toBe(attendu);
  });
});

describe("buttons (spec 02 section 2.20)", () => {
  it("Enregistrer needs a product and an image", () => {
    expect(peutEnregistrer(0, "a.jpg")).toBe(false);
    expect(peutEnregistrer(2, null)).toBe(false);
    expect(peutEnregistrer(1, "a.jpg")).toBe(true);
  });
  it("Désaffecter needs a product", () => {
    expect(peutDesaffecter(0)).toBe(false);
    expect(peutDesaffecter(1)).toBe(true);
  });
  it("splits the ids by table", () => {
    expect(idsParType([centre(5, null, null), cv(7, null), centre(6, null, null)])).toEqual({
      centres: [5, 6],
      centresVides: [7],
    });
  });
});

describe("schemas", () => {
  it("refuses a search under 2 characters", () => {
    expect(rechercheImageSchema.safeParse({ q: " b " }).error?.issues[0]?.message).toBe(
      "Saisissez au moins 2 caractères.",
    );
    expect(rechercheImageSchema.parse({ q: " bg " })).toEqual({ q: "bg" });
  });

  it("needs a product and a safe image name", () => {
    expect(affectationSchema.safeParse({ nom: "a.jpg" }).error?.issues[0]?.message).toBe(
      "Choisissez au moins un produit.",
    );
    expect(affectationSchema.safeParse({ centres: [1], nom: "../a.jpg" }).error?.issues[0]?.message).toBe(
      "Nom d'image invalide.",
    );
    expect(affectationSchema.parse({ centres: [1], nom: "a.jpg" })).toEqual({
      centres: [1],
      centresVides: [],
      nom: "a.jpg",
      parDefaut: false,
    });
    expect(affectationSchema.parse({ centresVides: [3], nom: "a.jpg", parDefaut: true })).toEqual({
      centres: [],
      centresVides: [3],
      nom: "a.jpg",
      parDefaut: true,
    });
  });

  it("puts 'no product' on the centres field", () => {
    expect(affectationSchema.safeParse({ nom: "a.jpg" }).error?.issues).toEqual([
      expect.objectContaining({ message: "Choisissez au moins un produit.", path: ["centres"] }),
    ]);
    expect(desaffectationSchema.safeParse({}).error?.issues).toEqual([
      expect.objectContaining({ message: "Choisissez au moins un produit.", path: ["centres"] }),
    ]);
    // One centre vide alone is a product (0 centres + 1 centre vide = 1).
    expect(desaffectationSchema.parse({ centresVides: [3] })).toEqual({ centres: [], centresVides: [3] });
  });
});
