import type { CiiLu, PartieLue } from "@ecrin/domain";
import { XMLParser } from "fast-xml-parser";

/**
 * A Factur-X / CII XML read into the model the business-rule checkers judge (`CiiLu`, domain). Absent
 * elements read as "": a missing total or party is the checkers' to report, never a crash here.
 * Throws only when the text is not a CII document at all (`lireCii` callers report it).
 */

type Noeud = Record<string, unknown>;
const liste = (x: unknown): Noeud[] =>
  x === undefined || x === null || x === "" ? [] : Array.isArray(x) ? (x as Noeud[]) : [x as Noeud];
const noeud = (x: unknown): Noeud => (x !== null && typeof x === "object" ? (x as Noeud) : {});
const texte = (x: unknown): string => {
  if (x === undefined || x === null) return "";
  if (typeof x === "object") return String((x as Noeud)["#text"] ?? "").trim();
  return String(x).trim();
};
const attribut = (x: unknown, nom: string): string => texte(noeud(x)[`@_${nom}`]);

/** Raised when the XML is not a CII document. */
export class CiiIllisible extends Error {}

function partie(p: unknown): PartieLue {
  const n = noeud(p);
  const legal = noeud(n["ram:SpecifiedLegalOrganization"])["ram:ID"];
  const adresseElec = noeud(n["ram:URIUniversalCommunication"])["ram:URIID"];
  const tva = liste(n["ram:SpecifiedTaxRegistration"])
    .map((r) => r["ram:ID"])
    .find((id) => attribut(id, "schemeID") === "VA");
  return {
    nom: texte(n["ram:Name"]),
    idLegal: texte(legal),
    schemaIdLegal: attribut(legal, "schemeID"),
    tva: texte(tva),
    adresseElectronique: texte(adresseElec),
    schemaAdresseElectronique: attribut(adresseElec, "schemeID"),
    pays: texte(noeud(n["ram:PostalTradeAddress"])["ram:CountryID"]),
  };
}

export function lireCii(xml: string): CiiLu {
  let doc: Noeud;
  try {
    doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as Noeud;
  } catch (e) {
    throw new CiiIllisible(`XML illisible : ${(e as Error).message}`);
  }
  const cii = doc["rsm:CrossIndustryInvoice"];
  if (cii === undefined || typeof cii !== "object")
    throw new CiiIllisible("Ce XML n'est pas une facture CII (rsm:CrossIndustryInvoice absent).");
  const racine = noeud(cii);
  const contexte = noeud(racine["rsm:ExchangedDocumentContext"]);
  const entete = noeud(racine["rsm:ExchangedDocument"]);
  const tx = noeud(racine["rsm:SupplyChainTradeTransaction"]);
  const accord = noeud(tx["ram:ApplicableHeaderTradeAgreement"]);
  const regl = noeud(tx["ram:ApplicableHeaderTradeSettlement"]);
  const somme = noeud(regl["ram:SpecifiedTradeSettlementHeaderMonetarySummation"]);
  const taxe = (t: unknown) => ({
    categorie: texte(noeud(t)["ram:CategoryCode"]),
    taux: texte(noeud(t)["ram:RateApplicablePercent"]),
  });
  return {
    numero: texte(entete["ram:ID"]),
    type: texte(entete["ram:TypeCode"]),
    cadre: texte(noeud(contexte["ram:BusinessProcessSpecifiedDocumentContextParameter"])["ram:ID"]),
    notes: liste(entete["ram:IncludedNote"]).map((n) => ({
      code: texte(n["ram:SubjectCode"]),
      texte: texte(n["ram:Content"]),
    })),
    vendeur: partie(accord["ram:SellerTradeParty"]),
    acheteur: partie(accord["ram:BuyerTradeParty"]),
    facturesCorrigees: liste(regl["ram:InvoiceReferencedDocument"]).map((r) => ({
      numero: texte(r["ram:IssuerAssignedID"]),
      date: texte(noeud(r["ram:FormattedIssueDateTime"])["qdt:DateTimeString"]),
    })),
    lignes: liste(tx["ram:IncludedSupplyChainTradeLineItem"]).map((l) => {
      const s = noeud(l["ram:SpecifiedLineTradeSettlement"]);
      return {
        montant: texte(noeud(s["ram:SpecifiedTradeSettlementLineMonetarySummation"])["ram:LineTotalAmount"]),
        ...taxe(s["ram:ApplicableTradeTax"]),
      };
    }),
    ajustements: liste(regl["ram:SpecifiedTradeAllowanceCharge"]).map((a) => ({
      frais: texte(noeud(a["ram:ChargeIndicator"])["udt:Indicator"]) === "true",
      montant: texte(a["ram:ActualAmount"]),
      ...taxe(a["ram:CategoryTradeTax"]),
    })),
    ventilation: liste(regl["ram:ApplicableTradeTax"]).map((t) => ({
      ...taxe(t),
      base: texte(t["ram:BasisAmount"]),
      tva: texte(t["ram:CalculatedAmount"]),
      exoneration: texte(t["ram:ExemptionReason"]) || texte(t["ram:ExemptionReasonCode"]),
    })),
    totaux: {
      lignes: texte(somme["ram:LineTotalAmount"]),
      frais: texte(somme["ram:ChargeTotalAmount"]),
      remises: texte(somme["ram:AllowanceTotalAmount"]),
      ht: texte(somme["ram:TaxBasisTotalAmount"]),
      tva: texte(liste(somme["ram:TaxTotalAmount"])[0]),
      ttc: texte(somme["ram:GrandTotalAmount"]),
      prepaye: texte(somme["ram:TotalPrepaidAmount"]),
      arrondi: texte(somme["ram:RoundingAmount"]),
      net: texte(somme["ram:DuePayableAmount"]),
    },
  };
}
