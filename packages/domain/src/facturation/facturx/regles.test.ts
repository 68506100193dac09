import { describe, expect, it } from "vitest";
import type { CiiLu } from "./cii-lu.ts";
import { BON, regles } from "./regles.fixture.ts";
import { dateFrValide, identifiantFrValide, violationsBrFr } from "./regles-br-fr.ts";
import { violationsEn16931 } from "./regles-en16931.ts";

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
