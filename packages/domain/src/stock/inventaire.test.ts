import { describe, expect, it } from "vitest";
import { comparerInventaire, inventaireSchema } from "./inventaire.ts";

/** Issue 31: the case table of the tray count by scanner (issue 14). */
describe("tray count by scanner: the case table", () => {
  it.each([
    [
      "every bag scanned once",
      [5, 4],
      [4, 5],
      { attendus: [4, 5], scannes: [4, 5], manquants: [], etrangers: [] },
    ],
    ["nothing scanned", [2, 1], [], { attendus: [1, 2], scannes: [], manquants: [1, 2], etrangers: [] }],
    ["an empty tray", [], [7, 7], { attendus: [], scannes: [7], manquants: [], etrangers: [7] }],
    // Sorted as numbers, not as text: 9 before 10.
    [
      "numeric order",
      [10, 9],
      [100, 9],
      { attendus: [9, 10], scannes: [9, 100], manquants: [10], etrangers: [100] },
    ],
  ])("%s", (_, attendus, scannes, resultat) => {
    expect(comparerInventaire(attendus, scannes)).toEqual(resultat);
  });

  it("a count is saved only when asked; 2000 bags at most", () => {
    expect(inventaireSchema.parse({ scannes: [3, 4] })).toEqual({ scannes: [3, 4], enregistrer: false });
    expect(inventaireSchema.parse({ scannes: [], enregistrer: true })).toEqual({
      scannes: [],
      enregistrer: true,
    });
    const bags = Array.from({ length: 2000 }, (_, i) => i + 1);
    expect(inventaireSchema.parse({ scannes: bags }).scannes).toHaveLength(2000);
    expect(inventaireSchema.safeParse({ scannes: [...bags, 2001] }).error?.issues[0]?.message).toBe(
      "Trop de sachets scannés.",
    );
    expect(inventaireSchema.safeParse({ scannes: ["3"] }).success).toBe(false);
    expect(inventaireSchema.safeParse({}).success).toBe(false);
  });
});
