import { describe, expect, it } from "vitest";
import { erreurReglageVendeur } from "./reglages-vendeur.ts";

describe("erreurReglageVendeur: the seller's SIREN, SIRET and VAT number (issue 25 point 9)", () => {
  it.each([
    ["vendeurSiren", "123456782", undefined, null],
    ["vendeurSiren", "123 456 782", undefined, null],
    ["vendeurSiren", "123456789", undefined, "SIREN invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiren", "12345678", undefined, "Le SIREN doit comporter 9 chiffres."],
    ["vendeurSiret", "12345678200010", "123456782", null],
    ["vendeurSiret", "123 456 782 00010", undefined, null],
    ["vendeurSiret", "12345678900012", undefined, "SIRET invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiret", "12345678200011", undefined, "SIRET invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiret", "1234567820001", undefined, "Le SIRET doit comporter 14 chiffres."],
    ["vendeurSiret", "73282932000074", "123456782", "Le SIRET ne commence pas par le SIREN du vendeur."],
    ["vendeurTva", "FR11123456782", undefined, null],
    [
      "vendeurTva",
      "FR12123456789",
      undefined,
      "Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide.",
    ],
    ["vendeurTva", "FR00123456782", undefined, "Numéro de TVA invalide : la clé ne correspond pas au SIREN."],
    [
      "vendeurTva",
      "123456782",
      undefined,
      "Le numéro de TVA s'écrit FR, 2 chiffres de clé puis les 9 chiffres du SIREN.",
    ],
    ["vendeurVille", "Paris", undefined, null],
  ] as const)("%s %j (SIREN %j) -> %j", (cle, valeur, siren, attendu) => {
    expect(erreurReglageVendeur(cle, valeur, siren)).toBe(attendu);
  });
});
