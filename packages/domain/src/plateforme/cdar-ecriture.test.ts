import { describe, expect, it } from "vitest";
import { EXEMPLE_OFFICIEL_200, encaissee } from "./cdar.fixture.ts";
import { cdarXml } from "./cdar.ts";

/** The element paths of a message in document order ("ExchangedDocument/SenderTradeParty/RoleCode"). */
function chemins(xml: string): string[] {
  const pile: string[] = [];
  const out: string[] = [];
  for (const m of xml.matchAll(/<(\/?)(?:[\w-]+:)?([\w]+)(?:\s[^>]*)?(\/?)>/g)) {
    if (m[0].startsWith("<?")) continue;
    if (m[1] === "/") {
      pile.pop();
      continue;
    }
    pile.push(m[2] ?? "");
    out.push(pile.slice(1).join("/"));
    if (m[3] === "/") pile.pop();
  }
  return out;
}

describe("CDAR lifecycle message: writing (XP Z12-012, BR-FR-CDV)", () => {
  it("writes the mandatory fields of a status", () => {
    const xml = cdarXml(encaissee);
    expect(xml).toContain("<rsm:CrossDomainAcknowledgementAndResponse");
    expect(xml).toContain("<ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID>");
    expect(xml).toContain('<udt:DateTimeString format="204">20261127140509</udt:DateTimeString>');
    expect(xml).toContain("<ram:IssuerAssignedID>1042</ram:IssuerAssignedID>");
    expect(xml).toContain('<qdt:DateTimeString format="102">20261102</qdt:DateTimeString>');
    expect(xml).toContain("<ram:ProcessConditionCode>212</ram:ProcessConditionCode>");
    expect(xml).toContain("<ram:ProcessCondition>Encaissée</ram:ProcessCondition>");
    expect(xml).toContain('<ram:GlobalID schemeID="0002">552100554</ram:GlobalID>');
    expect(xml).toContain("Bijouterie &lt;Lumière&gt; &amp; Fils");
    expect(xml).not.toContain("ReasonCode");
  });

  it("writes what the BR-FR-CDV rules ask beyond the schema", () => {
    const xml = cdarXml(encaissee);
    // MDT-38..40: who sets the status (BR-FR-CDV-07: its SIREN in phase 23).
    expect(xml).toContain(
      '<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">123456789</ram:GlobalID><ram:Name>Écrin Joaillerie</ram:Name><ram:RoleCode>SE</ram:RoleCode></ram:IssuerTradeParty>',
    );
    // BR-FR-CDV-08 (MDT-73): a recipient other than a platform gives its electronic address.
    expect(xml).toContain(
      '<ram:URIUniversalCommunication><ram:URIID schemeID="0225">552100554</ram:URIID></ram:URIUniversalCommunication></ram:RecipientTradeParty>',
    );
    // BR-FR-CDV-09 (MDT-77): processing phase.
    expect(xml).toContain("<ram:TypeCode>23</ram:TypeCode>");
    // BR-FR-CDV-13 (MDT-129): the invoice's seller.
    expect(xml).toContain(
      '<ram:ProcessCondition>Encaissée</ram:ProcessCondition>\n<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">123456789</ram:GlobalID></ram:IssuerTradeParty>',
    );
    // BR-FR-CDV-14 (MDT-207/215): an Encaissée says the amount cashed.
    expect(xml).toContain(
      '<ram:SpecifiedDocumentStatus><ram:SpecifiedDocumentCharacteristic><ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">1250.40</ram:ValueAmount></ram:SpecifiedDocumentCharacteristic></ram:SpecifiedDocumentStatus>',
    );
  });

  it("writes the recipient's address from the Directory when known", () => {
    const xml = cdarXml({
      ...encaissee,
      destinataire: { ...encaissee.destinataire, adresse: "552100554_FACT" },
    });
    expect(xml).toContain('<ram:URIID schemeID="0225">552100554_FACT</ram:URIID>');
  });

  it.each([206, 207, 208, 210, 213] as const)(
    "gives status %i a reason code, AUTRE when none was given (BR-FR-CDV-15)",
    (statut) => {
      expect(cdarXml({ ...encaissee, statut, montantEncaisse: null })).toContain(
        "<ram:SpecifiedDocumentStatus><ram:ReasonCode>AUTRE</ram:ReasonCode></ram:SpecifiedDocumentStatus>",
      );
    },
  );

  it("writes its elements in the order of the official example (UC1 CDV-200)", () => {
    const officiel = chemins(EXEMPLE_OFFICIEL_200);
    const nous = chemins(cdarXml(encaissee));
    // Every element of ours the example also has comes in the example's order.
    const communs = nous.filter((c) => officiel.includes(c));
    const rangs = communs.map((c) => officiel.indexOf(c));
    expect(rangs).toEqual([...rangs].sort((a, b) => a - b));
    // And ours lacks none of the example's but its optional ones (MDT-88 status, MDG-34 receipt).
    expect(officiel.filter((c) => !nous.includes(c))).toEqual([
      "AcknowledgementDocument/ReferenceReferencedDocument/StatusCode",
      "AcknowledgementDocument/ReferenceReferencedDocument/ReceiptDateTime",
      "AcknowledgementDocument/ReferenceReferencedDocument/ReceiptDateTime/DateTimeString",
    ]);
  });

  it("writes a refusal character for character: parties, escaped text, format 204 and 102 dates", () => {
    const xml = cdarXml({
      id: "LC-12-210",
      emisLe: "2026-01-05T07:08:09.000Z",
      emetteur: { siren: "123456789", nom: "Écrin Joaillerie", role: "BY" },
      destinataire: { siren: "552100554", nom: 'Fonderie "Dupont"', role: "SE" },
      facture: { numero: "F<12>", type: "381", date: "2026-01-02" },
      statut: 210,
      motif: "TX_TVA_ERR",
      commentaire: "Taux de TVA erroné",
    });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100">',
        "<rsm:ExchangedDocumentContext>",
        "<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>",
        "<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>",
        "</rsm:ExchangedDocumentContext>",
        "<rsm:ExchangedDocument>",
        "<ram:ID>LC-12-210</ram:ID>",
        "<ram:Name>Refusée</ram:Name>",
        '<ram:IssueDateTime><udt:DateTimeString format="204">20260105070809</udt:DateTimeString></ram:IssueDateTime>',
        '<ram:SenderTradeParty><ram:GlobalID schemeID="0002">123456789</ram:GlobalID><ram:Name>Écrin Joaillerie</ram:Name><ram:RoleCode>BY</ram:RoleCode></ram:SenderTradeParty>',
        '<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">123456789</ram:GlobalID><ram:Name>Écrin Joaillerie</ram:Name><ram:RoleCode>BY</ram:RoleCode></ram:IssuerTradeParty>',
        // The recipient's electronic address: its SIREN when the Directory gave none.
        '<ram:RecipientTradeParty><ram:GlobalID schemeID="0002">552100554</ram:GlobalID><ram:Name>Fonderie &quot;Dupont&quot;</ram:Name><ram:RoleCode>SE</ram:RoleCode><ram:URIUniversalCommunication><ram:URIID schemeID="0225">552100554</ram:URIID></ram:URIUniversalCommunication></ram:RecipientTradeParty>',
        "</rsm:ExchangedDocument>",
        "<rsm:AcknowledgementDocument>",
        "<ram:MultipleReferencesIndicator><udt:Indicator>false</udt:Indicator></ram:MultipleReferencesIndicator>",
        "<ram:TypeCode>23</ram:TypeCode>",
        '<ram:IssueDateTime><udt:DateTimeString format="204">20260105070809</udt:DateTimeString></ram:IssueDateTime>',
        "<ram:ReferenceReferencedDocument>",
        "<ram:IssuerAssignedID>F&lt;12&gt;</ram:IssuerAssignedID>",
        "<ram:TypeCode>381</ram:TypeCode>",
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20260102</qdt:DateTimeString></ram:FormattedIssueDateTime>',
        "<ram:ProcessConditionCode>210</ram:ProcessConditionCode>",
        "<ram:ProcessCondition>Refusée</ram:ProcessCondition>",
        // The invoice's seller: the recipient, since Écrin (the buyer) refuses a supplier's invoice.
        '<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">552100554</ram:GlobalID></ram:IssuerTradeParty>',
        "<ram:SpecifiedDocumentStatus><ram:ReasonCode>TX_TVA_ERR</ram:ReasonCode><ram:Reason>Taux de TVA erroné</ram:Reason></ram:SpecifiedDocumentStatus>",
        "</ram:ReferenceReferencedDocument>",
        "</rsm:AcknowledgementDocument>",
        "</rsm:CrossDomainAcknowledgementAndResponse>",
      ].join("\n"),
    );
  });

  it("writes an empty line, not a reason, for a status without one (205, nothing cashed)", () => {
    const lignes = cdarXml({ ...encaissee, statut: 205, montantEncaisse: null }).split("\n");
    expect(lignes.slice(-7)).toEqual([
      "<ram:ProcessConditionCode>205</ram:ProcessConditionCode>",
      "<ram:ProcessCondition>Approuvée</ram:ProcessCondition>",
      '<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">123456789</ram:GlobalID></ram:IssuerTradeParty>',
      "",
      "</ram:ReferenceReferencedDocument>",
      "</rsm:AcknowledgementDocument>",
      "</rsm:CrossDomainAcknowledgementAndResponse>",
    ]);
  });

  it("writes the amount cashed for Encaissée only", () => {
    expect(cdarXml({ ...encaissee, statut: 205 })).not.toContain("MEN");
    expect(cdarXml(encaissee)).toContain(
      '<ram:SpecifiedDocumentCharacteristic><ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">1250.40</ram:ValueAmount></ram:SpecifiedDocumentCharacteristic>',
    );
  });
});
