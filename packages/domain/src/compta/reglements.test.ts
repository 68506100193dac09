import { describe, expect, it } from "vitest";
import { ecrituresDe } from "./ecriture.ts";
import { avoir, COMPTES, facture } from "./exemples.fixture.ts";
import { fichierFec } from "./fec.ts";
import { ordonnerEcritures } from "./journaux.ts";
import { fichierQuadra } from "./quadra.ts";
import {
  type ComptesReglements,
  ecritureReglement,
  ecrituresReglements,
  type Reglement,
} from "./reglements.ts";

/** The default settings: journal BQ, bank 51200000, bills at the bank 51130000, client prefix 411. */
const COMPTES_BQ: ComptesReglements = {
  journal: "BQ",
  compteBanque: "51200000",
  compteEffets: "51130000",
  prefixeClient: "411",
};

/** F10001 (1 227,60 € TTC) paid on 2025-04-30, entry 5 of the payments journal. */
const paiement: Reglement = {
  nature: "paiement",
  canal: "standard",
  numero: 10001,
  date: "2025-04-30",
  numEcriture: 5,
  idClient: 123,
  nomClient: "Bijouterie Hélène",
  montant: "1227.60",
};

/** Remittance 3 of 2025-03-10 (entry 6): two bills, 500,00 € of client 123 and 250,10 € of client 45. */
const remise: Reglement = {
  nature: "remise",
  numero: 3,
  date: "2025-03-10",
  numEcriture: 6,
  effets: [
    { idClient: 123, nomClient: "Bijouterie Hélène", montant: "500.00" },
    { idClient: 45, nomClient: "Or & Perles", montant: "250.10" },
  ],
};

describe("the payments journal", () => {
  it("books an invoice's payment: the bank debited, the client credited its TTC", () => {
    const e = ecritureReglement(paiement, COMPTES_BQ);
    expect(e?.journal).toBe("BQ");
    expect(e?.journalLib).toBe("Journal des reglements");
    expect(e?.pieceRef).toBe("F10001");
    expect(e?.libelle).toBe("Reglement F10001 Bijouterie Hélène");
    expect(e?.lignes.map((l) => [l.compte, l.compteGeneral, l.sens, l.montantCents, l.contrepartie])).toEqual(
      [
        ["51200000", "51200000", "D", 122760, "41100123"],
        ["41100123", "41100000", "C", 122760, "51200000"],
      ],
    );
  });

  it("books a remittance of bills: bills at the bank debited the total, each client credited its bill", () => {
    const e = ecritureReglement(remise, COMPTES_BQ);
    expect(e?.pieceRef).toBe("LCR00000003");
    expect(e?.libelle).toBe("Remise LCR n° 3 (2 effets)");
    expect(e?.lignes.map((l) => [l.compte, l.sens, l.montantCents, l.auxiliaire?.libelle ?? null])).toEqual([
      ["51130000", "D", 75010, null],
      ["41100123", "C", 50000, "Bijouterie Hélène"],
      ["41100045", "C", 25010, "Or & Perles"],
    ]);
  });

  it("a remittance of two bills: its line on the bills account, balanced against that account", () => {
    const e = ecritureReglement(remise, COMPTES_BQ);
    // 500.00 + 250.10 = 750.10 € debited.
    expect(e?.lignes[0]).toEqual({
      compte: "51130000",
      compteGeneral: "51130000",
      libelleCompte: "Effets a l'encaissement",
      auxiliaire: null,
      sens: "D",
      montantCents: 75010,
      contrepartie: "51130000",
      echeance: null,
    });
  });

  it("a remittance whose one bill is left once the zero one is dropped: the entry written out", () => {
    const e = ecritureReglement(
      {
        nature: "remise",
        numero: 4,
        date: "2025-03-12",
        numEcriture: 7,
        effets: [
          { idClient: 45, nomClient: "Or & Perles", montant: "0.00" },
          { idClient: 123, nomClient: "Bijouterie Hélène", montant: "812.35" },
        ],
      },
      COMPTES_BQ,
    );
    expect(e).toEqual({
      journal: "BQ",
      journalLib: "Journal des reglements",
      pieceRef: "LCR00000004",
      numero: 4,
      numEcriture: 7,
      date: "2025-03-12",
      libelle: "Remise LCR n° 4 (1 effet)",
      lignes: [
        {
          compte: "51130000",
          compteGeneral: "51130000",
          libelleCompte: "Effets a l'encaissement",
          auxiliaire: null,
          sens: "D",
          montantCents: 81235,
          contrepartie: "41100123",
          echeance: null,
        },
        {
          compte: "41100123",
          compteGeneral: "41100000",
          libelleCompte: "Clients",
          auxiliaire: { numero: "41100123", libelle: "Bijouterie Hélène" },
          sens: "C",
          montantCents: 81235,
          contrepartie: "51130000",
          echeance: null,
        },
      ],
    });
    expect(
      ecritureReglement(
        { nature: "remise", numero: 5, date: "2025-03-12", numEcriture: 8, effets: [] },
        COMPTES_BQ,
      ),
    ).toBeNull();
  });

  it("an alternate-channel invoice's payment: piece FX12 on the bank line", () => {
    const e = ecritureReglement(
      {
        ...paiement,
        canal: "alternatif",
        numero: 12,
        idClient: 45,
        nomClient: "Or & Perles",
        montant: "10.00",
      },
      COMPTES_BQ,
    );
    expect([e?.pieceRef, e?.libelle, e?.lignes[0]?.libelleCompte, e?.lignes[0]?.montantCents]).toEqual([
      "FX12",
      "Reglement FX12 Or & Perles",
      "Banque",
      1000,
    ]);
  });

  it("writes the payments in the FEC under their journal, and nothing for a zero payment", () => {
    const es = ecrituresReglements([paiement, { ...paiement, numero: 10002, montant: "0.00" }], COMPTES_BQ);
    expect(es).toHaveLength(1);
    expect(fichierFec(es).split("\r\n")[1]).toBe(
      "BQ|Journal des reglements|5|20250430|51200000|Banque|||" +
        "F10001|20250430|Reglement F10001 Bijouterie Helene|1227,60|0,00|||20250430||",
    );
  });
});

