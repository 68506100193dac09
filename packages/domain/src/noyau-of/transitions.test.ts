import { describe, expect, it } from "vitest";
import {
  type CommandeStatut,
  msgTransitionInterdite,
  refusTransition,
  STATUTS_OUVERTS,
  statutAdmis,
  TRANSITIONS,
} from "./transitions.ts";

const TOUS = [50, 200, 500, 550, 575, 600, 650];

describe("the transition table (spec 01 section 4, spec 02 section 4.1)", () => {
  it.each<[CommandeStatut, number[] | "ouverts", number | "ouverts"]>([
    ["envoi", "ouverts", 200],
    ["retourJoaillier", "ouverts", 200],
    ["retourSerti", "ouverts", 500],
    ["annulationRetour", [500, 550, 575], 200],
    ["finalisationSuivi", [50, 200, 500], 500],
    ["finalisation", [50, 200, 500], 550],
    ["pretAFacturer", [550], 575],
    ["transfert", [650], 575],
    ["facturation", [575, 650], 600],
    ["reintegration", [575, 600], 650],
    ["rentreeStock", [550], 650],
    ["facturationStock", [650], 575],
    ["manuel", "ouverts", "ouverts"],
  ])("%s: from %j to %j", (commande, depuis, vers) => {
    expect(TRANSITIONS[commande]).toEqual({ depuis, vers });
  });

  it("'ouverts' is every status but the invoiced one, including statuses only the data names", () => {
    expect(TOUS.filter((s) => statutAdmis(STATUTS_OUVERTS, s))).toEqual([50, 200, 500, 550, 575, 650]);
    expect(statutAdmis(STATUTS_OUVERTS, 300)).toBe(true);
  });

  it("only the reinstatement leaves 600", () => {
    const depuis600 = (Object.keys(TRANSITIONS) as CommandeStatut[]).filter((c) =>
      statutAdmis(TRANSITIONS[c].depuis, 600),
    );
    expect(depuis600).toEqual(["reintegration"]);
  });
});

describe("refusTransition", () => {
  it.each<[string, CommandeStatut, number, number, string | null, string | null]>([
    ["a send from any open status", "envoi", 650, 200, null, null],
    ["a setter return", "retourSerti", 200, 500, null, null],
    ["the follow-up's finalisation of a 500 (stays 500)", "finalisationSuivi", 500, 500, null, null],
    ["invoicing a ready OF", "facturation", 575, 600, null, null],
    ["invoicing a reserved stock piece", "facturation", 650, 600, null, null],
    ["reinstating an invoiced OF", "reintegration", 600, 650, null, null],
    ["entering a finalised OF into stock", "rentreeStock", 550, 650, null, null],
    ["invoicing a stock piece from the stock", "facturationStock", 650, 575, null, null],
    [
      "entering an OF still in fabrication into stock",
      "rentreeStock",
      200,
      650,
      "TRANSITION_INTERDITE",
      "L'OF 7 ne peut pas passer du statut 200 au statut 650 (rentrée en stock).",
    ],
    ["a manual pick of 575", "manuel", 200, 575, null, null],
    ["a send of an invoiced OF", "envoi", 600, 200, "OF_VERROUILLE", "L'Of n'est plus éditable "],
    ["a manual pick on an invoiced OF", "manuel", 600, 575, "OF_VERROUILLE", "L'Of n'est plus éditable "],
    [
      "a manual pick of 600",
      "manuel",
      575,
      600,
      "TRANSITION_INTERDITE",
      "L'OF 7 ne peut pas passer du statut 575 au statut 600 (Tracer OF).",
    ],
    [
      "invoicing an OF not ready",
      "facturation",
      200,
      600,
      "TRANSITION_INTERDITE",
      "L'OF 7 ne peut pas passer du statut 200 au statut 600 (facturation).",
    ],
    [
      "finalising a ready-to-invoice OF",
      "finalisation",
      575,
      550,
      "TRANSITION_INTERDITE",
      "L'OF 7 ne peut pas passer du statut 575 au statut 550 (finalisation).",
    ],
    [
      "a command's wrong target",
      "envoi",
      50,
      500,
      "TRANSITION_INTERDITE",
      "L'OF 7 ne peut pas passer du statut 50 au statut 500 (envoi à l'atelier).",
    ],
    [
      "reinstating a piece in stock",
      "reintegration",
      650,
      650,
      "TRANSITION_INTERDITE",
      "L'OF 7 ne peut pas passer du statut 650 au statut 650 (réintégration en stock).",
    ],
  ])("%s", (_cas, commande, statut, vers, code, message) => {
    const refus = refusTransition(commande, { numSachet: 7, statut }, vers);
    expect(refus).toEqual(code === null ? null : { code, message });
  });
});

describe("each command named in the refusal", () => {
  it.each<[CommandeStatut, string]>([
    ["envoi", "envoi à l'atelier"],
    ["retourJoaillier", "retour du joaillier"],
    ["retourSerti", "retour du sertisseur"],
    ["annulationRetour", "annulation d'un retour"],
    ["finalisationSuivi", "finalisation du suivi de production"],
    ["finalisation", "finalisation"],
    ["pretAFacturer", "prêt à facturer"],
    ["transfert", "transfert d'un OF de stock"],
    ["facturation", "facturation"],
    ["reintegration", "réintégration en stock"],
    ["rentreeStock", "rentrée en stock"],
    ["facturationStock", "facturation depuis le stock"],
    ["manuel", "Tracer OF"],
  ])("%s: %s", (commande, libelle) => {
    expect(msgTransitionInterdite(12, 500, 650, commande)).toBe(
      `L'OF 12 ne peut pas passer du statut 500 au statut 650 (${libelle}).`,
    );
  });

  it.each<[CommandeStatut, number, number]>([
    ["annulationRetour", 200, 200],
    ["annulationRetour", 575, 550],
    ["finalisationSuivi", 550, 500],
    ["finalisationSuivi", 500, 550],
    ["pretAFacturer", 500, 575],
    ["transfert", 575, 575],
    ["transfert", 650, 600],
    ["rentreeStock", 550, 575],
    ["facturationStock", 575, 575],
    ["retourJoaillier", 200, 500],
    ["retourSerti", 500, 200],
  ])("%s from %i to %i is refused", (commande, statut, vers) => {
    expect(refusTransition(commande, { numSachet: 12, statut }, vers)?.code).toBe("TRANSITION_INTERDITE");
  });

  it.each<[CommandeStatut, number, number]>([
    ["annulationRetour", 500, 200],
    ["annulationRetour", 550, 200],
    ["annulationRetour", 575, 200],
    ["finalisationSuivi", 50, 500],
    ["finalisationSuivi", 200, 500],
    ["finalisation", 50, 550],
    ["finalisation", 500, 550],
    ["pretAFacturer", 550, 575],
    ["transfert", 650, 575],
    ["reintegration", 575, 650],
    ["retourJoaillier", 500, 200],
    ["manuel", 650, 50],
  ])("%s from %i to %i is allowed", (commande, statut, vers) => {
    expect(refusTransition(commande, { numSachet: 12, statut }, vers)).toBeNull();
  });
});
