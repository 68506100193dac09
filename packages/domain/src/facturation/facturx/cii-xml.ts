import { dec, toFixed2 } from "../../shared/index.ts";
import {
  type AdresseCii,
  type AjustementCii,
  type DocumentCii,
  EXONERATION,
  type LigneCii,
  montantLigne,
  type PartieCii,
  type TotauxCii,
  totauxCii,
  type VentilationTva,
} from "./cii.ts";

/**
 * The Factur-X (EN 16931 profile) Cross Industry Invoice XML of a document: UN/CEFACT CII D16B, the
 * elements in the order the official XSD requires. A small typed builder: each function writes one
 * element of the schema from the model of `cii.ts`.
 */

/** The guideline identifier of the Factur-X EN 16931 profile (BT-24). */
export const PROFIL_EN16931 = "urn:cen.eu:en16931:2017";

const echapper = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An element with text, or nothing when the value is empty. */
function el(nom: string, valeur: string | null | undefined, attrs = ""): string {
  if (valeur === null || valeur === undefined || valeur === "") return "";
  return `<${nom}${attrs}>${echapper(valeur)}</${nom}>`;
}

const bloc = (nom: string, ...enfants: string[]) => `<${nom}>${enfants.join("")}</${nom}>`;

/** CII dates: format 102, yyyymmdd. */
const date102 = (iso: string, prefixe = "udt") =>
  `<${prefixe}:DateTimeString format="102">${iso.replaceAll("-", "")}</${prefixe}:DateTimeString>`;

const pourcent = (taux: string) => toFixed2(taux);

const adressePostale = (a: AdresseCii) =>
  bloc(
    "ram:PostalTradeAddress",
    el("ram:PostcodeCode", a.cp),
    el("ram:LineOne", a.ligne),
    el("ram:CityName", a.ville),
    el("ram:CountryID", a.pays),
  );

function partie(nom: string, p: PartieCii): string {
  return bloc(
    nom,
    el("ram:Name", p.nom),
    p.siren ? bloc("ram:SpecifiedLegalOrganization", el("ram:ID", p.siren, ' schemeID="0002"')) : "",
    adressePostale(p.adresse),
    p.adresseElectronique
      ? bloc(
          "ram:URIUniversalCommunication",
          el("ram:URIID", p.adresseElectronique.id, ` schemeID="${p.adresseElectronique.schema}"`),
        )
      : "",
    p.tva ? bloc("ram:SpecifiedTaxRegistration", el("ram:ID", p.tva, ' schemeID="VA"')) : "",
  );
}

function taxeLigne(categorie: string, taux: string): string {
  return bloc(
    "ram:ApplicableTradeTax",
    el("ram:TypeCode", "VAT"),
    el("ram:CategoryCode", categorie),
    el("ram:RateApplicablePercent", pourcent(taux)),
  );
}

function ligne(l: LigneCii): string {
  const remise = toFixed2(dec(l.prixBrut).minus(l.prixNet));
  return bloc(
    "ram:IncludedSupplyChainTradeLineItem",
    bloc("ram:AssociatedDocumentLineDocument", el("ram:LineID", l.id)),
    bloc("ram:SpecifiedTradeProduct", el("ram:SellerAssignedID", l.reference), el("ram:Name", l.designation)),
    bloc(
      "ram:SpecifiedLineTradeAgreement",
      bloc(
        "ram:GrossPriceProductTradePrice",
        el("ram:ChargeAmount", toFixed2(l.prixBrut)),
        remise === "0.00"
          ? ""
          : bloc(
              "ram:AppliedTradeAllowanceCharge",
              bloc("ram:ChargeIndicator", el("udt:Indicator", "false")),
              el("ram:ActualAmount", remise),
            ),
      ),
      bloc("ram:NetPriceProductTradePrice", el("ram:ChargeAmount", toFixed2(l.prixNet))),
    ),
    bloc("ram:SpecifiedLineTradeDelivery", el("ram:BilledQuantity", l.quantite, ' unitCode="C62"')),
    bloc(
      "ram:SpecifiedLineTradeSettlement",
      taxeLigne(l.categorie, l.taux),
      bloc("ram:SpecifiedTradeSettlementLineMonetarySummation", el("ram:LineTotalAmount", montantLigne(l))),
    ),
  );
}