describe("the journals in one file", () => {
  // Built inside each test, not when the file is read: a rule that throws must fail a test, not the file's
  // collection (which Stryker's vitest runner counts as a surviving mutant).
  const ventes = () => ecrituresDe([facture(), avoir()], COMPTES); // 2025-03-07 (41), 2025-03-10 (42)
  const reglements = () => ecrituresReglements([paiement, remise], COMPTES_BQ); // 2025-04-30 (5), 2025-03-10 (6)

  it("orders entries by date, then by the journal's place in the list, then by their number", () => {
    const es = ordonnerEcritures([ventes(), reglements()]);
    expect(es.map((e) => `${e.date} ${e.journal} ${e.numEcriture}`)).toEqual([
      "2025-03-07 VT 41",
      "2025-03-10 VT 42",
      "2025-03-10 BQ 6",
      "2025-04-30 BQ 5",
    ]);
  });

  it("gives the same bytes whatever order the journals' entries were read in", () => {
    const a = ordonnerEcritures([ventes(), reglements()]);
    const b = ordonnerEcritures([[...ventes()].reverse(), [...reglements()].reverse()]);
    expect(fichierFec(b)).toBe(fichierFec(a));
    expect(fichierQuadra(b)).toBe(fichierQuadra(a));
    expect(fichierQuadra(a).split("\r\n")[2]?.slice(9, 11)).toBe("VT");
    expect(fichierQuadra(a).split("\r\n").at(-2)?.slice(9, 11)).toBe("BQ");
  });
});

