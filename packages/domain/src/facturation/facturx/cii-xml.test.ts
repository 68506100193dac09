import { describe, expect, it } from "vitest";
import type { DocumentCii } from "./cii.ts";
import { PROFIL_EN16931, xmlFacturX } from "./cii-xml.ts";

/** The XML below is written one element a line for reading; the builder writes it on one line. */
const uneLigne = (xml: string) => xml.trim().replaceAll("\n", "");

/**
 * A credit note of three lines (S 20 % with an item discount, E, AE), a charge and an allowance, an IBAN,
 * payment terms, a cited invoice, a distinct delivery address, texts to escape:
 * line 1: 2 × 95.00 = 190.00 (gross 100.00, discount 5.00); S base 190 + 23 − 3 = 210, VAT 42.00;
 * lines 190 + 10 + 50 = 250, HT 250 + 23 − 3 = 270, TTC 270 + 42 = 312.
 */
const AVOIR: DocumentCii = {
  type: "381",
  cadre: "M1",
  numero: "AV54",
  dateEmission: "2026-11-20",
  dateEcheance: "2026-12-31",
  conditionsPaiement: "Paiement à 30 jours fin de mois",
  vendeur: {
    nom: "Écrin & Fils",
    siren: "123456782",
    tva: "FR11123456782",
    adresse: { ligne: "1 rue <Neuve>", cp: "75001", ville: "Paris", pays: "FR" },
    adresseElectronique: { id: "123456782", schema: "0225" },
  },
  acheteur: {
    nom: 'Bijouterie "Le Port"',
    siren: null,
    tva: null,
    adresse: { ligne: "", cp: "13001", ville: "Marseille", pays: "FR" },
    adresseElectronique: null,
  },
  lignes: [
    {
      id: "1",
      designation: "Bague",
      reference: "OF 1003",
      quantite: "2",
      prixBrut: "100.00",
      prixNet: "95.00",
      categorie: "S",
      taux: "20",
    },
    {
      id: "2",
      designation: "Façon",
      quantite: "1",
      prixBrut: "10",
      prixNet: "10",
      categorie: "E",
      taux: "0",
    },
    { id: "3", designation: "Or", quantite: "1", prixBrut: "50", prixNet: "50", categorie: "AE", taux: "0" },
  ],
  frais: [{ montant: "23", motif: "Port", categorie: "S", taux: "20" }],
  remises: [{ montant: "3", motif: "Geste", categorie: "S", taux: "20" }],
  notes: [{ code: "PMT", texte: "Indemnité : 40 €" }],
  iban: "FR76 3000 6000 0112 3456 7890 189",
  facturesCorrigees: [{ numero: "F185", date: "2026-10-31" }],
  livraison: { nom: "Atelier", adresse: { ligne: "8 rue Neuve", cp: "69002", ville: "Lyon", pays: "FR" } },
};

/** An invoice of the exempt line alone: no IBAN, terms, due date, cited invoice, delivery address or note. */
const FACTURE: DocumentCii = {
  ...AVOIR,
  type: "380",
  cadre: "B1",
  numero: "F186",
  dateEcheance: null,
  conditionsPaiement: null,
  iban: null,
  facturesCorrigees: undefined,
  livraison: null,
  notes: [],
  lignes: [AVOIR.lignes[1]!],
  frais: [],
  remises: [],
  vendeur: { ...AVOIR.vendeur, adresseElectronique: { id: "x@y.fr", schema: "EM" } },
};

