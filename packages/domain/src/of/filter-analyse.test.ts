import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import {
  LISTES_OF,
  listesDeLOf,
  repartitionStatuts,
  resteALivrer,
  SEGMENT_LISTE_OF,
  TITRE_LISTE_OF,
} from "./filter-analyse.ts";

describe("the three lists of the OF analysis (spec 03 section 2.8)", () => {
  it("shows them in this order, titled word for word from the spec", () => {
    expect(LISTES_OF).toEqual(["enCours", "livres", "extensia"]);
    expect(TITRE_LISTE_OF).toEqual({
      enCours: "OFS EN COURS",
      livres: "OFS LIVRES",
      extensia: "OFS EXTENSIA",
    });
  });

  it("reads each from GET /api/of/analyse/<segment>", () => {
    expect(SEGMENT_LISTE_OF).toEqual({ enCours: "en-cours", livres: "livres", extensia: "extensia" });
  });
});

describe("listesDeLOf: which of OFS EN COURS / LIVRES / EXTENSIA an OF is in", () => {
  const sans = { factureStandard: false, factureExtensia: false };
  it.each([
    ["created", { statut: STATUT.cree, ...sans }, ["enCours"]],
    ["ready to invoice", { statut: STATUT.pretAFacturer, ...sans }, ["enCours"]],
    [
      "reinstated, with its old delivery",
      { statut: STATUT.finalise, factureStandard: true, factureExtensia: false },
      ["enCours", "livres"],
    ],
    [
      "invoiced, standard channel",
      { statut: STATUT.facture, factureStandard: true, factureExtensia: false },
      ["livres"],
    ],
    [
      "invoiced, alternate channel",
      { statut: STATUT.facture, factureStandard: false, factureExtensia: true },
      ["extensia"],
    ],
    [
      "invoiced twice, once per channel",
      { statut: STATUT.facture, factureStandard: true, factureExtensia: true },
      ["livres", "extensia"],
    ],
    ["in stock, never invoiced", { statut: STATUT.enStock, ...sans }, []],
    [
      "in stock after a sale invoiced",
      { statut: STATUT.enStock, factureStandard: true, factureExtensia: false },
      ["livres"],
    ],
  ])("%s", (_, of, listes) => {
    expect(listesDeLOf(of)).toEqual(listes);
  });
});

describe("Reste à Livrer: prix_fact of the OFs below 600", () => {
  const groupes = [
    { statut: 50, nom: "Créé", count: 3, sumPrixFact: "1200.50" },
    { statut: 200, nom: "En fabrication", count: 2, sumPrixFact: "800.25" },
    { statut: 575, nom: "Prêt à facturer", count: 1, sumPrixFact: "99.99" },
    { statut: 600, nom: "Facturé", count: 10, sumPrixFact: "15000.00" },
    { statut: 650, nom: "En stock", count: 4, sumPrixFact: "2000.00" },
  ];

  it("adds the groups still to deliver, not the invoiced nor the stock", () => {
    // 1200.50 + 800.25 + 99.99 = 2100.74, exactly (no float).
    expect(resteALivrer(groupes)).toBe("2100.74");
    expect(resteALivrer([])).toBe("0.00");
    expect(resteALivrer([{ statut: 600, sumPrixFact: "10" }])).toBe("0.00");
  });

  it("adds it to the distribution with the overall count and total", () => {
    expect(repartitionStatuts({ debut: "2026-01-01", fin: "2026-12-21" }, groupes)).toEqual({
      debut: "2026-01-01",
      fin: "2026-12-21",
      groupes,
      resteALivrer: "2100.74",
      count: 20,
      sumPrixFact: "19100.74",
    });
  });
});
