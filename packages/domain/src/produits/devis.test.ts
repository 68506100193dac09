import { describe, expect, it } from "vitest";
import {
  arrondiPrixDevis,
  calculerDevis,
  coeffTresSerre,
  cout3d,
  DEVIS_COUTS_VIDES,
  type DevisCours,
  type DevisPierre,
  prixNormal,
  saisirCoutDevis,
} from "./devis.ts";

/** The demo's rates: 1 €/$ 1.08, 2 labour 0.95 €/min, 3 metal 72 €/g, 8 coefficient 2.2. */
const COURS: DevisCours = { euroDollar: "1.08", mainOeuvre: "0.95", metalGramme: "72", coefficient: "2.2" };

describe("3D work (spec 03 section 9), rounded up to the cent", () => {
  it.each([
    ["25", "325.00"],
    ["2.5", "32.50"],
    ["0.01", "0.13"],
  ])("3D: %s min × 13 = %s", (minutes, attendu) => {
    expect(cout3d(minutes)).toBe(attendu);
  });
});

describe("price tiers", () => {
  it.each([
    ["1231", "1240.00"],
    ["1240", "1240.00"],
    ["1240.01", "1250.00"],
    ["0.01", "10.00"],
    ["0", "0.00"],
  ])("rounded up to the next 10: %s -> %s", (x, attendu) => {
    expect(arrondiPrixDevis(x)).toBe(attendu);
  });

  it.each([
    ["2999.99", "1.25"],
    ["3000", "1.27"],
    ["3000.01", "1.27"],
  ])("très serré coefficient for a cost price of %s: %s", (revient, attendu) => {
    expect(coeffTresSerre(revient)).toBe(attendu);
  });

  it.each([
    ["1000", "0", "1100.00"], // 1080 + 20
    ["1001", "0", "1110.00"], // 1081.08 + 20 = 1101.08
    ["1000", "42.21", "1150.00"], // 1080 + 20 + 42.21
  ])("Normal = 1.08 × %s + 20 + façon %s = %s", (base, facon, attendu) => {
    expect(prixNormal(base, facon)).toBe(attendu);
  });
});

const pierres: DevisPierre[] = [
  {
    description: "Diamant rond 1,20 mm VS",
    qte: 12,
    poids: "0.096",
    euro: "520",
    dollar: "561.6",
    coeff: "1.8",
    idPier: 3,
    idQual: 2,
  },
  {
    description: "Saphir libre",
    qte: 1,
    poids: "0.5",
    euro: "0",
    dollar: "800",
    coeff: "2",
    idPier: null,
    idQual: null,
  },
];

describe("calculerDevis: a worked quote", () => {
  const couts = {
    tempsMo: "120",
    temps3d: "30",
    poidsMg: "4500",
    poidsFaconMg: "0",
    serti: "85.50",
    divers: "12",
  };

  it("with our metal (Poids)", () => {
    const r = calculerDevis(couts, pierres, COURS);
    expect(r.lignes.map((l) => [l.libelle, l.montant])).toEqual([
      ["Main d'oeuvre", "114.00"], // 120 × 0.95
      ["3D", "390.00"], // 30 × 13
      ["Métal", "324.00"], // 4.5 g × 72
      ["Façon", "0.00"],
      ["Serti", "85.50"],
      ["Divers", "12.00"],
    ]);
    // 520 × 0.096 = 49.92, × 1.8 = 89.856 -> 89.86; 800 × 0.5 / 1.08 = 370.370... -> 370.38, × 2 = 740.76.
    expect(r.pierres.map((p) => [p.cout, p.prixVente])).toEqual([
      ["49.92", "89.86"],
      ["370.38", "740.76"],
    ]);
    expect(r).toMatchObject({
      totalPierresCout: "420.30",
      totalPierresVente: "830.62",
      fabrication: "925.50",
      facon: "0.00",
      prixRevient: "1345.80",
      baseNormal: "2866.72", // 925.50 × 2.2 + 830.62
    });
    expect(r.tarifs.map((t) => [t.libelle, t.coeff, t.prix])).toEqual([
      ["Normal", null, "3120.00"], // 1.08 × 2866.72 + 20 = 3116.0576
      ["Très serré", "1.25", "1690.00"], // 1682.25
      ["ATC", "1.4", "1890.00"], // 1884.12
      ["Création", "1.6", "2160.00"], // 2153.28
      ["SAV", "1.8", "2430.00"], // 2422.44
    ]);
  });

  it("with the client's metal (Poids Façon): no metal line, the façon in the cost and in Normal", () => {
    const r = calculerDevis({ ...couts, poidsMg: "0", poidsFaconMg: "4500" }, pierres, COURS);
    expect(r).toMatchObject({
      fabrication: "601.50",
      facon: "81.00",
      prixRevient: "1102.80",
      baseNormal: "2153.92",
    });
    expect(r.tarifs.map((t) => t.prix)).toEqual([
      "2430.00", // 1.08 × 2153.92 + 20 + 81 = 2427.2336
      "1380.00", // 1.25 × 1102.80 = 1378.50
      "1550.00", // 1543.92
      "1770.00", // 1764.48
      "1990.00", // 1985.04
    ]);
  });

  it("switches très serré to 1.27 at a cost price of 3000", () => {
    const bas = calculerDevis({ ...DEVIS_COUTS_VIDES, divers: "2999.99" }, [], COURS);
    expect(bas.tarifs[1]).toMatchObject({ coeff: "1.25", prix: "3750.00" }); // 3749.9875
    const haut = calculerDevis({ ...DEVIS_COUTS_VIDES, divers: "3000" }, [], COURS);
    expect(haut.tarifs[1]).toMatchObject({ coeff: "1.27", prix: "3810.00" });
  });

  it("an empty quote is all zeros", () => {
    const r = calculerDevis(DEVIS_COUTS_VIDES, [], COURS);
    expect(r.prixRevient).toBe("0.00");
    expect(r.tarifs.map((t) => t.prix)).toEqual(["20.00", "0.00", "0.00", "0.00", "0.00"]);
  });
});

describe("saisirCoutDevis: Poids and Poids Façon clear each other (spec 03 section 4)", () => {
  const vide = { tempsMo: "", temps3d: "", poidsMg: "", poidsFaconMg: "", serti: "", divers: "" };

  it("filling Poids Façon clears Poids, and vice versa", () => {
    const avecPoids = saisirCoutDevis(vide, "poidsMg", "4500");
    expect(avecPoids).toMatchObject({ poidsMg: "4500", poidsFaconMg: "" });
    const avecFacon = saisirCoutDevis(avecPoids, "poidsFaconMg", "3200");
    expect(avecFacon).toMatchObject({ poidsMg: "", poidsFaconMg: "3200" });
    expect(saisirCoutDevis(avecFacon, "poidsMg", "1")).toMatchObject({ poidsMg: "1", poidsFaconMg: "" });
  });

  it("emptying one leaves the other; other fields never clear anything", () => {
    const avecPoids = saisirCoutDevis(vide, "poidsMg", "4500");
    expect(saisirCoutDevis(avecPoids, "poidsFaconMg", " ")).toMatchObject({
      poidsMg: "4500",
      poidsFaconMg: " ",
    });
    expect(saisirCoutDevis(avecPoids, "serti", "12")).toMatchObject({ poidsMg: "4500", serti: "12" });
  });
});
