import { beforeEach, describe, expect, it, vi } from "vitest";
import { ETATS_ENVOI } from "./envoi.ts";

/**
 * The e-invoicing list's columns, identifiers and query. The query's schema is built when the module loads
 * (listQuerySchema refuses a default sort it does not list): imported inside each test, so a throw there
 * fails a test (as achats/chargement.test.ts).
 */
const documents = () => import("./documents.ts");

// Each test loads the module afresh, so that each one is counted as covering its load (the mutation runner
// then runs every test of this file against a mutant of the module's top level, not only the first one).
beforeEach(() => {
  vi.resetModules();
});

describe("the e-invoicing list of issued documents", { timeout: 30_000 }, () => {
  it("shows each document's identifier, type, client, date, sending, status, reason, error and tracking id", async () => {
    const { COLONNES_DOCUMENTS_PLATEFORME } = await documents();
    const statut = COLONNES_DOCUMENTS_PLATEFORME.find((c) => c.key === "statut");
    const labelsStatut = statut && "labels" in statut ? statut.labels : undefined;
    expect(COLONNES_DOCUMENTS_PLATEFORME).toEqual([
      { key: "document", label: "Document", kind: "text" },
      { key: "typeDocument", label: "Type", kind: "text", labels: { facture: "Facture", avoir: "Avoir" } },
      { key: "client", label: "Client", kind: "text" },
      { key: "date", label: "Date", kind: "date" },
      { key: "etat", label: "Envoi", kind: "text", labels: ETATS_ENVOI },
      { key: "statut", label: "Statut", kind: "text", labels: labelsStatut },
      { key: "statutLe", label: "Statut le", kind: "text" },
      { key: "motif", label: "Motif", kind: "text" },
      { key: "erreur", label: "Erreur", kind: "text" },
      { key: "trackingId", label: "Identifiant de suivi", kind: "text" },
    ]);
    // each status reads with its code, as in the CSV
    expect(labelsStatut).toEqual({
      200: "200 Déposée",
      201: "201 Émise par la plateforme",
      202: "202 Reçue par la plateforme",
      203: "203 Mise à disposition",
      204: "204 Prise en charge",
      205: "205 Approuvée",
      206: "206 Approuvée partiellement",
      207: "207 En litige",
      208: "208 Suspendue",
      209: "209 Complétée",
      210: "210 Refusée",
      211: "211 Paiement transmis",
      212: "212 Encaissée",
      213: "213 Rejetée",
    });
  });

  it.each([
    [{ typeDocument: "facture", canal: "standard", numero: 11866 }, "F11866"],
    [{ typeDocument: "facture", canal: "alternatif", numero: 185 }, "FX185"],
    [{ typeDocument: "facture", canal: null, numero: 185 }, "F185"], // no channel: the standard one
    [{ typeDocument: "avoir", canal: "alternatif", numero: 54 }, "AV54"], // credit notes have one series
  ] as const)("%j is printed %s", async (d, attendu) => {
    const { identifiantDocument } = await documents();
    expect(identifiantDocument(d)).toBe(attendu);
  });

  it("sorts by status by default, or by date; filters by type and by what is to handle", async () => {
    const { documentsPlateformeQuerySchema, FILTRES_STATUT_PLATEFORME } = await documents();
    expect(FILTRES_STATUT_PLATEFORME).toEqual(["a_traiter", "refusee", "litige", "rejetee", "envoi"]);
    const parDefaut = documentsPlateformeQuerySchema.parse({});
    expect([parDefaut.sort, parDefaut.type, parDefaut.filtre]).toEqual(["statut", undefined, undefined]);
    expect(
      documentsPlateformeQuerySchema.parse({ sort: "date", type: "avoir", filtre: "envoi" }),
    ).toMatchObject({
      sort: "date",
      type: "avoir",
      filtre: "envoi",
    });
    expect(documentsPlateformeQuerySchema.parse({ type: "facture", filtre: "a_traiter" })).toMatchObject({
      type: "facture",
      filtre: "a_traiter",
    });
    for (const q of [{ sort: "client" }, { type: "cdar" }, { filtre: "210" }])
      expect(documentsPlateformeQuerySchema.safeParse(q).success).toBe(false);
  });
});
