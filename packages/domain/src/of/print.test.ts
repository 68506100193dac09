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

describe("order with photos: start and end required", () => {
  it.each([[{ min: "100001" }], [{ max: "100001" }], [{ min: "100001", max: "" }], [{ min: "", max: "" }]])(
    "%o",
    (input) => {
      expect(messages(commandeSchema.safeParse(input))).toContain(MSG_DEBUT_FIN_OBLIGATOIRES);
    },
  );
  it("accepts both", () => {
    expect(commandeSchema.parse({ min: "100001", max: "100010" })).toEqual({ min: 100001, max: 100010 });
  });
});

describe("list of OF numbers (?ofs=1,2,3)", () => {
  it("reads commas, spaces and semicolons, drops repeats", () => {
    expect(parseListeOfs("3, 1;2 3")).toEqual([3, 1, 2]);
    expect(parseListeOfs("1,x")).toBeNull();
    expect(parseListeOfs("0")).toBeNull();
    expect(listeOfsSchema.parse({ ofs: "100001,100002" })).toEqual({ ofs: [100001, 100002] });
  });
  it("refuses nothing or garbage", () => {
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
