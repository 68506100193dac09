import { describe, expect, it } from "vitest";
import { ecartsReservation, refusReservation } from "./reservation.ts";

/** Issue 28.2: an identical product is the same product AND the same metal AND the same finger size. */
describe("identical or near match", () => {
  const orJaune52 = { typeMetal: 1, metal: "Or jaune", dim: "52" };
  it.each<[string, object, string[]]>([
    ["same metal and size", {}, []],
    ["size typed with spaces or case", { dim: " 52 " }, []],
    [
      "a platinum piece for a yellow-gold order",
      { typeMetal: 4, metal: "Platine" },
      ["Métal : Platine au lieu de Or jaune"],
    ],
    ["another finger size", { dim: "54" }, ["Doigt : 54 au lieu de 52"]],
    ["a piece without size", { dim: null }, ["Doigt : aucun au lieu de 52"]],
    [
      "a silver piece in another size",
      { typeMetal: 7, metal: "Argent", dim: "50" },
      ["Métal : Argent au lieu de Or jaune", "Doigt : 50 au lieu de 52"],
    ],
  ])("%s", (_, piece, ecarts) => {
    expect(ecartsReservation({ ...orJaune52, ...piece }, orJaune52)).toEqual(ecarts);
  });

  it("two pieces without size (a pendant) are identical", () => {
    const p = { typeMetal: 2, metal: "Or rose", dim: null };
    expect(ecartsReservation(p, { ...p, dim: "" })).toEqual([]);
  });

  const piece = {
    numSachet: 10,
    statut: 650,
    idp: 3,
    ofReservation: null,
    typeMetal: 7,
    metal: "Argent",
    dim: null,
  };
  const commande = {
    numSachet: 20,
    statut: 200,
    idp: 3,
    clientStock: false,
    typeMetal: 2,
    metal: "Or rose",
    dim: null,
  };
  it("a near match is refused with its difference until confirmed", () => {
    expect(refusReservation(piece, commande, null)).toEqual({
      code: "PRODUIT_PROCHE",
      message:
        "L'OF 10 n'est pas identique à la commande 20 (Métal : Argent au lieu de Or rose). Réserver quand même ?",
    });
    expect(refusReservation(piece, commande, null, true)).toBeNull();
  });
  it("a confirmation never lets another product through", () => {
    expect(refusReservation(piece, { ...commande, idp: 4 }, null, true)?.code).toBe("PRODUIT_DIFFERENT");
  });
});
