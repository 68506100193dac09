import { describe, expect, it } from "vitest";
import { type DecisionAchat, decisionsOuvertes, refusDecision, type StatutAchat } from "./statut.ts";

const d = (o: Partial<DecisionAchat>): DecisionAchat => ({
  decision: "approuvee",
  motif: null,
  commentaire: "",
  ...o,
});

describe("refusDecision: what the office may do with a received invoice", () => {
  it.each<[StatutAchat, boolean, Partial<DecisionAchat>, string | null, string | null]>([
    ["recue", true, { decision: "approuvee" }, null, null],
    ["recue", true, { decision: "refusee", motif: "DOUBLON" }, null, null],
    [
      "recue",
      true,
      { decision: "en_litige", motif: "QTE_ERR", commentaire: "3 g de moins reçus" },
      null,
      null,
    ],
    ["recue", true, { decision: "approuvee_partiellement", motif: "LIVR_INCOMP" }, null, null],
    ["en_litige", true, { decision: "approuvee" }, null, null],
    [
      "approuvee",
      true,
      { decision: "refusee", motif: "DOUBLON" },
      "ACHAT_DECISION_IMPOSSIBLE",
      "Une facture « Approuvée » ne peut pas passer à « Refusée ».",
    ],
    [
      "refusee",
      true,
      { decision: "approuvee" },
      "ACHAT_DECISION_IMPOSSIBLE",
      "Une facture « Refusée » ne peut pas passer à « Approuvée ».",
    ],
    [
      "en_litige",
      true,
      { decision: "en_litige", motif: "AUTRE", commentaire: "encore" },
      "ACHAT_DECISION_IMPOSSIBLE",
      "Une facture « En litige » ne peut pas passer à « En litige ».",
    ],
    [
      "recue",
      false,
      { decision: "approuvee" },
      "ACHAT_FACTURE_INVALIDE",
      "Cette facture ne respecte pas la norme EN 16931 : elle ne peut être que contestée ou refusée.",
    ],
    ["recue", false, { decision: "refusee", motif: "NON_CONFORME" }, null, null],
    [
      "recue",
      true,
      { decision: "refusee" },
      "ACHAT_MOTIF_INVALIDE",
      "Choisissez un motif admis pour cette décision.",
    ],
    [
      "recue",
      true,
      { decision: "refusee", motif: "QTE_ERR" },
      "ACHAT_MOTIF_INVALIDE",
      "Choisissez un motif admis pour cette décision.",
    ],
    [
      "recue",
      true,
      { decision: "en_litige", motif: "QTE_ERR" },
      "ACHAT_MOTIF_INVALIDE",
      "Un litige demande un commentaire.",
    ],
  ])("%s (valid %s) + %o -> %s", (statut, valide, decision, code, message) => {
    const r = refusDecision(statut, valide, d(decision));
    expect(r).toEqual(code === null ? null : { code, message });
  });
});

describe("decisionsOuvertes: the buttons the screen shows", () => {
  it.each<[StatutAchat, boolean, string[]]>([
    ["recue", true, ["approuvee", "approuvee_partiellement", "en_litige", "refusee"]],
    ["recue", false, ["en_litige", "refusee"]],
    ["en_litige", true, ["approuvee", "approuvee_partiellement", "refusee"]],
    ["approuvee", true, []],
    ["refusee", true, []],
  ])("%s (valid %s) -> %o", (statut, valide, attendues) => {
    expect(decisionsOuvertes(statut, valide)).toEqual(attendues);
  });
});
