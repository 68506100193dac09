import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../admin/index.ts";
import { STATUT } from "../noyau-of/index.ts";
import {
  CHAMPS_COMMANDE,
  deuxOfSchema,
  MSG_DEUX_OF_OBLIGATOIRES,
  MSG_OF_IDENTIQUES,
  type OfOutil,
  refusEchange,
  refusTransfert,
  STADE_OF_STOCK,
  statutApresTransfert,
  TRANSPORT_OF_STOCK,
} from "./tools.ts";

const STOCK = DEFAULT_SETTINGS.clientStock;
const of = (numSachet: number, over: Partial<OfOutil> = {}): OfOutil => ({
  numSachet,
  statut: STATUT.enFabrication,
  idp: 700,
  typeMetal: 3,
  idBijouterie: 12,
  ...over,
});

describe("the stock OF's fixed values (spec 01 section 9)", () => {
  it("stade 2 and transport 1", () => {
    expect(STADE_OF_STOCK).toBe(2);
    expect(TRANSPORT_OF_STOCK).toBe(1);
    expect([
      DEFAULT_SETTINGS.produitStock,
      DEFAULT_SETTINGS.clientStock,
      DEFAULT_SETTINGS.typeMetalStock,
    ]).toEqual([619, 249, 1001]);
  });
});

describe("swap and transfer require both OF numbers (spec 01 section 5)", () => {
  it.each([
    [{}, "ofSource"],
    [{ ofSource: 100001 }, "ofCible"],
    [{ ofCible: 100001 }, "ofSource"],
    [{ ofSource: 0, ofCible: 100002 }, "ofSource"],
    [{ ofSource: "abc", ofCible: 100002 }, "ofSource"],
  ])("%o is refused on %s", (input, champ) => {
    const r = deuxOfSchema.safeParse(input);
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path[0] === champ);
    expect(issue?.message).toBe(MSG_DEUX_OF_OBLIGATOIRES);
  });

  it("refuses the same OF twice, under the second number", () => {
    const r = deuxOfSchema.safeParse({ ofSource: 100001, ofCible: 100001 });
    expect(r.error?.issues).toMatchObject([{ path: ["ofCible"], message: "Choisissez deux OF différents." }]);
  });

  it("accepts two numbers", () => {
    expect(deuxOfSchema.parse({ ofSource: 100001, ofCible: 100002 })).toEqual({
      ofSource: 100001,
      ofCible: 100002,
    });
  });
});

describe("swap: two open orders of the same piece", () => {
  it.each([
    ["same product and metal", of(1), of(2), null, null],
    [
      "different product",
      of(1),
      of(2, { idp: 701 }),
      "PRODUITS_DIFFERENTS",
      "Les OF 1 et 2 n'ont pas le même produit et le même métal : la pièce ne correspond pas à la commande.",
    ],
    [
      "different metal",
      of(1),
      of(2, { typeMetal: 4 }),
      "PRODUITS_DIFFERENTS",
      "n'ont pas le même produit et le même métal",
    ],
    [
      "one in stock",
      of(1),
      of(2, { statut: STATUT.enStock }),
      "OF_EN_STOCK",
      "L'OF 2 est en stock : utilisez « Transférer un OF de stock à un client ».",
    ],
    ["the same OF", of(1), of(1), "OF_IDENTIQUES", MSG_OF_IDENTIQUES],
    ["a stock OF being made and an order", of(1, { idBijouterie: STOCK }), of(2), null, null],
  ])("%s", (_cas, a, b, code, message) => {
    const refus = refusEchange(a, b);
    if (code === null) expect(refus).toBeNull();
    else {
      expect(refus?.code).toBe(code);
      expect(refus?.message).toContain(message);
    }
  });
});

describe("transfer: a stock OF takes a client's order", () => {
  it.each([
    ["a stock piece to an order", of(1, { idBijouterie: STOCK, statut: STATUT.enStock }), of(2), null, null],
    ["a stock OF being made", of(1, { idBijouterie: STOCK }), of(2), null, null],
    ["not a stock OF", of(1), of(2), "OF_PAS_STOCK", "L'OF 1 n'est pas un OF de stock (client Stock)."],
    [
      "an entrusted piece (at a client)",
      of(1, { statut: STATUT.enStock }),
      of(2),
      "OF_PAS_STOCK",
      "n'est pas un OF de stock",
    ],
    [
      "to another stock OF",
      of(1, { idBijouterie: STOCK }),
      of(2, { idBijouterie: STOCK }),
      "OF_CIBLE_STOCK",
      "L'OF 2 n'est pas la commande d'un client.",
    ],
    [
      "to an entrusted piece (in stock at a client)",
      of(1, { idBijouterie: STOCK }),
      of(2, { statut: STATUT.enStock }),
      "OF_CIBLE_STOCK",
      "L'OF 2 n'est pas la commande d'un client.",
    ],
    [
      "the same stock OF twice",
      of(1, { idBijouterie: STOCK }),
      of(1, { idBijouterie: STOCK }),
      "OF_IDENTIQUES",
      "Choisissez deux OF différents.",
    ],
    [
      "to a different product",
      of(1, { idBijouterie: STOCK }),
      of(2, { idp: 9 }),
      "PRODUITS_DIFFERENTS",
      "pas le même produit",
    ],
  ])("%s", (_cas, source, cible, code, message) => {
    const refus = refusTransfert(source, cible, STOCK);
    if (code === null) expect(refus).toBeNull();
    else {
      expect(refus?.code).toBe(code);
      expect(refus?.message).toContain(message);
    }
  });

  it("a finished piece leaving the stock is ready to invoice; one being made keeps its status", () => {
    expect(statutApresTransfert(STATUT.enStock)).toBe(STATUT.pretAFacturer);
    expect(statutApresTransfert(STATUT.enFabrication)).toBe(STATUT.enFabrication);
  });

  it("moves the order's fields, never the piece's", () => {
    expect(CHAMPS_COMMANDE).toContain("idBijouterie");
    expect(CHAMPS_COMMANDE).toContain("prixFact");
    for (const piece of ["idp", "typeMetal", "idStade", "dim", "poids", "statut", "photoOf", "prixR"]) {
      expect(CHAMPS_COMMANDE as readonly string[]).not.toContain(piece);
    }
  });
});
