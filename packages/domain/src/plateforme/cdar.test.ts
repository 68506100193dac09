import { describe, expect, it } from "vitest";
import { cdarXml, lireCdar, type MessageCdar } from "./cdar.ts";

const encaissee: MessageCdar = {
  id: "LC-12-212",
  emisLe: "2026-11-27T14:05:09.000Z",
  emetteur: { siren: "123456789", nom: "Écrin Joaillerie", role: "SE" },
  destinataire: { siren: "552100554", nom: "Bijouterie <Lumière> & Fils", role: "BY" },
  facture: { numero: "1042", type: "380", date: "2026-11-02" },
  statut: 212,
  motif: null,
  commentaire: null,
};

describe("CDAR lifecycle message", () => {
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
    expect(xml).not.toContain("SpecifiedDocumentStatus");
  });

  it("reads back what it wrote", () => {
    expect(lireCdar(cdarXml(encaissee))).toEqual({ ok: true, message: encaissee });
  });

  it("carries a refusal's reason code and comment", () => {
    const refus = {
      ...encaissee,
      statut: 210 as const,
      motif: "TX_TVA_ERR",
      commentaire: "Taux de TVA erroné",
    };
    const xml = cdarXml(refus);
    expect(xml).toContain(
      "<ram:SpecifiedDocumentStatus><ram:ReasonCode>TX_TVA_ERR</ram:ReasonCode><ram:Reason>Taux de TVA erroné</ram:Reason></ram:SpecifiedDocumentStatus>",
    );
    expect(lireCdar(xml)).toEqual({ ok: true, message: refus });
  });

  it("reads another producer's layout and prefixes", () => {
    const xml = `<?xml version="1.0"?>
<x:CrossDomainAcknowledgementAndResponse xmlns:x="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:r="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
  <x:ExchangedDocument>
    <r:ID>PA-998</r:ID>
    <r:IssueDateTime><u:DateTimeString format="204">20261128080000</u:DateTimeString></r:IssueDateTime>
  </x:ExchangedDocument>
  <x:AcknowledgementDocument>
    <r:ReferenceReferencedDocument>
      <r:IssuerAssignedID> EXTENSIA-7 </r:IssuerAssignedID>
      <r:ProcessConditionCode>207</r:ProcessConditionCode>
      <r:SpecifiedDocumentStatus><r:ReasonCode>QTE_ERR</r:ReasonCode></r:SpecifiedDocumentStatus>
    </r:ReferenceReferencedDocument>
  </x:AcknowledgementDocument>
</x:CrossDomainAcknowledgementAndResponse>`;
    const r = lireCdar(xml);
    expect(r.ok && r.message).toMatchObject({
      id: "PA-998",
      emisLe: "2026-11-28T08:00:00.000Z",
      facture: { numero: "EXTENSIA-7", type: "", date: "" },
      statut: 207,
      motif: "QTE_ERR",
      commentaire: null,
    });
  });

  it.each([
    ["not a CDAR", "<Invoice/>", "pas_cdar"],
    ["a status outside 200–213", cdarXml(encaissee).replace(">212<", ">214<"), "statut_inconnu"],
    [
      "no invoice named",
      cdarXml(encaissee).replace("<ram:IssuerAssignedID>1042</ram:IssuerAssignedID>", ""),
      "facture_absente",
    ],
  ])("refuses %s", (_cas, xml, erreur) => {
    expect(lireCdar(xml)).toEqual({ ok: false, erreur });
  });
});
