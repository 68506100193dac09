import { describe, expect, it } from "vitest";
import * as envoi from "./envoi.ts";
import * as messages from "./messages.ts";

/** Issue 30: every French message constant of the area written out literally. */
const TABLE: [string, string, string][] = [
  [
    "MSG_PLATEFORME_NON_CONFIGUREE",
    messages.MSG_PLATEFORME_NON_CONFIGUREE,
    "Plateforme de facturation électronique non configurée (npm run setting -- plateformeUrl …).",
  ],
  ["MSG_WEBHOOK_REFUSE", messages.MSG_WEBHOOK_REFUSE, "Appel refusé : secret du webhook absent ou faux."],
  [
    "MSG_DOCUMENT_NON_ENVOYE",
    messages.MSG_DOCUMENT_NON_ENVOYE,
    "Ce document n'a pas été transmis à la plateforme.",
  ],
  [
    "MSG_ENCAISSEMENT_IMPOSSIBLE",
    messages.MSG_ENCAISSEMENT_IMPOSSIBLE,
    "Encaissement impossible : la facture n'est pas à disposition du client, ou déjà encaissée, refusée ou rejetée.",
  ],
  [
    "MSG_DESTINATAIRE_NON_JOIGNABLE",
    messages.MSG_DESTINATAIRE_NON_JOIGNABLE,
    "Le client ne reçoit pas encore de factures électroniques (aucune ligne d'annuaire pour son SIREN).",
  ],
  [
    "MSG_SIREN_CLIENT_ABSENT",
    messages.MSG_SIREN_CLIENT_ABSENT,
    "Le client n'a pas de SIREN : la facture ne peut pas être adressée.",
  ],
  [
    "MSG_SIREN_DESTINATAIRE_FORMAT",
    messages.MSG_SIREN_DESTINATAIRE_FORMAT,
    "Le SIREN doit comporter 9 chiffres.",
  ],
  ["MSG_STATUT_PLATEFORME_INCONNU", messages.MSG_STATUT_PLATEFORME_INCONNU, "Statut de plateforme inconnu."],
];

describe("platform messages", () => {
  it.each(TABLE)("%s", (_nom, valeur, attendu) => {
    expect(valeur).toBe(attendu);
  });

  it("the rejection message names the platform's reason", () => {
    expect(messages.msgRejetPlateforme("BR-FR-10 : SIREN de l'acheteur absent")).toBe(
      "Rejetée par la plateforme : BR-FR-10 : SIREN de l'acheteur absent",
    );
  });

  it("a run of the worker says what it sent and what it received", () => {
    expect(messages.msgSynchronisationPlateforme(3, 5)).toBe("3 document(s) déposé(s), 5 statut(s) reçu(s).");
  });

  it("the outbox states read in French", () => {
    expect(envoi.ETATS_ENVOI).toEqual({
      a_envoyer: "À envoyer",
      en_cours: "Envoi en cours",
      non_joignable: "Destinataire non joignable",
      depose: "Déposée, en attente d'acquittement",
      acquitte: "Acquittée par la plateforme",
      erreur: "Refusée par la plateforme",
    });
  });

  it("every message constant is in the table", () => {
    const constantes = Object.keys(messages).filter((k) => k.startsWith("MSG_"));
    expect(constantes.sort()).toEqual(TABLE.map(([n]) => n).sort());
  });
});
