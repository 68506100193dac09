import { describe, expect, it } from "vitest";
import { clientInputSchema } from "./client.ts";

const base = { nomAgence: "Bijouterie Martin" };
const erreur = (champs: Record<string, unknown>) => {
  const r = clientInputSchema.safeParse({ ...base, ...champs });
  return r.success ? null : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("what invoices and bills need of a client", () => {
  it("takes real identifiers, with spaces, stored compact and upper-case", () => {
    const v = clientInputSchema.parse({
      ...base,
      siren: "542 051 180",
      numTva: "fr 59 542051180",
      delaiPaiement: 45,
      iban: "fr76 3000 6000 0112 3456 7890 189",
      bic: "bnpa frpp xxx",
      banque: " BNP Paribas ",
      banqueVille: "Paris",
      email: "compta@bijouterie-martin.fr",
    });
    expect(v).toMatchObject({
      siren: "542051180",
      numTva: "FR59542051180",
      delaiPaiement: 45,
      iban: "FR7630006000011234567890189",
      bic: "BNPAFRPPXXX",
      banque: "BNP Paribas",
      email: "compta@bijouterie-martin.fr",
    });
  });

  it("leaves them all empty by default (payment at end of month)", () => {
    expect(clientInputSchema.parse(base)).toMatchObject({
      siren: "",
      numTva: "",
      delaiPaiement: 0,
      iban: "",
      bic: "",
      email: "",
    });
  });

  it.each([
    [{ siren: "54205118" }, "siren", "Le SIREN doit comporter 9 chiffres."],
    [{ siren: "542051181" }, "siren", "SIREN invalide : la clé de contrôle ne correspond pas."],
    [
      { numTva: "FR5954205118" },
      "numTva",
      "Le numéro de TVA s'écrit FR, 2 chiffres de clé puis les 9 chiffres du SIREN.",
    ],
    [{ numTva: "FR58542051180" }, "numTva", "Numéro de TVA invalide : la clé ne correspond pas au SIREN."],
    [
      { numTva: "FR59542051181" },
      "numTva",
      "Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide.",
    ],
    [
      { siren: "443061841", numTva: "FR59542051180" },
      "numTva",
      "Le numéro de TVA ne correspond pas au SIREN du client.",
    ],
    [
      { iban: "FR76 3000 6000 0112 3456 7890 188" },
      "iban",
      "IBAN invalide : la clé de contrôle ne correspond pas.",
    ],
    [
      { iban: "3000 6000 0112" },
      "iban",
      "IBAN invalide : 2 lettres du pays, 2 chiffres de clé puis 11 à 30 lettres ou chiffres.",
    ],
    [{ bic: "BNPAFRPPX" }, "bic", "Le BIC comporte 8 ou 11 lettres ou chiffres (ex. BNPAFRPP)."],
    [{ email: "compta@" }, "email", "Adresse e-mail invalide."],
    [{ delaiPaiement: 20 }, "delaiPaiement", "Délai de paiement invalide : 0, 30, 45 ou 60 jours."],
    [{ delaiPaiement: "30" }, "delaiPaiement", "Délai de paiement invalide : 0, 30, 45 ou 60 jours."],
  ])("%o is refused on %s: %s", (champs, champ, message) => {
    expect(erreur(champs)).toEqual([[champ, message]]);
  });

  it("says every wrong field at once: a SIREN with a wrong key and a VAT number of another SIREN", () => {
    expect(erreur({ siren: "542051181", numTva: "FR59542051180" })).toEqual([
      ["siren", "SIREN invalide : la clé de contrôle ne correspond pas."],
      ["numTva", "Le numéro de TVA ne correspond pas au SIREN du client."],
    ]);
  });

  it("takes a VAT number without a SIREN, a SIREN without a VAT number", () => {
    expect(erreur({ numTva: "FR59542051180" })).toBeNull();
    expect(erreur({ siren: "542051180" })).toBeNull();
  });
});
