import { describe, expect, it } from "vitest";
import { controlerFacture, decimalOuNull } from "./controle.ts";
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
    ["BR-12", { totalLignes: null }, "Total des lignes (BT-106) absent."],
    ["BR-12", { totalLignes: "100,00" }, "Total des lignes (BT-106) illisible : « 100,00 »."],
    ["BR-14", { ttc: null }, "Total TTC (BT-112) absent."],
    ["BR-15", { aPayer: null }, "Montant à payer (BT-115) absent."],
    ["BR-21", { lignes: [ligne({ id: null })] }, "Ligne 1 : identifiant de ligne (BT-126) absent(e)."],
    ["BR-24", { lignes: [ligne({ montantHt: null })] }, "Ligne 1 : montant net (BT-131) absent(e)."],
    ["BR-24", { lignes: [ligne({ montantHt: "100,00" })] }, "Ligne 1 : montant net (BT-131) absent(e)."],
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

  it("names a line by its position when it has no identifier, by its identifier otherwise", () => {
    const f = facture({
      lignes: [
        ligne({ id: "7", quantite: "1,5", montantHt: "60.00" }),
        ligne({ id: null, montantHt: "40.00" }),
      ],
    });
    expect(controlerFacture(f)).toEqual([
      { regle: "BR-21", message: "Ligne 2 : identifiant de ligne (BT-126) absent(e)." },
      { regle: "BR-22", message: "Ligne 7 : quantité illisible « 1,5 »." },
    ]);
    expect(
      controlerFacture(
        facture({
          lignes: [ligne({ montantHt: "60.00" }), ligne({ id: null, quantite: "2,5", montantHt: "40.00" })],
        }),
      ),
    ).toEqual([
      { regle: "BR-21", message: "Ligne 2 : identifiant de ligne (BT-126) absent(e)." },
      { regle: "BR-22", message: "Ligne 2 : quantité illisible « 2,5 »." },
    ]);
  });

  it("adds up the lines only when every amount can be read", () => {
    // 60.00 + "40,00" unreadable: BR-24 names the line, BR-CO-10 does not compare.
    const f = facture({ lignes: [ligne({ montantHt: "60.00" }), ligne({ id: "2", montantHt: "40,00" })] });
    expect(controlerFacture(f)).toEqual([
      { regle: "BR-24", message: "Ligne 2 : montant net (BT-131) absent(e)." },
    ]);
  });

  it("an invoice without VAT total: TTC = HT + 0", () => {
    // 100.00 + 0 = 100.00.
    expect(controlerFacture(facture({ tva: null, ttc: "100.00", aPayer: "100.00" }))).toEqual([]);
  });

  it.each([
    ["12.5", "12.5"],
    ["-3.000001", "-3.000001"],
    ["12,5", null],
    ["1.1234567", null],
    [null, null],
  ])("reads %o as %o", (v, attendu) => {
    expect(decimalOuNull(v)?.toString() ?? null).toBe(attendu);
  });
});
// Equivalent mutant: estMontant's `v !== null` made true (the regex reads null as the text "null": no match).
