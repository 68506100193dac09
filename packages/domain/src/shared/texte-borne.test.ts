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
    // The first and the last high surrogates (U+10000 is \ud800\udc00, U+10FFFF is \udbff\udfff) are kept whole too.
    ["abcdefgh\u{10000}xyz", 10, "abcdefgh…"],
    ["abcdefgh\u{10FFFF}xyz", 10, "abcdefgh…"],
    // A lone low surrogate (\udc00) or the character before \ud800 (\ud7ff) is cut as any other.
    ["abcdefgh\udc00xyz", 10, "abcdefgh\udc00…"],
    ["abcdefgh\ud7ffxyz", 10, "abcdefgh\ud7ff…"],
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
