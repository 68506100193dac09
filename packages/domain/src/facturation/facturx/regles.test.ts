import { describe, expect, it } from "vitest";
import type { CiiLu } from "./cii-lu.ts";
import { dateFrValide, identifiantFrValide, violationsBrFr } from "./regles-br-fr.ts";
import { violationsEn16931 } from "./regles-en16931.ts";

/**
 * The checkers on a document as received: one invoice of 2 lines at 20 % with a 10 € charge and a
 * 5 € allowance (1000 + 250 + 10 − 5 = 1255 HT, 251 VAT, 1506 TTC), then one defect per case.
 */
const BON: CiiLu = {
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

const regles = (d: CiiLu) => [...violationsEn16931(d), ...violationsBrFr(d)].map((v) => v.regle);

describe("EN 16931 and BR-FR checkers on a received CII document", () => {
  it("a correct invoice breaks no rule", () => {
    expect(violationsEn16931(BON)).toEqual([]);
    expect(violationsBrFr(BON)).toEqual([]);
  });

  it.each<[string, Partial<CiiLu>, string[]]>([
    ["no line", { lignes: [], ventilation: [] }, ["BR-16", "BR-CO-10", "BR-CO-14"]],
    ["BT-106 1250.01", { totaux: { ...BON.totaux, lignes: "1250.01" } }, ["BR-CO-10", "BR-CO-13"]],
    ["BT-107 6.00", { totaux: { ...BON.totaux, remises: "6.00" } }, ["BR-CO-11", "BR-CO-13"]],
    ["BT-108 11.00", { totaux: { ...BON.totaux, frais: "11.00" } }, ["BR-CO-12", "BR-CO-13"]],
    ["BT-110 251.01", { totaux: { ...BON.totaux, tva: "251.01" } }, ["BR-CO-14", "BR-CO-15"]],
    ["BT-112 1506.01", { totaux: { ...BON.totaux, ttc: "1506.01" } }, ["BR-CO-15", "BR-CO-16"]],
    ["BT-115 1500.00", { totaux: { ...BON.totaux, net: "1500.00" } }, ["BR-CO-16"]],
    [
      "VAT 251.01 in the breakdown",
      { ventilation: [{ ...BON.ventilation[0]!, tva: "251.01" }] },
      ["BR-CO-14", "BR-CO-17", "BR-S-09"],
    ],
    [
      "base 1256.00",
      { ventilation: [{ ...BON.ventilation[0]!, base: "1256.00", tva: "251.20" }] },
      ["BR-CO-14", "BR-S-08", "BR-S-09"],
    ],
    [
      "a line at 10 % with no breakdown",
      { lignes: [BON.lignes[0]!, { montant: "250.00", categorie: "S", taux: "10.00" }] },
      ["BR-S-08", "BR-S-09", "BR-CO-18"],
    ],
    ["number with a space", { numero: "F 185" }, ["BR-FR numéro", "BR-FR-01/02"]],
    ["number of 36 characters", { numero: "F".repeat(36) }, ["BR-FR numéro", "BR-FR-01/02"]],
    ["type 325 (proforma)", { type: "325" }, ["BR-FR-04"]],
    ["no PMT note", { notes: BON.notes.filter((n) => n.code !== "PMT") }, ["BR-FR-05"]],
    ["two AAB notes", { notes: [...BON.notes, BON.notes[0]!] }, ["BR-FR-06"]],
    ["billing mode A1", { cadre: "A1" }, ["BR-FR-08"]],
    ["billing mode absent", { cadre: "" }, ["BR-FR-08"]],
    ["seller without SIREN", { vendeur: { ...BON.vendeur, idLegal: "", schemaIdLegal: "" } }, ["BR-FR-10"]],
    [
      "buyer without electronic address",
      { acheteur: { ...BON.acheteur, adresseElectronique: "" } },
      ["BR-FR-12"],
    ],
    [
      "seller without electronic address",
      { vendeur: { ...BON.vendeur, adresseElectronique: "" } },
      ["BR-FR-13"],
    ],
    [
      "B2B note, buyer's address not its SIREN",
      {
        notes: [...BON.notes, { code: "BAR", texte: "B2B" }],
        acheteur: { ...BON.acheteur, adresseElectronique: "999999999" },
      },
      ["BR-FR-21"],
    ],
    [
      "B2B note, buyer without SIREN",
      {
        notes: [...BON.notes, { code: "BAR", texte: "B2B" }],
        acheteur: { ...BON.acheteur, idLegal: "", schemaIdLegal: "" },
      },
      ["BR-FR-11", "BR-FR-21"],
    ],
    [
      "address 0225 with a space",
      { acheteur: { ...BON.acheteur, adresseElectronique: "732 829 320" } },
      ["BR-FR-23"],
    ],
    [
      "address of 126 characters",
      { vendeur: { ...BON.vendeur, adresseElectronique: "a".repeat(126), schemaAdresseElectronique: "EM" } },
      ["BR-FR-25"],
    ],
    [
      "category L (Canary Islands)",
      { lignes: [BON.lignes[0]!, { montant: "250.00", categorie: "L", taux: "20.00" }] },
      ["BR-S-08", "BR-S-09", "BR-CO-18", "BR-FR-15"],
    ],
    [
      "a rate of 21 %",
      { ajustements: [{ ...BON.ajustements[0]!, taux: "21.00" }, BON.ajustements[1]!] },
      ["BR-S-08", "BR-S-09", "BR-FR-16"],
    ],
    ["a credit note citing no invoice", { type: "381" }, ["BR-FR-CO-05"]],
    [
      "a credit note citing an invoice without its date",
      { type: "381", facturesCorrigees: [{ numero: "F00185", date: "" }] },
      ["BR-FR-03", "BR-FR-CO-05"],
    ],
    [
      "a credit note citing an invoice of 30/02/2026",
      { type: "381", facturesCorrigees: [{ numero: "F00185", date: "20260230" }] },
      ["BR-FR-03"],
    ],
  ])("%s", (_, defaut, attendu) => {
    expect(regles({ ...BON, ...defaut }).sort()).toEqual([...attendu].sort());
  });

  it("reverse charge needs both VAT numbers (BR-AE-02), with its exemption reason (BR-AE-10)", () => {
    const ae: CiiLu = {
      ...BON,
      lignes: [{ montant: "1000.00", categorie: "AE", taux: "0.00" }],
      ajustements: [],
      ventilation: [{ categorie: "AE", taux: "0.00", base: "1000.00", tva: "0.00", exoneration: "" }],
      totaux: {
        ...BON.totaux,
        lignes: "1000.00",
        frais: "",
        remises: "",
        ht: "1000.00",
        tva: "0.00",
        ttc: "1000.00",
        net: "1000.00",
      },
      acheteur: { ...BON.acheteur, tva: "" },
    };
    expect(regles(ae).sort()).toEqual(["BR-AE-02", "BR-AE-10"]);
  });

  it.each([
    ["F00185", true],
    ["AV00054", true],
    ["EXTENSIA-185", true],
    ["F/2026+1_a", true],
    ["F 185", false],
    ["F.185", false],
    ["", false],
  ])("identifier %j valid: %s (BR-FR-01/02)", (id, ok) => expect(identifiantFrValide(id)).toBe(ok));

  it.each([
    ["20260228", true],
    ["20280229", true],
    ["20260229", false],
    ["19991231", false],
    ["21000101", false],
    ["2026-02-28", false],
  ])("date %j valid: %s (BR-FR-03)", (d, ok) => expect(dateFrValide(d)).toBe(ok));
});

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

describe("EN 16931 messages, written out", () => {
  it("a document breaking every calculation and VAT rule", () => {
    const partie = { ...BON.vendeur, tva: "" };
    const d: CiiLu = {
      ...BON,
      numero: "F 1",
      vendeur: partie,
      acheteur: partie,
      lignes: [
        { montant: "100", categorie: "AE", taux: "0" },
        { montant: "10", categorie: "E", taux: "0" },
        { montant: "5", categorie: "Z", taux: "0" },
        { montant: "7", categorie: "S", taux: "20" },
        { montant: "1", categorie: "L", taux: "0" },
      ],
      ajustements: [
        { frais: true, montant: "2", categorie: "S", taux: "20" },
        { frais: false, montant: "1", categorie: "S", taux: "20" },
      ],
      ventilation: [
        { categorie: "AE", taux: "0", base: "99", tva: "1", exoneration: "" },
        { categorie: "E", taux: "0", base: "10", tva: "0", exoneration: "" },
        { categorie: "Z", taux: "0", base: "6", tva: "0.5", exoneration: "" },
        { categorie: "S", taux: "20", base: "9", tva: "1.9", exoneration: "" },
        { categorie: "K", taux: "0", base: "1", tva: "0", exoneration: "x" },
      ],
      totaux: {
        lignes: "1",
        frais: "3",
        remises: "4",
        ht: "5",
        tva: "6",
        ttc: "7",
        prepaye: "1",
        arrondi: "0.5",
        net: "9",
      },
    };
    expect(violationsEn16931(d)).toEqual([
      { regle: "BR-FR numéro", message: "Numéro de facture invalide : « F 1 »." },
      // 100 + 10 + 5 + 7 + 1 = 123
      { regle: "BR-CO-10", message: "Somme des lignes 123 ≠ BT-106 1." },
      { regle: "BR-CO-11", message: "Somme des remises 1 ≠ BT-107 4." },
      { regle: "BR-CO-12", message: "Somme des frais 2 ≠ BT-108 3." },
      // 1 − 4 + 3 = 0
      { regle: "BR-CO-13", message: "BT-109 5 ≠ BT-106 − BT-107 + BT-108." },
      // 1 + 0 + 0.5 + 1.9 + 0 = 3.4
      { regle: "BR-CO-14", message: "BT-110 6 ≠ somme des TVA par catégorie." },
      // 5 + 6 = 11
      { regle: "BR-CO-15", message: "BT-112 7 ≠ BT-109 + BT-110." },
      // 7 − 1 + 0.5 = 6.5
      { regle: "BR-CO-16", message: "BT-115 9 ≠ BT-112 − BT-113 + BT-114." },
      // 99 × 0 / 100 = 0
      { regle: "BR-CO-17", message: "TVA AE 0 % : 1 ≠ 0." },
      { regle: "BR-AE-08", message: "Base AE 0 % : 99 ≠ 100." },
      { regle: "BR-AE-09", message: "TVA AE non nulle : 1." },
      { regle: "BR-AE-10", message: "Motif d'exonération absent (AE)." },
      { regle: "BR-E-10", message: "Motif d'exonération absent (E)." },
      { regle: "BR-CO-17", message: "TVA Z 0 % : 0.5 ≠ 0." },
      { regle: "BR-Z-08", message: "Base Z 0 % : 6 ≠ 5." },
      { regle: "BR-Z-09", message: "TVA Z non nulle : 0.5." },
      // 9 × 20 / 100 = 1.8
      { regle: "BR-CO-17", message: "TVA S 20 % : 1.9 ≠ 1.8." },
      // 7 + 2 (charge) − 1 (allowance) = 8
      { regle: "BR-S-08", message: "Base S 20 % : 9 ≠ 8." },
      // 8 × 20 / 100 = 1.6
      { regle: "BR-S-09", message: "TVA S 20 % mal calculée." },
      // a category without its own rule family
      { regle: "BR-?-08", message: "Base K 0 % : 1 ≠ 0." },
      { regle: "BR-CO-18", message: "Ligne en L 0 % sans ventilation de TVA." },
      {
        regle: "BR-AE-02",
        message: "Autoliquidation : les numéros de TVA du vendeur et de l'acheteur sont requis.",
      },
    ]);
  });

  it("no line: BR-16's message", () => {
    expect(violationsEn16931({ ...BON, lignes: [] })[0]).toEqual({
      regle: "BR-16",
      message: "Une facture doit avoir au moins une ligne.",
    });
  });
});

describe("EN 16931 reverse charge and non-standard categories at their limits", () => {
  /** 1000 HT in reverse charge, its exemption reason given, both VAT numbers present. */
  const AE: CiiLu = {
    ...BON,
    lignes: [{ montant: "1000.00", categorie: "AE", taux: "0.00" }],
    ajustements: [],
    ventilation: [
      { categorie: "AE", taux: "0.00", base: "1000.00", tva: "0.00", exoneration: "Autoliquidation" },
    ],
    totaux: {
      ...BON.totaux,
      lignes: "1000.00",
      frais: "",
      remises: "",
      ht: "1000.00",
      tva: "0.00",
      ttc: "1000.00",
      net: "1000.00",
    },
  };

  it.each<[string, CiiLu, string[]]>([
    ["reverse charge with its reason and both VAT numbers", AE, []],
    [
      "reverse charge, the seller without VAT number",
      { ...AE, vendeur: { ...BON.vendeur, tva: "" } },
      ["BR-AE-02"],
    ],
    [
      "no reverse charge: the seller's VAT number is not required",
      { ...BON, vendeur: { ...BON.vendeur, tva: "" } },
      [],
    ],
    [
      "an exempt line's rate is not compared with its breakdown's (only S is per rate)",
      {
        ...AE,
        lignes: [{ montant: "1000.00", categorie: "E", taux: "5.00" }],
        ventilation: [
          { categorie: "E", taux: "0.00", base: "1000.00", tva: "0.00", exoneration: "Exonération" },
        ],
      },
      [],
    ],
  ])("%s: %j", (_cas, d, attendu) => {
    expect(violationsEn16931(d).map((v) => v.regle)).toEqual(attendu);
  });
});

// Equivalent mutants (issue 31), regles-br-fr.ts: `dateFrValide`'s pattern without its `^` or its `$` (it
// reads the first 8 characters and needs 8); its `getUTCDate() === j` made true (a day that does not exist,
// 00 to 99, always moves the month, which is checked).
