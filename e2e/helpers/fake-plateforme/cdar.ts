/**
 * The lifecycle messages the fake platform emits, written here by hand from XP Z12-012's CDAR layout
 * (not with Écrin's own builder: a fake that shares the code under test would hide its mistakes).
 */
export interface StatutFake {
  numero: string;
  code: number;
  libelle: string;
  motif: string | null;
  commentaire: string | null;
  quand: Date;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const d204 = (d: Date) => d.toISOString().replace(/[-:T]/g, "").slice(0, 14);

export function cdarFake(s: StatutFake, id: string): string {
  const motif =
    s.motif || s.commentaire
      ? `<ram:SpecifiedDocumentStatus>${s.motif ? `<ram:ReasonCode>${esc(s.motif)}</ram:ReasonCode>` : ""}${s.commentaire ? `<ram:Reason>${esc(s.commentaire)}</ram:Reason>` : ""}</ram:SpecifiedDocumentStatus>`
      : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${id}</ram:ID>
    <ram:IssueDateTime><udt:DateTimeString format="204">${d204(s.quand)}</udt:DateTimeString></ram:IssueDateTime>
    <ram:SenderTradeParty><ram:GlobalID schemeID="0238">9999</ram:GlobalID><ram:Name>PA factice</ram:Name><ram:RoleCode>WK</ram:RoleCode></ram:SenderTradeParty>
  </rsm:ExchangedDocument>
  <rsm:AcknowledgementDocument>
    <ram:TypeCode>23</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="204">${d204(s.quand)}</udt:DateTimeString></ram:IssueDateTime>
    <ram:ReferenceReferencedDocument>
      <ram:IssuerAssignedID>${esc(s.numero)}</ram:IssuerAssignedID>
      <ram:ProcessConditionCode>${s.code}</ram:ProcessConditionCode>
      <ram:ProcessCondition>${esc(s.libelle)}</ram:ProcessCondition>
      ${motif}
    </ram:ReferenceReferencedDocument>
  </rsm:AcknowledgementDocument>
</rsm:CrossDomainAcknowledgementAndResponse>
`;
}

export const LIBELLES: Record<number, string> = {
  200: "Déposée",
  201: "Émise par la plateforme",
  202: "Reçue par la plateforme",
  203: "Mise à disposition",
  204: "Prise en charge",
  205: "Approuvée",
  206: "Approuvée partiellement",
  207: "En litige",
  208: "Suspendue",
  209: "Complétée",
  210: "Refusée",
  211: "Paiement transmis",
  212: "Encaissée",
  213: "Rejetée",
};
