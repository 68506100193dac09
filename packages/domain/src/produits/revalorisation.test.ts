import { describe, expect, it } from "vitest";
import { messageRevalorisation, resumerRevalorisation } from "./revalorisation.ts";

describe("resumerRevalorisation (spec 03 section 7)", () => {
  it("counts the products whose piece price moved, biggest moves first", () => {
    expect(
      resumerRevalorisation([
        { idCentre: 1, ref: "BA1001", avant: "2485.17", apres: "2527.01" },
        { idCentre: 2, ref: "BA1002", avant: "100.00", apres: "100.00" },
        { idCentre: 3, ref: "SO1003", avant: "900.00", apres: "799.50" },
      ]),
    ).toEqual({
      produitsConcernes: 3,
      produitsRevalorises: 2,
      exemples: [
        { ref: "SO1003", avant: "900.00", apres: "799.50", ecart: "-100.50" },
        { ref: "BA1001", avant: "2485.17", apres: "2527.01", ecart: "41.84" },
      ],
    });
  });

  it("keeps five examples and says nothing moved when nothing did", () => {
    const lignes = Array.from({ length: 8 }, (_, i) => ({
      idCentre: i,
      ref: `R${i}`,
      avant: "10.00",
      apres: `1${i}.00`,
    }));
    const r = resumerRevalorisation(lignes);
    expect(r.produitsRevalorises).toBe(7);
    expect(r.exemples.map((e) => e.ref)).toEqual(["R7", "R6", "R5", "R4", "R3"]);
    expect(resumerRevalorisation([])).toEqual({ produitsConcernes: 0, produitsRevalorises: 0, exemples: [] });
  });

  it("words the message in French, singular and plural", () => {
    expect(messageRevalorisation(1, 0)).toBe("1 tarif modifié, 0 produit revalorisé");
    expect(messageRevalorisation(2, 14)).toBe("2 tarifs modifiés, 14 produits revalorisés");
    expect(messageRevalorisation(3, 1)).toBe("3 tarifs modifiés, 1 produit revalorisé");
  });
});
