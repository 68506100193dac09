import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-fr.ts";
import {
  dateIso,
  entier,
  ID_MAX,
  identifiant,
  identifiantTexte,
  MSG_CARACTERE_NUL,
  MSG_IDENTIFIANT_INVALIDE,
  texte,
} from "./champs.ts";
import { isZero } from "./decimal.ts";
import { decimalString, formatDecimal } from "./decimal-schema.ts";

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe("texte", () => {
  it.each([
    ["Bijouterie", true],
    ["", true],
    ["a\u0000b", false],
    ["\u0000", false],
    [12, false],
    [true, false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])("%j -> %s", (v, ok) => {
    expect(texte().safeParse(v).success).toBe(ok);
  });

  it("refuses NUL with its own message, before any later check", () => {
    const r = texte().trim().min(1, "obligatoire").max(3, "trop long").safeParse("\u0000 longue");
    expect(messages(r)).toEqual([MSG_CARACTERE_NUL]);
  });

  it("words a value that is not text with the field's message", () => {
    expect(messages(texte("Le nom est obligatoire.").safeParse(null))).toEqual(["Le nom est obligatoire."]);
  });

  it("without a message, zod's own French one (zod-fr.ts)", () => {
    expect(messages(texte().safeParse(12))).toEqual([
      "Entrée invalide : chaîne de caractères attendu, nombre reçu",
    ]);
  });
});

describe("entier (JSON body)", () => {
  it.each([
    [1, []],
    [5, []],
    [0, ["Hors bornes."]],
    [6, ["Hors bornes."]],
    [2.5, ["Hors bornes."]],
    ["2", ["Hors bornes."]],
  ])("%j between 1 and 5 -> %j", (v, attendu) => {
    expect(messages(entier(1, 5, "Hors bornes.").safeParse(v))).toEqual(attendu);
  });

  it("without a message, zod's own French ones", () => {
    expect(messages(entier(1, 5).safeParse("2"))).toEqual([
      "Entrée invalide : nombre attendu, chaîne de caractères reçu",
    ]);
    expect(messages(entier(1, 5).safeParse(6))).toEqual(["Trop grand : nombre doit être <=5"]);
  });
});

describe("identifiant (JSON body) and identifiantTexte (URL, query, form text)", () => {
  it.each([
    [1, 1, 1],
    [ID_MAX, ID_MAX, ID_MAX],
    ["12", null, 12],
    ["007", null, 7],
    [true, null, null],
    [false, null, null],
    [null, null, null],
    ["", null, null],
    [" 12", null, null],
    ["1e3", null, null],
    ["0x10", null, null],
    ["1.0", null, null],
    ["-1", null, null],
    [0, null, null],
    [-1, null, null],
    [1.5, null, null],
    [ID_MAX + 1, null, null],
    [String(ID_MAX + 1), null, null],
    [Number.NaN, null, null],
    [Number.POSITIVE_INFINITY, null, null],
    [[1], null, null],
  ])("%j -> body %j, text %j", (v, corps, texteAttendu) => {
    const a = identifiant().safeParse(v);
    const b = identifiantTexte().safeParse(v);
    expect(a.success ? a.data : null).toBe(corps);
    expect(b.success ? b.data : null).toBe(texteAttendu);
    if (!b.success) expect(messages(b)).toContain(MSG_IDENTIFIANT_INVALIDE);
  });
});

describe("dateIso", () => {
  it.each([
    ["2026-01-05", "2026-01-05"],
    [" 2026-01-05 ", "2026-01-05"],
    ["2026-02-30", null],
    ["12", null],
    ["2026-1-5", null],
    ["2026-01-05\u0000", null],
    [20260105, null],
  ])("%j -> %j", (v, attendu) => {
    const r = dateIso("Date invalide.").safeParse(v);
    expect(r.success ? r.data : null).toBe(attendu);
  });

  it("aborts: an object's refinement never computes with a malformed date", () => {
    const periode = z
      .object({ debut: dateIso("Début invalide."), fin: dateIso("Fin invalide.") })
      .refine((p) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(p.debut)) throw new RangeError("lu avant d'être valide");
        return p.debut <= p.fin;
      }, "Période inversée.");
    expect(messages(periode.safeParse({ debut: "12", fin: "2026-01-05" }))).toEqual(["Début invalide."]);
  });
});

describe("decimal format checks abort (zod 4 would run the next refinements otherwise)", () => {
  it("a refinement after formatDecimal never parses a malformed number", () => {
    const carats = formatDecimal(/^\d{1,7}(\.\d{1,3})?$/, "Poids invalide.").refine(
      (s) => !isZero(s),
      "Nul.",
    );
    for (const v of ["abc", "1,5", "", "NaN", "1e3"]) {
      expect(() => carats.safeParse(v)).not.toThrow();
      expect(messages(carats.safeParse(v))).toEqual(["Poids invalide."]);
    }
    expect(messages(carats.safeParse("0"))).toEqual(["Nul."]);
  });

  it("nor does an object's refinement after decimalString", () => {
    const schema = z
      .object({ a: decimalString({ required: "Requis.", invalid: "Invalide." }) })
      .refine((v) => !isZero(v.a), "Nul.");
    expect(() => schema.safeParse({ a: "abc" })).not.toThrow();
    expect(messages(schema.safeParse({ a: "abc" }))).toEqual(["Invalide."]);
    expect(messages(schema.safeParse({ a: " " }))).toEqual(["Requis."]);
    expect(schema.safeParse({ a: "12,5" }).data).toEqual({ a: "12.5" });
  });
});

describe("decimalString: up to 12 digits, then up to 6 decimals, a minus sign allowed", () => {
  const montant = decimalString({ required: "Requis.", invalid: "Invalide." });

  it.each([
    ["12", "12"],
    ["12,30", "12.30"],
    [" -0,5 ", "-0.5"],
    ["123456789012", "123456789012"],
    ["1,123456", "1.123456"],
    [12.5, "12.5"],
  ])("%j -> %j", (saisi, attendu) => {
    expect(montant.parse(saisi)).toBe(attendu);
  });

  it.each(["x12", "12x", "1234567890123", "1,1234567", "1.", ",5", "+1", "--1"])(
    "refuses %j: Invalide.",
    (saisi) => {
      expect(messages(montant.safeParse(saisi))).toEqual(["Invalide."]);
    },
  );

  it.each(["", "   "])("%j is missing: Requis.", (saisi) => {
    expect(messages(montant.safeParse(saisi))).toEqual(["Requis."]);
  });
});
