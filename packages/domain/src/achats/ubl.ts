import {
  dateIsoDepuis,
  type FactureRecue,
  type LigneRecue,
  type PartieRecue,
  sirenDepuis,
} from "./facture-recue.ts";
import { attributA, chemin, enfants, type NoeudXml, texteA } from "./xml.ts";

/** The root element of a UBL invoice. */
export const RACINE_UBL = "Invoice";

function partie(p: NoeudXml | undefined): PartieRecue {
  const party = chemin(p, "Party");
  return {
    nom: texteA(party, "PartyLegalEntity", "RegistrationName") ?? texteA(party, "PartyName", "Name"),
    siren: sirenDepuis(texteA(party, "PartyLegalEntity", "CompanyID")),
    tva: texteA(party, "PartyTaxScheme", "CompanyID"),
  };
}

function ligne(l: NoeudXml): LigneRecue {
  const item = chemin(l, "Item");
  return {
    id: texteA(l, "ID"),
    nom: texteA(item, "Name"),
    quantite: texteA(l, "InvoicedQuantity"),
    unite: attributA(l, "unitCode", "InvoicedQuantity"),
    prixNet: texteA(l, "Price", "PriceAmount"),
    montantHt: texteA(l, "LineExtensionAmount"),
    categorieTva: texteA(item, "ClassifiedTaxCategory", "ID"),
    tauxTva: texteA(item, "ClassifiedTaxCategory", "Percent"),
    refVendeur: texteA(item, "SellersItemIdentification", "ID"),
    refObjet: texteA(l, "DocumentReference", "ID"),
    attributs: enfants(item, "AdditionalItemProperty").map((c) => ({
      nom: texteA(c, "Name") ?? "",
      valeur: texteA(c, "Value") ?? "",
    })),
  };
}

/** A UBL invoice's tree to the same model as CII (EN 16931's UBL binding). Never throws. */
export function depuisUbl(racine: NoeudXml): FactureRecue {
  const total = chemin(racine, "LegalMonetaryTotal");
  const devise = texteA(racine, "DocumentCurrencyCode");
  const tva = enfants(racine, "TaxTotal")
    .map((t) => chemin(t, "TaxAmount"))
    .find((m) => m !== undefined && (m.attributs.currencyID ?? devise) === devise);
  return {
    syntaxe: "UBL",
    profil: texteA(racine, "CustomizationID"),
    numero: texteA(racine, "ID"),
    typeCode: texteA(racine, "InvoiceTypeCode"),
    date: dateIsoDepuis(texteA(racine, "IssueDate")),
    echeance: dateIsoDepuis(texteA(racine, "DueDate") ?? texteA(racine, "PaymentMeans", "PaymentDueDate")),
    devise,
    vendeur: partie(chemin(racine, "AccountingSupplierParty")),
    acheteur: partie(chemin(racine, "AccountingCustomerParty")),
    totalLignes: texteA(total, "LineExtensionAmount"),
    ht: texteA(total, "TaxExclusiveAmount"),
    tva: tva?.texte.trim() || null,
    ttc: texteA(total, "TaxInclusiveAmount"),
    aPayer: texteA(total, "PayableAmount"),
    lignes: enfants(racine, "InvoiceLine").map(ligne),
  };
}
