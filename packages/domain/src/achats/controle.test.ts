import { describe, expect, it } from "vitest";
import { controlerFacture } from "./controle.ts";
import { facture, ligne } from "./facture.fixture.ts";

describe("controlerFacture: the EN 16931 core a received invoice must meet", () => {
  it("a complete invoice whose totals add up fails no rule", () => {
    expect(controlerFacture(facture())).toEqual([]);
  });

  it.each([
    ["BR-01", { profil: null }, "Identifiant de spécification (BT-24) absent."],
    ["BR-02", { numero: null }, "Numéro de facture (BT-1) absent."],
    ["BR-03", { date: null }, "Date de facture (BT-2) absente ou invalide."],
    ["BR-04", { typeCode: null }, "Type de facture (BT-3) absent."],
    ["BR-05", { devise: null }, "Devise de la facture (BT-5) absente."],
    ["BR-06", { vendeur: { nom: null, siren: null, tva: null } }, "Nom du vendeur (BT-27) absent."],
    ["BR-07", { acheteur: { nom: null, siren: null, tva: null } }, "Nom de l'acheteur (BT-44) absent."],
    ["BR-15", { aPayer: null }, "Montant à payer (BT-115) absent."],
    ["BR-16", { lignes: [], totalLignes: "0.00" }, "La facture n'a aucune ligne."],
    ["BR-13", { ht: "100,00" }, "Total HT (BT-109) illisible : « 100,00 »."],
    ["BR-CO-15", { ttc: "121.00" }, "Le total TTC (121.00) diffère du total HT plus la TVA (120.00)."],
    [
      "BR-CO-10",
      { totalLignes: "90.00", ht: "90.00", ttc: "108.00", tva: "18.00" },
      "La somme des lignes (100.00) diffère du total des lignes (90.00).",
    ],
    ["BR-22", { lignes: [ligne({ quantite: null })] }, "Ligne 1 : quantité (BT-129) absent(e)."],
    ["BR-23", { lignes: [ligne({ unite: null })] }, "Ligne 1 : unité (BT-130) absent(e)."],
    ["BR-25", { lignes: [ligne({ id: "7", nom: null })] }, "Ligne 7 : nom de l'article (BT-153) absent(e)."],
  ] as const)("%s: %o", (regle, overrides, message) => {
    expect(controlerFacture(facture(overrides))).toEqual([{ regle, message }]);
  });

  it("an unreadable line quantity is named", () => {
    expect(controlerFacture(facture({ lignes: [ligne({ quantite: "1,5" })] }))).toEqual([
      { regle: "BR-22", message: "Ligne 1 : quantité illisible « 1,5 »." },
    ]);
  });
});
