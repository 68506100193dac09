import { describe, expect, it } from "vitest";
import {
  facturerSchema,
  facturesPdfQuerySchema,
  MSG_CANAL_INVALIDE,
  MSG_IDS_FACTURES_INVALIDES,
  MSG_OFS_A_FACTURER_INVALIDES,
  MSG_OFS_A_FACTURER_OBLIGATOIRES,
  MSG_PORT_INVALIDE,
  MSG_PORT_OBLIGATOIRE,
  msgFacturesEnregistrees,
  msgGroupeSansPrix,
  portSchema,
} from "./livraison-schema.ts";
import { conditionsPaiement } from "./mentions.ts";

const erreur = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe("portSchema (spec 01 section 5: a number, minimum 0)", () => {
  it.each([
    ["23", "23.00"],
    [23, "23.00"],
    ["0", "0.00"],
    ["12,5", "12.50"],
    [" 1 234,56 ", "1234.56"],
    ["1,23", "1.23"], // two decimals are kept
    ["9 999 999 999,99", "9999999999.99"], // NUMERIC(12,2): ten integer digits
  ])("%j -> %s", (saisi, attendu) => {
    expect(portSchema.parse(saisi)).toBe(attendu);
  });

  it.each([
    ["", MSG_PORT_OBLIGATOIRE],
    [null, MSG_PORT_OBLIGATOIRE],
    ["-1", MSG_PORT_INVALIDE],
    [-0.01, MSG_PORT_INVALIDE],
    ["abc", MSG_PORT_INVALIDE],
    ["1.234", MSG_PORT_INVALIDE],
    ["   ", MSG_PORT_OBLIGATOIRE], // blank once trimmed
    [true, MSG_PORT_OBLIGATOIRE],
    ["10000000000", MSG_PORT_INVALIDE], // eleven integer digits
  ])("%j is refused with %s", (saisi, message) => {
    expect(erreur(portSchema.safeParse(saisi))).toBe(message);
  });
});

describe("portSchema's refusals are the area's own (issue code custom)", () => {
  it.each([
    ["", MSG_PORT_OBLIGATOIRE],
    ["-1", MSG_PORT_INVALIDE],
  ])("%j", (saisi, message) => {
    expect(portSchema.safeParse(saisi).error?.issues.map((i) => [i.code, i.message])).toEqual([
      ["custom", message],
    ]);
  });
});

describe("facturerSchema", () => {
  it("takes the group's OFs and its port", () => {
    expect(facturerSchema.parse({ ofs: [3, 1], port: "0" })).toEqual({ ofs: [3, 1], port: "0.00" });
  });

  it.each([
    [{ ofs: [], port: "0" }, MSG_OFS_A_FACTURER_OBLIGATOIRES],
    [{ port: "0" }, MSG_OFS_A_FACTURER_OBLIGATOIRES],
    [{ ofs: [1, 1], port: "0" }, MSG_OFS_A_FACTURER_INVALIDES],
    [{ ofs: [0], port: "0" }, MSG_OFS_A_FACTURER_INVALIDES],
    [{ ofs: [1], port: "-5" }, MSG_PORT_INVALIDE],
    [{ ofs: "1", port: "0" }, MSG_OFS_A_FACTURER_OBLIGATOIRES],
    [{ ofs: Array.from({ length: 501 }, (_, i) => i + 1), port: "0" }, MSG_OFS_A_FACTURER_INVALIDES],
  ])("%j is refused with %s", (body, message) => {
    expect(erreur(facturerSchema.safeParse(body))).toBe(message);
  });
});

describe("facturesPdfQuerySchema", () => {
  it("reads a comma list, standard by default", () => {
    expect(facturesPdfQuerySchema.parse({ ids: "3,1,3" })).toEqual({ ids: [3, 1], canal: "standard" });
    expect(facturesPdfQuerySchema.parse({ ids: "7", canal: "alternatif" }).canal).toBe("alternatif");
  });

  it("prints 200 invoices at most, each number of nine digits at most", () => {
    const deuxCents = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(facturesPdfQuerySchema.parse({ ids: deuxCents.join(",") }).ids).toEqual(deuxCents);
    expect(facturesPdfQuerySchema.parse({ ids: "123456789" }).ids).toEqual([123456789]);
    expect(
      facturerSchema.parse({ ofs: Array.from({ length: 500 }, (_, i) => i + 1), port: 0 }).ofs,
    ).toHaveLength(500);
  });

  it.each([
    [{ ids: Array.from({ length: 201 }, (_, i) => i + 1).join(",") }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "1234567890" }, MSG_IDS_FACTURES_INVALIDES], // ten digits
    [{ ids: "x1" }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "1x" }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "1,x" }, MSG_IDS_FACTURES_INVALIDES],
    [{}, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "" }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "1,,2" }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "a" }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "0" }, MSG_IDS_FACTURES_INVALIDES],
    [{ ids: "1", canal: "autre" }, MSG_CANAL_INVALIDE],
  ])("%j is refused with %s", (q, message) => {
    expect(erreur(facturesPdfQuerySchema.safeParse(q))).toBe(message);
  });
});

describe("messages and mentions", () => {
  it("names the invoices made", () => {
    expect(msgFacturesEnregistrees("standard", [10001])).toBe("Facture enregistrée : n° F10001");
    expect(msgFacturesEnregistrees("alternatif", [10001, 10002])).toBe(
      "Factures enregistrées : n° FX10001, FX10002",
    );
  });

  it("names one OF without a price in the singular (several: messages.test.ts)", () => {
    expect(msgGroupeSansPrix([12])).toBe(
      "L'OF 12 n'a pas de prix : donnez-lui un prix (Tracer) avant de facturer.",
    );
  });

  it("writes the payment terms from the due term", () => {
    expect(conditionsPaiement(45)).toBe("Paiement à 45 jours fin de mois");
    expect(conditionsPaiement(0)).toBe("Paiement fin de mois");
  });
});
