import { describe, expect, it } from "vitest";
import {
  confierSchema,
  editerStockSchema,
  estPositif,
  etiquetteSchema,
  ofsTexteSchema,
  plateauMouvementSchema,
  refusBonConfie,
  refusPasEnStock,
  rentrerStockSchema,
  selectionStockSchema,
  stockQuerySchema,
  stockResumeSchema,
} from "./mouvements.ts";
import { peutDereserver, peutReserver, refusDereservation, refusReservation } from "./reservation.ts";

describe("Imprimer Confie (spec 02 section 5)", () => {
  it.each([
    [[12, 12], null],
    [[12], null],
    [[12, 13], "Impression bon de confie impossible car plusieurs clients sont presents"],
  ])("clients %j", (clients, message) => {
    expect(refusBonConfie(clients)?.message ?? null).toBe(message);
  });
  it("the refusal's code", () => {
    expect(refusBonConfie([12, 13])?.code).toBe("CONFIE_PLUSIEURS_CLIENTS");
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
  it("the refusal's code", () => {
    expect(refusPasEnStock({ numSachet: 9, statut: 575, enStock: true })?.code).toBe("PAS_EN_STOCK");
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

const refus = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("the stock forms' amounts: 0 to 99 999 999,99 (weight under 100 000 g)", () => {
  const saisie = { numSachet: 5, ref1: null, poids: "3", prixFact: "1", prixR: "1", labelProduit: null };
  it.each([
    ["prixFact", "0", []],
    ["prixFact", "99999999,99", []],
    ["prixFact", "100000000", ["Prix valide obligatoire."]],
    ["prixFact", "-1", ["Prix valide obligatoire."]],
    ["prixFact", "-0,01", ["Prix valide obligatoire."]],
    ["prixR", "-5", ["Prix de revient valide obligatoire."]],
    ["prixR", "100000000", ["Prix de revient valide obligatoire."]],
    ["poids", "99999,999", []],
    ["poids", "100000", ["Poids valide obligatoire."]],
    ["poids", "-1", ["Poids valide obligatoire."]],
    ["numSachet", null, ["N° OF obligatoire."]],
  ])("%s %s", (champ, valeur, messages) => {
    expect(refus(rentrerStockSchema.safeParse({ ...saisie, [champ]: valeur }))).toEqual(messages);
  });

  it("a reference of 101 characters is refused, of 100 kept trimmed, blank is none", () => {
    expect(refus(rentrerStockSchema.safeParse({ ...saisie, ref1: "R".repeat(101) }))).toEqual([
      "Référence trop longue (100 caractères au plus).",
    ]);
    expect(rentrerStockSchema.parse({ ...saisie, ref1: ` ${"R".repeat(100)} ` }).ref1).toBe("R".repeat(100));
    expect(rentrerStockSchema.parse({ ...saisie, ref1: "" }).ref1).toBeNull();
  });

  it("the label: trimmed, blank is none, 15 characters at most", () => {
    expect(etiquetteSchema.parse("  BAGUE OR  ")).toBe("BAGUE OR");
    expect(etiquetteSchema.parse("   ")).toBeNull();
    expect(etiquetteSchema.parse(null)).toBeNull();
    expect(etiquetteSchema.parse(" SOLITAIRE DIAM ")).toBe("SOLITAIRE DIAM");
  });

  it("Editer: ref, label, price, weight, tray (null: none)", () => {
    const edite = { ref1: " B7 ", labelProduit: "ALLIANCE", prixFact: "250,5", poids: "2,75", plateau: 4 };
    expect(editerStockSchema.parse(edite)).toEqual({
      ref1: "B7",
      labelProduit: "ALLIANCE",
      prixFact: "250.5",
      poids: "2.75",
      plateau: 4,
    });
    expect(editerStockSchema.parse({ ...edite, plateau: null }).plateau).toBeNull();
    expect(refus(editerStockSchema.safeParse({ ...edite, prixFact: "-3", poids: "100000" }))).toEqual([
      "Prix valide obligatoire.",
      "Poids valide obligatoire.",
    ]);
  });
});

describe("a selection of stock pieces: 1 to 500 OFs", () => {
  const cinqCents = Array.from({ length: 500 }, (_, i) => i + 1);
  it.each([
    [[], ["Sélectionnez au moins un produit."]],
    ["12", ["Sélectionnez au moins un produit."]],
    [[12], []],
    [cinqCents, []],
    [[...cinqCents, 501], ["Sélection trop grande (500 produits au plus)."]],
  ])("%j", (ofs, messages) => {
    expect(refus(selectionStockSchema.safeParse({ ofs }))).toEqual(messages);
  });

  it("Confier needs a client, Mouvement Plateau a tray or null", () => {
    expect(confierSchema.parse({ ofs: [3, 4], idClient: 8 })).toEqual({ ofs: [3, 4], idClient: 8 });
    expect(refus(confierSchema.safeParse({ ofs: [3] }))).toEqual(["Client obligatoire."]);
    expect(refus(confierSchema.safeParse({ idClient: 8 }))).toEqual(["Sélectionnez au moins un produit."]);
    expect(plateauMouvementSchema.parse({ ofs: [3], plateau: 2 })).toEqual({ ofs: [3], plateau: 2 });
    expect(plateauMouvementSchema.parse({ ofs: [3], plateau: null })).toEqual({ ofs: [3], plateau: null });
    expect(refus(plateauMouvementSchema.safeParse({ ofs: [3] }))).toEqual(["Plateau obligatoire."]);
    expect(refus(plateauMouvementSchema.safeParse({ plateau: 2 }))).toEqual([
      "Sélectionnez au moins un produit.",
    ]);
  });

  it("the summary's selection: none to 500", () => {
    expect(stockResumeSchema.parse({ ofs: [] })).toEqual({ ofs: [] });
    expect(stockResumeSchema.parse({ ofs: cinqCents }).ofs).toHaveLength(500);
    expect(refus(stockResumeSchema.safeParse({ ofs: [...cinqCents, 501] }))).toEqual([
      "Sélection trop grande (500 produits au plus).",
    ]);
    expect(refus(stockResumeSchema.safeParse({}))).toHaveLength(1);
  });
});

describe("a selection in a print URL (ofs=1,2,3)", () => {
  const liste = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join(",");
  it.each<[string, number[] | null]>([
    ["7", [7]],
    ["12,345,12", [12, 345]],
    ["1234567890,9876543210", [1234567890, 9876543210]],
    ["12345678901", null],
    ["1,12345678901", null],
    ["", null],
    ["a1", null],
    [",1", null],
    ["1,", null],
    ["1,2x", null],
    ["1;2", null],
    ["1,a", null],
  ])("%j", (ofs, attendu) => {
    const r = ofsTexteSchema.safeParse({ ofs });
    expect(r.success ? r.data.ofs : refus(r)).toEqual(attendu ?? ["Sélectionnez au moins un produit."]);
  });
  it("500 OFs at most", () => {
    expect(ofsTexteSchema.parse({ ofs: liste(500) }).ofs).toHaveLength(500);
    expect(refus(ofsTexteSchema.safeParse({ ofs: liste(501) }))).toEqual([
      "Sélectionnez au moins un produit.",
    ]);
  });
});

describe("the stock list's filters", () => {
  it("reads the ids typed as text, trims the reference, sorts by OF by default", () => {
    expect(
      stockQuerySchema.parse({
        ref: "  B1 ",
        client: "3",
        reservation: "4",
        of: "5",
        plateau: "6",
        type: "7",
        stade: "8",
        metal: "9",
      }),
    ).toEqual({
      page: 0,
      pageSize: 10,
      sort: "of",
      dir: "asc",
      client: 3,
      reservation: 4,
      ref: "B1",
      of: 5,
      plateau: 6,
      type: 7,
      stade: 8,
      metal: 9,
    });
    expect(stockQuerySchema.parse({ ref: "  " })).toEqual({ page: 0, pageSize: 10, sort: "of", dir: "asc" });
    expect(stockQuerySchema.parse({ ref: "R".repeat(50) }).ref).toBe("R".repeat(50));
    expect(stockQuerySchema.safeParse({ ref: "R".repeat(51) }).success).toBe(false);
    expect(stockQuerySchema.parse({ sort: "prixR", dir: "desc" })).toMatchObject({
      sort: "prixR",
      dir: "desc",
    });
  });
});

describe("a weight or price is positive", () => {
  it.each([
    ["0.01", true],
    ["0", false],
    ["-2", false],
  ])("%s: %s", (v, positif) => {
    expect(estPositif(v)).toBe(positif);
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
