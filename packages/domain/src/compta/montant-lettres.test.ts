import { describe, expect, it } from "vitest";
import { entierEnLettres, montantEnLettres } from "./montant-lettres.ts";

describe("entierEnLettres (traditional French spelling)", () => {
  it.each([
    [0, "zéro"],
    [1, "un"],
    [16, "seize"],
    [17, "dix-sept"],
    [21, "vingt et un"],
    [22, "vingt-deux"],
    [71, "soixante et onze"],
    [75, "soixante-quinze"],
    [80, "quatre-vingts"],
    [81, "quatre-vingt-un"],
    [91, "quatre-vingt-onze"],
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
  ])("%i = %s", (n, attendu) => {
    expect(entierEnLettres(n)).toBe(attendu);
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
  ])("%s = %s", (montant, attendu) => {
    expect(montantEnLettres(montant)).toBe(attendu);
  });
});
