import { describe, expect, it } from "vitest";
import type { StatutAchat } from "../achats/index.ts";
import {
  type ComptesAchats,
  ecritureAchat,
  estComptabilisee,
  type FactureAchat,
  tvaAutoliquidee,
} from "./achats.ts";
import { estEquilibree } from "./ecriture.ts";
import { fichierFec } from "./fec.ts";

const COMPTES: ComptesAchats = {
  journal: "AC",
  comptesAchats: { metal: "60110000", pierres: "60120000", autre: "60400000" },
  compteTvaDeductible: "44566000",
  prefixeFournisseur: "401",
  compteTvaDeductibleAutoliquidation: "44566000",
  compteTvaDueAutoliquidation: "44520000",
};

const FACTURE: FactureAchat = {
  id: 7,
  numero: "AFN-2026-0457",
  typeCode: "380",
  date: "2026-11-25",
  datePiece: "2026-11-20",
  echeance: "2026-12-20",
  numEcriture: 3,
  idFour: 12,
  fournisseur: "Affinerie du Nord",
  famille: "metal",
  ht: "6250.00",
  tva: "1250.00",
  ttc: "7500.00",
  lignes: [{ categorieTva: "S", montantHt: "6250.00" }],
};

const lignes = (f: FactureAchat) =>
  ecritureAchat(f, COMPTES)!.lignes.map((l) => [l.compte, l.libelleCompte, l.sens, l.montantCents]);

describe("which decisions enter the purchases journal (issue 30, 206 Approuvée partiellement)", () => {
  it.each([
    ["recue", false],
    ["approuvee", true],
    ["approuvee_partiellement", true],
    ["en_litige", false],
    ["refusee", false],
  ] as const)("%s: booked %s", (statut: StatutAchat, attendu) => {
    expect(estComptabilisee(statut)).toBe(attendu);
  });

  it("a partly approved invoice is booked at the invoice's amounts; the supplier's credit note then leaves the approved part", () => {
    // Invoice 6 250,00 HT + 1 250,00 VAT = 7 500,00; 16 g of the 100 g refused (QTE_ERR):
    // the credit note 1 000,00 HT + 200,00 VAT = 1 200,00.
    expect(lignes(FACTURE)).toEqual([
      ["40100012", "Fournisseurs", "C", 750000],
      ["60110000", "Achats metaux precieux", "D", 625000],
      ["44566000", "TVA deductible sur ABS", "D", 125000],
    ]);
    const avoir: FactureAchat = {
      ...FACTURE,
      id: 8,
      numero: "AFN-AV-0012",
      typeCode: "381",
      ht: "1000.00",
      tva: "200.00",
      ttc: "1200.00",
      lignes: [{ categorieTva: "S", montantHt: "1000.00" }],
    };
    expect(lignes(avoir)).toEqual([
      ["40100012", "Fournisseurs", "D", 120000],
      ["60110000", "Achats metaux precieux", "C", 100000],
      ["44566000", "TVA deductible sur ABS", "C", 20000],
    ]);
    // Net on the supplier: 7 500,00 - 1 200,00 = 6 300,00 owed, the part approved (84 g: 5 250,00 + 1 050,00).
  });
});

