import type { CiiLu } from "./cii-lu.ts";
import { violationsBrFr } from "./regles-br-fr.ts";
import { violationsEn16931 } from "./regles-en16931.ts";

/**
 * The checkers on a document as received: one invoice of 2 lines at 20 % with a 10 € charge and a
 * 5 € allowance (1000 + 250 + 10 − 5 = 1255 HT, 251 VAT, 1506 TTC), then one defect per case.
 */
export const BON: CiiLu = {
  numero: "F00185",
  type: "380",
  cadre: "B1",
  notes: [
    { code: "AAB", texte: "Pas d'escompte pour paiement anticipé." },
    { code: "PMD", texte: "Pénalités de retard : 3 fois le taux d'intérêt légal." },
    { code: "PMT", texte: "Indemnité forfaitaire pour frais de recouvrement : 40 €." },
  ],
  vendeur: {
    nom: "Écrin Joaillerie",
    idLegal: "123456782",
    schemaIdLegal: "0002",
    tva: "FR11123456782",
    adresseElectronique: "123456782",
    schemaAdresseElectronique: "0225",
    pays: "FR",
  },
  acheteur: {
    nom: "Bijouterie du Port",
    idLegal: "732829320",
    schemaIdLegal: "0002",
    tva: "FR44732829320",
    adresseElectronique: "732829320",
    schemaAdresseElectronique: "0225",
    pays: "FR",
  },
  facturesCorrigees: [],
  lignes: [
    { montant: "1000.00", categorie: "S", taux: "20.00" },
    { montant: "250.00", categorie: "S", taux: "20.00" },
  ],
  ajustements: [
    { frais: true, montant: "10.00", categorie: "S", taux: "20.00" },
    { frais: false, montant: "5.00", categorie: "S", taux: "20.00" },
  ],
  ventilation: [{ categorie: "S", taux: "20.00", base: "1255.00", tva: "251.00", exoneration: "" }],
  totaux: {
    lignes: "1250.00",
    frais: "10.00",
    remises: "5.00",
    ht: "1255.00",
    tva: "251.00",
    ttc: "1506.00",
    prepaye: "",
    arrondi: "",
    net: "1506.00",
  },
};

/** The rules both checkers break on a document, EN 16931's first. */
export const regles = (d: CiiLu) => [...violationsEn16931(d), ...violationsBrFr(d)].map((v) => v.regle);
