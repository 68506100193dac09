import {
  dateIsoDepuis,
  type FactureRecue,
  type LigneRecue,
  type PartieRecue,
  sirenDepuis,
} from "./facture-recue.ts";
import { attributA, chemin, enfants, type NoeudXml, texteA } from "./xml.ts";

/** The root element of a CII invoice (Factur-X embeds the same). */
export const RACINE_CII = "CrossIndustryInvoice";

function partie(p: NoeudXml | undefined): PartieRecue {
  return {
    nom: texteA(p, "Name"),
    siren: sirenDepuis(texteA(p, "SpecifiedLegalOrganization", "ID")),
    tva:
      enfants(p, "SpecifiedTaxRegistration")
        .map((t) => texteA(t, "ID"))
        .find((id) => id !== null) ?? null,
  };
}

function ligne(l: NoeudXml): LigneRecue {
  const produit = chemin(l, "SpecifiedTradeProduct");
  const reglement = chemin(l, "SpecifiedLineTradeSettlement");
  const objet = enfants(reglement, "AdditionalReferencedDocument").find(
    (d) => texteA(d, "TypeCode") === "130",
  );
  return {
    id: texteA(l, "AssociatedDocumentLineDocument", "LineID"),
    nom: texteA(produit, "Name"),
    quantite: texteA(l, "SpecifiedLineTradeDelivery", "BilledQuantity"),
    unite: attributA(l, "unitCode", "SpecifiedLineTradeDelivery", "BilledQuantity"),
    prixNet: texteA(l, "SpecifiedLineTradeAgreement", "NetPriceProductTradePrice", "ChargeAmount"),
    montantHt: texteA(reglement, "SpecifiedTradeSettlementLineMonetarySummation", "LineTotalAmount"),
    categorieTva: texteA(reglement, "ApplicableTradeTax", "CategoryCode"),
    tauxTva: texteA(reglement, "ApplicableTradeTax", "RateApplicablePercent"),
    refVendeur: texteA(produit, "SellerAssignedID"),
    refObjet: texteA(objet, "IssuerAssignedID"),
    attributs: enfants(produit, "ApplicableProductCharacteristic").map((c) => ({
      nom: texteA(c, "Description") ?? "",
      valeur: texteA(c, "Value") ?? "",
    })),
  };
}

/** BT-110 in the invoice's currency: CII may give the VAT total twice, once per currency. */
function totalTva(somme: NoeudXml | undefined, devise: string | null): string | null {
  const totaux = enfants(somme, "TaxTotalAmount");
  const choisi = totaux.find((t) => t.attributs.currencyID === devise) ?? totaux[0];
  return choisi?.texte.trim() || null;
}

/** A CII (or Factur-X) invoice's tree to the model. Never throws: what is missing is null. */
export function depuisCii(racine: NoeudXml, syntaxe: "CII" | "Factur-X"): FactureRecue {
  const transaction = chemin(racine, "SupplyChainTradeTransaction");
  const accord = chemin(transaction, "ApplicableHeaderTradeAgreement");
  const reglement = chemin(transaction, "ApplicableHeaderTradeSettlement");
  const somme = chemin(reglement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const devise = texteA(reglement, "InvoiceCurrencyCode");
  return {
    syntaxe,
    profil: texteA(racine, "ExchangedDocumentContext", "GuidelineSpecifiedDocumentContextParameter", "ID"),
    numero: texteA(racine, "ExchangedDocument", "ID"),
    typeCode: texteA(racine, "ExchangedDocument", "TypeCode"),
    date: dateIsoDepuis(texteA(racine, "ExchangedDocument", "IssueDateTime", "DateTimeString")),
    echeance: dateIsoDepuis(
      texteA(reglement, "SpecifiedTradePaymentTerms", "DueDateDateTime", "DateTimeString"),
    ),
    devise,
    vendeur: partie(chemin(accord, "SellerTradeParty")),
    acheteur: partie(chemin(accord, "BuyerTradeParty")),
    totalLignes: texteA(somme, "LineTotalAmount"),
    ht: texteA(somme, "TaxBasisTotalAmount"),
    tva: totalTva(somme, devise),
    ttc: texteA(somme, "GrandTotalAmount"),
    aPayer: texteA(somme, "DuePayableAmount"),
    lignes: enfants(transaction, "IncludedSupplyChainTradeLineItem").map(ligne),
  };
}
