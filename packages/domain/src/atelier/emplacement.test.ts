import { describe, expect, it } from "vitest";
import { emplacementOf, type LigneOuverte, refusOfAilleurs } from "./emplacement.ts";

const chezPaul: LigneOuverte = {
  genre: "joaillier",
  id: 1,
  idOuvrier: 1,
  ouvrier: "Paul",
  dateEnvoi: "2026-03-05",
};
const chezSam: LigneOuverte = {
  genre: "serti",
  id: 1,
  idOuvrier: 1,
  ouvrier: "Sam",
  dateEnvoi: "2026-02-01",
};

describe("refusOfAilleurs", () => {
  it.each([
    ["no line out", [], { genre: "joaillier", idOuvrier: 2 }, false, null],
    [
      "out at the same jeweller (refusEnvoi's case)",
      [chezPaul],
      { genre: "joaillier", idOuvrier: 1 },
      false,
      null,
    ],
    [
      "out at another jeweller",
      [chezPaul],
      { genre: "joaillier", idOuvrier: 2 },
      false,
      "L'OF est encore chez Paul depuis le 05/03/2026. Envoyer quand même ?",
    ],
    [
      "out at a setter with the same id",
      [chezSam],
      { genre: "joaillier", idOuvrier: 1 },
      false,
      "L'OF est encore chez Sam depuis le 01/02/2026. Envoyer quand même ?",
    ],
    ["confirmed", [chezPaul], { genre: "serti", idOuvrier: 1 }, true, null],
  ] as const)("%s", (_cas, ouvertes, vers, confirme, message) => {
    const r = refusOfAilleurs(ouvertes, vers, confirme);
    expect(r?.message ?? null).toBe(message);
    if (r) expect(r.code).toBe("OF_AILLEURS");
  });
});

describe("emplacementOf", () => {
  const rien = { ouvertes: [], stock: null, depot: null };
  it.each([
    ["invoiced, even with a line out", { ...rien, statut: 600, ouvertes: [chezPaul] }, "Facturé"],
    [
      "the oldest line out",
      { ...rien, statut: 200, ouvertes: [chezPaul, chezSam] },
      "Chez Sam depuis le 01/02/2026",
    ],
    [
      "in stock on a tray",
      { ...rien, statut: 650, stock: { plateau: "P1", dateEntree: "2026-01-10" } },
      "En stock, plateau P1 depuis le 10/01/2026",
    ],
    [
      "in stock without a tray",
      { ...rien, statut: 650, stock: { plateau: null, dateEntree: "2026-01-10" } },
      "En stock depuis le 10/01/2026",
    ],
    [
      "at a client on consignment",
      {
        ...rien,
        statut: 650,
        stock: { plateau: "P1", dateEntree: "2026-01-10" },
        depot: { client: "Bijouterie Durand", dateEntree: "2026-02-15" },
      },
      "En dépôt chez Bijouterie Durand depuis le 15/02/2026",
    ],
    ["nothing out, not in stock", { ...rien, statut: 500 }, "Au bureau"],
  ] as const)("%s", (_cas, o, libelle) => {
    expect(emplacementOf(o).libelle).toBe(libelle);
  });
});

describe("emplacementOf: the whole place (issue 31)", () => {
  const rien = { ouvertes: [], stock: null, depot: null };
  const plateau = { plateau: "P1", dateEntree: "2026-01-10" };
  const depot = { client: "Bijouterie Durand", dateEntree: "2026-02-15" };
  it.each([
    ["invoiced", { ...rien, statut: 600, ouvertes: [chezPaul] }, { lieu: "facture", libelle: "Facturé" }],
    [
      "at a worker",
      { ...rien, statut: 200, ouvertes: [chezPaul] },
      { lieu: "ouvrier", libelle: "Chez Paul depuis le 05/03/2026", ouvrier: "Paul", depuis: "2026-03-05" },
    ],
    [
      "on consignment",
      { ...rien, statut: 650, stock: plateau, depot },
      {
        lieu: "depot",
        libelle: "En dépôt chez Bijouterie Durand depuis le 15/02/2026",
        client: "Bijouterie Durand",
        depuis: "2026-02-15",
      },
    ],
    [
      "in stock",
      { ...rien, statut: 650, stock: plateau },
      {
        lieu: "stock",
        libelle: "En stock, plateau P1 depuis le 10/01/2026",
        plateau: "P1",
        depuis: "2026-01-10",
      },
    ],
    // A consignment row without its stock row is none: the bag is at the office.
    [
      "a consignment without stock row",
      { ...rien, statut: 500, depot },
      { lieu: "bureau", libelle: "Au bureau" },
    ],
    ["at the office", { ...rien, statut: 500 }, { lieu: "bureau", libelle: "Au bureau" }],
  ] as const)("%s", (_cas, o, attendu) => {
    expect(emplacementOf(o)).toEqual(attendu);
  });

  it("the refusal names the worker and the send date for the screen's question", () => {
    expect(refusOfAilleurs([chezPaul, chezSam], { genre: "joaillier", idOuvrier: 1 }, false)).toEqual({
      code: "OF_AILLEURS",
      message: "L'OF est encore chez Sam depuis le 01/02/2026. Envoyer quand même ?",
      ouvrier: "Sam",
      dateEnvoi: "2026-02-01",
    });
  });
});
