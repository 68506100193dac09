import { describe, expect, it } from "vitest";
import { type CoursPrix, calculerPrixProduit, margePourcent, type PrixInputs } from "./prix.ts";
import { prixRetenuSelonStade, prixSelonStade, revientReproductionSelonStade } from "./prix-stade.ts";

// The demo rates: 1 €/$ 1.08, 2 labour 0.95 €/min, 3 metal 72 €/g, 8 coefficient 2.2.
const COURS: CoursPrix = {
  euroDollar: "1.0800",
  mainOeuvre: "0.9500",
  metalGramme: "72.0000",
  coefficient: "2.2000",
};

describe("margePourcent: round(100 x (price - cost) / price)", () => {
  it.each([
    ["2485.17", "1346.14", 46],
    ["8", "7", 13], // 12.5 -> 13, half up
    ["200", "201", -1], // -0.5 -> -1, away from zero
    ["100", "100", 0],
  ])("price %s, cost %s -> %i %%", (prix, revient, attendu) => {
    expect(margePourcent(prix, revient)).toBe(attendu);
  });

  it("has no margin for a zero price", () => {
    expect(margePourcent("0.00", "12.00")).toBeNull();
  });
});

const PRODUIT: PrixInputs = {
  cours: COURS,
  centre: {
    plusMo: "125.00",
    plusFonte: "4400.000",
    plusPoids: "4000.000",
    plusSerti: "36.50",
    prixDivers: "12.00",
  },
  centreVide: { facon: "110.00", faconFonte: "4600.000", poidsMetal: "4000.000", sertiMin: "20.00" },
  pierres: [
    { qte: 1, pdsR: "0.523", euro: "1450.0000", dollar: "1566.0000", coeff: "1.6000", centre: 1 },
    { qte: 12, pdsR: "0.084", euro: "0.0000", dollar: "520.0000", coeff: "1.8000", centre: 0 },
    { qte: 2, pdsR: "0.031", euro: "415.5000", dollar: "0.0000", coeff: "1.8000", centre: 0 },
  ],
};

// Computed inside each test, not when the file is collected (a mutant that throws must fail a test).
const prixProduit = () => calculerPrixProduit(PRODUIT);

describe("calculerPrixProduit, a worked example", () => {
  it("prices the piece: parts x rate 8, plus each stone at its selling price", () => {
    // 118.75 + 288.00 + 79.20 + 36.50 + 12.00 = 534.45; x 2.2 = 1175.79.
    const prix = prixProduit();
    expect(prix.piece).toEqual({
      mainOeuvre: "118.75",
      metal: "288.00",
      faconFonte: "79.20",
      serti: "36.50",
      divers: "12.00",
      revient: "534.45",
      prix: "1175.79",
    });
    expect(prix.pierres).toEqual([
      { revient: "758.35", prix: "1213.36" },
      { revient: "40.45", prix: "72.81" },
      { revient: "12.89", prix: "23.21" },
    ]);
    expect(prix.pierresCentre).toEqual({ revient: "758.35", prix: "1213.36" });
    expect(prix.pierresEntourage).toEqual({ revient: "53.34", prix: "96.02" });
    // 1175.79 + 1213.36 + 96.02; 534.45 + 758.35 + 53.34.
    expect(prix.total3).toBe("2485.17");
    expect(prix.revientPiece).toBe("1346.14");
    expect(prix.margePiece).toBe(46);
  });

  it("prices the centre vide from the centre-vide catalogue, without stones", () => {
    // 104.50 + 288.00 + 82.80 + 20.00 = 495.30; x 2.2 = 1089.66.
    const prix = prixProduit();
    expect(prix.centreVide).toEqual({
      mainOeuvre: "104.50",
      metal: "288.00",
      faconFonte: "82.80",
      serti: "20.00",
      divers: "0.00",
      revient: "495.30",
      prix: "1089.66",
    });
    expect(prix.totalcv).toBe("1089.66");
    expect(prix.revientCv).toBe("495.30");
    expect(prix.margeCv).toBe(55); // 54.545...
  });

  it("prices the MFS as the cast mounting: metal and façon sur fonte", () => {
    // 288.00 + 82.80 = 370.80; x 2.2 = 815.76.
    const prix = prixProduit();
    expect(prix.revientMfs).toBe("370.80");
    expect(prix.totalMfs).toBe("815.76");
    expect(prix.mfs.mainOeuvre).toBe("0.00");
    expect(prix.mfs.serti).toBe("0.00");
    expect(prix.margeMfs).toBe(55);
  });

  it("falls back on the centre's own values without a centre vide (no sundries)", () => {
    const sansCv = calculerPrixProduit({ ...PRODUIT, centreVide: null });
    // 118.75 + 288.00 + 79.20 + 36.50 = 522.45; x 2.2 = 1149.39. MFS 288.00 + 79.20 = 367.20 -> 807.84.
    expect([sansCv.revientCv, sansCv.totalcv]).toEqual(["522.45", "1149.39"]);
    expect([sansCv.revientMfs, sansCv.totalMfs]).toEqual(["367.20", "807.84"]);
    expect(sansCv.total3).toBe("2485.17");
  });

  it("gives zeros and no margin for an empty product", () => {
    const zero = "0";
    const vide = calculerPrixProduit({
      cours: COURS,
      centre: { plusMo: zero, plusFonte: zero, plusPoids: zero, plusSerti: zero, prixDivers: zero },
      centreVide: null,
      pierres: [],
    });
    expect([vide.total3, vide.totalcv, vide.totalMfs, vide.revientPiece]).toEqual([
      "0.00",
      "0.00",
      "0.00",
      "0.00",
    ]);
    expect(vide.margePiece).toBeNull();
    expect(vide.pierresCentre).toEqual({ revient: "0.00", prix: "0.00" });
  });

  it("moves the piece price by the exact stone price difference when a tariff changes", () => {
    const pierres = PRODUIT.pierres.map((p, i) => (i === 0 ? { ...p, euro: "1500" } : p));
    // 0.523 x 1500 = 784.50; x 1.6 = 1255.20, i.e. +41.84 on the piece price.
    expect(calculerPrixProduit({ ...PRODUIT, pierres }).total3).toBe("2527.01");
  });
});

describe("stade effects (spec 01 section 4, spec 02 section 9)", () => {
  it.each([
    [1, "mfs", "815.76", "370.80"],
    [3, "centreVide", "1089.66", "495.30"],
    [2, "piece", "2485.17", "1346.14"],
    [12, "piece", "2485.17", "1346.14"],
    [null, "piece", "2485.17", "1346.14"],
  ] as const)("stade %s uses the %s price", (stade, retenu, attendu, revient) => {
    expect(prixRetenuSelonStade(stade)).toBe(retenu);
    expect(prixSelonStade(prixProduit(), stade)).toEqual({ prix: attendu, revient, retenu });
  });

  it.each([
    [1, "370.80"],
    [3, "495.30"],
    [2, "1346.14"],
    [4, "1346.14"],
    [5, "0.00"],
    [null, "0.00"],
  ])("reproduction cost of stade %s is %s", (stade, attendu) => {
    expect(revientReproductionSelonStade(prixProduit(), stade)).toBe(attendu);
  });
});

// Equivalent mutants: `pierres[i]?.centre` without `?.` (i indexes the lines mapped from the same array: never
// past its end); prix-stade.ts: the `never` default of prixSelonStade emptied (2, unreachable: `retenu` is one of
// the three cases).
