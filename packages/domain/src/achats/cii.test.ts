import { describe, expect, it } from "vitest";
import { depuisCii, RACINE_CII } from "./cii.ts";
import { arbre, casCommunsDuLecteur, ligneSansDetail } from "./xml.fixture.ts";

/** A refiner's CII invoice of two lines, every term the office reads present. */
const CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID> urn:cen.eu:en16931:2017 </ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>AFF-2026-117</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20261120</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct>
        <ram:SellerAssignedID>OR-750</ram:SellerAssignedID>
        <ram:Name>Or fin 750</ram:Name>
        <ram:ApplicableProductCharacteristic><ram:Description>Titre</ram:Description><ram:Value>750</ram:Value></ram:ApplicableProductCharacteristic>
        <ram:ApplicableProductCharacteristic><ram:Value>jaune</ram:Value></ram:ApplicableProductCharacteristic>
        <ram:ApplicableProductCharacteristic><ram:Description>Lot</ram:Description></ram:ApplicableProductCharacteristic>
      </ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount>52.40</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode=" GRM ">12.500</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:AdditionalReferencedDocument><ram:IssuerAssignedID>BL-9</ram:IssuerAssignedID><ram:TypeCode>916</ram:TypeCode></ram:AdditionalReferencedDocument>
        <ram:AdditionalReferencedDocument><ram:IssuerAssignedID>LOT-77</ram:IssuerAssignedID><ram:TypeCode>130</ram:TypeCode></ram:AdditionalReferencedDocument>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>655.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>2</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Façon</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity>1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>45.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>Affinerie du Nord</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">552 100 554 00018</ram:ID></ram:SpecifiedLegalOrganization>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC"> </ram:ID></ram:SpecifiedTaxRegistration>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR40552100554</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Écrin Joaillerie</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20261220</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>700.00</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>700.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="USD">152.60</ram:TaxTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR"> 140.00 </ram:TaxTotalAmount>
        <ram:GrandTotalAmount>840.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>840.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

/** A CII document whose header settlement's summation holds `totaux` (and the currency `devise`). */
const avecTotaux = (devise: string, totaux: string) =>
  arbre(`<CrossIndustryInvoice><SupplyChainTradeTransaction><ApplicableHeaderTradeSettlement>
  ${devise}<SpecifiedTradeSettlementHeaderMonetarySummation>${totaux}</SpecifiedTradeSettlementHeaderMonetarySummation>
  </ApplicableHeaderTradeSettlement></SupplyChainTradeTransaction></CrossIndustryInvoice>`);

describe("depuisCii: a CII (or Factur-X) tree to the received invoice", () => {
  casCommunsDuLecteur({
    racine: RACINE_CII,
    racineAttendue: "CrossIndustryInvoice",
    syntaxe: "CII",
    racineNue: () => depuisCii(arbre("<CrossIndustryInvoice/>"), "CII"),
    tva: (devise, totaux) =>
      depuisCii(
        avecTotaux(devise ? `<InvoiceCurrencyCode>${devise}</InvoiceCurrencyCode>` : "", totaux),
        "CII",
      ).tva,
    casTva: [
      ["one total without currency: that one", "EUR", `<TaxTotalAmount>20.00</TaxTotalAmount>`, "20.00"],
      [
        "none in the invoice's currency: the first",
        "EUR",
        `<TaxTotalAmount currencyID="USD">21.80</TaxTotalAmount><TaxTotalAmount currencyID="CHF">19.10</TaxTotalAmount>`,
        "21.80",
      ],
      [
        "no invoice currency (null matches no currencyID, even an absent one): the first",
        "",
        `<TaxTotalAmount currencyID="USD">21.80</TaxTotalAmount><TaxTotalAmount>20.00</TaxTotalAmount>`,
        "21.80",
      ],
      ["a blank total: null", "EUR", `<TaxTotalAmount currencyID="EUR">  </TaxTotalAmount>`, null],
      ["no total: null", "EUR", "", null],
    ],
  });

  it("reads every term of a complete invoice, trimmed, dates ISO, the SIRET cut to its SIREN", () => {
    expect(depuisCii(arbre(CII), "Factur-X")).toEqual({
      syntaxe: "Factur-X",
      profil: "urn:cen.eu:en16931:2017",
      numero: "AFF-2026-117",
      typeCode: "380",
      date: "2026-11-20",
      echeance: "2026-12-20",
      devise: "EUR",
      // the first tax registration is blank: the second one's id is the VAT number
      vendeur: { nom: "Affinerie du Nord", siren: "552100554", tva: "FR40552100554" },
      acheteur: { nom: "Écrin Joaillerie", siren: null, tva: null },
      totalLignes: "700.00",
      ht: "700.00",
      // the total in the invoice's currency (EUR), not the first one (USD)
      tva: "140.00",
      ttc: "840.00",
      aPayer: "840.00",
      lignes: [
        {
          id: "1",
          nom: "Or fin 750",
          quantite: "12.500",
          unite: "GRM",
          prixNet: "52.40",
          montantHt: "655.00",
          categorieTva: "S",
          tauxTva: "20",
          refVendeur: "OR-750",
          // the referenced document of type 130 (invoiced object), not the delivery note (916)
          refObjet: "LOT-77",
          attributs: [
            { nom: "Titre", valeur: "750" },
            { nom: "", valeur: "jaune" },
            { nom: "Lot", valeur: "" },
          ],
        },
        ligneSansDetail({ id: "2", nom: "Façon", quantite: "1", montantHt: "45.00" }),
      ],
    });
  });

  it("a party with only blank tax registrations has no VAT number (null)", () => {
    const racine = arbre(`<CrossIndustryInvoice><SupplyChainTradeTransaction><ApplicableHeaderTradeAgreement>
      <SellerTradeParty><Name>A</Name><SpecifiedTaxRegistration><ID/></SpecifiedTaxRegistration></SellerTradeParty>
      </ApplicableHeaderTradeAgreement></SupplyChainTradeTransaction></CrossIndustryInvoice>`);
    expect(depuisCii(racine, "CII").vendeur).toEqual({ nom: "A", siren: null, tva: null });
  });
});
