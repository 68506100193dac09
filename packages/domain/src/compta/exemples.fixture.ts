import { totauxDocument } from "../facturation/index.ts";
import type { ComptesVentes, DocumentVente } from "./ecriture.ts";

/** Examples shared by the compta tests (not exported by the package). */

/**
 * The default settings (DEFAULT_SETTINGS): journal VT; sales 70700000 (S), 70710000 (Z), 70720000 (E),
 * 70730000 (AE); port 70850000; VAT 44571200 at 20 %, 44571100 at 10 %, 44571000 for another rate;
 * client prefix 411.
 */
export const COMPTES: ComptesVentes = {
  journal: "VT",
  comptesVentes: { S: "70700000", Z: "70710000", E: "70720000", AE: "70730000" },
  comptePort: "70850000",
  compteTva: "44571000",
  comptesTvaParTaux: new Map([
    ["20.00", "44571200"],
    ["10.00", "44571100"],
  ]),
  prefixeClient: "411",
};

/** Invoice F10001 (entry 41 of the sales journal): 1 000 € of lines + 23 € port at 20 % -> HT 1 023,00, VAT 204,60, TTC 1 227,60. */
export function facture(overrides: Partial<DocumentVente> = {}): DocumentVente {
  const t = totauxDocument(["600.00", "400.00"], "23", "20");
  return {
    nature: "facture",
    canal: "standard",
    numero: 10001,
    date: "2025-03-07",
    echeance: "2025-04-30",
    idClient: 123,
    nomClient: "Bijouterie Hélène",
    numEcriture: 41,
    categorieTva: t.categorieTva,
    tauxTva: t.tauxTva,
    totalLignes: t.totalLignes,
    port: t.port,
    totalHt: t.totalHt,
    tva: t.tva,
    totalTtc: t.totalTtc,
    ...overrides,
  };
}

/** Credit note AV7 of the same client (entry 42): 99,99 € HT at 20 % -> VAT 20,00, TTC 119,99. */
export function avoir(overrides: Partial<DocumentVente> = {}): DocumentVente {
  const t = totauxDocument(["99.99"], "0", "20");
  return facture({
    nature: "avoir",
    numero: 7,
    numEcriture: 42,
    date: "2025-03-10",
    echeance: null,
    categorieTva: t.categorieTva,
    tauxTva: t.tauxTva,
    totalLignes: t.totalLignes,
    port: t.port,
    totalHt: t.totalHt,
    tva: t.tva,
    totalTtc: t.totalTtc,
    ...overrides,
  });
}
