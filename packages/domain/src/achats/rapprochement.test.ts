import { describe, expect, it } from "vitest";
import { facture, ligne } from "./facture.fixture.ts";
import {
  type Connu,
  ECART_DATE_JOURS,
  FENETRE_RAPPROCHEMENT_JOURS,
  familleAchat,
  LABELS_ETAT_RAPPROCHEMENT,
  LABELS_FAMILLE_ACHAT,
  poidsGrammes,
  rapprocher,
  titreDeLigne,
} from "./rapprochement.ts";

const rien: Connu = { mouvements: [], lots: [], traites: [] };

/** The refiner's invoice of 100 g of 750 wire on 20/11/2026: 75.00 fine grams. */
const fil750 = (o: Partial<Parameters<typeof ligne>[0]> = {}) =>
  ligne({ nom: "Fil or jaune 750 diam. 1,2 mm", quantite: "100.000", unite: "GRM", ...o });

const mvt = (id: number, o: Partial<Connu["mouvements"][number]> = {}) => ({
  id,
  date: "2026-11-19",
  titre: 750,
  fin: "75.00",
  designation: "Achat or 750/1000",
  ...o,
});

describe("titreDeLigne: a refiner writes the titre as an attribute or in the name", () => {
  it.each([
    [{ nom: "Fil or 750 diam. 1,2" }, 750],
    [{ nom: "Plaque 585/1000" }, 585],
    [{ nom: "Grenaille", attributs: [{ nom: "Titre", valeur: "916" }] }, 916],
    [{ nom: "Fil diam. 12 mm" }, null],
    [{ nom: "Lot 12345" }, null],
    [{ nom: "Or jaune 750‰" }, 750],
    [{ nom: "Or gris 750 millièmes" }, 750],
    [{ nom: "Or rouge 750 / 1000" }, 750],
    [{ nom: "750 fil" }, 750],
    [{ nom: "Fil 7500" }, null],
    [{ nom: "Fil 250" }, null],
    [{ nom: null }, null],
    [{ nom: "Grenaille 750", attributs: [{ nom: "TITRE (‰)", valeur: " 916 g" }] }, 916],
    [{ nom: "Lingot", attributs: [{ nom: "Titre", valeur: "999.9" }] }, 999],
    [{ nom: "Lingot", attributs: [{ nom: "Titre", valeur: "1001" }] }, null],
    [{ nom: "Lingot", attributs: [{ nom: "Titre", valeur: "1000" }] }, 1000],
    [{ nom: "Lingot", attributs: [{ nom: "Titre", valeur: "001" }] }, 1],
    [{ nom: "Lingot", attributs: [{ nom: "Titre", valeur: "0000" }] }, null],
    [{ nom: "Lingot", attributs: [{ nom: "Titre", valeur: "x916" }] }, null],
    [{ nom: "Lingot 585", attributs: [{ nom: "Couleur", valeur: "916" }] }, 585],
  ])("%o -> %s", (o, titre) => {
    expect(titreDeLigne(ligne(o))).toBe(titre);
  });
});

