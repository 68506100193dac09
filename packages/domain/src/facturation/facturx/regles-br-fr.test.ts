import { describe, expect, it } from "vitest";
import type { CiiLu } from "./cii-lu.ts";
import { BON } from "./regles.fixture.ts";
import { dateFrValide, identifiantFrValide, violationsBrFr } from "./regles-br-fr.ts";

describe("BR-FR lists: each document type, billing mode, VAT category and rate the French rules admit", () => {
  const citee = [{ numero: "F00184", date: "20260115" }];
  const B2B = [...BON.notes, { code: "BAR", texte: "B2B" }];
  const acheteurHorsSiren = { ...BON.acheteur, adresseElectronique: "999999999" };

  // [type, rules without a cited invoice, rules in B2B when the buyer's address is not its SIREN]
  // credit notes (261, 381, 396, 502, 503) cite an invoice; self-billed documents (389, 501, 500, 471, 473,
  // 261, 502) are addressed to the seller, so the buyer's address is not checked
  it.each<[string, string[], string[]]>([
    ["380", [], ["BR-FR-21"]],
    ["389", [], []],
    ["393", [], ["BR-FR-21"]],
    ["501", [], []],
    ["386", [], ["BR-FR-21"]],
    ["500", [], []],
    ["384", [], ["BR-FR-21"]],
    ["471", [], []],
    ["472", [], ["BR-FR-21"]],
    ["473", [], []],
    ["261", ["BR-FR-CO-05"], []],
    ["262", [], ["BR-FR-21"]],
    ["381", ["BR-FR-CO-05"], ["BR-FR-21"]],
    ["396", ["BR-FR-CO-05"], ["BR-FR-21"]],
    ["502", ["BR-FR-CO-05"], []],
    ["503", ["BR-FR-CO-05"], ["BR-FR-21"]],
    ["325", ["BR-FR-04"], ["BR-FR-04", "BR-FR-21"]],
  ])("type %s: %j without cited invoice, %j in B2B", (type, sansCitee, b2b) => {
    expect(violationsBrFr({ ...BON, type }).map((x) => x.regle)).toEqual(sansCitee);
    expect(
      violationsBrFr({ ...BON, type, facturesCorrigees: citee, notes: B2B, acheteur: acheteurHorsSiren }).map(
        (x) => x.regle,
      ),
    ).toEqual(b2b);
  });

  it.each([
    ...[
      "B1",
      "S1",
      "M1",
      "B2",
      "S2",
      "M2",
      "S3",
      "B4",
      "S4",
      "M4",
      "S5",
      "S6",
      "B7",
      "S7",
      "B8",
      "S8",
      "M8",
    ].map((m) => [m, []] as [string, string[]]),
    ["B3", ["BR-FR-08"]],
    ["b1", ["BR-FR-08"]],
  ])("billing mode %s: %j", (cadre, attendu) => {
    expect(violationsBrFr({ ...BON, cadre }).map((x) => x.regle)).toEqual(attendu);
  });

  it.each([
    ...["S", "E", "AE", "K", "G", "O", "Z"].map((c) => [c, []] as [string, string[]]),
    ["L", ["BR-FR-15"]],
    ["", ["BR-FR-15"]],
  ])("VAT category %j: %j", (categorie, attendu) => {
    expect(
      violationsBrFr({ ...BON, lignes: [{ montant: "1.00", categorie, taux: "20.00" }] }).map((x) => x.regle),
    ).toEqual(attendu);
  });

  it.each([
    ...[
      [
        "0",
        "0.0",
        "0.00",
        "10",
        "10.0",
        "10.00",
        "13",
        "13.0",
        "13.00",
        "20",
        "20.0",
        "20.00",
        "8.5",
        "8.50",
      ],
      ["19.6", "19.60", "2.1", "2.10", "5.5", "5.50", "7", "7.0", "7.00", "20.6", "20.60", "1.05", "0.9"],
      ["0.90", "1.75", "9.2", "9.20", "9.6", "9.60", ""],
    ]
      .flat()
      .map((t) => [t, []] as [string, string[]]),
    ["20.000", ["BR-FR-16"]],
    ["21", ["BR-FR-16"]],
    ["5,5", ["BR-FR-16"]],
  ])("VAT rate %j: %j", (taux, attendu) => {
    expect(
      violationsBrFr({ ...BON, ventilation: [{ ...BON.ventilation[0]!, taux }] }).map((x) => x.regle),
    ).toEqual(attendu);
  });
});