describe("xmlFacturX: the Factur-X EN 16931 XML, element by element", () => {
  it("the profile is EN 16931's", () => {
    expect(PROFIL_EN16931).toBe("urn:cen.eu:en16931:2017");
  });

  it("writes a complete credit note", () => {
    expect(xmlFacturX(AVOIR)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n${uneLigne(`
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext>
<ram:BusinessProcessSpecifiedDocumentContextParameter>
<ram:ID>M1</ram:ID>
</ram:BusinessProcessSpecifiedDocumentContextParameter>
<ram:GuidelineSpecifiedDocumentContextParameter>
<ram:ID>urn:cen.eu:en16931:2017</ram:ID>
</ram:GuidelineSpecifiedDocumentContextParameter>
</rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument>
<ram:ID>AV54</ram:ID>
<ram:TypeCode>381</ram:TypeCode>
<ram:IssueDateTime>
<udt:DateTimeString format="102">20261120</udt:DateTimeString>
</ram:IssueDateTime>
<ram:IncludedNote>
<ram:Content>Indemnité : 40 €</ram:Content>
<ram:SubjectCode>PMT</ram:SubjectCode>
</ram:IncludedNote>
</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:IncludedSupplyChainTradeLineItem>
<ram:AssociatedDocumentLineDocument>
<ram:LineID>1</ram:LineID>
</ram:AssociatedDocumentLineDocument>
<ram:SpecifiedTradeProduct>
<ram:SellerAssignedID>OF 1003</ram:SellerAssignedID>
<ram:Name>Bague</ram:Name>
</ram:SpecifiedTradeProduct>
<ram:SpecifiedLineTradeAgreement>
<ram:GrossPriceProductTradePrice>
<ram:ChargeAmount>100.00</ram:ChargeAmount>
<ram:AppliedTradeAllowanceCharge>
<ram:ChargeIndicator>
<udt:Indicator>false</udt:Indicator>
</ram:ChargeIndicator>
<ram:ActualAmount>5.00</ram:ActualAmount>
</ram:AppliedTradeAllowanceCharge>
</ram:GrossPriceProductTradePrice>
<ram:NetPriceProductTradePrice>
<ram:ChargeAmount>95.00</ram:ChargeAmount>
</ram:NetPriceProductTradePrice>
</ram:SpecifiedLineTradeAgreement>
<ram:SpecifiedLineTradeDelivery>
<ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity>
</ram:SpecifiedLineTradeDelivery>
<ram:SpecifiedLineTradeSettlement>
<ram:ApplicableTradeTax>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:CategoryCode>S</ram:CategoryCode>
<ram:RateApplicablePercent>20.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:SpecifiedTradeSettlementLineMonetarySummation>
<ram:LineTotalAmount>190.00</ram:LineTotalAmount>
</ram:SpecifiedTradeSettlementLineMonetarySummation>
</ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>
<ram:IncludedSupplyChainTradeLineItem>
<ram:AssociatedDocumentLineDocument>
<ram:LineID>2</ram:LineID>
</ram:AssociatedDocumentLineDocument>
<ram:SpecifiedTradeProduct>
<ram:Name>Façon</ram:Name>
</ram:SpecifiedTradeProduct>
<ram:SpecifiedLineTradeAgreement>
<ram:GrossPriceProductTradePrice>
<ram:ChargeAmount>10.00</ram:ChargeAmount>
</ram:GrossPriceProductTradePrice>
<ram:NetPriceProductTradePrice>
<ram:ChargeAmount>10.00</ram:ChargeAmount>
</ram:NetPriceProductTradePrice>
</ram:SpecifiedLineTradeAgreement>
<ram:SpecifiedLineTradeDelivery>
<ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity>
</ram:SpecifiedLineTradeDelivery>
<ram:SpecifiedLineTradeSettlement>
<ram:ApplicableTradeTax>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:CategoryCode>E</ram:CategoryCode>
<ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:SpecifiedTradeSettlementLineMonetarySummation>
<ram:LineTotalAmount>10.00</ram:LineTotalAmount>
</ram:SpecifiedTradeSettlementLineMonetarySummation>
</ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>
<ram:IncludedSupplyChainTradeLineItem>
<ram:AssociatedDocumentLineDocument>
<ram:LineID>3</ram:LineID>
</ram:AssociatedDocumentLineDocument>
<ram:SpecifiedTradeProduct>
<ram:Name>Or</ram:Name>
</ram:SpecifiedTradeProduct>
<ram:SpecifiedLineTradeAgreement>
<ram:GrossPriceProductTradePrice>
<ram:ChargeAmount>50.00</ram:ChargeAmount>
</ram:GrossPriceProductTradePrice>
<ram:NetPriceProductTradePrice>
<ram:ChargeAmount>50.00</ram:ChargeAmount>
</ram:NetPriceProductTradePrice>
</ram:SpecifiedLineTradeAgreement>
<ram:SpecifiedLineTradeDelivery>
<ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity>
</ram:SpecifiedLineTradeDelivery>
<ram:SpecifiedLineTradeSettlement>
<ram:ApplicableTradeTax>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:CategoryCode>AE</ram:CategoryCode>
<ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:SpecifiedTradeSettlementLineMonetarySummation>
<ram:LineTotalAmount>50.00</ram:LineTotalAmount>
</ram:SpecifiedTradeSettlementLineMonetarySummation>
</ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>
<ram:ApplicableHeaderTradeAgreement>
<ram:SellerTradeParty>
<ram:Name>Écrin &amp; Fils</ram:Name>
<ram:SpecifiedLegalOrganization>
<ram:ID schemeID="0002">123456782</ram:ID>
</ram:SpecifiedLegalOrganization>
<ram:PostalTradeAddress>
<ram:PostcodeCode>75001</ram:PostcodeCode>
<ram:LineOne>1 rue &lt;Neuve&gt;</ram:LineOne>
<ram:CityName>Paris</ram:CityName>
<ram:CountryID>FR</ram:CountryID>
</ram:PostalTradeAddress>
<ram:URIUniversalCommunication>
<ram:URIID schemeID="0225">123456782</ram:URIID>
</ram:URIUniversalCommunication>
<ram:SpecifiedTaxRegistration>
<ram:ID schemeID="VA">FR11123456782</ram:ID>
</ram:SpecifiedTaxRegistration>
</ram:SellerTradeParty>
<ram:BuyerTradeParty>
<ram:Name>Bijouterie &quot;Le Port&quot;</ram:Name>
<ram:PostalTradeAddress>
<ram:PostcodeCode>13001</ram:PostcodeCode>
<ram:CityName>Marseille</ram:CityName>
<ram:CountryID>FR</ram:CountryID>
</ram:PostalTradeAddress>
</ram:BuyerTradeParty>
</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery>
<ram:ShipToTradeParty>
<ram:Name>Atelier</ram:Name>
<ram:PostalTradeAddress>
<ram:PostcodeCode>69002</ram:PostcodeCode>
<ram:LineOne>8 rue Neuve</ram:LineOne>
<ram:CityName>Lyon</ram:CityName>
<ram:CountryID>FR</ram:CountryID>
</ram:PostalTradeAddress>
</ram:ShipToTradeParty>
<ram:ActualDeliverySupplyChainEvent>
<ram:OccurrenceDateTime>
<udt:DateTimeString format="102">20261120</udt:DateTimeString>
</ram:OccurrenceDateTime>
</ram:ActualDeliverySupplyChainEvent>
</ram:ApplicableHeaderTradeDelivery>
<ram:ApplicableHeaderTradeSettlement>
<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:SpecifiedTradeSettlementPaymentMeans>
<ram:TypeCode>58</ram:TypeCode>
<ram:PayeePartyCreditorFinancialAccount>
<ram:IBANID>FR7630006000011234567890189</ram:IBANID>
</ram:PayeePartyCreditorFinancialAccount>
</ram:SpecifiedTradeSettlementPaymentMeans>
<ram:ApplicableTradeTax>
<ram:CalculatedAmount>42.00</ram:CalculatedAmount>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:BasisAmount>210.00</ram:BasisAmount>
<ram:CategoryCode>S</ram:CategoryCode>
<ram:RateApplicablePercent>20.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:ApplicableTradeTax>
<ram:CalculatedAmount>0.00</ram:CalculatedAmount>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:ExemptionReason>Exonération de TVA</ram:ExemptionReason>
<ram:BasisAmount>10.00</ram:BasisAmount>
<ram:CategoryCode>E</ram:CategoryCode>
<ram:ExemptionReasonCode>VATEX-EU-132</ram:ExemptionReasonCode>
<ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:ApplicableTradeTax>
<ram:CalculatedAmount>0.00</ram:CalculatedAmount>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:ExemptionReason>Autoliquidation</ram:ExemptionReason>
<ram:BasisAmount>50.00</ram:BasisAmount>
<ram:CategoryCode>AE</ram:CategoryCode>
<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>
<ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:SpecifiedTradeAllowanceCharge>
<ram:ChargeIndicator>
<udt:Indicator>false</udt:Indicator>
</ram:ChargeIndicator>
<ram:ActualAmount>3.00</ram:ActualAmount>
<ram:Reason>Geste</ram:Reason>
<ram:CategoryTradeTax>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:CategoryCode>S</ram:CategoryCode>
<ram:RateApplicablePercent>20.00</ram:RateApplicablePercent>
</ram:CategoryTradeTax>
</ram:SpecifiedTradeAllowanceCharge>
<ram:SpecifiedTradeAllowanceCharge>
<ram:ChargeIndicator>
<udt:Indicator>true</udt:Indicator>
</ram:ChargeIndicator>
<ram:ActualAmount>23.00</ram:ActualAmount>
<ram:Reason>Port</ram:Reason>
<ram:CategoryTradeTax>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:CategoryCode>S</ram:CategoryCode>
<ram:RateApplicablePercent>20.00</ram:RateApplicablePercent>
</ram:CategoryTradeTax>
</ram:SpecifiedTradeAllowanceCharge>
<ram:SpecifiedTradePaymentTerms>
<ram:Description>Paiement à 30 jours fin de mois</ram:Description>
<ram:DueDateDateTime>
<udt:DateTimeString format="102">20261231</udt:DateTimeString>
</ram:DueDateDateTime>
</ram:SpecifiedTradePaymentTerms>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation>
<ram:LineTotalAmount>250.00</ram:LineTotalAmount>
<ram:ChargeTotalAmount>23.00</ram:ChargeTotalAmount>
<ram:AllowanceTotalAmount>3.00</ram:AllowanceTotalAmount>
<ram:TaxBasisTotalAmount>270.00</ram:TaxBasisTotalAmount>
<ram:TaxTotalAmount currencyID="EUR">42.00</ram:TaxTotalAmount>
<ram:GrandTotalAmount>312.00</ram:GrandTotalAmount>
<ram:DuePayableAmount>312.00</ram:DuePayableAmount>
</ram:SpecifiedTradeSettlementHeaderMonetarySummation>
<ram:InvoiceReferencedDocument>
<ram:IssuerAssignedID>F185</ram:IssuerAssignedID>
<ram:FormattedIssueDateTime>
<qdt:DateTimeString format="102">20261031</qdt:DateTimeString>
</ram:FormattedIssueDateTime>
</ram:InvoiceReferencedDocument>
</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`)}\n`,
    );
  });

  it("leaves out what a document does not have", () => {
    const xml = xmlFacturX(FACTURE);
    expect(xml).toContain(
      uneLigne(`
<ram:URIUniversalCommunication>
<ram:URIID schemeID="EM">x@y.fr</ram:URIID>
</ram:URIUniversalCommunication>
`),
    );
    expect(xml).toContain(
      uneLigne(`
<ram:ApplicableHeaderTradeDelivery>
<ram:ActualDeliverySupplyChainEvent>
<ram:OccurrenceDateTime>
<udt:DateTimeString format="102">20261120</udt:DateTimeString>
</ram:OccurrenceDateTime>
</ram:ActualDeliverySupplyChainEvent>
</ram:ApplicableHeaderTradeDelivery>
<ram:ApplicableHeaderTradeSettlement>
<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:ApplicableTradeTax>
<ram:CalculatedAmount>0.00</ram:CalculatedAmount>
<ram:TypeCode>VAT</ram:TypeCode>
<ram:ExemptionReason>Exonération de TVA</ram:ExemptionReason>
<ram:BasisAmount>10.00</ram:BasisAmount>
<ram:CategoryCode>E</ram:CategoryCode>
<ram:ExemptionReasonCode>VATEX-EU-132</ram:ExemptionReasonCode>
<ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>
</ram:ApplicableTradeTax>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation>
<ram:LineTotalAmount>10.00</ram:LineTotalAmount>
<ram:ChargeTotalAmount>0.00</ram:ChargeTotalAmount>
<ram:AllowanceTotalAmount>0.00</ram:AllowanceTotalAmount>
<ram:TaxBasisTotalAmount>10.00</ram:TaxBasisTotalAmount>
<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>
<ram:GrandTotalAmount>10.00</ram:GrandTotalAmount>
<ram:DuePayableAmount>10.00</ram:DuePayableAmount>
</ram:SpecifiedTradeSettlementHeaderMonetarySummation>
</ram:ApplicableHeaderTradeSettlement>
`),
    );
    expect(xml).not.toContain("IncludedNote");
  });

  it("payment terms: the due date alone, or the terms alone", () => {
    expect(xmlFacturX({ ...FACTURE, dateEcheance: "2026-12-31" })).toContain(
      uneLigne(`
<ram:SpecifiedTradePaymentTerms>
<ram:DueDateDateTime>
<udt:DateTimeString format="102">20261231</udt:DateTimeString>
</ram:DueDateDateTime>
</ram:SpecifiedTradePaymentTerms>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation>`),
    );
    expect(xmlFacturX({ ...FACTURE, conditionsPaiement: "Paiement fin de mois" })).toContain(
      uneLigne(`
<ram:SpecifiedTradePaymentTerms>
<ram:Description>Paiement fin de mois</ram:Description>
</ram:SpecifiedTradePaymentTerms>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation>`),
    );
  });
});

// Equivalent mutant (issue 31): the exemption looked up for every category (`EXONERATION.S` and `.Z` are
// undefined, so no reason is written either way).
