import { describe, expect, it } from "vitest";
import type { CategorieTva } from "../facturation/index.ts";
import { type DocumentVente, ecritureDe, estEquilibree } from "./ecriture.ts";
import { avoir, COMPTES, facture } from "./exemples.fixture.ts";

/**
 * Issue 25 point 7: each document's lines go to the sales account of its VAT category, its port to
 * 70850000 (PCG 7085), its VAT to the account of its rate. Amounts computed by hand.
 */
type Montants = "categorieTva" | "tauxTva" | "totalLignes" | "port" | "totalHt" | "tva" | "totalTtc";
const CAS: (Pick<DocumentVente, Montants> & { cas: string; attendu: [string, "D" | "C", number][] })[] = [
  {
    cas: "20 % sales with port: 1 000,00 + 23,00, VAT 204,60",
    categorieTva: "S",
    tauxTva: "20.00",
    totalLignes: "1000.00",
    port: "23.00",
    totalHt: "1023.00",
    tva: "204.60",
    totalTtc: "1227.60",
    attendu: [
      ["41100123", "D", 122760],
      ["70700000", "C", 100000],
      ["70850000", "C", 2300],
      ["44571200", "C", 20460],
    ],
  },
  {
    cas: "gold material under reverse charge (AE): 5 000,00 + 23,00 port, no VAT",
    categorieTva: "AE",
    tauxTva: "0.00",
    totalLignes: "5000.00",
    port: "23.00",
    totalHt: "5023.00",
    tva: "0.00",
    totalTtc: "5023.00",
    attendu: [
      ["41100123", "D", 502300],
      ["70730000", "C", 500000],
      ["70850000", "C", 2300],
    ],
  },
  {
    cas: "exempt sale (E), no port",
    categorieTva: "E",
    tauxTva: "0.00",
    totalLignes: "800.00",
    port: "0.00",
    totalHt: "800.00",
    tva: "0.00",
    totalTtc: "800.00",
    attendu: [
      ["41100123", "D", 80000],
      ["70720000", "C", 80000],
    ],
  },
  {
    cas: "zero-rated sale (Z): 150,50 + 12,00 port",
    categorieTva: "Z",
    tauxTva: "0.00",
    totalLignes: "150.50",
    port: "12.00",
    totalHt: "162.50",
    tva: "0.00",
    totalTtc: "162.50",
    attendu: [
      ["41100123", "D", 16250],
      ["70710000", "C", 15050],
      ["70850000", "C", 1200],
    ],
  },
  {
    cas: "10 % sale: its VAT to the 10 % account",
    categorieTva: "S",
    tauxTva: "10.00",
    totalLignes: "200.00",
    port: "0.00",
    totalHt: "200.00",
    tva: "20.00",
    totalTtc: "220.00",
    attendu: [
      ["41100123", "D", 22000],
      ["70700000", "C", 20000],
      ["44571100", "C", 2000],
    ],
  },
  {
    cas: "5,5 % sale, a rate the list does not name: the default VAT account",
    categorieTva: "S",
    tauxTva: "5.50",
    totalLignes: "100.00",
    port: "0.00",
    totalHt: "100.00",
    tva: "5.50",
    totalTtc: "105.50",
    attendu: [
      ["41100123", "D", 10550],
      ["70700000", "C", 10000],
      ["44571000", "C", 550],
    ],
  },
];

describe("sales entries per VAT category and port", () => {
  it.each(CAS)("$cas", ({ attendu, cas: _, ...doc }) => {
    const e = ecritureDe(facture(doc), COMPTES);
    expect(e?.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual(attendu);
    expect(e && estEquilibree(e)).toBe(true);
  });

  it("reverses a reverse-charge credit note on the same account", () => {
    const e = ecritureDe(
      avoir({
        categorieTva: "AE",
        tauxTva: "0.00",
        totalLignes: "312.40",
        port: "0.00",
        totalHt: "312.40",
        tva: "0.00",
        totalTtc: "312.40",
      }),
      COMPTES,
    );
    expect(e?.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["41100123", "C", 31240],
      ["70730000", "D", 31240],
    ]);
  });

  it("names each sales account by its category in the FEC's CompteLib", () => {
    const libelle = (categorieTva: CategorieTva) =>
      ecritureDe(facture({ categorieTva, tauxTva: "0.00", tva: "0.00", totalTtc: "1023.00" }), COMPTES)
        ?.lignes[1]?.libelleCompte;
    expect(libelle("AE")).toBe("Ventes autoliquidation");
    expect(libelle("E")).toBe("Ventes exonerees");
    expect(libelle("Z")).toBe("Ventes taux zero");
    expect(ecritureDe(facture(), COMPTES)?.lignes.map((l) => l.libelleCompte)).toEqual([
      "Clients",
      "Ventes",
      "Port facture",
      "TVA collectee",
    ]);
  });
});
