import { totauxDocument } from "../facturation/index.ts";
import type { ComptesVentes, DocumentVente } from "./ecriture.ts";

/** Examples shared by the compta tests (not exported by the package). */

/** The demo settings (DEFAULT_SETTINGS): journal VT, 70700000, 44571000, client prefix 411. */
export const COMPTES: ComptesVentes = {
  journal: "VT",
  compteVentes: "70700000",
  compteTva: "44571000",
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
    totalHt: t.totalHt,
    tva: t.tva,
    totalTtc: t.totalTtc,
    ...overrides,
  });
}