describe("rapprocher: metal lines to the supplier's gold movements (weight, titre, date)", () => {
  it("100 g of 750 is the gold-form purchase of 75.00 fine grams the day before: matched, no difference", () => {
    const r = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(1), mvt(2, { fin: "60.00" })],
    });
    expect(r).toEqual({
      famille: "metal",
      etat: "rapprochee",
      liens: [
        {
          type: "mouvement_or",
          ref: "1",
          libelle: "Achat or 750/1000 du 2026-11-19",
          ligne: "1",
          ecarts: [],
        },
      ],
      lignesSansLien: [],
    });
  });

  it("the nearest weight is taken, and its difference shown (75.00 invoiced, 74.50 received)", () => {
    const r = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(3, { fin: "74.50" })],
    });
    expect(r.etat).toBe("ecarts");
    expect(r.liens[0]?.ecarts).toEqual([{ champ: "poids fin", facture: "75.00", ecrin: "74.50" }]);
  });

  it("a movement of another titre is taken only when no same-titre one is there, with the titre as a difference", () => {
    const r = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(4, { titre: 585, fin: "75.00" })],
    });
    expect(r.liens[0]?.ecarts).toEqual([{ champ: "titre", facture: "750", ecrin: "585" }]);
  });

  it("a movement 10 days away is matched with the date as a difference; 32 days away is not a candidate", () => {
    const dix = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(5, { date: "2026-11-10" })],
    });
    expect(dix.liens[0]?.ecarts).toEqual([{ champ: "date", facture: "2026-11-20", ecrin: "2026-11-10" }]);
    const loin = rapprocher(facture({ lignes: [fil750()] }), {
      ...rien,
      mouvements: [mvt(6, { date: "2026-10-19" })],
    });
    expect(loin).toMatchObject({
      famille: "metal",
      etat: "non_rapprochee",
      liens: [],
      lignesSansLien: ["1"],
    });
  });

  it("two lines take two movements, never the same one twice", () => {
    const r = rapprocher(facture({ lignes: [fil750(), fil750({ id: "2" })] }), {
      ...rien,
      mouvements: [mvt(7)],
    });
    expect(r.liens.map((l) => l.ref)).toEqual(["7"]);
    expect(r).toMatchObject({ etat: "ecarts", lignesSansLien: ["2"] });
  });

  it("a weight in kilograms counts as grams: 0.1 kg of 750 is 75.00 fine", () => {
    const r = rapprocher(facture({ lignes: [fil750({ quantite: "0.1", unite: "KGM" })] }), {
      ...rien,
      mouvements: [mvt(8)],
    });
    expect(r.etat).toBe("rapprochee");
  });
});

describe("rapprocher: stone lines to the stone receptions (lot, carats)", () => {
  const lot = { noConfie: "C-2611", date: "2026-11-18", carats: "12.350" };
  const pierres = (o: Partial<Parameters<typeof ligne>[0]> = {}) =>
    ligne({ nom: "Diamants ronds 1,5 mm G VS", quantite: "12.35", unite: "CTM", refObjet: "C-2611", ...o });

  it.each([
    ["by the invoiced object id (BT-128)", {}],
    ["by the seller's item id (BT-155)", { refObjet: null, refVendeur: "c-2611" }],
    ["by a word of the line's name", { refObjet: null, nom: "Confié C-2611 diamants" }],
  ])("%s, same carats: matched", (_, o) => {
    const r = rapprocher(facture({ lignes: [pierres(o)] }), { ...rien, lots: [lot] });
    expect(r).toEqual({
      famille: "pierres",
      etat: "rapprochee",
      liens: [
        {
          type: "lot_pierres",
          ref: "C-2611",
          libelle: "Confié C-2611 reçu le 2026-11-18",
          ligne: "1",
          ecarts: [],
        },
      ],
      lignesSansLien: [],
    });
  });

  it("12.500 ct invoiced for 12.350 received: the carats differ", () => {
    const r = rapprocher(facture({ lignes: [pierres({ quantite: "12.5" })] }), { ...rien, lots: [lot] });
    expect(r.liens[0]?.ecarts).toEqual([{ champ: "carats", facture: "12.500", ecrin: "12.350" }]);
  });

  it("an unknown lot leaves the line without a match", () => {
    const r = rapprocher(facture({ lignes: [pierres({ refObjet: "C-9999" })] }), { ...rien, lots: [lot] });
    expect(r).toMatchObject({ etat: "non_rapprochee", lignesSansLien: ["1"] });
  });
});

