import { describe, expect, it } from "vitest";
import {
  commandeSchema,
  IMPRESSION_MAX_LIGNES,
  intervalleSchema,
  listeOfsSchema,
  MSG_DEBUT_FIN_OBLIGATOIRES,
  MSG_DEBUT_OBLIGATOIRE,
  MSG_FIN_AVANT_DEBUT,
  MSG_IMPRESSION_OFS_OBLIGATOIRES,
  MSG_NUMERO_OF_INVALIDE,
  OF_INTERVALLE_FIN_DEFAUT,
  parseListeOfs,
  refusTaille,
} from "./print.ts";

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe("interval print (spec 01 section 5)", () => {
  it("uses 99999999 as the end when the end is empty", () => {
    expect(OF_INTERVALLE_FIN_DEFAUT).toBe(99_999_999);
    expect(intervalleSchema.parse({ min: "100001", max: "" })).toEqual({ min: 100001, max: 99_999_999 });
    expect(intervalleSchema.parse({ min: "100001" })).toEqual({ min: 100001, max: 99_999_999 });
    expect(intervalleSchema.parse({ min: " 100001 ", max: "100050" })).toEqual({ min: 100001, max: 100050 });
  });

  it("needs a start, numbers, and an end after the start", () => {
    expect(messages(intervalleSchema.safeParse({ max: "5" }))).toEqual([MSG_DEBUT_OBLIGATOIRE]);
    expect(messages(intervalleSchema.safeParse({ min: "", max: "5" }))).toEqual([MSG_DEBUT_OBLIGATOIRE]);
    expect(messages(intervalleSchema.safeParse({ min: "1a" }))).toEqual([MSG_NUMERO_OF_INVALIDE]);
    expect(messages(intervalleSchema.safeParse({ min: "10", max: "9" }))).toEqual([MSG_FIN_AVANT_DEBUT]);
  });
});

describe("interval print: the end as typed", () => {
  it("reads the end without its blanks, the start itself as an end, and refuses a non-number end", () => {
    expect(intervalleSchema.parse({ min: "100001", max: " 100050 " })).toEqual({ min: 100001, max: 100050 });
    expect(intervalleSchema.parse({ min: "100001", max: "100001" })).toEqual({ min: 100001, max: 100001 });
    for (const max of ["1a", "a1"]) {
      expect(intervalleSchema.safeParse({ min: "1", max }).error?.issues).toMatchObject([
        { path: ["max"], message: "Numéro d'OF invalide." },
      ]);
    }
    expect(intervalleSchema.safeParse({ min: "10", max: "9" }).error?.issues).toMatchObject([
      { path: ["max"], message: "La fin doit être supérieure ou égale au début." },
    ]);
  });
});

describe("order with photos: start and end required", () => {
  it.each([[{ min: "100001" }], [{ max: "100001" }], [{ min: "100001", max: "" }], [{ min: "", max: "" }]])(
    "%o",
    (input) => {
      expect(messages(commandeSchema.safeParse(input))).toContain(MSG_DEBUT_FIN_OBLIGATOIRES);
    },
  );
  it("accepts both", () => {
    expect(commandeSchema.parse({ min: "100001", max: "100010" })).toEqual({ min: 100001, max: 100010 });
    expect(commandeSchema.parse({ min: "100001", max: "100001" })).toEqual({ min: 100001, max: 100001 });
  });
  it("refuses an end before the start, under the end", () => {
    expect(commandeSchema.safeParse({ min: "10", max: "9" }).error?.issues).toMatchObject([
      { path: ["max"], message: "La fin doit être supérieure ou égale au début." },
    ]);
  });
});

describe("list of OF numbers (?ofs=1,2,3)", () => {
  it("reads commas, spaces and semicolons, drops repeats", () => {
    expect(parseListeOfs("3, 1;2 3")).toEqual([3, 1, 2]);
    expect(parseListeOfs("1,x")).toBeNull();
    expect(parseListeOfs("0")).toBeNull();
    expect(listeOfsSchema.parse({ ofs: "100001,100002" })).toEqual({ ofs: [100001, 100002] });
  });
  it("takes whole OF numbers of 1 to 9 digits only", () => {
    expect(parseListeOfs("x1")).toBeNull();
    expect(parseListeOfs("1x")).toBeNull();
    expect(parseListeOfs("1234567890")).toBeNull();
    expect(parseListeOfs("123456789")).toEqual([123456789]);
  });
  it("takes 200 numbers at most", () => {
    // 1..200 accepted, 1..201 refused.
    const liste = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(listeOfsSchema.parse({ ofs: liste(200).join(",") }).ofs).toHaveLength(200);
    expect(listeOfsSchema.safeParse({ ofs: liste(201).join(",") }).error?.issues).toMatchObject([
      { code: "custom", message: "200 numéros d'OF au plus par impression." },
    ]);
  });
  it("refuses nothing or garbage", () => {
    expect(listeOfsSchema.safeParse({ ofs: "" }).error?.issues).toMatchObject([
      { code: "custom", message: "Indiquez au moins un numéro d'OF." },
    ]);
    expect(listeOfsSchema.safeParse({ ofs: "1;x" }).error?.issues).toMatchObject([
      { code: "custom", message: "Numéro d'OF invalide." },
    ]);
    expect(messages(listeOfsSchema.safeParse({}))).toEqual([MSG_IMPRESSION_OFS_OBLIGATOIRES]);
    expect(messages(listeOfsSchema.safeParse({ ofs: " , " }))).toEqual([MSG_IMPRESSION_OFS_OBLIGATOIRES]);
    expect(messages(listeOfsSchema.safeParse({ ofs: "1,2;drop" }))).toEqual([MSG_NUMERO_OF_INVALIDE]);
  });
});

describe("print size", () => {
  it("refuses an empty print and a too large one, in French", () => {
    expect(refusTaille(0, IMPRESSION_MAX_LIGNES)).toEqual({
      code: "PAS_D_ENREGISTREMENT",
      message: "Pas d'enregistrement à afficher",
    });
    expect(refusTaille(2000, IMPRESSION_MAX_LIGNES)).toBeNull();
    expect(refusTaille(12345, IMPRESSION_MAX_LIGNES)).toEqual({
      code: "TROP_D_OFS",
      message: "Trop d'OF à imprimer (12\u202f345) : 2\u202f000 au plus. Réduisez l'intervalle.",
    });
  });
});
// Equivalent mutant (Stryker): `parseListeOfs` split on one separator or several (the empty parts
// between separators are dropped).