function ventilation(v: VentilationTva): string {
  const exo = v.categorie === "AE" || v.categorie === "E" ? EXONERATION[v.categorie] : null;
  return bloc(
    "ram:ApplicableTradeTax",
    el("ram:CalculatedAmount", v.montant),
    el("ram:TypeCode", "VAT"),
    el("ram:ExemptionReason", exo?.texte),
    el("ram:BasisAmount", v.base),
    el("ram:CategoryCode", v.categorie),
    el("ram:ExemptionReasonCode", exo?.code),
    el("ram:RateApplicablePercent", pourcent(v.taux)),
  );
}

function ajustement(a: AjustementCii, frais: boolean): string {
  return bloc(
    "ram:SpecifiedTradeAllowanceCharge",
    bloc("ram:ChargeIndicator", el("udt:Indicator", frais ? "true" : "false")),
    el("ram:ActualAmount", toFixed2(a.montant)),
    el("ram:Reason", a.motif),
    bloc(
      "ram:CategoryTradeTax",
      el("ram:TypeCode", "VAT"),
      el("ram:CategoryCode", a.categorie),
      el("ram:RateApplicablePercent", pourcent(a.taux)),
    ),
  );
}

function reglement(d: DocumentCii, t: TotauxCii): string {
  return bloc(
    "ram:ApplicableHeaderTradeSettlement",
    el("ram:InvoiceCurrencyCode", "EUR"),
    d.iban
      ? bloc(
          "ram:SpecifiedTradeSettlementPaymentMeans",
          el("ram:TypeCode", "58"),
          bloc("ram:PayeePartyCreditorFinancialAccount", el("ram:IBANID", d.iban.replace(/\s/g, ""))),
        )
      : "",
    ...t.ventilation.map(ventilation),
    ...d.remises.map((r) => ajustement(r, false)),
    ...d.frais.map((f) => ajustement(f, true)),
    d.conditionsPaiement || d.dateEcheance
      ? bloc(
          "ram:SpecifiedTradePaymentTerms",
          el("ram:Description", d.conditionsPaiement),
          d.dateEcheance ? bloc("ram:DueDateDateTime", date102(d.dateEcheance)) : "",
        )
      : "",
    bloc(
      "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
      el("ram:LineTotalAmount", t.totalLignes),
      el("ram:ChargeTotalAmount", t.totalFrais),
      el("ram:AllowanceTotalAmount", t.totalRemises),
      el("ram:TaxBasisTotalAmount", t.totalHt),
      el("ram:TaxTotalAmount", t.totalTva, ' currencyID="EUR"'),
      el("ram:GrandTotalAmount", t.totalTtc),
      el("ram:DuePayableAmount", t.netAPayer),
    ),
    ...(d.facturesCorrigees ?? []).map((f) =>
      bloc(
        "ram:InvoiceReferencedDocument",
        el("ram:IssuerAssignedID", f.numero),
        bloc("ram:FormattedIssueDateTime", date102(f.date, "qdt")),
      ),
    ),
  );
}

/** The `factur-x.xml` of a document, with its totals computed by `totauxCii`. */
export function xmlFacturX(d: DocumentCii): string {
  const t = totauxCii(d);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"` +
    ` xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"` +
    ` xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"` +
    ` xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">` +
    bloc(
      "rsm:ExchangedDocumentContext",
      bloc("ram:BusinessProcessSpecifiedDocumentContextParameter", el("ram:ID", d.cadre)),
      bloc("ram:GuidelineSpecifiedDocumentContextParameter", el("ram:ID", PROFIL_EN16931)),
    ) +
    bloc(
      "rsm:ExchangedDocument",
      el("ram:ID", d.numero),
      el("ram:TypeCode", d.type),
      bloc("ram:IssueDateTime", date102(d.dateEmission)),
      ...d.notes.map((n) =>
        bloc("ram:IncludedNote", el("ram:Content", n.texte), el("ram:SubjectCode", n.code)),
      ),
    ) +
    bloc(
      "rsm:SupplyChainTradeTransaction",
      ...d.lignes.map(ligne),
      bloc(
        "ram:ApplicableHeaderTradeAgreement",
        partie("ram:SellerTradeParty", d.vendeur),
        partie("ram:BuyerTradeParty", d.acheteur),
      ),
      bloc(
        "ram:ApplicableHeaderTradeDelivery",
        d.livraison
          ? bloc("ram:ShipToTradeParty", el("ram:Name", d.livraison.nom), adressePostale(d.livraison.adresse))
          : "",
        bloc("ram:ActualDeliverySupplyChainEvent", bloc("ram:OccurrenceDateTime", date102(d.dateEmission))),
      ),
      reglement(d, t),
    ) +
    `</rsm:CrossIndustryInvoice>\n`
  );
}
