import { describe, expect, it } from "vitest";
import { entierEnLettres, montantEnLettres } from "./montant-lettres.ts";

describe("entierEnLettres (traditional French spelling)", () => {
  it.each([
    [0, "zéro"],
    [1, "un"],
    [5, "cinq"],
    [7, "sept"],
    [8, "huit"],
    [9, "neuf"],
    [12, "douze"],
    [13, "treize"],
    [14, "quatorze"],
    [16, "seize"],
    [17, "dix-sept"],
    [18, "dix-huit"],
    [20, "vingt"],
    [21, "vingt et un"],
    [22, "vingt-deux"],
    [38, "trente-huit"],
    [45, "quarante-cinq"],
    [59, "cinquante-neuf"],
    [60, "soixante"],
    [67, "soixante-sept"],
    [71, "soixante et onze"],
    [72, "soixante-douze"],
    [75, "soixante-quinze"],
    [80, "quatre-vingts"],
    [81, "quatre-vingt-un"],
    [91, "quatre-vingt-onze"],
    [93, "quatre-vingt-treize"],
    [94, "quatre-vingt-quatorze"],
    [98, "quatre-vingt-dix-huit"],
    [99, "quatre-vingt-dix-neuf"],
    [100, "cent"],
    [101, "cent un"],
    [200, "deux cents"],
    [280, "deux cent quatre-vingts"],
    [1000, "mille"],
    [1080, "mille quatre-vingts"],
    [2000, "deux mille"],
    [80_000, "quatre-vingt mille"],
    [200_000, "deux cent mille"],
    [1_000_000, "un million"],
    [200_000_000, "deux cents millions"],
    [2_000_001, "deux millions un"],
    [1_000_000_000, "un milliard"],
    [
      999_999_999_999,
      "neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions " +
        "neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf",
    ],
  ])("%i = %s", (n, attendu) => {
    expect(entierEnLettres(n)).toBe(attendu);
  });

  it.each([
    [-1, "Hors limites : -1"],
    [1.5, "Hors limites : 1.5"],
    [1e12, "Hors limites : 1000000000000"],
  ])("refuses %d", (n, message) => {
    expect(() => entierEnLettres(n)).toThrow(new RangeError(message));
  });
});

describe("montantEnLettres", () => {
  it.each([
    ["1234.56", "mille deux cent trente-quatre euros et cinquante-six centimes"],
    ["1", "un euro"],
    ["1.01", "un euro et un centime"],
    ["0.50", "cinquante centimes"],
    ["80", "quatre-vingts euros"],
    ["1000000", "un million d'euros"],
    ["3000000.10", "trois millions d'euros et dix centimes"],
    ["1200000", "un million deux cent mille euros"],
    ["0", "zéro euro"],
    ["0.01", "un centime"],
  ])("%s = %s", (montant, attendu) => {
    expect(montantEnLettres(montant)).toBe(attendu);
  });

  it("refuses a negative amount", () => {
    expect(() => montantEnLettres("-0.01")).toThrow(new RangeError("Montant négatif"));
  });
});
// Equivalent mutants (montant-lettres.ts): DIZAINES[0] and [1] changed (moinsDeCent reads a ten word only
// for n >= 20, so d >= 2).
