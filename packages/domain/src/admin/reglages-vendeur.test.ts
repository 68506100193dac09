import { describe, expect, it } from "vitest";
import {
  CLES_VENDEUR,
  erreurReglageVendeur,
  LIBELLE_VENDEUR,
  reglagesVendeurSchema,
} from "./reglages-vendeur.ts";

describe("erreurReglageVendeur: the seller's SIREN, SIRET and VAT number (issue 25 point 9)", () => {
  it.each([
    ["vendeurSiren", "123456782", undefined, null],
    ["vendeurSiren", "123 456 782", undefined, null],
    ["vendeurSiren", "123456789", undefined, "SIREN invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiren", "12345678", undefined, "Le SIREN doit comporter 9 chiffres."],
    ["vendeurSiren", "A123456782", undefined, "Le SIREN doit comporter 9 chiffres."],
    ["vendeurSiren", "123456782A", undefined, "Le SIREN doit comporter 9 chiffres."],
    ["vendeurSiret", "12345678200010", "123456782", null],
    ["vendeurSiret", "123 456 782 00010", undefined, null],
    ["vendeurSiret", "12345678900012", undefined, "SIRET invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiret", "12345678200011", undefined, "SIRET invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiret", "1234567820001", undefined, "Le SIRET doit comporter 14 chiffres."],
    ["vendeurSiret", "A12345678200010", undefined, "Le SIRET doit comporter 14 chiffres."],
    ["vendeurSiret", "12345678200010A", undefined, "Le SIRET doit comporter 14 chiffres."],
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

describe("reglagesVendeurSchema: the seller's settings screen (issue 25 point 9)", () => {
  const BON = {
    vendeurRaisonSociale: "Écrin Joaillerie",
    vendeurFormeJuridique: "SAS",
    vendeurCapital: "100 000 €",
    vendeurSiren: "123 456 782",
    vendeurSiret: "12345678200010",
    vendeurRcs: "RCS Paris 123 456 782",
    vendeurTva: "fr11123456782",
    vendeurAdresse: "12 rue de la Paix",
    vendeurCp: "75002",
    vendeurVille: "Paris",
    vendeurTelephone: "01 23 45 67 89",
    vendeurEmail: "contact@example.com",
  };
  const erreurs = (body: Record<string, unknown>) =>
    reglagesVendeurSchema.safeParse(body).error?.issues.map((i) => [i.path[0], i.message]) ?? [];

  it("takes the demo's identity, the identifiers compact and upper-case", () => {
    const r = reglagesVendeurSchema.parse(BON);
    expect([r.vendeurSiren, r.vendeurSiret, r.vendeurTva]).toEqual([
      "123456782",
      "12345678200010",
      "FR11123456782",
    ]);
    expect(r.vendeurRcs).toBe("RCS Paris 123 456 782");
  });

  it("stores a SIRET typed with spaces compact", () => {
    expect(reglagesVendeurSchema.parse({ ...BON, vendeurSiret: "123 456 782 00010" }).vendeurSiret).toBe(
      "12345678200010",
    );
  });

  it.each([
    [
      { vendeurSiren: "123456789", vendeurSiret: "12345678900012", vendeurTva: "FR12123456789" },
      [
        ["vendeurSiren", "SIREN invalide : la clé de contrôle ne correspond pas."],
        ["vendeurSiret", "SIRET invalide : la clé de contrôle ne correspond pas."],
        ["vendeurTva", "Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide."],
      ],
    ],
    [
      { vendeurSiret: "73282932000074" },
      [["vendeurSiret", "Le SIRET ne commence pas par le SIREN du vendeur."]],
    ],
    [
      { vendeurTva: "FR44732829320" },
      [["vendeurTva", "Le numéro de TVA ne correspond pas au SIREN du vendeur."]],
    ],
    [{ vendeurVille: "  " }, [["vendeurVille", "Obligatoire : il est imprimé sur chaque facture."]]],
    [
      { vendeurSiren: "12345678" },
      [
        ["vendeurSiren", "Le SIREN doit comporter 9 chiffres."],
        ["vendeurSiret", "Le SIRET ne commence pas par le SIREN du vendeur."],
        ["vendeurTva", "Le numéro de TVA ne correspond pas au SIREN du vendeur."],
      ],
    ],
  ])("%j is refused: %j", (defaut, attendu) => {
    expect(erreurs({ ...BON, ...defaut })).toEqual(attendu);
  });

  it("refuses an unknown key (only the seller's identity is written here)", () => {
    expect(reglagesVendeurSchema.safeParse({ ...BON, clientStock: 1 }).success).toBe(false);
  });
});

describe("the seller's form (/vendeur)", () => {
  it("labels its fields in form order", () => {
    expect(CLES_VENDEUR.map((c) => LIBELLE_VENDEUR[c])).toEqual([
      "Raison sociale",
      "Forme juridique",
      "Capital",
      "SIREN",
      "SIRET",
      "RCS",
      "N° TVA intracommunautaire",
      "Adresse",
      "Code postal",
      "Ville",
      "Téléphone",
      "E-mail",
    ]);
  });
});

// Equivalent mutants (reglages-vendeur.ts): in `luhn`, `d > 9` made `d >= 9` (a doubled digit is even,
// never 9) and `total += d` made `-=` (the negated sum is a multiple of 10 exactly when the sum is); an
// issue's code "custom" made "" (3: zod keeps it, and the server and the web read only path and message).
