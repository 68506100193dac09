import type { FactureRecue, LigneRecue } from "./facture-recue.ts";

/** Test builders: a valid invoice of one line, each test overriding what it is about. */
export function ligne(overrides: Partial<LigneRecue> = {}): LigneRecue {
  return {
    id: "1",
    nom: "Prestation",
    quantite: "1",
    unite: "C62",
    prixNet: "100.00",
    montantHt: "100.00",
    categorieTva: "S",
    tauxTva: "20",
    refVendeur: null,
    refObjet: null,
    attributs: [],
    ...overrides,
  };
}

export function facture(overrides: Partial<FactureRecue> = {}): FactureRecue {
  return {
    syntaxe: "CII",
    profil: "urn:cen.eu:en16931:2017",
    numero: "F-2026-001",
    typeCode: "380",
    date: "2026-11-20",
    echeance: "2026-12-20",
    devise: "EUR",
    vendeur: { nom: "Affinerie du Nord", siren: "552100554", tva: "FR40552100554" },
    acheteur: { nom: "Écrin Joaillerie", siren: "123456782", tva: null },
    totalLignes: "100.00",
    ht: "100.00",
    tva: "20.00",
    ttc: "120.00",
    aPayer: "120.00",
    lignes: [ligne()],
    ...overrides,
  };
}
