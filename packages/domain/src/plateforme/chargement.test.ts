import { describe, expect, it } from "vitest";

/**
 * statut-document.ts builds its filters' labels when it loads: a throw there fails only the collection of the
 * files importing it statically (which the mutation runner counts as a survivor); imported inside a test of a
 * file that does not import it, it fails that test (as achats/chargement.test.ts).
 */
describe("the status filters' module", { timeout: 30_000 }, () => {
  it("loads, every filter labelled in French", async () => {
    const { LIBELLES_FILTRE_STATUT: libelles } = await import("./statut-document.ts");
    expect(libelles).toEqual({
      a_traiter: "À traiter (refusées, en litige, rejetées, envois en échec)",
      200: "Déposée",
      201: "Émise par la plateforme",
      202: "Reçue par la plateforme",
      203: "Mise à disposition",
      204: "Prise en charge",
      205: "Approuvée",
      206: "Approuvée partiellement",
      207: "En litige",
      208: "Suspendue",
      209: "Complétée",
      210: "Refusée",
      211: "Paiement transmis",
      212: "Encaissée",
      213: "Rejetée",
      aucun: "Sans statut",
    });
  });
});
