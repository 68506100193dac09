import { describe, expect, it } from "vitest";
import type { ComptesAchats } from "./achats.ts";
import type { Ecriture } from "./ecriture.ts";
import { COMPTES } from "./exemples.fixture.ts";
import {
  type DocumentVenteBrut,
  documentVente,
  type EffetRemisBrut,
  ecrituresExport,
  ordonnerEcritures,
  type PaiementBrut,
  reglementsDe,
} from "./journaux.ts";
import type { ComptesReglements } from "./reglements.ts";

/**
 * Issue 29.1 B: the exports' entries are built from the journals' rows as the SQL reads them (NUMERIC
 * as text), in the documents' worker. The rows' totals, the remittances' bills and the one order.
 */

const COMPTES_BQ: ComptesReglements = {
  journal: "BQ",
  compteBanque: "51200000",
  compteEffets: "51130000",
  prefixeClient: "411",
};

const ACHATS: ComptesAchats = {
  journal: "AC",
  comptesAchats: { metal: "60110000", pierres: "60120000", autre: "60400000" },
  compteTvaDeductible: "44566000",
  prefixeFournisseur: "401",
  compteTvaDeductibleAutoliquidation: "44566000",
  compteTvaDueAutoliquidation: "44520000",
};

/** F10001 as read: 1 000,00 of lines + 23,00 port at 20 %, entry 41 of the sales journal. */
const FACTURE: DocumentVenteBrut = {
  nature: "facture",
  canal: "standard",
  numero: 10001,
  idClient: 123,
  client: "Bijouterie Hélène",
  date: "2025-03-10",
  echeance: "2025-04-30",
  numEcriture: 41,
  categorieTva: "S",
  lignes: "1000.00",
  port: "23.00",
  tauxTva: "20.00",
};

/** Its payment on 2025-03-10, entry 5 of the payments journal. */
const PAIEMENT: PaiementBrut = {
  canal: "standard",
  numero: 10001,
  date: "2025-03-10",
  idClient: 123,
  client: "Bijouterie Hélène",
  lignes: "1000.00",
  port: "23.00",
  tauxTva: "20.00",
  categorieTva: "S",
  numEcriture: 5,
  parEffet: false,
};

/** Remittance 3 of 2025-03-09 (entry 6), one row per bill. */
const EFFETS: EffetRemisBrut[] = [
  {
    numero: 3,
    date: "2025-03-09",
    numEcriture: 6,
    idClient: 123,
    client: "Bijouterie Hélène",
    montant: "500.00",
  },
  { numero: 3, date: "2025-03-09", numEcriture: 6, idClient: 45, client: "Or & Perles", montant: "250.10" },
];

describe("the exports' entries from the journals' rows", () => {
  it("totals a document by the rule of the PDFs", () => {
    // HT 1 000,00 + 23,00 = 1 023,00; VAT 1 023,00 x 0,20 = 204,60; TTC 1 227,60.
    expect(documentVente(FACTURE)).toEqual({
      nature: "facture",
      canal: "standard",
      numero: 10001,
      date: "2025-03-10",
      echeance: "2025-04-30",
      idClient: 123,
      nomClient: "Bijouterie Hélène",
      numEcriture: 41,
      categorieTva: "S",
      tauxTva: "20.00",
      totalLignes: "1000.00",
      port: "23.00",
      totalHt: "1023.00",
      tva: "204.60",
      totalTtc: "1227.60",
    });
  });

  it("reads a credit note's category from its rate, none stored: 0 % is exempt", () => {
    const d = documentVente({ ...FACTURE, nature: "avoir", categorieTva: null, port: "0", tauxTva: "0.00" });
    // HT 1 000,00 + 0 = 1 000,00, no VAT (E): TTC 1 000,00.
    expect([d.categorieTva, d.totalHt, d.tva, d.totalTtc]).toEqual(["E", "1000.00", "0.00", "1000.00"]);
  });

  it("pays an invoice its TTC and gathers a remittance's bills in the rows' order", () => {
    expect(reglementsDe([PAIEMENT], EFFETS)).toEqual([
      {
        nature: "paiement",
        canal: "standard",
        numero: 10001,
        date: "2025-03-10",
        numEcriture: 5,
        idClient: 123,
        nomClient: "Bijouterie Hélène",
        montant: "1227.60",
        parEffet: false,
      },
      {
        nature: "remise",
        numero: 3,
        date: "2025-03-09",
        numEcriture: 6,
        effets: [
          { idClient: 123, nomClient: "Bijouterie Hélène", montant: "500.00" },
          { idClient: 45, nomClient: "Or & Perles", montant: "250.10" },
        ],
      },
    ]);
  });

  it("orders the journals' entries by date, then journal, then number", () => {
    const ecritures = ecrituresExport([
      { journal: "ventes", comptes: COMPTES, documents: [FACTURE] },
      { journal: "reglements", comptes: COMPTES_BQ, paiements: [PAIEMENT], effets: EFFETS },
      { journal: "achats", comptes: ACHATS, factures: [] },
    ]);
    // 03-09: the remittance (BQ 6); 03-10: the sale (VT 41) before the payment (BQ 5), sales being first.
    expect(ecritures.map((e) => [e.date, e.journal, e.numEcriture, e.pieceRef])).toEqual([
      ["2025-03-09", "BQ", 6, "LCR00000003"],
      ["2025-03-10", "VT", 41, "F10001"],
      ["2025-03-10", "BQ", 5, "F10001"],
    ]);
  });
});

describe("the one order of the exports' entries", () => {
  /** An entry as the journals give it; only its journal, number and date matter to the order. */
  const ecriture = (journal: string, numEcriture: number, date: string): Ecriture => ({
    journal,
    journalLib: journal,
    pieceRef: `${journal}${numEcriture}`,
    numero: numEcriture,
    numEcriture,
    date,
    libelle: "",
    lignes: [],
  });

  it("by date, then the journal's place in the list, then the entry's number, whatever the order read", () => {
    const es = ordonnerEcritures([
      [ecriture("VT", 12, "2025-03-10"), ecriture("VT", 11, "2025-03-10"), ecriture("VT", 13, "2025-03-09")],
      [ecriture("BQ", 5, "2025-03-10"), ecriture("BQ", 4, "2025-03-10"), ecriture("BQ", 6, "2025-03-08")],
    ]);
    // 03-08 BQ 6; 03-09 VT 13; 03-10 the sales first (VT 11, 12), then the payments (BQ 4, 5) though numbered lower.
    expect(es.map((e) => `${e.date} ${e.journal} ${e.numEcriture}`)).toEqual([
      "2025-03-08 BQ 6",
      "2025-03-09 VT 13",
      "2025-03-10 VT 11",
      "2025-03-10 VT 12",
      "2025-03-10 BQ 4",
      "2025-03-10 BQ 5",
    ]);
  });

  it("keeps entries read in the right order as they are", () => {
    const es = ordonnerEcritures([
      [ecriture("VT", 1, "2025-03-10"), ecriture("VT", 2, "2025-03-10")],
      [ecriture("BQ", 1, "2025-03-10"), ecriture("BQ", 2, "2025-03-11")],
    ]);
    expect(es.map((e) => `${e.date} ${e.journal} ${e.numEcriture}`)).toEqual([
      "2025-03-10 VT 1",
      "2025-03-10 VT 2",
      "2025-03-10 BQ 1",
      "2025-03-11 BQ 2",
    ]);
  });
});
