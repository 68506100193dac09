import { describe, expect, it } from "vitest";
import { totauxDocument } from "../facturation/index.ts";
import {
  clientsSansCompte,
  compteClient,
  compteCollectifClients,
  compteFixe,
  ecritureDe,
  ecrituresDe,
  estEquilibree,
  montantCents,
  msgClientsSansCompte,
  pieceRef,
  reglagesComptaValides,
  totauxSens,
} from "./ecriture.ts";
import { avoir, COMPTES, facture } from "./exemples.fixture.ts";

describe("accounts", () => {
  it("builds the client account from the prefix and the id on 8 characters", () => {
    expect(compteClient("411", 123)).toBe("41100123");
    expect(compteClient("411", 12345)).toBe("41112345");
    expect(compteClient("C", 7)).toBe("C0000007");
    expect(compteCollectifClients("411")).toBe("41100000");
  });

  it("refuses an id that does not fit", () => {
    expect(() => compteClient("411", 123456)).toThrow(RangeError);
    expect(() => compteClient("411", 0)).toThrow(RangeError);
  });

  it("lists the clients without an account, for the export to refuse them in French", () => {
    const docs = [{ idClient: 123456 }, { idClient: 12 }, { idClient: 99999 }, { idClient: 123456 }];
    expect(clientsSansCompte(docs, "411")).toEqual([123456]);
    expect(clientsSansCompte(docs, "4110")).toEqual([99999, 123456]);
    expect(clientsSansCompte(docs, "41")).toEqual([]);
    expect(msgClientsSansCompte([123456], "411")).toBe(
      "Le client n° 123456 n'a pas de compte de 8 caractères avec le préfixe « 411 » : " +
        "export impossible, raccourcissez le préfixe des comptes clients dans les réglages.",
    );
    expect(msgClientsSansCompte([1, 2, 3, 4, 5, 6], "4110000")).toMatch(
      /^Les clients n° 1, 2, 3, 4, 5\.\.\. n'ont pas de compte/,
    );
  });

  it("names each series apart: F for invoices, FX for the alternate channel, AV for credit notes", () => {
    expect(pieceRef({ nature: "facture", canal: "standard", numero: 10001 })).toBe("F10001");
    expect(pieceRef({ nature: "facture", canal: "alternatif", numero: 12 })).toBe("FX12");
    expect(pieceRef({ nature: "avoir", canal: "standard", numero: 7 })).toBe("AV7");
  });
});

describe("the entry of an invoice", () => {
  it("debits the client TTC, credits sales its lines, the port account its port, VAT at 20 % its VAT, and balances", () => {
    const e = ecritureDe(facture(), COMPTES);
    expect(e).not.toBeNull();
    expect(e?.pieceRef).toBe("F10001");
    expect(e?.libelle).toBe("Facture F10001 Bijouterie Hélène");
    expect(e?.lignes.map((l) => [l.compte, l.sens, l.montantCents, l.contrepartie])).toEqual([
      ["41100123", "D", 122760, "70700000"],
      ["70700000", "C", 100000, "41100123"],
      ["70850000", "C", 2300, "41100123"],
      ["44571200", "C", 20460, "41100123"],
    ]);
    expect(e?.lignes[0]?.echeance).toBe("2025-04-30");
    expect(e?.lignes[0]?.compteGeneral).toBe("41100000");
    expect(e?.lignes[0]?.auxiliaire).toEqual({ numero: "41100123", libelle: "Bijouterie Hélène" });
    expect(totauxSens(e?.lignes ?? [])).toEqual({ debitCents: 122760, creditCents: 122760 });
    expect(e && estEquilibree(e)).toBe(true);
  });

  it("reverses a credit note: sales and VAT debited, the client credited", () => {
    const e = ecritureDe(avoir(), COMPTES);
    expect(e?.libelle).toBe("Avoir AV7 Bijouterie Hélène");
    expect(e?.lignes.map((l) => [l.compte, l.sens, l.montantCents])).toEqual([
      ["41100123", "C", 11999],
      ["70700000", "D", 9999],
      ["44571200", "D", 2000],
    ]);
    expect(e && estEquilibree(e)).toBe(true);
  });

  it("leaves out a zero VAT line, and a document of zero altogether", () => {
    const t = totauxDocument(["50"], "0", "0");
    const e = ecritureDe(facture({ ...t, categorieTva: "E" }), COMPTES);
    expect(e?.lignes.map((l) => l.compte)).toEqual(["41100123", "70720000"]);
    const zero = facture({
      totalLignes: "0.00",
      port: "0.00",
      totalHt: "0.00",
      tva: "0.00",
      totalTtc: "0.00",
    });
    expect(ecritureDe(zero, COMPTES)).toBeNull();
    expect(ecrituresDe([zero, facture()], COMPTES).map((x) => x.pieceRef)).toEqual(["F10001"]);
  });

  it("refuses totals that do not add up rather than writing an unbalanced entry", () => {
    expect(() => ecritureDe(facture({ totalTtc: "1227.61" }), COMPTES)).toThrow(/does not balance/);
    expect(() => ecritureDe(facture({ port: "22.00" }), COMPTES)).toThrow(/does not balance/);
  });

  it("refuses an account that is not 8 ASCII characters", () => {
    const ventes = { ...COMPTES.comptesVentes, S: "707000000" };
    expect(() => ecritureDe(facture(), { ...COMPTES, comptesVentes: ventes })).toThrow(RangeError);
    expect(() => ecritureDe(facture({ tauxTva: "5.50" }), { ...COMPTES, compteTva: "4457é" })).toThrow(
      RangeError,
    );
  });
});