describe("BR-FR rules at their limits", () => {
  const B2B = [...BON.notes, { code: "BAR", texte: "B2B" }];
  it.each<[string, Partial<CiiLu>, string[]]>([
    ["no PMD note", { notes: BON.notes.filter((n) => n.code !== "PMD") }, ["BR-FR-05"]],
    ["no AAB note", { notes: BON.notes.filter((n) => n.code !== "AAB") }, ["BR-FR-05"]],
    ["two PMT notes", { notes: [...BON.notes, BON.notes[2]!] }, ["BR-FR-06"]],
    ["two PMD notes", { notes: [...BON.notes, BON.notes[1]!] }, ["BR-FR-06"]],
    [
      "seller's SIREN under scheme 0009",
      { vendeur: { ...BON.vendeur, schemaIdLegal: "0009" } },
      ["BR-FR-10"],
    ],
    ["seller's SIREN of 8 digits", { vendeur: { ...BON.vendeur, idLegal: "12345678" } }, ["BR-FR-10"]],
    ["seller's SIRET (14 digits)", { vendeur: { ...BON.vendeur, idLegal: "12345678200010" } }, ["BR-FR-10"]],
    [
      "seller's SIREN with a letter first",
      { vendeur: { ...BON.vendeur, idLegal: "A23456782" } },
      ["BR-FR-10"],
    ],
    [
      "B2B, buyer's SIREN under scheme 0009",
      { notes: B2B, acheteur: { ...BON.acheteur, schemaIdLegal: "0009" } },
      ["BR-FR-11"],
    ],
    [
      "B2B, buyer's SIRET",
      { notes: B2B, acheteur: { ...BON.acheteur, idLegal: "73282932000074" } },
      ["BR-FR-11", "BR-FR-21"],
    ],
    [
      "B2B, buyer's address under scheme EM",
      { notes: B2B, acheteur: { ...BON.acheteur, schemaAdresseElectronique: "EM" } },
      ["BR-FR-21"],
    ],
    [
      "B2B, buyer's address its SIREN and a suffix",
      { notes: B2B, acheteur: { ...BON.acheteur, adresseElectronique: "732829320_FACT" } },
      [],
    ],
    [
      "a BAR note other than B2B",
      {
        notes: [...BON.notes, { code: "BAR", texte: "B2C" }],
        acheteur: {
          ...BON.acheteur,
          adresseElectronique: "x@y.fr",
          schemaAdresseElectronique: "EM",
          idLegal: "",
        },
      },
      [],
    ],
    [
      "B2B text under another code",
      {
        notes: [...BON.notes, { code: "AAI", texte: "B2B" }],
        acheteur: {
          ...BON.acheteur,
          adresseElectronique: "x@y.fr",
          schemaAdresseElectronique: "EM",
          idLegal: "",
        },
      },
      [],
    ],
    [
      "B2B self-billing, seller's address not its SIREN",
      { type: "389", notes: B2B, vendeur: { ...BON.vendeur, adresseElectronique: "999999999" } },
      ["BR-FR-22"],
    ],
    [
      "B2B self-billing, seller without SIREN",
      { type: "389", notes: B2B, vendeur: { ...BON.vendeur, idLegal: "", schemaIdLegal: "" } },
      ["BR-FR-10", "BR-FR-22"],
    ],
    [
      "self-billing outside B2B, seller's address not its SIREN",
      { type: "389", vendeur: { ...BON.vendeur, adresseElectronique: "999999999" } },
      [],
    ],
    [
      "address 0225 ending with #",
      { acheteur: { ...BON.acheteur, adresseElectronique: "732829320#" } },
      ["BR-FR-23"],
    ],
    [
      "address 0225 starting with #",
      { vendeur: { ...BON.vendeur, adresseElectronique: "#123456782" } },
      ["BR-FR-23"],
    ],
    [
      "address 0225 with + - _ / .",
      { acheteur: { ...BON.acheteur, adresseElectronique: "732829320+a-b_c/d.e" } },
      [],
    ],
    [
      "an e-mail address under scheme EM (not checked as 0225)",
      {
        acheteur: { ...BON.acheteur, adresseElectronique: "compta@port.fr", schemaAdresseElectronique: "EM" },
      },
      [],
    ],
    [
      "address of 125 characters",
      {
        acheteur: { ...BON.acheteur, adresseElectronique: "a".repeat(125), schemaAdresseElectronique: "EM" },
      },
      [],
    ],
    [
      "buyer's address of 126 characters",
      {
        acheteur: { ...BON.acheteur, adresseElectronique: "a".repeat(126), schemaAdresseElectronique: "EM" },
      },
      ["BR-FR-25"],
    ],
    [
      "a credit note citing an invoice without its number",
      { type: "381", facturesCorrigees: [{ numero: "", date: "20260115" }] },
      ["BR-FR-01/02", "BR-FR-CO-05"],
    ],
    [
      "a credit note citing one invoice without date and one with",
      {
        type: "381",
        facturesCorrigees: [
          { numero: "F00184", date: "" },
          { numero: "F00185", date: "20260115" },
        ],
      },
      ["BR-FR-03"],
    ],
    [
      "a credit note citing F 184",
      { type: "381", facturesCorrigees: [{ numero: "F 184", date: "20260115" }] },
      ["BR-FR-01/02"],
    ],
  ])("%s", (_, defaut, attendu) => {
    expect(violationsBrFr({ ...BON, ...defaut }).map((x) => x.regle)).toEqual(attendu);
  });

  it.each([
    ["20261301", false], // month 13
    ["20260100", false], // day 0
    ["20260431", false], // 31 April
    ["20261231", true],
    ["20260101120000", true], // the first 8 characters are read
    ["2026011", false],
    ["x20260101", false],
    ["20990101", true],
    ["20000101", true],
  ])("date %j valid: %s (BR-FR-03)", (d, ok) => expect(dateFrValide(d)).toBe(ok));

  it.each([
    ["1".repeat(35), true],
    ["1".repeat(36), false],
    [" F185", false],
    ["F185 ", false],
  ])("identifier %j valid: %s (BR-FR-01/02)", (id, ok) => expect(identifiantFrValide(id)).toBe(ok));
});

