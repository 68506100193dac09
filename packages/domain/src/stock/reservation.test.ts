import { describe, expect, it } from "vitest";
import {
  commandesQuerySchema,
  dereserverSchema,
  dimNormalisee,
  ecartsReservation,
  identiquesQuerySchema,
  refusDereservation,
  refusReservation,
  reserverSchema,
  STATUTS_COMMANDE,
} from "./reservation.ts";

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

describe("reservation: the case table (issue 31)", () => {
  const orJaune52 = { typeMetal: 1, metal: "Or jaune", dim: "52" };

  it.each([
    [" 45 CM ", "45cm"],
    ["45\tcm", "45cm"],
    [null, ""],
    [undefined, ""],
  ])("a finger size %j compares as %j", (dim, norme) => {
    expect(dimNormalisee(dim)).toBe(norme);
  });

  it.each<[string, object, object, string[]]>([
    ["the sizes said trimmed", { dim: " 54 " }, { dim: " 52 " }, ["Doigt : 54 au lieu de 52"]],
    ["an order without size", { dim: "54" }, { dim: null }, ["Doigt : 54 au lieu de aucun"]],
    ["an order with a blank size", { dim: "54" }, { dim: "  " }, ["Doigt : 54 au lieu de aucun"]],
    ["a piece with a blank size", { dim: " " }, {}, ["Doigt : aucun au lieu de 52"]],
    ["metals without a label", { typeMetal: 2, metal: null }, { metal: null }, ["Métal : ? au lieu de ?"]],
  ])("%s", (_, piece, commande, ecarts) => {
    expect(ecartsReservation({ ...orJaune52, ...piece }, { ...orJaune52, ...commande })).toEqual(ecarts);
  });

  const piece = { numSachet: 10, statut: 650, idp: 3, ofReservation: null, ...orJaune52 };
  const commande = { numSachet: 20, statut: 200, idp: 3, clientStock: false, ...orJaune52 };

  it.each<[string, object, object, number | null, object | null]>([
    [
      "a piece out of stock",
      { statut: 575 },
      {},
      null,
      { code: "PAS_EN_STOCK", message: "L'OF 10 n'est pas en stock." },
    ],
    [
      "a piece reserved for another order",
      { ofReservation: 30 },
      {},
      null,
      { code: "PIECE_DEJA_RESERVEE", message: "L'OF 10 est déjà réservé pour la commande 30." },
    ],
    ["a piece already reserved for this order", { ofReservation: 20 }, {}, null, null],
    [
      "an order delivered (575)",
      {},
      { statut: 575 },
      null,
      { code: "PAS_UNE_COMMANDE", message: "L'OF 20 n'est pas une commande en cours." },
    ],
    [
      "an order served by another piece",
      {},
      {},
      11,
      { code: "COMMANDE_DEJA_SERVIE", message: "La commande 20 a déjà l'OF 11 en réservation." },
    ],
    ["an order served by this very piece", {}, {}, 10, null],
  ])("%s", (_, p, c, servie, attendu) => {
    expect(refusReservation({ ...piece, ...p }, { ...commande, ...c }, servie)).toEqual(attendu);
  });

  it.each([50, 200, 500, 550])("an order at %i takes a stock piece", (statut) => {
    expect(refusReservation(piece, { ...commande, statut }, null)).toBeNull();
  });

  it("the order statuses; un-reserving a free piece says so", () => {
    expect(STATUTS_COMMANDE).toEqual([50, 200, 500, 550]);
    expect(refusDereservation({ numSachet: 10, ofReservation: null })).toEqual({
      code: "NON_RESERVE",
      message: "L'OF 10 n'est pas réservé.",
    });
  });

  it("Reserver and Dereserver name what is missing", () => {
    expect(reserverSchema.parse({ piece: 10, commande: 20 })).toEqual({ piece: 10, commande: 20 });
    expect(reserverSchema.parse({ piece: 10, commande: 20, confirme: true }).confirme).toBe(true);
    expect(reserverSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      "Produit en stock obligatoire.",
      "Commande obligatoire.",
    ]);
    expect(dereserverSchema.parse({ piece: 10 })).toEqual({ piece: 10 });
    expect(dereserverSchema.safeParse({}).error?.issues[0]?.message).toBe("Produit en stock obligatoire.");
  });

  it("Produits en Commande: 12 a page, by OF, filters blank or set", () => {
    expect(commandesQuerySchema.parse({})).toEqual({ page: 0, pageSize: 12, sort: "of", dir: "asc" });
    expect(
      commandesQuerySchema.parse({
        pageSize: "100",
        sort: "dateLivr",
        ref: "  BA-12 ",
        of: "7",
        client: "3",
        reservable: "1",
        reserve: "0",
      }),
    ).toMatchObject({
      pageSize: 100,
      sort: "dateLivr",
      ref: "BA-12",
      of: 7,
      client: 3,
      reservable: "1",
      reserve: "0",
    });
    for (const sort of ["ref", "client"]) expect(commandesQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(commandesQuerySchema.parse({ reservable: "0", reserve: "1" })).toMatchObject({
      reservable: "0",
      reserve: "1",
    });
    expect(commandesQuerySchema.parse({ ref: "   " }).ref).toBeUndefined();
    expect(commandesQuerySchema.parse({ ref: "R".repeat(50) }).ref).toBe("R".repeat(50));
    for (const refuse of [
      { ref: "R".repeat(51) },
      { pageSize: "101" },
      { pageSize: "0" },
      { reservable: "2" },
      { reserve: "oui" },
    ]) {
      expect(commandesQuerySchema.safeParse(refuse).success, JSON.stringify(refuse)).toBe(false);
    }
  });

  it("Produit Identique en Stock: the order required, near matches on demand", () => {
    expect(identiquesQuerySchema.parse({ commande: "20" })).toEqual({
      page: 0,
      pageSize: 12,
      sort: "of",
      dir: "asc",
      commande: 20,
    });
    expect(identiquesQuerySchema.parse({ commande: "20", proches: "1", pageSize: "1" })).toMatchObject({
      proches: "1",
      pageSize: 1,
    });
    expect(identiquesQuerySchema.parse({ commande: "20", proches: "0" }).proches).toBe("0");
    expect(identiquesQuerySchema.parse({ commande: "20", pageSize: "100" }).pageSize).toBe(100);
    for (const refuse of [{}, { commande: "20", proches: "2" }, { commande: "20", pageSize: "101" }]) {
      expect(identiquesQuerySchema.safeParse(refuse).success, JSON.stringify(refuse)).toBe(false);
    }
  });
});