describe("the accounting settings", () => {
  it("accepts the defaults and refuses what the files cannot hold", () => {
    expect(reglagesComptaValides(COMPTES, "123456789")).toBe(true);
    expect(reglagesComptaValides(COMPTES, "123 456 789")).toBe(true);
    expect(reglagesComptaValides({ ...COMPTES, journal: "VTE" }, "123456789")).toBe(false);
    const ventes = { ...COMPTES.comptesVentes, AE: "707300000" };
    expect(reglagesComptaValides({ ...COMPTES, comptesVentes: ventes }, "123456789")).toBe(false);
    expect(reglagesComptaValides({ ...COMPTES, comptePort: "" }, "123456789")).toBe(false);
    const tva = new Map([["20.00", "445712000"]]);
    expect(reglagesComptaValides({ ...COMPTES, comptesTvaParTaux: tva }, "123456789")).toBe(false);
    expect(reglagesComptaValides({ ...COMPTES, compteTva: "" }, "123456789")).toBe(false);
    expect(reglagesComptaValides({ ...COMPTES, prefixeClient: "4110000é" }, "123456789")).toBe(false);
    expect(reglagesComptaValides(COMPTES, "12345678")).toBe(false);
  });
});

describe("what an entry refuses, with its own message", () => {
  it.each(["", "707000000", "7070é"])("an account %o", (compte) => {
    expect(() => compteFixe(compte)).toThrow(new RangeError(`Invalid account: "${compte}"`));
  });

  it("a client whose account does not fit 8 characters", () => {
    expect(() => compteClient("411", 123456)).toThrow(
      new RangeError('Client 123456 has no 8-character account with "411"'),
    );
  });

  it("a negative amount", () => {
    expect(() => montantCents("-1.00", "F10001")).toThrow(new RangeError("Negative amount on F10001: -1.00"));
    expect(montantCents("0.00", "F10001")).toBe(0);
  });

  it("an HT that is not the lines plus port (1 000,00 + 23,00 = 1 023,00, not 1 024,00)", () => {
    expect(() => ecritureDe(facture({ totalHt: "1024.00" }), COMPTES)).toThrow(
      new RangeError("Entry F10001 does not balance (HT <> lines + port)"),
    );
  });

  it("five clients named without an ellipsis", () => {
    expect(msgClientsSansCompte([1, 2, 3, 4, 5], "4110000")).toBe(
      "Les clients n° 1, 2, 3, 4, 5 n'ont pas de compte de 8 caractères avec le préfixe « 4110000 » : export impossible, raccourcissez le préfixe des comptes clients dans les réglages.",
    );
  });

  it("adds debits and credits apart", () => {
    const l = (sens: "D" | "C", montantCents: number) => ({
      compte: "1",
      compteGeneral: "1",
      libelleCompte: "",
      auxiliaire: null,
      sens,
      montantCents,
      contrepartie: "2",
      echeance: null,
    });
    expect(totauxSens([l("D", 10000), l("C", 3000)])).toEqual({ debitCents: 10000, creditCents: 3000 });
    expect(estEquilibree({ lignes: [l("D", 10000), l("C", 3000)] })).toBe(false);
  });

  it.each([
    ["a journal with a space before", { journal: " V" }, "123456789", false],
    ["a journal with a space after", { journal: "V " }, "123456789", false],
    [
      "one VAT account of two too long",
      {
        comptesTvaParTaux: new Map([
          ["20.00", "44571200"],
          ["10.00", "445711000"],
        ]),
      },
      "123456789",
      false,
    ],
    ["a client prefix of 7", { prefixeClient: "4110000" }, "123456789", true],
    ["a client prefix of 8", { prefixeClient: "41100000" }, "123456789", false],
    ["a SIREN of 10 digits", {}, "1234567890", false],
    ["a SIREN after a letter", {}, "A123456789", false],
  ])("settings: %s", (_cas, o, siren, ok) => {
    expect(reglagesComptaValides({ ...COMPTES, ...o }, siren)).toBe(ok);
  });
});
// Equivalent mutant: asciiCourt's `s !== ""` made true (the pattern's "+" already refuses the empty text).
