import { describe, expect, it } from "vitest";
import {
  lignesRegistreMouvement,
  type RangGrandLivre,
  REGLES_MOUVEMENT_REGISTRE,
} from "./mouvements-metal.ts";

const rang = (o: Partial<RangGrandLivre>): RangGrandLivre => ({
  grandLivre: "fournisseur",
  or: true,
  avecTitre: false,
  entree_or_fin: "0",
  sortie_or_750: "0",
  sortie_or_fin: "0",
  ...o,
});

describe("the police register's lines of a metal ledger row: what physically came in or left", () => {
  it.each([
    [
      "Achat fil et plaque 750: 750 wire came in from the supplier, paid with fine gold from the weight account",
      rang({ entree_or_fin: "93.38", sortie_or_750: "124.50", sortie_or_fin: "124.50" }),
      [
        {
          sens: "E",
          poids: "124.500",
          titre: 750,
          poidsFin: "93.375",
          libelle: "Alliage reçu du fournisseur",
        },
      ],
    ],
    [
      "fine gold taken from the weight account alone: nothing passes through the house",
      rang({ entree_or_fin: "50.00" }),
      [],
    ],
    [
      "gold bought on the gold form at 750/1000 (its titre given), counted in fine",
      rang({ avecTitre: true, entree_or_fin: "75.00" }),
      [{ sens: "E", poids: "75.000", titre: 999, poidsFin: "75.000", libelle: "Or reçu du fournisseur" }],
    ],
    [
      "Achat lingot or fin at the refiner: fine gold came in",
      rang({ grandLivre: "affineur", entree_or_fin: "100.00" }),
      [
        {
          sens: "E",
          poids: "100.000",
          titre: 999,
          poidsFin: "100.000",
          libelle: "Métal fin reçu de l'affineur",
        },
      ],
    ],
    [
      "Envoi limailles et balayures à l'affinage: 40 g weighed as 750 left, 30 g fine",
      rang({ grandLivre: "affineur", sortie_or_750: "40.00", sortie_or_fin: "30.00" }),
      [{ sens: "S", poids: "40.000", titre: 750, poidsFin: "30.000", libelle: "Envoyé à l'affineur" }],
    ],
    [
      "a refining sent counted in fine only",
      rang({ grandLivre: "affineur", sortie_or_fin: "12.00" }),
      [
        {
          sens: "S",
          poids: "12.000",
          titre: 999,
          poidsFin: "12.000",
          libelle: "Métal fin envoyé à l'affineur",
        },
      ],
    ],
    [
      "Vieil or client: the client's old gold came in, counted in fine",
      rang({ grandLivre: "client", entree_or_fin: "18.25" }),
      [{ sens: "E", poids: "18.250", titre: 999, poidsFin: "18.250", libelle: "Métal reçu du client" }],
    ],
    [
      "Livraison métal sur compte poids: metal left to the client, counted in fine on its account",
      rang({ grandLivre: "client", sortie_or_750: "10.00", sortie_or_fin: "10.00" }),
      [
        {
          sens: "S",
          poids: "10.000",
          titre: 999,
          poidsFin: "10.000",
          libelle: "Métal livré au client sur son compte poids",
        },
      ],
    ],
    [
      "platinum alloy from a supplier: another metal than gold is counted as is",
      rang({ or: false, sortie_or_750: "20.00", sortie_or_fin: "20.00" }),
      [
        {
          sens: "E",
          poids: "20.000",
          titre: 999,
          poidsFin: "20.000",
          libelle: "Alliage reçu du fournisseur",
        },
      ],
    ],
  ])("%s", (_cas, r, lignes) => {
    expect(lignesRegistreMouvement(r)).toEqual(lignes);
  });

  it("decides every amount of every ledger once (a line, or no physical movement)", () => {
    const cles = REGLES_MOUVEMENT_REGISTRE.map((g) => `${g.grandLivre}/${g.montant}/${g.avecTitre}`);
    expect(new Set(cles).size).toBe(cles.length);
    expect(REGLES_MOUVEMENT_REGISTRE.map((g) => g.ordre)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
