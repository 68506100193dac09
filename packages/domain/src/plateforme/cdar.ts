import { type CodeStatut, isCodeStatut, libelleStatut } from "./statuts.ts";

/**
 * A lifecycle message (CDV) in the CDAR D22B syntax (UN/CEFACT Cross Domain Acknowledgement And
 * Response, French profile of XP Z12-012): built for the statuses Écrin sends (Encaissée for its
 * invoices; 205/207/210 for its suppliers'), read for the statuses it receives. Only the fields the
 * reform makes mandatory are written: the message id and time (MDT-2, MDT-8), the referenced invoice
 * (MDT-87 number, its type and date), the status code (MDT-105) and label, the parties by SIREN
 * (scheme 0002), and for a refusal or dispute the reason code and text (SpecifiedDocumentStatus).
 */

export interface PartieCdar {
  siren: string;
  nom: string;
  /** Role of the party (UNCL 3035): SE seller, BY buyer, WK platform. */
  role: "SE" | "BY" | "WK";
}

export interface MessageCdar {
  /** The CDAR message's own id. */
  id: string;
  /** When the status was set (ISO date-time, UTC). */
  emisLe: string;
  emetteur: PartieCdar;
  destinataire: PartieCdar;
  /** The invoice the status is about: its number, type (380, 381) and issue date (yyyy-mm-dd). */
  facture: { numero: string; type: string; date: string };
  statut: CodeStatut;
  /** Reason code of a refusal or dispute (e.g. TX_TVA_ERR), and its free comment. */
  motif: string | null;
  commentaire: string | null;
}

const NS = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
].join(" ");

/** The French profile of the lifecycle message. */
export const PROFIL_CDAR = "urn.cpro.gouv.fr:1p0:CDV:invoice";

