import { xmlFacturX } from "@ecrin/domain";
import { describe, expect, it } from "vitest";
import { erreursXsd, verifierBrFr, verifierEn16931, verifierFacturX } from "../../src/facturation/index.ts";
import { JEU_FACTURX } from "./facturx-jeu.ts";

describe("Factur-X EN 16931 XML, validated offline", () => {
  it.each(Object.entries(JEU_FACTURX))(
    "%s: valid against the official XSD and the business rules",
    (_, doc) => {
      const xml = xmlFacturX(doc);
      expect(erreursXsd(xml)).toBeNull();
      expect(verifierEn16931(xml)).toEqual([]);
      expect(verifierBrFr(xml)).toEqual([]);
    },
  );

  it("a delivery address other than the buyer's is the ShipTo party, before the delivery date", () => {
    const xml = xmlFacturX(JEU_FACTURX["facture du canal EXTENSIA"]!);
    expect(xml).toContain(
      "<ram:ApplicableHeaderTradeDelivery><ram:ShipToTradeParty><ram:Name>Bijouterie Martin</ram:Name><ram:PostalTradeAddress><ram:PostcodeCode>13001</ram:PostcodeCode>",
    );
  });

  it("the multi-rate invoice carries its five VAT breakdowns, reverse charge as AE with its reason", () => {
    const xml = xmlFacturX(JEU_FACTURX["facture à plusieurs taux, autoliquidation, taux zéro, exonération"]!);
    expect(xml).toContain("<ram:ExemptionReason>Autoliquidation</ram:ExemptionReason>");
    expect(xml).toContain("<ram:CategoryCode>AE</ram:CategoryCode>");
    expect(xml).toContain("<ram:TaxBasisTotalAmount>1213.33</ram:TaxBasisTotalAmount>");
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">26.43</ram:TaxTotalAmount>');
    expect(xml).toContain("<ram:GrandTotalAmount>1239.76</ram:GrandTotalAmount>");
  });

  it("the credit note is type 381 and names the invoice it corrects", () => {
    const xml = xmlFacturX(JEU_FACTURX.avoir!);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F12345<\/ram:IssuerAssignedID>/,
    );
  });

  it("the checker catches a wrong total, a wrong VAT and a bad number; the XSD catches a misplaced element", () => {
    const bon = xmlFacturX(JEU_FACTURX["facture standard avec remise et port"]!);
    const totalFaux = bon.replace("<ram:GrandTotalAmount>2769.98<", "<ram:GrandTotalAmount>2769.99<");
    expect(verifierEn16931(totalFaux).map((v) => v.regle)).toContain("BR-CO-15");
    const tvaFausse = bon
      .replace("<ram:CalculatedAmount>461.66<", "<ram:CalculatedAmount>461.67<")
      .replace('currencyID="EUR">461.66<', 'currencyID="EUR">461.67<');
    expect(verifierEn16931(tvaFausse).map((v) => v.regle)).toEqual(
      expect.arrayContaining(["BR-CO-17", "BR-S-09", "BR-CO-15"]),
    );
    const ligneFausse = bon.replace("<ram:LineTotalAmount>890.00<", "<ram:LineTotalAmount>891.00<");
    expect(verifierEn16931(ligneFausse).map((v) => v.regle)).toEqual(
      expect.arrayContaining(["BR-CO-10", "BR-S-08"]),
    );
    const numeroFaux = bon.replace("<ram:ID>12345</ram:ID>", "<ram:ID>F 12345</ram:ID>");
    expect(verifierEn16931(numeroFaux).map((v) => v.regle)).toContain("BR-FR numéro");
    const desordre = bon.replace(
      /(<ram:TypeCode>380<\/ram:TypeCode>)(<ram:IssueDateTime>.*?<\/ram:IssueDateTime>)/,
      "$2$1",
    );
    expect(erreursXsd(desordre)).toMatch(/IssueDateTime|TypeCode/);
  });

  it("reverse charge without the buyer's VAT number breaks BR-AE-02", () => {
    const doc = JEU_FACTURX["facture à plusieurs taux, autoliquidation, taux zéro, exonération"]!;
    const xml = xmlFacturX({ ...doc, acheteur: { ...doc.acheteur, tva: null } });
    expect(verifierEn16931(xml).map((v) => v.regle)).toContain("BR-AE-02");
  });

  it("a supplier's file that is not a CII invoice is reported, never thrown", () => {
    expect(verifierEn16931("<facture/>")).toEqual([
      { regle: "CII", message: "Ce XML n'est pas une facture CII (rsm:CrossIndustryInvoice absent)." },
    ]);
    expect(verifierFacturX("<facture/>").map((v) => v.regle)).toEqual(["XSD", "CII", "CII"]);
  });
});
