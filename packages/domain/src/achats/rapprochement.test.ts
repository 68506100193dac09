import { describe, expect, it } from "vitest";
import { facture, ligne } from "./facture.fixture.ts";
import { type Connu, rapprocher, titreDeLigne } from "./rapprochement.ts";

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
