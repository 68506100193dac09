import { describe, expect, it } from "vitest";
import { facture, ligne } from "./facture.fixture.ts";
import { fil750, mvt, rien } from "./rapprochement.fixture.ts";
import {
  ECART_DATE_JOURS,
  FENETRE_RAPPROCHEMENT_JOURS,
  familleAchat,
  LABELS_ETAT_RAPPROCHEMENT,
  LABELS_FAMILLE_ACHAT,
  poidsGrammes,
  rapprocher,
  titreDeLigne,
} from "./rapprochement.ts";

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

// Equivalent mutants (rapprochement.ts): the optional "/1000, ‰, millièmes" suffix of the titre in a name
// never changes the captured titre (the group is optional and (?!\d) is then checked after the digits);
// the name split on one or several separators gives the same words once empty ones are dropped; an
// undated invoice's day count is NaN, so `facture !== null` in the date difference made true adds none; a
// missing name or titre attribute read as any text without digits reads nothing either; compareCles's
// `k === -1` (all keys equal) cannot happen, the ids differ.
