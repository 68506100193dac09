import { describe, expect, it } from "vitest";
import { poidsOfApresRetour } from "./poids-of.ts";

describe("the OF's weight follows the workshop returns, not over a weight typed by hand", () => {
  it.each<[string, string | null, string[], string, string | null]>([
    ["first return, OF without weight", null, [], "5.120", "5.120"],
    ["first return, OF weight 0", "0.000", [], "5.120", "5.120"],
    ["setter after jeweller: the jeweller's weight was ours", "5.120", ["5.120"], "5.480", "5.480"],
    ["same value written differently", "5.12", ["5.120"], "5.480", "5.480"],
    ["a weight typed by hand since stays", "6.000", ["5.120"], "5.480", null],
    ["a weight typed before any return stays", "6.000", [], "5.480", null],
    ["a return weighing 0 changes nothing", null, [], "0.000", null],
  ])("%s", (_cas, poidsOf, rendusAvant, poidsRendu, attendu) => {
    expect(poidsOfApresRetour(poidsOf, rendusAvant, poidsRendu)).toBe(attendu);
  });
});
