import { describe, expect, it } from "vitest";
import { depuisUbl, RACINE_UBL } from "./ubl.ts";
import { arbre, casCommunsDuLecteur, ligneSansDetail } from "./xml.fixture.ts";

/** A stone dealer's UBL invoice of two lines, every term the office reads present. */
const UBL = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ID> PG-881 </cbc:ID>
  <cbc:IssueDate>2026-11-18</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyName><cbc:Name>Pierres et Gemmes</cbc:Name></cac:PartyName>
    <cac:PartyTaxScheme><cbc:CompanyID>FR12345678901</cbc:CompanyID></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Pierres et Gemmes SAS</cbc:RegistrationName><cbc:CompanyID schemeID="0002">345678901</cbc:CompanyID></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PartyName><cbc:Name>Écrin Joaillerie</cbc:Name></cac:PartyName>
    <cac:PartyLegalEntity><cbc:CompanyID>FR-RCS-123</cbc:CompanyID></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cbc:PaymentDueDate>2026-12-31</cbc:PaymentDueDate></cac:PaymentMeans>
  <cac:TaxTotal><cbc:TaxAmount currencyID="USD">109.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR"> 100.00 </cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">500.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">500.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">600.00</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">600.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>10</cbc:ID>
    <cbc:InvoicedQuantity unitCode="CTM">1.25</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">450.00</cbc:LineExtensionAmount>
    <cac:DocumentReference><cbc:ID>LOT-D-12</cbc:ID></cac:DocumentReference>
    <cac:Item>
      <cbc:Name>Diamant brillant</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>DB-0125</cbc:ID></cac:SellersItemIdentification>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>20</cbc:Percent></cac:ClassifiedTaxCategory>
      <cac:AdditionalItemProperty><cbc:Name>Couleur</cbc:Name><cbc:Value>G</cbc:Value></cac:AdditionalItemProperty>
      <cac:AdditionalItemProperty><cbc:Value>VS1</cbc:Value></cac:AdditionalItemProperty>
      <cac:AdditionalItemProperty><cbc:Name>Taille</cbc:Name></cac:AdditionalItemProperty>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">360.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>
    <cbc:ID>11</cbc:ID>
    <cbc:InvoicedQuantity>1</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">50.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Port</cbc:Name></cac:Item>
  </cac:InvoiceLine>
</Invoice>`;

/** A UBL document holding `contenu` at its root. */
const ubl = (contenu: string) => depuisUbl(arbre(`<Invoice>${contenu}</Invoice>`));

describe("depuisUbl: a UBL tree to the same model as CII", () => {
  casCommunsDuLecteur({
    racine: RACINE_UBL,
    racineAttendue: "Invoice",
    syntaxe: "UBL",
    racineNue: () => ubl(""),
    tva: (devise, totaux) =>
      ubl(`${devise ? `<DocumentCurrencyCode>${devise}</DocumentCurrencyCode>` : ""}${totaux}`).tva,
    casTva: [
      [
        "an amount without currency is the invoice's",
        "EUR",
        `<TaxTotal><TaxAmount>20.00</TaxAmount></TaxTotal>`,
        "20.00",
      ],
      [
        "a total without amount is skipped",
        "EUR",
        `<TaxTotal/><TaxTotal><TaxAmount currencyID="EUR">20.00</TaxAmount></TaxTotal>`,
        "20.00",
      ],
      [
        "none in the invoice's currency: null",
        "EUR",
        `<TaxTotal><TaxAmount currencyID="USD">21.80</TaxAmount></TaxTotal>`,
        null,
      ],
      ["a blank amount: null", "EUR", `<TaxTotal><TaxAmount currencyID="EUR"> </TaxAmount></TaxTotal>`, null],
      [
        "no invoice currency: the amount without currency",
        "",
        `<TaxTotal><TaxAmount currencyID="EUR">9.00</TaxAmount></TaxTotal><TaxTotal><TaxAmount>8.00</TaxAmount></TaxTotal>`,
        "8.00",
      ],
    ],
  });

  it("reads every term of a complete invoice, trimmed", () => {
    expect(depuisUbl(arbre(UBL))).toEqual({
      syntaxe: "UBL",
      profil: "urn:cen.eu:en16931:2017",
      numero: "PG-881",
      typeCode: "380",
      date: "2026-11-18",
      // no DueDate: the payment means' due date
      echeance: "2026-12-31",
      devise: "EUR",
      // the registration name before the trading name; a 9-digit id is the SIREN
      vendeur: { nom: "Pierres et Gemmes SAS", siren: "345678901", tva: "FR12345678901" },
      // no registration name: the trading name; a non-SIREN id kept as given
      acheteur: { nom: "Écrin Joaillerie", siren: "FR-RCS-123", tva: null },
      totalLignes: "500.00",
      ht: "500.00",
      // the tax total in the invoice's currency, not the first (USD)
      tva: "100.00",
      ttc: "600.00",
      aPayer: "600.00",
      lignes: [
        {
          id: "10",
          nom: "Diamant brillant",
          quantite: "1.25",
          unite: "CTM",
          prixNet: "360.00",
          montantHt: "450.00",
          categorieTva: "S",
          tauxTva: "20",
          refVendeur: "DB-0125",
          refObjet: "LOT-D-12",
          attributs: [
            { nom: "Couleur", valeur: "G" },
            { nom: "", valeur: "VS1" },
            { nom: "Taille", valeur: "" },
          ],
        },
        ligneSansDetail({ id: "11", nom: "Port", quantite: "1", montantHt: "50.00" }),
      ],
    });
  });

  it("the invoice's DueDate comes before the payment means' one", () => {
    const f = ubl(
      `<DueDate>2026-12-15</DueDate><PaymentMeans><PaymentDueDate>2026-12-31</PaymentDueDate></PaymentMeans>`,
    );
    expect(f.echeance).toBe("2026-12-15");
  });
});