const echapper = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const desechapper = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** yyyymmddhhmmss (format 204) of an ISO date-time, UTC. */
function format204(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

function partie(balise: string, p: PartieCdar): string {
  return [
    `<ram:${balise}>`,
    `<ram:GlobalID schemeID="0002">${echapper(p.siren)}</ram:GlobalID>`,
    `<ram:Name>${echapper(p.nom)}</ram:Name>`,
    `<ram:RoleCode>${p.role}</ram:RoleCode>`,
    `</ram:${balise}>`,
  ].join("");
}

/** The CDAR XML of one status of one invoice. */
export function cdarXml(m: MessageCdar): string {
  const quand = format204(m.emisLe);
  const motif =
    m.motif !== null || m.commentaire !== null
      ? [
          "<ram:SpecifiedDocumentStatus>",
          m.motif !== null ? `<ram:ReasonCode>${echapper(m.motif)}</ram:ReasonCode>` : "",
          m.commentaire !== null ? `<ram:Reason>${echapper(m.commentaire)}</ram:Reason>` : "",
          "</ram:SpecifiedDocumentStatus>",
        ].join("")
      : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rsm:CrossDomainAcknowledgementAndResponse ${NS}>`,
    "<rsm:ExchangedDocumentContext>",
    "<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>",
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${PROFIL_CDAR}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>`,
    "</rsm:ExchangedDocumentContext>",
    "<rsm:ExchangedDocument>",
    `<ram:ID>${echapper(m.id)}</ram:ID>`,
    `<ram:Name>${echapper(libelleStatut(m.statut))}</ram:Name>`,
    `<ram:IssueDateTime><udt:DateTimeString format="204">${quand}</udt:DateTimeString></ram:IssueDateTime>`,
    partie("SenderTradeParty", m.emetteur),
    partie("RecipientTradeParty", m.destinataire),
    "</rsm:ExchangedDocument>",
    "<rsm:AcknowledgementDocument>",
    "<ram:MultipleReferencesIndicator><udt:Indicator>false</udt:Indicator></ram:MultipleReferencesIndicator>",
    "<ram:TypeCode>23</ram:TypeCode>",
    `<ram:IssueDateTime><udt:DateTimeString format="204">${quand}</udt:DateTimeString></ram:IssueDateTime>`,
    "<ram:ReferenceReferencedDocument>",
    `<ram:IssuerAssignedID>${echapper(m.facture.numero)}</ram:IssuerAssignedID>`,
    `<ram:TypeCode>${echapper(m.facture.type)}</ram:TypeCode>`,
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${m.facture.date.replace(/-/g, "")}</qdt:DateTimeString></ram:FormattedIssueDateTime>`,
    `<ram:ProcessConditionCode>${m.statut}</ram:ProcessConditionCode>`,
    `<ram:ProcessCondition>${echapper(libelleStatut(m.statut))}</ram:ProcessCondition>`,
    motif,
    "</ram:ReferenceReferencedDocument>",
    "</rsm:AcknowledgementDocument>",
    "</rsm:CrossDomainAcknowledgementAndResponse>",
  ].join("\n");
}

/** The text of the first element `nom` (any prefix) inside `xml`, or null. */
function texte(xml: string, nom: string): string | null {
  const m = new RegExp(`<(?:[\\w-]+:)?${nom}(?:\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${nom}>`).exec(xml);
  return m?.[1] === undefined ? null : desechapper(m[1].trim());
}

/** The content of the first element `nom` (any prefix), children included. */
function bloc(xml: string, nom: string): string | null {
  const m = new RegExp(`<(?:[\\w-]+:)?${nom}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${nom}>`).exec(xml);
  return m?.[1] ?? null;
}

function lirePartie(xml: string, nom: string): PartieCdar | null {
  const b = bloc(xml, nom);
  if (b === null) return null;
  const role = texte(b, "RoleCode");
  return {
    siren: texte(b, "GlobalID") ?? texte(b, "ID") ?? "",
    nom: texte(b, "Name") ?? "",
    role: role === "SE" || role === "BY" || role === "WK" ? role : "WK",
  };
}

function isoDe204(s: string | null): string | null {
  const m = s === null ? null : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z` : null;
}

/** Why a CDAR could not be read. */
export type ErreurLectureCdar = "pas_cdar" | "statut_inconnu" | "facture_absente";

/**
 * Reads a CDAR lifecycle message (ours, or a platform's). Tolerant of prefixes and layout; refuses
 * what is not a CDAR, a status outside 200–213, or a message that names no invoice.
 */
export function lireCdar(
  xml: string,
): { ok: true; message: MessageCdar } | { ok: false; erreur: ErreurLectureCdar } {
  if (!/CrossDomainAcknowledgementAndResponse/.test(xml)) return { ok: false, erreur: "pas_cdar" };
  const ref = bloc(xml, "ReferenceReferencedDocument");
  const numero = ref === null ? null : texte(ref, "IssuerAssignedID");
  if (ref === null || numero === null || numero === "") return { ok: false, erreur: "facture_absente" };
  const code = Number(texte(ref, "ProcessConditionCode"));
  if (!Number.isInteger(code) || !isCodeStatut(code)) return { ok: false, erreur: "statut_inconnu" };
  const entete = bloc(xml, "ExchangedDocument") ?? "";
  const statut = bloc(ref, "SpecifiedDocumentStatus");
  const date = texte(bloc(ref, "FormattedIssueDateTime") ?? "", "DateTimeString");
  const quand =
    isoDe204(texte(bloc(xml, "AcknowledgementDocument") ?? "", "DateTimeString")) ??
    isoDe204(texte(bloc(entete, "IssueDateTime") ?? "", "DateTimeString"));
  return {
    ok: true,
    message: {
      id: texte(entete, "ID") ?? "",
      emisLe: quand ?? "",
      emetteur: lirePartie(entete, "SenderTradeParty") ?? { siren: "", nom: "", role: "WK" },
      destinataire: lirePartie(entete, "RecipientTradeParty") ?? { siren: "", nom: "", role: "WK" },
      facture: {
        numero,
        type: texte(ref, "TypeCode") ?? "",
        date: date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : "",
      },
      statut: code,
      motif: statut === null ? null : texte(statut, "ReasonCode"),
      commentaire: statut === null ? null : texte(statut, "Reason"),
    },
  };
}
