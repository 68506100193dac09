import { describe, expect, it } from "vitest";
import {
  type ComptesAchats,
  compteFournisseur,
  ecritureAchat,
  ecrituresAchats,
  type FactureAchat,
} from "./achats.ts";
import { estEquilibree } from "./ecriture.ts";
import { fichierFec } from "./fec.ts";
import { fichierQuadra } from "./quadra.ts";

const COMPTES: ComptesAchats = {
  journal: "AC",
  comptesAchats: { metal: "60110000", pierres: "60120000", autre: "60400000" },
  compteTvaDeductible: "44566000",
  prefixeFournisseur: "401",
  compteTvaDeductibleAutoliquidation: "44566000",
  compteTvaDueAutoliquidation: "44520000",
};

/** The refiner's invoice of the fake platform: 750 wire, 6 250,00 HT, 1 250,00 VAT, 7 500,00 TTC. */
const AFFINEUR: FactureAchat = {
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
  ht: "6250.000000",
  tva: "1250.000000",
  ttc: "7500.000000",
  lignes: [{ categorieTva: "S", montantHt: "6250.00" }],
};

describe("the entry of an approved supplier invoice (issue 30 point 4)", () => {
  it("debits 6011 the metal's HT and 44566 its VAT, credits the supplier 40100012 its TTC", () => {
    const e = ecritureAchat(AFFINEUR, COMPTES)!;
    expect(e).toMatchObject({
      journal: "AC",
      journalLib: "Journal des achats",
      pieceRef: "FF7",
      numEcriture: 3,
      date: "2026-11-25",
      datePiece: "2026-11-20",
      libelle: "Facture AFN-2026-0457 Affinerie du Nord",
    });
    expect(e.lignes.map((l) => [l.compteGeneral, l.compte, l.libelleCompte, l.sens, l.montantCents])).toEqual(
      [
        ["40100000", "40100012", "Fournisseurs", "C", 750000],
        ["60110000", "60110000", "Achats metaux precieux", "D", 625000],
        ["44566000", "44566000", "TVA deductible sur ABS", "D", 125000],
      ],
    );
    expect(e.lignes[0]!.auxiliaire).toEqual({ numero: "40100012", libelle: "Affinerie du Nord" });
    expect(e.lignes[0]!.echeance).toBe("2026-12-20");
    expect(estEquilibree(e)).toBe(true);
  });

  it.each([
    ["pierres", "60120000", "Achats pierres"],
    ["autre", "60400000", "Achats prestations de services"],
  ] as const)("a %s invoice goes to %s", (famille, compte, libelle) => {
    const e = ecritureAchat({ ...AFFINEUR, famille }, COMPTES)!;
    expect(e.lignes[1]).toMatchObject({ compte, libelleCompte: libelle, sens: "D", montantCents: 625000 });
  });

  it("a supplier's credit note (381) is the entry reversed", () => {
    const e = ecritureAchat(
      { ...AFFINEUR, typeCode: "381", numero: "AV-12", ht: "100.00", tva: "20.00", ttc: "120.00" },
      COMPTES,
    )!;
    expect(e.libelle).toBe("Avoir AV-12 Affinerie du Nord");
    expect(e.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["40100012", "D", 12000],
      ["60110000", "C", 10000],
      ["44566000", "C", 2000],
    ]);
  });

  it("an invoice (380) of negative totals is booked reversed, amounts positive", () => {
    const e = ecritureAchat({ ...AFFINEUR, ht: "-50.00", tva: "-10.00", ttc: "-60.00" }, COMPTES)!;
    expect(e.libelle).toBe("Facture AFN-2026-0457 Affinerie du Nord");
    expect(e.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["40100012", "D", 6000],
      ["60110000", "C", 5000],
      ["44566000", "C", 1000],
    ]);
  });

  it("a seller that is no supplier of Écrin is booked on the collective account, without auxiliary", () => {
    const e = ecritureAchat({ ...AFFINEUR, idFour: null }, COMPTES)!;
    expect(e.lignes[0]).toMatchObject({ compte: "40100000", compteGeneral: "40100000", auxiliaire: null });
    expect(e.lignes[1]!.contrepartie).toBe("40100000");
  });

  it("an invoice without VAT has no VAT line; an all-zero one no entry", () => {
    const sansTva = ecritureAchat({ ...AFFINEUR, tva: "0.00", ttc: "6250.00" }, COMPTES)!;
    expect(sansTva.lignes.map((l) => l.compte)).toEqual(["40100012", "60110000"]);
    expect(ecrituresAchats([{ ...AFFINEUR, ht: "0", tva: "0", ttc: "0" }], COMPTES)).toEqual([]);
  });

  it("refuses an invoice whose TTC is not HT + VAT (a bug: approval asks BR-CO-15)", () => {
    expect(() => ecritureAchat({ ...AFFINEUR, ttc: "7500.01" }, COMPTES)).toThrow(
      new RangeError("Entry FF7 does not balance (TTC <> HT + VAT)"),
    );
  });

  it.each([
    ["401", 12, "40100012"],
    ["401", 99999, "40199999"],
    ["401", 100000, null],
    ["401", null, null],
    ["401", 0, null],
    ["401", -3, null],
    ["401", 1.5, null],
    ["4011", 7, "40110007"],
  ] as const)("supplier account of %s and %s: %s", (prefixe, id, attendu) => {
    expect(compteFournisseur(prefixe, id)).toBe(attendu);
  });
});

describe("the purchases journal in the FEC and the Quadra file", () => {
  it("gives three balanced FEC lines dated on the approval, the invoice's date as PieceDate", () => {
    const fec = fichierFec(ecrituresAchats([AFFINEUR], COMPTES));
    const lib = "Facture AFN-2026-0457 Affinerie du Nord";
    expect(fec.split("\r\n").slice(1, -1)).toEqual([
      `AC|Journal des achats|3|20261125|40100000|Fournisseurs|40100012|Affinerie du Nord|FF7|20261120|${lib}|0,00|7500,00|||20261125||`,
      `AC|Journal des achats|3|20261125|60110000|Achats metaux precieux|||FF7|20261120|${lib}|6250,00|0,00|||20261125||`,
      `AC|Journal des achats|3|20261125|44566000|TVA deductible sur ABS|||FF7|20261120|${lib}|1250,00|0,00|||20261125||`,
    ]);
  });

  it("gives Quadra M records on the supplier's own account with its due date", () => {
    const [fournisseur, achat] = fichierQuadra(ecrituresAchats([AFFINEUR], COMPTES)).split("\r\n");
    expect(fournisseur).toBe(
      "M40100012AC000251126 Facture AFN-2026-045C+00000075000060110000201226     00003                    FF7     EURAC    Facture AFN-2026-0457 Affineri",
    );
    expect(achat!.slice(0, 63)).toBe("M60110000AC000251126 Facture AFN-2026-045D+00000062500040100012");
  });
});
// Equivalent mutants: compteFournisseur's `idFour === null` made false (Number.isSafeInteger(null) is false: null
// anyway); signee's `cents < 0` made `<= 0` (a zero line is filtered out of the entry, whatever its side).