describe("rapprocher: other invoices to the supplier's bills by amount", () => {
  const traite = (id: number, montant: string, date = "2026-11-20") => ({
    id,
    date,
    montant,
    numEffet: `E${id}`,
  });

  it("the bill of the invoice's TTC is its match", () => {
    const r = rapprocher(facture(), { ...rien, traites: [traite(1, "119.00"), traite(2, "120.00")] });
    expect(r).toEqual({
      famille: "autre",
      etat: "rapprochee",
      liens: [{ type: "traite", ref: "2", libelle: "Traite E2 du 2026-11-20", ligne: null, ecarts: [] }],
      lignesSansLien: [],
    });
  });

  it("the nearest amount, with its difference", () => {
    const r = rapprocher(facture(), { ...rien, traites: [traite(3, "119.00")] });
    expect(r.liens[0]?.ecarts).toEqual([{ champ: "montant", facture: "120.00", ecrin: "119.00" }]);
  });

  it("no bill: not matched", () => {
    expect(rapprocher(facture(), rien)).toEqual({
      famille: "autre",
      etat: "non_rapprochee",
      liens: [],
      lignesSansLien: [],
    });
  });
});

describe("the lines' weight and the invoice's family", () => {
  it.each([
    [{ quantite: "100", unite: "GRM" }, "100.000"],
    [{ quantite: "0.125", unite: "KGM" }, "125.000"],
    [{ quantite: "100", unite: "CTM" }, null],
    [{ quantite: "1,5", unite: "GRM" }, null],
    [{ quantite: null, unite: "GRM" }, null],
  ])("%o weighs %s g", (o, poids) => {
    expect(poidsGrammes(ligne(o))).toBe(poids);
  });

  it.each([
    ["grams of a titre", [ligne({ nom: "Fil 750", quantite: "10", unite: "GRM" })], "metal"],
    ["grams without a titre", [ligne({ nom: "Fil", quantite: "10", unite: "GRM" })], "autre"],
    ["carats", [ligne({ quantite: "1.5", unite: "CTM" })], "pierres"],
    ["unreadable carats", [ligne({ quantite: "1,5", unite: "CTM" })], "autre"],
    [
      "carats of a line naming a titre",
      [ligne({ nom: "Diamants sertis sur or 750", quantite: "2", unite: "CTM" })],
      "pierres",
    ],
    [
      "a service then stones: stones",
      [ligne(), ligne({ id: "2", quantite: "1.5", unite: "CTM" })],
      "pierres",
    ],
    [
      "a service then metal: metal",
      [ligne(), ligne({ id: "2", nom: "Fil 750", quantite: "10", unite: "GRM" })],
      "metal",
    ],
    [
      "stones and metal: metal first",
      [
        ligne({ quantite: "1.5", unite: "CTM" }),
        ligne({ id: "2", nom: "Fil 750", quantite: "10", unite: "GRM" }),
      ],
      "metal",
    ],
  ])("%s: %s", (_cas, lignes, famille) => {
    expect(familleAchat(facture({ lignes }))).toBe(famille);
  });

  it("names families and states in French, and its windows in days", () => {
    expect(LABELS_FAMILLE_ACHAT).toEqual({ metal: "Métal", pierres: "Pierres", autre: "Autre" });
    expect(LABELS_ETAT_RAPPROCHEMENT).toEqual({
      rapprochee: "Rapprochée",
      ecarts: "Écarts",
      non_rapprochee: "Non rapprochée",
    });
    expect([FENETRE_RAPPROCHEMENT_JOURS, ECART_DATE_JOURS]).toEqual([31, 7]);
  });
});

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
      rapprocher(facture({ ttc: null, aPayer: "x" }), { ...rien, traites: [traite(26, "120.00")] }).liens,
    ).toEqual([]);
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
// Equivalent mutants (rapprochement.ts): the optional "/1000, ‰, millièmes" suffix of the titre in a name
// never changes the captured titre (the group is optional and (?!\d) is then checked after the digits);
// the name split on one or several separators gives the same words once empty ones are dropped; an
// undated invoice's day count is NaN, so `facture !== null` in the date difference made true adds none.