describe("an invoice settled by a bill of exchange is credited once (issue 25 point 8)", () => {
  // F10001 (1 227,60 € TTC) settled by a bill of 1 227,60 € remitted on 2025-03-10 (remittance 3,
  // entry 6); the invoice's payment date 2025-04-30 (entry 5) is the bill collected by the bank.
  const remiseF10001: Reglement = {
    ...remise,
    effets: [{ idClient: 123, nomClient: "Bijouterie Hélène", montant: "1227.60" }],
  };
  const encaissement: Reglement = { ...paiement, parEffet: true };

  it("books the payment date of a bill-settled invoice as the bill collected: bank against bills, client untouched", () => {
    const e = ecritureReglement(encaissement, COMPTES_BQ);
    expect(e?.pieceRef).toBe("F10001");
    expect(e?.libelle).toBe("Encaissement LCR F10001 Bijouterie Hélène");
    expect(e?.lignes.map((l) => [l.compte, l.compteGeneral, l.sens, l.montantCents, l.contrepartie])).toEqual(
      [
        ["51200000", "51200000", "D", 122760, "51130000"],
        ["51130000", "51130000", "C", 122760, "51200000"],
      ],
    );
    expect(ecritureReglement({ ...encaissement, montant: "0.00" }, COMPTES_BQ)).toBeNull();
  });

  it("credits the client 1 227,60 € once in BQ, and the bills account ends at zero", () => {
    const es = ecrituresReglements([remiseF10001, encaissement], COMPTES_BQ);
    const lignes = es.flatMap((e) => e.lignes);
    const solde = (compte: string) =>
      lignes
        .filter((l) => l.compte === compte)
        .reduce((s, l) => s + (l.sens === "D" ? l.montantCents : -l.montantCents), 0);
    expect(solde("41100123")).toBe(-122760);
    expect(solde("51130000")).toBe(0);
    expect(solde("51200000")).toBe(122760);
    expect(fichierFec(es).split("\r\n").slice(1, -1)).toEqual([
      "BQ|Journal des reglements|6|20250310|51130000|Effets a l'encaissement|||LCR00000003|20250310|Remise LCR no 3 (1 effet)|1227,60|0,00|||20250310||",
      "BQ|Journal des reglements|6|20250310|41100000|Clients|41100123|Bijouterie Helene|LCR00000003|20250310|Remise LCR no 3 (1 effet)|0,00|1227,60|||20250310||",
      "BQ|Journal des reglements|5|20250430|51200000|Banque|||F10001|20250430|Encaissement LCR F10001 Bijouterie Helene|1227,60|0,00|||20250430||",
      "BQ|Journal des reglements|5|20250430|51130000|Effets a l'encaissement|||F10001|20250430|Encaissement LCR F10001 Bijouterie Helene|0,00|1227,60|||20250430||",
    ]);
  });

  it("the FEC balances per journal: debits = credits in VT and in BQ", () => {
    const fichier = fichierFec(
      ordonnerEcritures([
        ecrituresDe([facture(), avoir()], COMPTES),
        ecrituresReglements([remiseF10001, encaissement, paiement], COMPTES_BQ),
      ]),
    );
    const totaux = new Map<string, { d: number; c: number }>();
    // Cents read exactly: the FEC writes every amount with two decimals ("1227,60" is 122760).
    for (const ligne of fichier.split("\r\n").slice(1, -1)) {
      const f = ligne.split("|");
      const t = totaux.get(f[0]!) ?? { d: 0, c: 0 };
      t.d += Number(f[11]!.replace(",", ""));
      t.c += Number(f[12]!.replace(",", ""));
      totaux.set(f[0]!, t);
    }
    expect([...totaux.keys()].sort()).toEqual(["BQ", "VT"]);
    for (const [journal, t] of totaux) expect({ journal, ecart: t.d - t.c }).toEqual({ journal, ecart: 0 });
    expect(totaux.get("BQ")).toEqual({ d: 122760 * 3, c: 122760 * 3 });
  });
});
// Equivalent mutants (reglements.ts): a payment's piece built with nature "" is an invoice's all the same
// (only "avoir" differs); the balance guard cannot fail (the bank line is the sum of the client lines).
