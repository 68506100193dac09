import type { MessageCdar } from "./cdar.ts";

/** The messages the CDAR tests share: an Encaissée written, as read back, and the official example. */

export const encaissee: MessageCdar = {
  id: "LC-12-212",
  emisLe: "2026-11-27T14:05:09.000Z",
  emetteur: { siren: "123456789", nom: "Écrin Joaillerie", role: "SE" },
  destinataire: { siren: "552100554", nom: "Bijouterie <Lumière> & Fils", role: "BY" },
  facture: { numero: "1042", type: "380", date: "2026-11-02" },
  statut: 212,
  motif: null,
  commentaire: null,
  montantEncaisse: "1250.40",
};

/** What lireCdar gives back of `encaissee`: the parties' addresses as written (the recipient's, its SIREN). */
export const encaisseeLue: MessageCdar = {
  ...encaissee,
  emetteur: { ...encaissee.emetteur, adresse: null },
  destinataire: { ...encaissee.destinataire, adresse: "552100554" },
};

/**
 * The official example UC1_F202500003_01-CDV-200_Deposee (XP Z12-012 annex B, "Cas nominal"), as
 * its layout is reproduced by public implementations (element names, order, profile and codes).
 */
export const EXEMPLE_OFFICIEL_200 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>F202500003_200_20250701151000#380_20250701</ram:ID>
    <ram:Name>UC1_F202500003_01-CDV-200_Deposee</ram:Name>
    <ram:IssueDateTime><udt:DateTimeString format="204">20250701151500</udt:DateTimeString></ram:IssueDateTime>
    <ram:SenderTradeParty><ram:RoleCode>WK</ram:RoleCode></ram:SenderTradeParty>
    <ram:RecipientTradeParty>
      <ram:GlobalID schemeID="0002">100000009</ram:GlobalID>
      <ram:Name>VENDEUR</ram:Name>
      <ram:RoleCode>SE</ram:RoleCode>
      <ram:URIUniversalCommunication><ram:URIID schemeID="0225">100000009_STATUTS</ram:URIID></ram:URIUniversalCommunication>
    </ram:RecipientTradeParty>
    <ram:RecipientTradeParty>
      <ram:GlobalID schemeID="0238">9998</ram:GlobalID>
      <ram:Name>PPF</ram:Name>
      <ram:RoleCode>DFH</ram:RoleCode>
    </ram:RecipientTradeParty>
  </rsm:ExchangedDocument>
  <rsm:AcknowledgementDocument>
    <ram:MultipleReferencesIndicator><udt:Indicator>false</udt:Indicator></ram:MultipleReferencesIndicator>
    <ram:TypeCode>305</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="204">20250701151000</udt:DateTimeString></ram:IssueDateTime>
    <ram:ReferenceReferencedDocument>
      <ram:IssuerAssignedID>F202500003</ram:IssuerAssignedID>
      <ram:StatusCode>10</ram:StatusCode>
      <ram:TypeCode>380</ram:TypeCode>
      <ram:ReceiptDateTime><udt:DateTimeString format="204">20250701151000</udt:DateTimeString></ram:ReceiptDateTime>
      <ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20250701</qdt:DateTimeString></ram:FormattedIssueDateTime>
      <ram:ProcessConditionCode>200</ram:ProcessConditionCode>
      <ram:ProcessCondition>Déposée</ram:ProcessCondition>
      <ram:IssuerTradeParty><ram:GlobalID schemeID="0002">100000009</ram:GlobalID></ram:IssuerTradeParty>
    </ram:ReferenceReferencedDocument>
  </rsm:AcknowledgementDocument>
</rsm:CrossDomainAcknowledgementAndResponse>`;