describe("reverse-charge gold (CGI art. 283-2 sexies): the VAT self-assessed on AE lines", () => {
  it.each([
    // [lines, base, VAT at 20 %]
    [[{ categorieTva: "AE", montantHt: "6250.00" }], "6250.00", "1250.00"],
    [
      [
        { categorieTva: "AE", montantHt: "6250.00" },
        { categorieTva: "S", montantHt: "100.00" },
      ],
      "6250.00",
      "1250.00",
    ],
    // 1 234,57 x 20 % = 246,914 -> 246,91; 0,03 x 20 % = 0,006 -> 0,01; 0,02 -> 0,004 -> 0,00
    [[{ categorieTva: "AE", montantHt: "1234.57" }], "1234.57", "246.91"],
    [[{ categorieTva: "AE", montantHt: "0.03" }], "0.03", "0.01"],
    [[{ categorieTva: "AE", montantHt: "0.02" }], "0.02", "0.00"],
    // 1 000,00 + 234,575 = 1 234,575 summed before rounding: 246,915 -> 246,92
    [
      [
        { categorieTva: "AE", montantHt: "1000.00" },
        { categorieTva: "AE", montantHt: "234.575" },
      ],
      "1234.58",
      "246.92",
    ],
    [[{ categorieTva: "AE", montantHt: "-500.00" }], "-500.00", "-100.00"],
    [[{ categorieTva: "S", montantHt: "6250.00" }], "0.00", "0.00"],
    [[{ categorieTva: null, montantHt: "6250.00" }], "0.00", "0.00"],
    [[{ categorieTva: "AE", montantHt: null }], "0.00", "0.00"],
    [[], "0.00", "0.00"],
  ] as const)("%j: base %s, VAT %s", (ls, base, tva) => {
    expect(tvaAutoliquidee(ls)).toEqual({ base, tva });
  });

  /** The refiner's fine gold, reverse-charged: 100 g x 62,50 = 6 250,00 HT, VAT 0, TTC 6 250,00. */
  const OR_FIN: FactureAchat = {
    ...FACTURE,
    tva: "0.00",
    ttc: "6250.00",
    lignes: [{ categorieTva: "AE", montantHt: "6250.00" }],
  };

  it("books 6 250,00 owed to the refiner and 1 250,00 self-assessed: deductible 44566 against due 4452, net zero", () => {
    const e = ecritureAchat(OR_FIN, COMPTES)!;
    expect(e.lignes.map((l) => [l.compte, l.libelleCompte, l.sens, l.montantCents, l.contrepartie])).toEqual([
      ["40100012", "Fournisseurs", "C", 625000, "60110000"],
      ["60110000", "Achats metaux precieux", "D", 625000, "40100012"],
      ["44566000", "TVA deductible sur ABS", "D", 125000, "44520000"],
      ["44520000", "TVA due autoliquidation", "C", 125000, "44566000"],
    ]);
    expect(estEquilibree(e)).toBe(true);
  });

  it("a mixed invoice: the AE gold self-assessed, the 20 % making charge's VAT as invoiced", () => {
    // 6 250,00 AE + 100,00 S = 6 350,00 HT, VAT 20,00 (on the making only), TTC 6 370,00.
    const e = ecritureAchat(
      {
        ...OR_FIN,
        ht: "6350.00",
        tva: "20.00",
        ttc: "6370.00",
        lignes: [
          { categorieTva: "AE", montantHt: "6250.00" },
          { categorieTva: "S", montantHt: "100.00" },
        ],
      },
      COMPTES,
    )!;
    expect(e.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["40100012", "C", 637000],
      ["60110000", "D", 635000],
      ["44566000", "D", 2000],
      ["44566000", "D", 125000],
      ["44520000", "C", 125000],
    ]);
  });

  it("a reverse-charge credit note (381) turns the self-assessment over", () => {
    const e = ecritureAchat(
      {
        ...OR_FIN,
        typeCode: "381",
        ht: "1000.00",
        ttc: "1000.00",
        lignes: [{ categorieTva: "AE", montantHt: "1000.00" }],
      },
      COMPTES,
    )!;
    expect(e.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["40100012", "D", 100000],
      ["60110000", "C", 100000],
      ["44566000", "C", 20000],
      ["44520000", "D", 20000],
    ]);
  });

  it("uses the accounts the settings name", () => {
    const e = ecritureAchat(OR_FIN, {
      ...COMPTES,
      compteTvaDeductibleAutoliquidation: "44566200",
      compteTvaDueAutoliquidation: "44571900",
    })!;
    expect(e.lignes.slice(2).map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["44566200", "D", 125000],
      ["44571900", "C", 125000],
    ]);
  });

  it("writes four balanced FEC lines", () => {
    const lib = "Facture AFN-2026-0457 Affinerie du Nord";
    expect(
      fichierFec([ecritureAchat(OR_FIN, COMPTES)!])
        .split("\r\n")
        .slice(1, -1),
    ).toEqual([
      `AC|Journal des achats|3|20261125|40100000|Fournisseurs|40100012|Affinerie du Nord|FF7|20261120|${lib}|0,00|6250,00|||20261125||`,
      `AC|Journal des achats|3|20261125|60110000|Achats metaux precieux|||FF7|20261120|${lib}|6250,00|0,00|||20261125||`,
      `AC|Journal des achats|3|20261125|44566000|TVA deductible sur ABS|||FF7|20261120|${lib}|1250,00|0,00|||20261125||`,
      `AC|Journal des achats|3|20261125|44520000|TVA due autoliquidation|||FF7|20261120|${lib}|0,00|1250,00|||20261125||`,
    ]);
  });
});
