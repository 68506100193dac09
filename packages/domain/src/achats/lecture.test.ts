import { describe, expect, it } from "vitest";
import { dateIsoDepuis, SYNTAXES, sirenDepuis } from "./facture-recue.ts";
import { lectureEchouee, lireArbre, REGLE_LECTURE, TAILLE_MAX_FICHIER_ACHAT } from "./lecture.ts";
import { arbre } from "./xml.fixture.ts";
import { attributA, chemin, enfants, texteA } from "./xml.ts";

describe("the XML tree helpers", () => {
  const doc = () => arbre(`<R><A n=" x "><B>un</B><B>deux</B><C> </C></A><A><B>trois</B></A><D v="  "/></R>`);

  it("enfants: the children of that name, in order; none of an absent node", () => {
    expect(enfants(doc(), "A").map((a) => texteA(a, "B"))).toEqual(["un", "trois"]);
    expect(enfants(undefined, "A")).toEqual([]);
  });

  it("chemin: the first element at the end of the path, undefined when a step is missing", () => {
    expect(chemin(doc(), "A", "B")?.texte).toBe("un");
    expect(chemin(doc(), "A", "Z", "B")).toBeUndefined();
    expect(chemin(doc())?.nom).toBe("R");
  });

  it.each([
    ["a text", ["A", "B"], "un"],
    ["a blank text", ["A", "C"], null],
    ["an absent element", ["E"], null],
  ])("texteA, %s: %s", (_cas, noms, attendu) => {
    expect(texteA(doc(), ...noms)).toBe(attendu);
  });

  it.each([
    ["an attribute, trimmed", "n", ["A"], "x"],
    ["a blank attribute", "v", ["D"], null],
    ["an absent attribute", "w", ["A"], null],
    ["an absent element", "n", ["E"], null],
  ])("attributA, %s", (_cas, attribut, noms, attendu) => {
    expect(attributA(doc(), attribut, ...noms)).toBe(attendu);
  });
});

describe("dateIsoDepuis: CII's yyyymmdd and UBL's ISO date to ISO, null when impossible", () => {
  it.each([
    ["20261120", "2026-11-20"],
    [" 2026-11-20 ", "2026-11-20"],
    ["2026-1120", "2026-11-20"],
    ["20240229", "2024-02-29"],
    ["20250229", null],
    ["20261320", null],
    ["20261100", null],
    ["2026112", null],
    ["120261120", null],
    ["202611201", null],
    ["2026/11/20", null],
    ["", null],
    [null, null],
  ])("%s → %s", (v, attendu) => {
    expect(dateIsoDepuis(v)).toBe(attendu);
  });
});

describe("sirenDepuis: a SIRET's first nine digits, any other id as given (blanks removed)", () => {
  it.each([
    ["552 100 554 00018", "552100554"],
    ["552\t100\n554 00018", "552100554"],
    ["55210055400018", "552100554"],
    ["552100554", "552100554"],
    ["5521005540001", "5521005540001"],
    ["552100554000189", "552100554000189"],
    ["FR 40 552100554", "FR40552100554"],
    ["A5210055400018", "A5210055400018"],
    [null, null],
  ])("%s → %s", (id, attendu) => {
    expect(sirenDepuis(id)).toBe(attendu);
  });
});

describe("lireArbre: a received tree mapped by its root, then checked", () => {
  it("the three syntaxes, in that order", () => {
    expect(SYNTAXES).toEqual(["Factur-X", "CII", "UBL"]);
  });

  it("a file is read up to 10 MB (10,000,000 bytes), its unreadable rule is LECTURE", () => {
    expect(TAILLE_MAX_FICHIER_ACHAT).toBe(10_000_000);
    expect(REGLE_LECTURE).toBe("LECTURE");
    expect(lectureEchouee("Fichier illisible.")).toEqual({
      facture: null,
      violations: [{ regle: "LECTURE", message: "Fichier illisible." }],
    });
  });

  it("an unknown root is refused, named", () => {
    expect(lireArbre(arbre("<Order/>"), false)).toEqual({
      facture: null,
      violations: [
        {
          regle: "LECTURE",
          message:
            "Syntaxe inconnue : l'élément racine « Order » n'est ni une facture CII ni une facture UBL.",
        },
      ],
    });
  });

  it.each([
    ["a CII file", "<CrossIndustryInvoice/>", false, "CII"],
    ["a CII out of a PDF (Factur-X)", "<CrossIndustryInvoice/>", true, "Factur-X"],
    ["a UBL file", "<Invoice/>", false, "UBL"],
    ["a UBL out of a PDF (still UBL)", "<Invoice/>", true, "UBL"],
  ] as const)("%s reads as %s, then checked (an empty one fails BR-01 first)", (_cas, xml, pdf, syntaxe) => {
    const { facture, violations } = lireArbre(arbre(xml), pdf);
    expect(facture?.syntaxe).toBe(syntaxe);
    expect(facture?.numero).toBeNull();
    expect(violations[0]).toEqual({
      regle: "BR-01",
      message: "Identifiant de spécification (BT-24) absent.",
    });
  });
});
