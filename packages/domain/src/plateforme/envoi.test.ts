import { describe, expect, it } from "vitest";
import { refusEncaissement } from "./encaissement.ts";
import {
  ATTENTE_MAX_S,
  ATTENTE_MIN_S,
  adresseAnnuaire,
  attenteAvantEssai,
  ETATS_A_TRAITER,
  ETATS_ENVOI,
  estRefusDefinitif,
  flowInfoEnvoi,
} from "./envoi.ts";
import { flowInfoSchema, searchFlowFiltersSchema } from "./norme.ts";

const SHA = "a".repeat(64);

describe("outbox rules", () => {
  it.each([
    [0, 0],
    [1, 30],
    [2, 60],
    [3, 120],
    [7, 1920],
    [-1, 0],
    [6, 960],
    [8, 3600],
    [50, 3600],
  ])("after %i failed tries, waits %i s", (n, s) => {
    expect(attenteAvantEssai(n)).toBe(s);
  });

  it("deposits an invoice as Factur-X EN 16931 (CIUS) in the B2B rule, tracked by its number", () => {
    const info = flowInfoEnvoi({ trackingId: "EXTENSIA-12", flowSyntax: "Factur-X", sha256: SHA });
    expect(info).toEqual({
      trackingId: "EXTENSIA-12",
      name: "EXTENSIA-12.pdf",
      processingRule: "B2B",
      flowSyntax: "Factur-X",
      flowProfile: "CIUS",
      sha256: SHA,
    });
    expect(flowInfoSchema.parse(info)).toEqual(info);
    expect(flowInfoEnvoi({ trackingId: "LC-3-212", flowSyntax: "CDAR", sha256: SHA })).toEqual({
      trackingId: "LC-3-212",
      name: "LC-3-212.xml",
      flowSyntax: "CDAR",
      processingRule: "B2B",
      sha256: SHA,
    });
  });

  it.each([
    [400, true],
    [413, true],
    [422, true],
    [403, true],
    [401, false],
    [404, false],
    [429, false],
    [500, false],
    [503, false],
  ])("HTTP %i is a definitive refusal: %s", (status, oui) => {
    expect(estRefusDefinitif(status)).toBe(oui);
  });

  it("takes the buyer's electronic address (BT-49) from its directory line", () => {
    expect(adresseAnnuaire([], "552100554")).toBeNull();
    expect(adresseAnnuaire([{ siren: "552100554", addressingIdentifier: "552100554" }], "552100554")).toBe(
      "552100554",
    );
    expect(
      adresseAnnuaire([{ siren: "111111111", addressingIdentifier: "111111111" }], "552100554"),
    ).toBeNull();
  });

  it("takes the first directory line with an address, a line without SIREN being the SIREN asked", () => {
    expect(
      adresseAnnuaire(
        [
          { siren: "552100554", addressingIdentifier: "" },
          { siren: "552100554" },
          { addressingIdentifier: "552100554_FACTURES" },
          { siren: "552100554", addressingIdentifier: "552100554_AUTRE" },
        ],
        "552100554",
      ),
    ).toBe("552100554_FACTURES");
    expect(adresseAnnuaire([{ siren: "552100554", addressingIdentifier: "" }], "552100554")).toBeNull();
  });

  it("names the outbox states in French and picks up the queued, started and unreachable ones", () => {
    expect(ETATS_ENVOI).toEqual({
      a_envoyer: "À envoyer",
      en_cours: "Envoi en cours",
      non_joignable: "Destinataire non joignable",
      depose: "Déposée, en attente d'acquittement",
      acquitte: "Acquittée par la plateforme",
      erreur: "Refusée par la plateforme",
    });
    expect(ETATS_A_TRAITER).toEqual(["a_envoyer", "en_cours", "non_joignable"]);
    expect([ATTENTE_MIN_S, ATTENTE_MAX_S]).toEqual([30, 3600]);
  });

  it("a search needs at least one criterion", () => {
    expect(searchFlowFiltersSchema.safeParse({}).success).toBe(false);
    expect(searchFlowFiltersSchema.safeParse({ trackingId: "1042" }).success).toBe(true);
  });

  it.each([
    [null, 203, "DOCUMENT_NON_ENVOYE", "Ce document n'a pas été transmis à la plateforme."],
    [
      { typeDocument: "facture", deposee: false },
      null,
      "DOCUMENT_NON_ENVOYE",
      "Ce document n'a pas été transmis à la plateforme.",
    ],
    [
      { typeDocument: "avoir", deposee: true },
      203,
      "DOCUMENT_NON_ENVOYE",
      "Ce document n'a pas été transmis à la plateforme.",
    ],
    [
      { typeDocument: "facture", deposee: true },
      202,
      "ENCAISSEMENT_IMPOSSIBLE",
      "Encaissement impossible : la facture n'est pas à disposition du client, ou déjà encaissée, refusée ou rejetée.",
    ],
    [
      { typeDocument: "facture", deposee: true },
      212,
      "ENCAISSEMENT_IMPOSSIBLE",
      "Encaissement impossible : la facture n'est pas à disposition du client, ou déjà encaissée, refusée ou rejetée.",
    ],
  ] as const)("refuses Encaissée on %o at %s", (envoi, statut, code, message) => {
    expect(refusEncaissement(envoi, statut)).toEqual({ code, message });
  });

  it("records Encaissée on an invoice made available", () => {
    expect(refusEncaissement({ typeDocument: "facture", deposee: true }, 205)).toBeNull();
    expect(refusEncaissement({ typeDocument: "facture", deposee: true }, 203)).toBeNull();
  });
});
