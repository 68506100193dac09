import { describe, expect, it } from "vitest";
import {
  refusAutoliquidation,
  refusGroupeAFacturer,
  refusOfAFacturer,
  refusPieceReservee,
  refusReservations,
} from "./refus.ts";

const CHANGEE =
  "Une réservation de stock a changé pendant la facturation : rien n'a été enregistré, réessayez.";

describe("Facturer: the OFs locked (spec 01 section 5, issue 27.3)", () => {
  it.each([
    [575, null],
    [600, "L'OF 12 n'est pas prêt à facturer (statut 600) : rechargez la liste."],
    [500, "L'OF 12 n'est pas prêt à facturer (statut 500) : rechargez la liste."],
  ])("an OF at %i -> %s", (statut, message) => {
    const r = refusOfAFacturer(12, statut);
    expect(r?.message ?? null).toBe(message);
    if (r) expect(r.code).toBe("OF_PAS_PRET_A_FACTURER");
  });

  it.each([
    ["in stock, reserved for the same order", { statut: 650, ofReservation: 7 }, 7, null],
    ["reserved for another order since", { statut: 650, ofReservation: 8 }, 7, CHANGEE],
    ["released since", { statut: 650, ofReservation: null }, 7, CHANGEE],
    ["out of stock since", { statut: 575, ofReservation: 7 }, 7, CHANGEE],
  ])("a reserved piece %s", (_cas, piece, pour, message) => {
    expect(refusPieceReservee(piece, pour)?.message ?? null).toBe(message);
  });

  it.each([
    ["as read, one piece per order", [7, 9], [[20, 7]], [{ numSachet: 20, ofReservation: 7 }], null, null],
    [
      "a reservation added since",
      [7],
      [],
      [{ numSachet: 20, ofReservation: 7 }],
      "RESERVATION_CHANGEE",
      CHANGEE,
    ],
    [
      "a reservation moved since",
      [7],
      [[20, 7]],
      [{ numSachet: 20, ofReservation: 9 }],
      "RESERVATION_CHANGEE",
      CHANGEE,
    ],
    [
      "two pieces for one order",
      [7],
      [
        [20, 7],
        [21, 7],
      ],
      [
        { numSachet: 20, ofReservation: 7 },
        { numSachet: 21, ofReservation: 7 },
      ],
      "RESERVATIONS_MULTIPLES",
      "Plusieurs pièces de stock sont réservées pour l'OF 7 (OF 20, 21) : n'en gardez qu'une.",
    ],
  ] as const)("reservations read again: %s", (_cas, commandes, lues, relues, code, message) => {
    const r = refusReservations(commandes, new Map(lues), relues);
    expect(r?.code ?? null).toBe(code);
    expect(r?.message ?? null).toBe(message);
  });
});

describe("Facturer: the group (spec 01 sections 5 and 9)", () => {
  const of = (numSachet: number, patch: Record<string, unknown> = {}) => ({
    numSachet,
    idBijouterie: 3,
    typTransp: 1,
    nomLigne: "Ligne",
    labo: 0,
    prixFact: "100.00",
    tauxTva: "20.00",
    ...patch,
  });
  it.each([
    ["one group, priced, with rates", [of(1), of(2, { nomLigne: "LIGNE" })], true, null, null],
    [
      "no OF",
      [],
      true,
      "GROUPE_DIFFERENT",
      "Les OF envoyés ne forment pas un seul groupe de facturation (même client, transport, ligne et LABO) : rechargez la liste.",
    ],
    [
      "another client",
      [of(1), of(2, { idBijouterie: 4 })],
      true,
      "GROUPE_DIFFERENT",
      "Les OF envoyés ne forment pas un seul groupe de facturation (même client, transport, ligne et LABO) : rechargez la liste.",
    ],
    [
      "another LABO",
      [of(1), of(2, { labo: 1 })],
      true,
      "GROUPE_DIFFERENT",
      "Les OF envoyés ne forment pas un seul groupe de facturation (même client, transport, ligne et LABO) : rechargez la liste.",
    ],
    [
      "an OF without a price",
      [of(1), of(2, { prixFact: null })],
      true,
      "OF_SANS_PRIX",
      "L'OF 2 n'a pas de prix : facturation impossible.",
    ],
    ["no rate of its own, the default known", [of(1, { tauxTva: null })], true, null, null],
    [
      "no rate of its own nor a default",
      [of(1, { tauxTva: null })],
      false,
      "TVA_INCONNUE",
      "Aucun taux de TVA n'est défini (table tva) : facturation impossible.",
    ],
    ["its own rate, no default", [of(1)], false, null, null],
  ] as const)("%s", (_cas, rows, tvaConnue, code, message) => {
    const r = refusGroupeAFacturer(rows as Parameters<typeof refusGroupeAFacturer>[0], tvaConnue);
    expect(r?.code ?? null).toBe(code);
    expect(r?.message ?? null).toBe(message);
  });

  it.each([
    [["S"], null, null],
    [["S", "AE"], "FR11123456782", null],
    [
      ["AE"],
      null,
      "Autoliquidation : le client facturé n'a pas de numéro de TVA intracommunautaire (fiche client).",
    ],
    [
      ["S", "AE"],
      "",
      "Autoliquidation : le client facturé n'a pas de numéro de TVA intracommunautaire (fiche client).",
    ],
  ] as const)("invoices %j, client VAT number %j -> %s", (categories, numTva, message) => {
    const r = refusAutoliquidation(
      categories.map((categorieTva) => ({ categorieTva })),
      numTva,
    );
    expect(r?.message ?? null).toBe(message);
  });
});