describe("BR-FR messages, written out (what the office reads when a document is refused)", () => {
  const partie = (adresseElectronique: string) => ({
    nom: "X",
    idLegal: "12",
    schemaIdLegal: "0002",
    tva: "",
    adresseElectronique,
    schemaAdresseElectronique: "0225",
    pays: "FR",
  });
  const SANS_ESPACE = "doit avoir 35 caractères au plus, lettres, chiffres et + - _ / sans espace.";

  it("a B2B credit note breaking the header, parties and VAT rules", () => {
    const d: CiiLu = {
      ...BON,
      numero: "F 1",
      type: "381",
      cadre: "A1",
      notes: [
        { code: "BAR", texte: "B2B" },
        { code: "AAB", texte: "a" },
        { code: "AAB", texte: "b" },
      ],
      vendeur: partie("1 2"),
      acheteur: partie(""),
      facturesCorrigees: [{ numero: "F 2", date: "20260230" }],
      lignes: [{ montant: "1", categorie: "L", taux: "21" }],
      ajustements: [],
      ventilation: [],
    };
    expect(violationsBrFr(d)).toEqual([
      { regle: "BR-FR-01/02", message: `Le numéro du document (BT-1) « F 1 » ${SANS_ESPACE}` },
      { regle: "BR-FR-01/02", message: `La facture citée (BT-25) « F 2 » ${SANS_ESPACE}` },
      { regle: "BR-FR-03", message: "La date de la facture citée (BT-26) « 20260230 » est invalide." },
      { regle: "BR-FR-05", message: "La mention de code PMT (BT-22) est absente." },
      { regle: "BR-FR-05", message: "La mention de code PMD (BT-22) est absente." },
      { regle: "BR-FR-06", message: "La mention de code AAB (BT-21) apparaît 2 fois." },
      { regle: "BR-FR-08", message: "Le mode de facturation (BT-23) « A1 » n'est pas admis." },
      {
        regle: "BR-FR-10",
        message: "Le SIREN du vendeur (BT-30, schéma 0002) est obligatoire, 9 chiffres : « 12 ».",
      },
      { regle: "BR-FR-11", message: "Le SIREN de l'acheteur (BT-47) est obligatoire en B2B : « 12 »." },
      { regle: "BR-FR-12", message: "L'adresse électronique de l'acheteur (BT-49) est obligatoire." },
      {
        regle: "BR-FR-21",
        message:
          "En B2B, l'adresse électronique de l'acheteur (BT-49) commence par son SIREN, schéma 0225 : «  ».",
      },
      { regle: "BR-FR-23", message: "L'adresse électronique (BT-34) « 1 2 » a un format interdit." },
      { regle: "BR-FR-15", message: "La catégorie de TVA « L » n'est pas admise en France." },
      { regle: "BR-FR-16", message: "Le taux de TVA « 21 » n'est pas un taux français." },
    ]);
  });

  it("B2B self-billing without the seller's address, a buyer's address too long", () => {
    const d: CiiLu = {
      ...BON,
      type: "389",
      notes: [...BON.notes, { code: "BAR", texte: "B2B" }],
      vendeur: { ...BON.vendeur, adresseElectronique: "" },
      acheteur: { ...BON.acheteur, adresseElectronique: "a".repeat(126), schemaAdresseElectronique: "EM" },
    };
    expect(violationsBrFr(d)).toEqual([
      { regle: "BR-FR-13", message: "L'adresse électronique du vendeur (BT-34) est obligatoire." },
      {
        regle: "BR-FR-22",
        message:
          "En autofacturation B2B, l'adresse électronique du vendeur (BT-34) commence par son SIREN, schéma 0225 : «  ».",
      },
      { regle: "BR-FR-25", message: "L'adresse électronique (BT-49) dépasse 125 caractères." },
    ]);
  });

  it("a credit note citing no invoice, a seller's address too long; a proforma", () => {
    const vendeur = { ...BON.vendeur, adresseElectronique: "a".repeat(126), schemaAdresseElectronique: "EM" };
    expect(violationsBrFr({ ...BON, type: "381", vendeur })).toEqual([
      { regle: "BR-FR-25", message: "L'adresse électronique (BT-34) dépasse 125 caractères." },
      {
        regle: "BR-FR-CO-05",
        message: "Un avoir cite au moins une facture antérieure (BT-25) avec sa date (BT-26).",
      },
    ]);
    expect(violationsBrFr({ ...BON, type: "325" })).toEqual([
      { regle: "BR-FR-04", message: "Le type de document (BT-3) « 325 » n'est pas admis." },
    ]);
  });
});

// Equivalent mutants (issue 31), regles-br-fr.ts: `dateFrValide`'s pattern without its `^` or its `$` (it
// reads the first 8 characters and needs 8); its `getUTCDate() === j` made true (a day that does not exist,
// 00 to 99, always moves the month, which is checked).
