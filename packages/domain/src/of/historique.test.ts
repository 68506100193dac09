import { describe, expect, it } from "vitest";
import { changementsAudit, urlPdfFacture, valeurHistorique } from "./historique.ts";

describe("the OF history: field-level changes of an audited write", () => {
  const libelles = new Map([
    [
      "statut",
      new Map([
        [200, "Chez le joaillier"],
        [500, "Finalisé"],
      ]),
    ],
    ["id_stade", new Map([[2, "Pièce"]])],
    ["id_ouvrier", new Map([[3, "Léa Moreau"]])],
  ]);

  it("an update lists only the changed columns, in French, with before and after", () => {
    const avant = {
      num_sachet: "102993",
      statut: "200",
      id_stade: "1",
      poids: "4.125",
      notes: "Bague",
      date_livr: null,
    };
    const apres = {
      num_sachet: "102993",
      statut: "500",
      id_stade: "2",
      poids: "4.470",
      notes: "Bague",
      date_livr: "2026-12-24",
    };
    expect(changementsAudit(avant, apres, libelles)).toEqual([
      { champ: "statut", libelle: "Statut", avant: "200 Chez le joaillier", apres: "500 Finalisé" },
      { champ: "id_stade", libelle: "Stade", avant: "1", apres: "Pièce" },
      { champ: "poids", libelle: "Poids (g)", avant: "4,125", apres: "4,470" },
      { champ: "date_livr", libelle: "Date de livraison", avant: "—", apres: "24/12/2026" },
    ]);
  });

  it("an insert lists what it set (not the empty columns nor the keys), a delete what the row held", () => {
    const ligne = { id_ligne: "7", n_sachet: "102993", id_ouvrier: "3", poids_d: "5.000", date_retour: null };
    expect(changementsAudit(null, ligne, libelles)).toEqual([
      { champ: "id_ouvrier", libelle: "Joaillier", avant: "—", apres: "Léa Moreau" },
      { champ: "poids_d", libelle: "Poids envoyé (g)", avant: "—", apres: "5,000" },
    ]);
    expect(changementsAudit({ id_op: "1", of: "102993", poids_sortant: "0.250" }, null)).toEqual([
      { champ: "poids_sortant", libelle: "Carats", avant: "0,250", apres: "—" },
    ]);
  });

  it("a column without a French label keeps its name; values print dates in French", () => {
    expect(changementsAudit({ x_inconnu: 1 }, { x_inconnu: 2 })[0]?.libelle).toBe("x_inconnu");
    expect(valeurHistorique("2026-01-05")).toBe("05/01/2026");
    expect(valeurHistorique(null)).toBe("—");
    expect(valeurHistorique(0)).toBe("0");
    expect(valeurHistorique("1250.50")).toBe("1\u202f250,50");
    expect(valeurHistorique("BG-10.5")).toBe("BG-10.5");
  });

  it("links an invoice to the facturation PDF of its channel", () => {
    expect(urlPdfFacture({ numero: 812, canal: "alternatif" })).toBe(
      "/api/facturation/factures/pdf?ids=812&canal=alternatif",
    );
  });
});
