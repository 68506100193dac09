import { describe, expect, it } from "vitest";
import { refusBonConfie, refusPasEnStock, rentrerStockSchema } from "./mouvements.ts";
import { peutDereserver, peutReserver, refusDereservation, refusReservation } from "./reservation.ts";

describe("Imprimer Confie (spec 02 section 5)", () => {
  it.each([
    [[12, 12], null],
    [[12], null],
    [[12, 13], "Impression bon de confie impossible car plusieurs clients sont presents"],
  ])("clients %j", (clients, message) => {
    expect(refusBonConfie(clients)?.message ?? null).toBe(message);
  });
});

describe("a stock command needs the piece in stock", () => {
  it.each([
    [650, true, null],
    [650, false, "L'OF 9 n'est pas en stock."],
    [575, true, "L'OF 9 n'est pas en stock."],
  ])("statut %i, stock row %s", (statut, enStock, message) => {
    expect(refusPasEnStock({ numSachet: 9, statut, enStock })?.message ?? null).toBe(message);
  });
});

describe("Rentrer en Stock's form", () => {
  it("reads French decimals and refuses a long label", () => {
    const ok = rentrerStockSchema.parse({
      numSachet: 5,
      ref1: " B12 ",
      poids: "3,5",
      prixFact: "1200",
      prixR: "480,5",
      labelProduit: "",
    });
    expect(ok).toEqual({
      numSachet: 5,
      ref1: "B12",
      poids: "3.5",
      prixFact: "1200",
      prixR: "480.5",
      labelProduit: null,
    });
    const ko = rentrerStockSchema.safeParse({ ...ok, poids: "x", labelProduit: "SOLITAIRE DIAMANT" });
    expect(ko.error?.issues.map((i) => i.message)).toEqual([
      "Poids valide obligatoire.",
      "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
    ]);
  });
});

describe("reservation rules (spec 02 section 4.5)", () => {
  it.each<[number | null, number | null | "none", boolean, boolean]>([
    [100, null, true, false],
    [100, 0, true, false],
    [100, 77, false, true],
    [null, null, false, false],
    [100, "none", false, false],
  ])(
    "order %s, piece reserved for %s: Reserver %s, Dereserver %s",
    (commande, resa, reserver, dereserver) => {
      const piece = resa === "none" ? null : { ofReservation: resa };
      expect(peutReserver(commande, piece)).toBe(reserver);
      expect(peutDereserver(piece)).toBe(dereserver);
    },
  );

  const variante = { typeMetal: 1, metal: "Or jaune", dim: "52" };
  const piece = { numSachet: 10, statut: 650, idp: 3, ofReservation: null, ...variante };
  const commande = { numSachet: 20, statut: 200, idp: 3, clientStock: false, ...variante };
  it.each<[string, object, object, number | null, string | null]>([
    ["a free piece for an open order of the same product", {}, {}, null, null],
    ["again for the same order", { ofReservation: 20 }, {}, null, null],
    [
      "a piece reserved elsewhere",
      { ofReservation: 30 },
      {},
      null,
      "L'OF 10 est déjà réservé pour la commande 30.",
    ],
    ["a piece out of stock", { statut: 575 }, {}, null, "L'OF 10 n'est pas en stock."],
    ["an invoiced order", {}, { statut: 600 }, null, "L'OF 20 n'est pas une commande en cours."],
    ["a stock OF as order", {}, { clientStock: true }, null, "L'OF 20 n'est pas une commande en cours."],
    ["another product", {}, { idp: 4 }, null, "L'OF 10 n'est pas le même produit que la commande 20."],
    ["an order already served", {}, {}, 11, "La commande 20 a déjà l'OF 11 en réservation."],
  ])("%s", (_, p, c, servie, message) => {
    expect(refusReservation({ ...piece, ...p }, { ...commande, ...c }, servie)?.message ?? null).toBe(
      message,
    );
  });

  it("un-reserving needs a reservation (0 is none)", () => {
    expect(refusDereservation({ numSachet: 10, ofReservation: 0 })?.message).toBe(
      "L'OF 10 n'est pas réservé.",
    );
    expect(refusDereservation({ numSachet: 10, ofReservation: 20 })).toBeNull();
  });
});

describe("tray count by scanner", () => {
  it("lists the missing and the foreign bags", async () => {
    const { comparerInventaire } = await import("./inventaire.ts");
    expect(comparerInventaire([3, 1, 2], [2, 9, 2, 3])).toEqual({
      attendus: [1, 2, 3],
      scannes: [2, 3, 9],
      manquants: [1],
      etrangers: [9],
    });
  });
});
