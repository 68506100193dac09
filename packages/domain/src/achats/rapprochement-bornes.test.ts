import { describe, expect, it } from "vitest";
import { facture, ligne } from "./facture.fixture.ts";
import { fil750, mvt, rien } from "./rapprochement.fixture.ts";
import { rapprocher } from "./rapprochement.ts";

/** rapprocher's borders (the date window, the weight and titre tolerances), tie-breaks and mixed families. */

describe("rapprocher: the borders and the tie-breaks", () => {
  it.each([
    ["7 days before: no date difference", "2026-11-13", "rapprochee", []],
    [
      "8 days after: a date difference",
      "2026-11-28",
      "ecarts",
      [{ champ: "date", facture: "2026-11-20", ecrin: "2026-11-28" }],
    ],
    [
      "31 days before: still a candidate",
      "2026-10-20",
      "ecarts",
      [{ champ: "date", facture: "2026-11-20", ecrin: "2026-10-20" }],
    ],
  ])("a movement %s", (_cas, date, etat, ecarts) => {
    const r = rapprocher(facture({ lignes: [fil750()] }), { ...rien, mouvements: [mvt(9, { date })] });
    expect(r.etat).toBe(etat);
    expect(r.liens[0]?.ecarts).toEqual(ecarts);
  });

  it("same titre and weight: the nearer date, then the lower id", () => {
    const proche = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [
        mvt(11, { date: "2026-11-12" }),
        mvt(12, { date: "2026-11-21" }),
        mvt(13, { date: "2026-11-19" }),
      ],
    });
    expect(proche.liens.map((l) => l.ref)).toEqual(["12"]);
    const memeJour = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(15), mvt(14)],
    });
    expect(memeJour.liens.map((l) => l.ref)).toEqual(["14"]);
  });

  it("the same titre before a nearer weight: 585 at 75.00 loses to 750 at 70.00", () => {
    const r = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(16, { titre: 585 }), mvt(17, { fin: "70.00" })],
    });
    expect(r.liens[0]).toMatchObject({
      ref: "17",
      ecarts: [{ champ: "poids fin", facture: "75.00", ecrin: "70.00" }],
    });
  });

  it("the nearer weight even when listed second; undated, the lower id", () => {
    const r = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(40, { fin: "70.00" }), mvt(41)],
    });
    expect(r.liens.map((l) => l.ref)).toEqual(["41"]);
    const sansDate = rapprocher(facture({ date: null, lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(43, { date: "2026-01-02" }), mvt(42, { date: "2026-06-30" })],
    });
    expect(sansDate.liens.map((l) => l.ref)).toEqual(["42"]);
  });

  it("an invoice without a date: every movement a candidate, no date difference", () => {
    const r = rapprocher(facture({ date: null, lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(18, { date: "2025-01-02" })],
    });
    expect(r).toMatchObject({ etat: "rapprochee", liens: [{ ref: "18", ecarts: [] }] });
  });

  it("a line without an identifier is named by its rank; a service line is neither matched nor left out", () => {
    const r = rapprocher(facture({ lignes: [ligne(), fil750({ id: null })] }), rien);
    expect(r).toEqual({ famille: "metal", etat: "non_rapprochee", liens: [], lignesSansLien: ["2"] });
  });

  it("fine grams computed as the gold form stores them: 3 decimals, then the hundredth, half up", () => {
    // 100.006 × 0.750 = 75.0045 -> 75.005 (grammesFins, 3 decimals) -> 75.01, what /gold-form records.
    const r = rapprocher(facture({ lignes: [fil750({ quantite: "100.006" })] }), {
      ...rien,
      mouvements: [mvt(19, { fin: "75.01" })],
    });
    expect(r.etat).toBe("rapprochee");
    // 100.005 × 0.750 = 75.00375 -> 75.004 -> 75.00.
    const r2 = rapprocher(facture({ lignes: [fil750({ quantite: "100.005" })] }), {
      ...rien,
      mouvements: [mvt(20, { fin: "75.01" })],
    });
    expect(r2.liens[0]?.ecarts).toEqual([{ champ: "poids fin", facture: "75.00", ecrin: "75.01" }]);
  });

  const traite = (id: number, montant: string, date = "2026-11-20") => ({
    id,
    date,
    montant,
    numEffet: `E${id}`,
  });

  it("bills: the amount to pay when the TTC cannot be read; the lower id between two as near", () => {
    const r = rapprocher(facture({ ttc: "120,00", aPayer: "100.00" }), {
      ...rien,
      traites: [traite(22, "101.00"), traite(21, "99.00"), traite(23, "100.50", "2026-11-30")],
    });
    expect(r.liens).toEqual([
      {
        type: "traite",
        ref: "23",
        libelle: "Traite E23 du 2026-11-30",
        ligne: null,
        ecarts: [
          { champ: "montant", facture: "100.00", ecrin: "100.50" },
          { champ: "date", facture: "2026-11-20", ecrin: "2026-11-30" },
        ],
      },
    ]);
    const egal = rapprocher(facture(), { ...rien, traites: [traite(25, "121.00"), traite(24, "119.00")] });
    expect(egal.liens.map((l) => l.ref)).toEqual(["24"]);
  });

  it("bills: no readable amount, or none within 31 days, matches nothing", () => {
    expect(
      rapprocher(facture({ ttc: null, aPayer: "x" }), { ...rien, traites: [traite(26, "120.00")] }),
    ).toEqual({
      famille: "autre",
      etat: "non_rapprochee",
      liens: [],
      lignesSansLien: [],
    });
    expect(rapprocher(facture(), { ...rien, traites: [traite(27, "120.00", "2026-12-22")] }).liens).toEqual(
      [],
    );
  });

  it("stones: a lot named by the line's name in lower case, and its date 8 days off", () => {
    const lot = { noConfie: "C-2611", date: "2026-11-12", carats: "2.000" };
    const r = rapprocher(
      facture({
        lignes: [ligne({ nom: "confié c-2611, diamants", quantite: "2", unite: "CTM", refObjet: null })],
      }),
      { ...rien, lots: [{ noConfie: "C-26", date: "2026-11-20", carats: "2.000" }, lot] },
    );
    expect(r.liens).toEqual([
      {
        type: "lot_pierres",
        ref: "C-2611",
        libelle: "Confié C-2611 reçu le 2026-11-12",
        ligne: "1",
        ecarts: [{ champ: "date", facture: "2026-11-20", ecrin: "2026-11-12" }],
      },
    ]);
  });

  it("stones: the object id before a word of the name", () => {
    const lots = [
      { noConfie: "C-1", date: "2026-11-20", carats: "2.000" },
      { noConfie: "C-2", date: "2026-11-20", carats: "2.000" },
    ];
    const r = rapprocher(
      facture({ lignes: [ligne({ nom: "Lot C-1", quantite: "2", unite: "CTM", refObjet: "C-2" })] }),
      { ...rien, lots },
    );
    expect(r.liens.map((l) => l.ref)).toEqual(["C-2"]);
  });
});

