import { type CodeStatut, isCodeStatut, libelleStatut } from "./statuts.ts";

/**
 * A lifecycle message (CDV) in the CDAR D22B syntax (UN/CEFACT Cross Domain Acknowledgement And
 * Response, French profile of XP Z12-012): built for the statuses Écrin sends (Encaissée for its
 * invoices; 205/206/207/210 for its suppliers'), read for the statuses it receives. Written in the
 * order of the D22B schema and with what the BR-FR-CDV rules ask, compared with the official
 * examples' layout (UC1_F202500003_01-CDV-200_Deposee...):
 * - context: REGULATED (MDT-2), the profile urn.cpro.gouv.fr:1p0:CDV:invoice (MDT-3);
 * - the message: id (MDT-4), name, time (MDT-8, format 204); the sender (MDG-9, MDT-21 role), the
 *   issuer of the status (MDT-38 SIREN under 0002, MDT-40 role), the recipient with its electronic
 *   address (MDT-73, scheme 0225: BR-FR-CDV-08 for a recipient other than a platform);
 * - the phase: TypeCode 23 (processing, BR-FR-CDV-09);
 * - the referenced invoice: number (MDT-87), type (MDT-91), date (MDG-35, format 102), status code
 *   and label (MDT-105/106), its seller's SIREN (MDT-129, BR-FR-CDV-13);
 * - SpecifiedDocumentStatus: the reason code (MDT-113), required for 206, 207, 208, 210 and 213
 *   (BR-FR-CDV-15: "AUTRE" when none was given) and its text; for Encaissée (212) the amount cashed
 *   as characteristic MEN (MDT-207/215, BR-FR-CDV-14).
 */

export interface PartieCdar {
  siren: string;
  nom: string;
  /** Role of the party (UNCL 3035): SE seller, BY buyer, WK platform. */
  role: "SE" | "BY" | "WK";
  /** Its electronic address (scheme 0225, from the Directory); the SIREN when not known. */
  adresse?: string | null;
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
  /** Encaissée (212): the amount cashed, TTC in euros ("1234.50"), characteristic MEN. */
  montantEncaisse?: string | null;
}

/** The statuses that carry a reason code (BR-FR-CDV-15). */
export const STATUTS_AVEC_MOTIF: readonly CodeStatut[] = [206, 207, 208, 210, 213];

/** The reason code written when a status needing one was given none (list BR-FR-CDV-CL-09). */
export const MOTIF_CDAR_PAR_DEFAUT = "AUTRE";

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

/** A party of the message; the recipient also gives its electronic address (MDT-73). */
function partie(balise: string, p: PartieCdar, avecAdresse = false): string {
  return [
    `<ram:${balise}>`,
    `<ram:GlobalID schemeID="0002">${echapper(p.siren)}</ram:GlobalID>`,
    `<ram:Name>${echapper(p.nom)}</ram:Name>`,
    `<ram:RoleCode>${p.role}</ram:RoleCode>`,
    avecAdresse
      ? `<ram:URIUniversalCommunication><ram:URIID schemeID="0225">${echapper(p.adresse || p.siren)}</ram:URIID></ram:URIUniversalCommunication>`
      : "",
    `</ram:${balise}>`,
  ].join("");
}

/** The status's reason, text and, for Encaissée, the amount cashed (SpecifiedDocumentStatus). */
function statutDocument(m: MessageCdar): string {
  const motif = m.motif ?? (STATUTS_AVEC_MOTIF.includes(m.statut) ? MOTIF_CDAR_PAR_DEFAUT : null);
  const montant =
    m.statut === 212 && m.montantEncaisse
      ? `<ram:SpecifiedDocumentCharacteristic><ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">${echapper(m.montantEncaisse)}</ram:ValueAmount></ram:SpecifiedDocumentCharacteristic>`
      : "";
  if (motif === null && m.commentaire === null && montant === "") return "";
  return [
    "<ram:SpecifiedDocumentStatus>",
    motif !== null ? `<ram:ReasonCode>${echapper(motif)}</ram:ReasonCode>` : "",
    m.commentaire !== null ? `<ram:Reason>${echapper(m.commentaire)}</ram:Reason>` : "",
    montant,
    "</ram:SpecifiedDocumentStatus>",
  ].join("");
}

/** The CDAR XML of one status of one invoice. */
export function cdarXml(m: MessageCdar): string {
  const quand = format204(m.emisLe);
  // The invoice's seller (MDT-129): Écrin for its own invoices, the supplier for the ones it received.
  const vendeur = m.emetteur.role === "SE" ? m.emetteur : m.destinataire;
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
    partie("IssuerTradeParty", m.emetteur),
    partie("RecipientTradeParty", m.destinataire, true),
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
    `<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">${echapper(vendeur.siren)}</ram:GlobalID></ram:IssuerTradeParty>`,
    statutDocument(m),
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
    adresse: texte(b, "URIID"),
  };
}

function isoDe204(s: string | null): string | null {
  const m = s === null ? null : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z` : null;
}

/** The amount of characteristic MEN (Encaissée), if the status carries one. */
function montantMen(statut: string | null): string | null {
  if (statut === null) return null;
  for (const m of statut.matchAll(
    /<(?:[\w-]+:)?SpecifiedDocumentCharacteristic(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w-]+:)?SpecifiedDocumentCharacteristic>/g,
  )) {
    const c = m[1] ?? "";
    if (texte(c, "TypeCode") === "MEN") return texte(c, "ValueAmount");
  }
  return null;
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
      // Who set the status: its issuer (MDT-38..40); a message without one, its sender (a platform).
      emetteur: lirePartie(entete, "IssuerTradeParty") ??
        lirePartie(entete, "SenderTradeParty") ?? { siren: "", nom: "", role: "WK" },
      destinataire: lirePartie(entete, "RecipientTradeParty") ?? { siren: "", nom: "", role: "WK" },
      facture: {
        numero,
        type: texte(ref, "TypeCode") ?? "",
        date: date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : "",
      },
      statut: code,
      motif: statut === null ? null : texte(statut, "ReasonCode"),
      // The reason's text (MDT-114), else the note (MDT-126) some platforms write instead.
      commentaire:
        statut === null
          ? null
          : (texte(statut, "Reason") ?? texte(bloc(statut, "IncludedNote") ?? "", "Content")),
      montantEncaisse: montantMen(statut),
    },
  };
}
