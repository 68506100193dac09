import { describe, expect, it } from "vitest";
import { poidsOfApresAnnulation, poidsOfApresRetour } from "./poids-of.ts";

describe("the OF's weight follows the workshop returns, not over a weight typed by hand", () => {
  it.each<[string, string | null, string[], string, string | null]>([
    ["first return, OF without weight", null, [], "5.120", "5.120"],
    ["first return, OF weight 0", "0.000", [], "5.120", "5.120"],
    ["setter after jeweller: the jeweller's weight was ours", "5.120", ["5.120"], "5.480", "5.480"],
    ["same value written differently", "5.12", ["5.120"], "5.480", "5.480"],
    ["a weight typed by hand since stays", "6.000", ["5.120"], "5.480", null],
    ["a weight typed before any return stays", "6.000", [], "5.480", null],
    ["a return weighing 0 changes nothing", null, [], "0.000", null],
    ["a return weight left blank changes nothing", "5.120", ["5.120"], "", null],
    ["a return weight that is no number changes nothing", null, [], "abc", null],
    // A blank earlier return is no weight of ours; the 5.120 one is.
    ["an earlier return left blank is skipped", "5.120", ["", "5.120"], "5.480", "5.480"],
  ])("%s", (_cas, poidsOf, rendusAvant, poidsRendu, attendu) => {
    expect(poidsOfApresRetour(poidsOf, rendusAvant, poidsRendu)).toBe(attendu);
  });
});

describe("cancelling a return takes back the weight it gave the OF", () => {
  it.each<[string, string | null, string, string[], string | null | undefined]>([
    ["the only return: the OF weighs nothing again", "5.120", "5.120", [], null],
    [
      "the setter's return after the jeweller's: back to the jeweller's weight",
      "5.480",
      "5.480",
      ["5.120"],
      "5.120",
    ],
    ["the last standing return that weighed something", "5.480", "5.48", ["5.120", "0.000"], "5.120"],
    ["a weight typed by hand since stays", "6.000", "5.480", ["5.120"], undefined],
    ["an earlier return cancelled: the later one's weight stays", "5.480", "5.120", ["5.480"], undefined],
    ["a return that weighed 0 changes nothing", "5.120", "0.000", ["5.120"], undefined],
    ["an OF without weight stays so", null, "5.120", [], undefined],
    [
      "an OF weighing 0 and a cancelled return of 0: nothing to take back",
      "0.000",
      "0.000",
      ["5.120"],
      undefined,
    ],
    ["a cancelled return weight left blank changes nothing", "5.120", "", ["4.000"], undefined],
    // Oldest first: the last return standing is the latest one, 5.300, not the first.
    ["back to the latest return standing", "5.480", "5.480", ["5.120", "5.300"], "5.300"],
    ["a remaining return left blank is skipped", "5.480", "5.480", ["5.120", ""], "5.120"],
  ])("%s", (_cas, poidsOf, annule, restants, attendu) => {
    expect(poidsOfApresAnnulation(poidsOf, annule, restants)).toBe(attendu);
  });
});
