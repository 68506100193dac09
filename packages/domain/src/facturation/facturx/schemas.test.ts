import { describe, expect, it } from "vitest";
import { avoirXmlParamsSchema, factureXmlQuerySchema } from "./schemas.ts";

describe("factureXmlQuerySchema (GET /api/facturation/factures/xml)", () => {
  it("reads the invoice id, on the standard channel by default", () => {
    expect(factureXmlQuerySchema.parse({ id: "12" })).toEqual({ id: 12, canal: "standard" });
    expect(factureXmlQuerySchema.parse({ id: "7", canal: "alternatif" })).toEqual({
      id: 7,
      canal: "alternatif",
    });
  });

  it.each([
    [{ id: "abc" }, ["id"], "Numéro de facture invalide."],
    [{}, ["id"], "Numéro de facture invalide."],
    [{ id: "12", canal: "autre" }, ["canal"], "Canal invalide : standard ou alternatif."],
  ])("refuses %j: %s", (query, path, message) => {
    expect(factureXmlQuerySchema.safeParse(query).error?.issues).toEqual([
      expect.objectContaining({ path, message }),
    ]);
  });
});

describe("avoirXmlParamsSchema (GET /api/facturation/avoirs/:id/xml)", () => {
  it("reads the credit note id", () => {
    expect(avoirXmlParamsSchema.parse({ id: "5" })).toEqual({ id: 5 });
  });

  it("refuses another id: 'Numéro d'avoir invalide.'", () => {
    expect(avoirXmlParamsSchema.safeParse({ id: "0" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["id"], message: "Numéro d'avoir invalide." }),
    ]);
  });
});
