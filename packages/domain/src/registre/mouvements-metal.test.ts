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
      "a refining sent whose fine weight is the refiner's assay, not 750/1000 of it: 40 g left, 28.60 g fine (not 30)",
      rang({ grandLivre: "affineur", sortie_or_750: "40.00", sortie_or_fin: "28.60" }),
      [{ sens: "S", poids: "40.000", titre: 750, poidsFin: "28.600", libelle: "Envoyé à l'affineur" }],
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

  it("is the table the database's trigger copies (migration 0021), written out", () => {
    // Each field is read by regle_registre_mouvement: a reworded type or a changed titre must fail here.
    expect(REGLES_MOUVEMENT_REGISTRE).toEqual([
      {
        ordre: 1,
        type: "Achat de métal fin à l'affineur (lingot, grenaille)",
        grandLivre: "affineur",
        montant: "entree_or_fin",
        avecTitre: null,
        saufSi: null,
        sens: "E",
        titre: "fin",
        poidsFin: "meme",
        libelle: "Métal fin reçu de l'affineur",
      },
      {
        ordre: 2,
        type: "Envoi à l'affinage (limailles, balayures), pesé en 750",
        grandLivre: "affineur",
        montant: "sortie_or_750",
        avecTitre: null,
        saufSi: null,
        sens: "S",
        titre: "alliage",
        poidsFin: "sortie_or_fin",
        libelle: "Envoyé à l'affineur",
      },
      {
        ordre: 3,
        type: "Envoi à l'affinage compté en fin seulement",
        grandLivre: "affineur",
        montant: "sortie_or_fin",
        avecTitre: null,
        saufSi: "sortie_or_750",
        sens: "S",
        titre: "fin",
        poidsFin: "meme",
        libelle: "Métal fin envoyé à l'affineur",
      },
      {
        ordre: 4,
        type: "Achat d'alliage (fil, plaque, fonte) payé en métal fin du compte poids",
        grandLivre: "fournisseur",
        montant: "sortie_or_750",
        avecTitre: false,
        saufSi: null,
        sens: "E",
        titre: "alliage",
        poidsFin: "titre",
        libelle: "Alliage reçu du fournisseur",
      },
      {
        ordre: 5,
        type: "Métal fin pris sur le compte poids pour payer l'alliage",
        grandLivre: "fournisseur",
        montant: "entree_or_fin",
        avecTitre: false,
        saufSi: null,
        sens: null,
        titre: "fin",
        poidsFin: "meme",
        libelle: "Payé en métal fin du compte poids (ne passe pas par la maison)",
      },
      {
        ordre: 6,
        type: "Or acheté ou confié (formulaire or), compté en fin",
        grandLivre: "fournisseur",
        montant: "entree_or_fin",
        avecTitre: true,
        saufSi: null,
        sens: "E",
        titre: "fin",
        poidsFin: "meme",
        libelle: "Or reçu du fournisseur",
      },
      {
        ordre: 7,
        type: "Vieil or apporté par le client",
        grandLivre: "client",
        montant: "entree_or_fin",
        avecTitre: null,
        saufSi: null,
        sens: "E",
        titre: "fin",
        poidsFin: "meme",
        libelle: "Métal reçu du client",
      },
      {
        ordre: 8,
        type: "Livraison de métal sur le compte poids du client",
        grandLivre: "client",
        montant: "sortie_or_750",
        avecTitre: null,
        saufSi: null,
        sens: "S",
        titre: "fin",
        poidsFin: "meme",
        libelle: "Métal livré au client sur son compte poids",
      },
    ]);
  });

  it("decides every amount of every ledger once (a line, or no physical movement)", () => {
    const cles = REGLES_MOUVEMENT_REGISTRE.map((g) => `${g.grandLivre}/${g.montant}/${g.avecTitre}`);
    expect(new Set(cles).size).toBe(cles.length);
    expect(REGLES_MOUVEMENT_REGISTRE.map((g) => g.ordre)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