describe("rapprocher: lines of another kind within a family, and the state of several links", () => {
  it("a metal invoice's lines in grams without a titre, or a titre without grams, are neither matched nor left", () => {
    const r = rapprocher(
      facture({
        lignes: [
          ligne({ nom: "Façon", quantite: "10", unite: "GRM" }),
          ligne({ id: "2", nom: "Frais 750", quantite: "1", unite: "C62" }),
          fil750({ id: "3" }),
        ],
      }),
      { ...rien, mouvements: [mvt(30)] },
    );
    expect(r).toEqual({
      famille: "metal",
      etat: "rapprochee",
      liens: [
        {
          type: "mouvement_or",
          ref: "30",
          libelle: "Achat or 750/1000 du 2026-11-19",
          ligne: "3",
          ecarts: [],
        },
      ],
      lignesSansLien: [],
    });
  });

  it("a stone invoice's service line is neither matched nor left", () => {
    const r = rapprocher(
      facture({ lignes: [ligne(), ligne({ id: "2", quantite: "2", unite: "CTM", refObjet: "C-3" })] }),
      { ...rien, lots: [{ noConfie: "C-3", date: "2026-11-20", carats: "2.000" }] },
    );
    expect(r).toMatchObject({ famille: "pierres", etat: "rapprochee", lignesSansLien: [] });
    expect(r.liens.map((l) => l.ligne)).toEqual(["2"]);
  });

  it("two links, one with a difference: differences", () => {
    const r = rapprocher(facture({ lignes: [fil750(), fil750({ id: "2" })] }), {
      ...rien,
      mouvements: [mvt(31), mvt(32, { fin: "74.50" })],
    });
    expect(r.etat).toBe("ecarts");
    expect(r.liens.map((l) => [l.ref, l.ecarts.length])).toEqual([
      ["31", 0],
      ["32", 1],
    ]);
  });
});
