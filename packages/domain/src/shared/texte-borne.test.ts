import { describe, expect, it } from "vitest";
import { bornerTexte } from "./texte-borne.ts";

describe("bornerTexte", () => {
  it.each([
    ["court", 10, "court"],
    ["exactement", 10, "exactement"],
    ["un peu trop long", 10, "un peu tr…"],
    ["", 10, ""],
    // A surrogate pair (🙂) is not cut in half: the text is one character shorter.
    ["abcdefgh🙂xyz", 10, "abcdefgh…"],
    ["abcdefg🙂xyz", 10, "abcdefg🙂…"],
  ])("%j at %i -> %j", (texte, max, attendu) => {
    expect(bornerTexte(texte, max)).toBe(attendu);
  });

  it("keeps 5,000 characters of a 10 MB text by default, the last being the ellipsis", () => {
    const borne = bornerTexte("é".repeat(10_000_000));
    expect(borne).toHaveLength(5000);
    expect(borne.endsWith("é…")).toBe(true);
    expect(bornerTexte("x".repeat(5000))).toBe("x".repeat(5000));
  });
});
